import {
  BEIHILFE_DIENSTHERREN,
  BEIHILFE_STUFEN,
  type BeihilfeStufe,
  type LongFormData,
  NOT_IN_WISH,
} from "../../../domain/comparison/long-form";
import { FormField } from "../../components/ui/form-field";
import { comparisonField, comparisonControlClass as fieldClass } from "./field-styles";
import { BEIHILFE_DIENSTHERR_LABELS, BEIHILFE_STUFE_LABELS } from "./form-labels";
import type { LongFormErrors, LongFormState } from "./use-long-form-state";

/** Dienstherr and Beihilfesatz, shown only for job statuses with Beihilfe (docs/product/comparison.md#form-data). */
export function LongFormBeihilfeFields({
  id,
  errors,
  state,
}: {
  id: string;
  errors: LongFormErrors;
  state: Pick<LongFormState, "form" | "update">;
}) {
  const { form, update } = state;
  return (
    <>
      <FormField
        {...comparisonField}
        label="Beihilfe: Dienstherr"
        id={`${id}-dienstherr`}
        error={errors?.beihilfeDienstherr}
      >
        <select
          name="beihilfeDienstherr"
          required
          value={form.beihilfeDienstherr}
          onChange={(event) =>
            update({ beihilfeDienstherr: event.target.value as LongFormData["beihilfeDienstherr"] })
          }
          className={fieldClass}
        >
          <option value={NOT_IN_WISH}>Bitte wählen</option>
          {BEIHILFE_DIENSTHERREN.map((code) => (
            <option key={code} value={code}>
              {BEIHILFE_DIENSTHERR_LABELS[code]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        {...comparisonField}
        label="Beihilfe: Beihilfesatz"
        id={`${id}-stufe`}
        error={errors?.beihilfeStufe}
      >
        <select
          name="beihilfeStufe"
          required
          value={form.beihilfeStufe}
          onChange={(event) => update({ beihilfeStufe: event.target.value as LongFormData["beihilfeStufe"] })}
          className={fieldClass}
        >
          <option value={NOT_IN_WISH}>Bitte wählen</option>
          {(Object.keys(BEIHILFE_STUFEN) as BeihilfeStufe[]).map((code) => (
            <option key={code} value={code}>
              {BEIHILFE_STUFE_LABELS[code]}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}
