import {
  JOB_STATUS_LABELS,
  JOB_STATUSES_BY_PERSON,
  type LongFormData,
} from "../../../domain/comparison/long-form";
import { FieldError, FormField, fieldErrorId } from "../../components/ui/form-field";
import { ANNUAL_INCOME_HELP, ANNUAL_INCOME_LABEL, ANNUAL_INCOME_PLACEHOLDER } from "./eligibility-copy";
import { comparisonField, comparisonControlClass as fieldClass } from "./field-styles";
import type { LongFormErrors, LongFormState } from "./use-long-form-state";

const labelClass = comparisonField.labelClassName;

/** Who is insured, gender, birth date and job status: the first fields of 'Ihre Angaben'. */
export function LongFormPersonFields({
  id,
  errors,
  today,
  hydrated,
  state,
}: {
  id: string;
  errors: LongFormErrors;
  today: string;
  hydrated: boolean;
  state: Pick<LongFormState, "form" | "update" | "onInsuredPerson" | "onJobStatus">;
}) {
  const { form, update } = state;
  const genderErrorId = fieldErrorId(`${id}-gender`);
  return (
    <>
      <fieldset>
        <legend className={labelClass}>Wer soll versichert werden?</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(
            [
              ["self", "Ich selbst"],
              ["child", "Mein Kind"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="insuredPerson"
                value={value}
                checked={form.insuredPerson === value}
                onChange={() => state.onInsuredPerson(value)}
                className="size-5 accent-primary-800"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset aria-describedby={errors?.gender ? genderErrorId : undefined}>
        <legend className={labelClass}>Geschlecht</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(
            [
              ["male", "Männlich"],
              ["female", "Weiblich"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="gender"
                value={value}
                checked={form.gender === value}
                onChange={() => update({ gender: value })}
                className="size-5 accent-primary-800"
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={genderErrorId} message={errors?.gender} className={comparisonField.errorClassName} />
      </fieldset>
      <FormField {...comparisonField} label="Geburtsdatum" id={`${id}-birthDate`} error={errors?.birthDate}>
        <input
          type="date"
          name="birthDate"
          required
          max={today}
          min="1920-01-01"
          value={form.birthDate}
          onChange={(event) => update({ birthDate: event.target.value })}
          className={fieldClass}
        />
      </FormField>
      <FormField {...comparisonField} label="Berufsstand" id={`${id}-jobStatus`} error={errors?.jobStatus}>
        <select
          name="jobStatus"
          value={form.jobStatus}
          onChange={(event) => state.onJobStatus(event.target.value as LongFormData["jobStatus"])}
          className={fieldClass}
        >
          {hydrated ? (
            JOB_STATUSES_BY_PERSON[form.insuredPerson].map((status) => (
              <option key={status} value={status}>
                {JOB_STATUS_LABELS[status]}
              </option>
            ))
          ) : (
            // Without JavaScript the list cannot follow the insured person: both groups, the server checks.
            <>
              <optgroup label="Ich selbst">
                {JOB_STATUSES_BY_PERSON.self.map((status) => (
                  <option key={status} value={status}>
                    {JOB_STATUS_LABELS[status]}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Mein Kind">
                {JOB_STATUSES_BY_PERSON.child.map((status) => (
                  <option key={`child-${status}`} value={status}>
                    {JOB_STATUS_LABELS[status]}
                  </option>
                ))}
              </optgroup>
            </>
          )}
        </select>
      </FormField>
      {/* Employees only (docs/product/comparison.md#eligibility); without JavaScript always, the server drops it. */}
      {(!hydrated || form.jobStatus === "employed") && (
        <FormField
          {...comparisonField}
          label={ANNUAL_INCOME_LABEL}
          id={`${id}-annualIncome`}
          error={errors?.annualIncome}
          description={ANNUAL_INCOME_HELP}
        >
          <input
            type="text"
            inputMode="decimal"
            name="annualIncome"
            autoComplete="off"
            placeholder={ANNUAL_INCOME_PLACEHOLDER}
            maxLength={20}
            defaultValue={form.annualIncome === undefined ? "" : String(form.annualIncome)}
            className={fieldClass}
          />
        </FormField>
      )}
    </>
  );
}
