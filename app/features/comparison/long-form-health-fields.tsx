import {
  HEALTH_CONDITION_CODES,
  HEALTH_CONDITION_LABELS,
} from "../../../domain/comparison/health-conditions";
import { FieldError, FormField, fieldErrorId } from "../../components/ui/form-field";
import { comparisonField, comparisonControlClass as fieldClass } from "./field-styles";
import { HEALTH_LABELS } from "./form-labels";
import { personOfSlot, WhoSuffix } from "./long-form-household-parts";
import { type HouseholdValues, hasInputUnder, type LongFormErrors, postedValue } from "./use-long-form-state";

const labelClass = comparisonField.labelClassName;

type NumberField = "heightCm" | "weightKg" | "outpatientTreatments3y" | "hospitalStays5y" | "missingTeeth";
type YesNoField = "psychotherapy10y" | "regularMedication" | "plannedDentalTreatment";

/**
 * The anonymous health questions of one person (docs/product/comparison.md#family-and-health), optional, in a
 * disclosure that works without JavaScript. They count only with height and weight (household-form-fields.ts).
 */
export function LongFormHealthFields({
  id,
  slot,
  values,
  errors,
}: {
  id: string;
  /** The person's slot: 0 applicant, 1 partner, 2–5 children. */
  slot: number;
  values: HouseholdValues | undefined;
  errors: LongFormErrors;
}) {
  const prefix = `persons.${slot}.health.`;
  const who = personOfSlot(slot);
  const fieldId = (field: string) => `${id}-p${slot}-health-${field}`;
  const open = hasInputUnder(values, errors, prefix);

  const numberField = (field: NumberField, decimal = false) => (
    <FormField
      {...comparisonField}
      label={
        <>
          {HEALTH_LABELS[field]}
          <WhoSuffix who={who} />
        </>
      }
      id={fieldId(field)}
      error={errors?.[prefix + field]}
    >
      <input
        type="text"
        inputMode={decimal ? "decimal" : "numeric"}
        name={prefix + field}
        defaultValue={postedValue(values, prefix + field) ?? ""}
        autoComplete="off"
        className={fieldClass}
      />
    </FormField>
  );

  const yesNo = (field: YesNoField) => {
    const error = errors?.[prefix + field];
    const errorId = fieldErrorId(fieldId(field));
    const posted = postedValue(values, prefix + field);
    return (
      <fieldset aria-describedby={error ? errorId : undefined}>
        <legend className={labelClass}>{HEALTH_LABELS[field]}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(
            [
              ["ja", "Ja"],
              ["nein", "Nein"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={prefix + field}
                value={value}
                defaultChecked={posted === value}
                aria-invalid={error ? true : undefined}
                className="size-5 accent-primary-800"
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={error} className={comparisonField.errorClassName} />
      </fieldset>
    );
  };

  const conditionsError = errors?.[`${prefix}chronicConditions`];
  const conditionsErrorId = fieldErrorId(fieldId("chronicConditions"));
  const chosen = values?.[`${prefix}chronicConditions`] ?? [];

  return (
    <details open={open} className="group/health rounded-xl border border-slate-200 bg-slate-50">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700">
        {HEALTH_LABELS.summary}
      </summary>
      <div className="space-y-4 border-t border-slate-200 p-4">
        <p className="text-sm text-slate-700">{HEALTH_LABELS.privacy}</p>
        <p className="text-sm text-slate-600">{HEALTH_LABELS.optional}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {numberField("heightCm")}
          {numberField("weightKg", true)}
          {numberField("outpatientTreatments3y")}
          {numberField("hospitalStays5y")}
          {yesNo("psychotherapy10y")}
          {yesNo("regularMedication")}
          {numberField("missingTeeth")}
          {yesNo("plannedDentalTreatment")}
          <FormField
            {...comparisonField}
            label={
              <>
                {HEALTH_LABELS.glassesDiopters}
                <WhoSuffix who={who} />
              </>
            }
            id={fieldId("glassesDiopters")}
            error={errors?.[`${prefix}glassesDiopters`]}
          >
            <input
              type="text"
              inputMode="decimal"
              name={`${prefix}glassesDiopters`}
              defaultValue={postedValue(values, `${prefix}glassesDiopters`) ?? ""}
              autoComplete="off"
              className={fieldClass}
            />
          </FormField>
        </div>
        <fieldset aria-describedby={conditionsError ? conditionsErrorId : undefined}>
          <legend className={labelClass}>{HEALTH_LABELS.chronicConditions}</legend>
          <div className="mt-1 grid gap-x-4 sm:grid-cols-2">
            {HEALTH_CONDITION_CODES.map((code) => (
              <label key={code} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name={`${prefix}chronicConditions`}
                  value={code}
                  defaultChecked={chosen.includes(code)}
                  className="size-5 accent-primary-800"
                />
                {HEALTH_CONDITION_LABELS[code]}
                <WhoSuffix who={who} />
              </label>
            ))}
          </div>
          <FieldError
            id={conditionsErrorId}
            message={conditionsError}
            className={comparisonField.errorClassName}
          />
        </fieldset>
      </div>
    </details>
  );
}
