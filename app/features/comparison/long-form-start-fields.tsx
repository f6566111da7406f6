import type { LongFormData } from "../../../domain/comparison/long-form";
import { yearOf } from "../../../lib/dates/berlin-date";
import { formatCalendarDate } from "../../../lib/format/date-format";
import { FormField } from "../../components/ui/form-field";
import { comparisonField, comparisonControlClass as fieldClass } from "./field-styles";
import { EXISTING_INSURANCE_LABELS } from "./form-labels";
import type { LongFormErrors, LongFormState } from "./use-long-form-state";

/** The hint under the start: which year's Rechengrößen price it (a year not in the table: provisionally the newest). */
export function figuresDescription(start: string, figureYears: readonly number[]): string {
  const startYear = yearOf(start);
  return figureYears.includes(startYear)
    ? `Berechnet mit den Rechengrößen ${startYear}.`
    : `Die Rechengrößen ${startYear} sind noch nicht hinterlegt: vorläufig mit den Werten ${Math.max(...figureYears)}.`;
}

/** Insurance start and current insurance: the last fields of 'Ihre Angaben'. */
export function LongFormStartFields({
  id,
  errors,
  figureYears,
  state,
}: {
  id: string;
  errors: LongFormErrors;
  figureYears: readonly number[];
  state: Pick<LongFormState, "form" | "update" | "start" | "startOptions">;
}) {
  const { form, update } = state;
  return (
    <>
      <FormField
        {...comparisonField}
        label="Versicherungsbeginn"
        id={`${id}-insuranceStart`}
        error={errors?.insuranceStart}
        description={figuresDescription(state.start, figureYears)}
      >
        <select
          name="insuranceStart"
          value={state.start}
          onChange={(event) => update({ insuranceStart: event.target.value })}
          className={fieldClass}
        >
          {state.startOptions.map((option) => (
            <option key={option} value={option}>
              {formatCalendarDate(option)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField {...comparisonField} label="Aktuelle Versicherung" id={`${id}-existing`}>
        <select
          name="existingInsurance"
          value={form.existingInsurance}
          onChange={(event) =>
            update({ existingInsurance: event.target.value as LongFormData["existingInsurance"] })
          }
          className={fieldClass}
        >
          {(Object.keys(EXISTING_INSURANCE_LABELS) as Array<keyof typeof EXISTING_INSURANCE_LABELS>).map(
            (value) => (
              <option key={value} value={value}>
                {EXISTING_INSURANCE_LABELS[value]}
              </option>
            ),
          )}
        </select>
      </FormField>
    </>
  );
}
