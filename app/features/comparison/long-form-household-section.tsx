import { HOUSEHOLD_SLOTS } from "../../../domain/comparison/household-form-fields";
import { LongFormExtrasFields, offersPremiumRelief } from "./long-form-extras-fields";
import { LongFormHealthFields } from "./long-form-health-fields";
import { LongFormHouseholdChild } from "./long-form-household-child";
import { LongFormHouseholdPartner } from "./long-form-household-partner";
import type { HouseholdValues, LongFormErrors, LongFormState } from "./use-long-form-state";

/**
 * 'Wer soll außerdem versichert werden?' (docs/product/comparison.md#family-and-health): the applicant's sick pay, premium
 * relief and health answers, the partner and up to four children, each in a disclosure. Plain fields with flat
 * names (domain/comparison/household-form-fields.ts), so the section works without JavaScript.
 */
export function LongFormHouseholdSection({
  id,
  errors,
  today,
  values,
  state,
}: {
  id: string;
  errors: LongFormErrors;
  today: string;
  /** The household fields of the last post (rendered back with their messages). */
  values: HouseholdValues | undefined;
  state: Pick<LongFormState, "form" | "start">;
}) {
  const { form, start } = state;
  const applicant = HOUSEHOLD_SLOTS.applicant;
  return (
    <section
      aria-labelledby={`${id}-household`}
      className="rounded-2xl border border-slate-200 bg-white p-5 md:p-6"
    >
      <h2 id={`${id}-household`} className="text-xl font-bold text-slate-900">
        Wer soll außerdem versichert werden?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Alle Angaben in diesem Abschnitt sind freiwillig. Mitversicherte Personen zählen, sobald ihr
        Geburtsdatum eingetragen ist.
      </p>
      {errors?.persons && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {errors.persons}
        </p>
      )}
      <div className="mt-5 space-y-4">
        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">
            {form.insuredPerson === "child" ? "Ihr Kind (oben angegeben)" : "Sie selbst"}
          </legend>
          {form.insuredPerson !== "child" && (
            <LongFormExtrasFields
              id={id}
              slot={applicant}
              jobStatus={form.jobStatus}
              showPremiumRelief={offersPremiumRelief(form.birthDate, start)}
              values={values}
              errors={errors}
            />
          )}
          <LongFormHealthFields id={id} slot={applicant} values={values} errors={errors} />
        </fieldset>
        <LongFormHouseholdPartner id={id} start={start} today={today} values={values} errors={errors} />
        {HOUSEHOLD_SLOTS.children.map((slot, index) => (
          <LongFormHouseholdChild
            key={slot}
            id={id}
            number={index + 1}
            slot={slot}
            today={today}
            values={values}
            errors={errors}
          />
        ))}
      </div>
    </section>
  );
}
