import { normalizeDeductible } from "../../../domain/comparison/long-form";
import { FormField } from "../../components/ui/form-field";
import { comparisonField, comparisonControlClass as fieldClass } from "./field-styles";
import { deductibleOptions } from "./form-labels";
import type { LongFormErrors, LongFormState } from "./use-long-form-state";

/** The yearly deductible; the steps follow the chosen card once JavaScript runs. */
export function LongFormDeductibleField({
  id,
  errors,
  hydrated,
  state,
}: {
  id: string;
  errors: LongFormErrors;
  hydrated: boolean;
  state: Pick<LongFormState, "form" | "update">;
}) {
  const { form, update } = state;
  return (
    <FormField
      {...comparisonField}
      className="mt-5 max-w-xs"
      label="Selbstbeteiligung pro Jahr"
      id={`${id}-deductible`}
      error={errors?.deductible}
    >
      <select
        name="deductible"
        value={normalizeDeductible(form.deductible) ?? "0€"}
        onChange={(event) => update({ deductible: event.target.value })}
        className={fieldClass}
      >
        {/* Without JavaScript the list cannot follow the card: every step, the server checks the limit. */}
        {deductibleOptions(hydrated ? form.coverageType : undefined).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
