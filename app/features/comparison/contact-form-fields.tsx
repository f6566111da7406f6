import { asksAdvice } from "../../../domain/leads/advice";
import {
  APPLICATION_HEALTH_DATA_CONSENT,
  APPOINTMENT_WINDOWS,
  type AppointmentWindow,
  appointmentDayLabel,
  appointmentDays,
  brokerStatusNote,
  CONTACT_MESSAGES,
  type ContactTopic,
  consentTexts,
  HEALTH_DATA_CONSENT,
  PREFERRED_TIMES,
  type PreferredTime,
} from "../../../domain/leads/contact-request";
import { FirstInformationNote } from "../../components/first-information-panel";
import { FieldError, FormField, fieldErrorId } from "../../components/ui/form-field";
import type { FormValues } from "../../lib/form-state";
import { AdviceNeedsFields } from "./advice-needs-fields";
import type { AdviceSummaryView } from "./advice-summary";
import { APPLICATION_TEXTS, RISK_PRE_CHECK_TEXTS } from "./contact-copy";
import { comparisonControlClass, comparisonField } from "./field-styles";

/** The route action's answer to one contact request (the dialog reads it through a fetcher, the page directly). */
export type ContactRequestResult =
  | { ok: true; advice?: AdviceSummaryView }
  | { ok: false; code: string; message: string; fieldErrors: Record<string, string>; values: FormValues };

/**
 * The form's message for a refused request: entries refused field by field point to the fields (never 'not sent',
 * which would blame the server for an empty call time), the rate limit has its own, anything else is 'not sent'.
 */
export function contactFailureMessage(code: string, fieldErrors: Record<string, unknown> = {}): string {
  if (code === "validation-failed" && Object.keys(fieldErrors).length > 0)
    return CONTACT_MESSAGES.checkFields;
  return code === "rate-limited" ? CONTACT_MESSAGES.rateLimited : CONTACT_MESSAGES.failed;
}

/**
 * The contact request's fields (docs/product/leads.md#contact-request), shared by the dialog on the results
 * screen and the page /kontaktanfrage (without JavaScript): topic and comparison as hidden fields, name, phone,
 * e-mail, the preferred time (callback, risk pre-check) or the appointment (consultation), the two consents — for a
 * risk pre-check a third, separate and explicit one for the health answers (docs/product/leads.md#risk-pre-check-request)
 * —, for an application request the offer and, when the comparison holds health answers, the optional consent to
 * pass them on (docs/product/leads.md#application-request), the broker status.
 */
export function ContactFormFields({
  id,
  topic,
  comparisonId,
  offerId,
  healthAnswers = false,
  brokerName,
  today,
  errors,
  values = {},
  firstInformationVersion,
}: {
  /** Prefix of the fields' ids. */
  id: string;
  topic: ContactTopic;
  comparisonId: string | undefined;
  /** The offer of an application request. */
  offerId?: string;
  /** An application request's comparison holds health answers: the optional consent to pass them on is offered. */
  healthAnswers?: boolean;
  brokerName: string;
  /** Berlin date (YYYY-MM-DD) the bookable appointment days start after. */
  today: string;
  /** The first message per field name. */
  errors: Record<string, string>;
  /** The values entered before (a page rendered again after a refused post). */
  values?: FormValues;
  /** The Erstinformation in force (docs/product/broker-duties.md#first-information): named here, sent back. */
  firstInformationVersion?: string;
}) {
  const texts = consentTexts(brokerName);

  const field = (name: string, label: string, type: string, autoComplete: string) => (
    <FormField {...comparisonField} label={label} id={`${id}-${name}`} error={errors[name]}>
      <input
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={values[name]}
        className={comparisonControlClass}
      />
    </FormField>
  );

  const consent = (
    name: "consentCall" | "consentBroker" | "consentHealthData",
    text: string,
    hint?: string,
  ) => (
    <div>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          name={name}
          defaultChecked={values[name] === "on"}
          className="mt-0.5 size-5 shrink-0 accent-primary-800"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? fieldErrorId(`${id}-${name}`) : undefined}
        />
        <span>
          {text}
          {hint && <span className="mt-1 block text-xs text-slate-600">{hint}</span>}
        </span>
      </label>
      <FieldError
        id={fieldErrorId(`${id}-${name}`)}
        message={errors[name]}
        className={comparisonField.errorClassName}
      />
    </div>
  );

  return (
    <>
      <input type="hidden" name="topic" value={topic} />
      {comparisonId && <input type="hidden" name="comparisonId" value={comparisonId} />}
      {offerId && <input type="hidden" name="offerId" value={offerId} />}
      {(errors.comparisonId ?? errors.offerId) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.comparisonId ?? errors.offerId}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firstName", "Vorname", "text", "given-name")}
        {field("lastName", "Nachname", "text", "family-name")}
      </div>
      {field("phone", "Telefonnummer", "tel", "tel")}
      {field("email", "E-Mail-Adresse", "email", "email")}
      {topic === "consultation" ? (
        <>
          <FormField
            {...comparisonField}
            label="Tag des Beratungsgesprächs"
            id={`${id}-appointmentDay`}
            error={errors.appointmentDay}
          >
            <select
              name="appointmentDay"
              defaultValue={values.appointmentDay ?? ""}
              className={comparisonControlClass}
            >
              <option value="" disabled>
                Bitte wählen
              </option>
              {appointmentDays(today).map((day) => (
                <option key={day} value={day}>
                  {appointmentDayLabel(day)}
                </option>
              ))}
            </select>
          </FormField>
          <fieldset
            aria-describedby={errors.appointmentWindow ? fieldErrorId(`${id}-appointmentWindow`) : undefined}
          >
            <legend className={comparisonField.labelClassName}>Zeitfenster</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(Object.keys(APPOINTMENT_WINDOWS) as AppointmentWindow[]).map((window) => (
                <label key={window} className="flex min-h-11 items-center gap-2 text-slate-800">
                  <input
                    type="radio"
                    name="appointmentWindow"
                    value={window}
                    defaultChecked={values.appointmentWindow === window}
                    className="size-5 accent-primary-800"
                  />
                  {APPOINTMENT_WINDOWS[window]}
                </label>
              ))}
            </div>
            <FieldError
              id={fieldErrorId(`${id}-appointmentWindow`)}
              message={errors.appointmentWindow}
              className={comparisonField.errorClassName}
            />
          </fieldset>
        </>
      ) : (
        <FormField
          {...comparisonField}
          label="Wann dürfen wir Sie anrufen?"
          id={`${id}-preferredTime`}
          error={errors.preferredTime}
        >
          <select
            name="preferredTime"
            defaultValue={values.preferredTime ?? ""}
            className={comparisonControlClass}
          >
            <option value="" disabled>
              Bitte wählen
            </option>
            {(Object.keys(PREFERRED_TIMES) as PreferredTime[]).map((time) => (
              <option key={time} value={time}>
                {PREFERRED_TIMES[time]}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {asksAdvice(topic) && <AdviceNeedsFields id={id} errors={errors} values={values} />}
      {consent("consentCall", texts.call)}
      {consent("consentBroker", texts.broker)}
      {topic === "risk-pre-check" && consent("consentHealthData", HEALTH_DATA_CONSENT.text)}
      {topic === "application" &&
        healthAnswers &&
        consent("consentHealthData", APPLICATION_HEALTH_DATA_CONSENT.text, APPLICATION_TEXTS.healthOptional)}
      <p className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600" data-testid="dialog-broker-status">
        {brokerStatusNote(brokerName)}
      </p>
      {firstInformationVersion && <FirstInformationNote version={firstInformationVersion} />}
    </>
  );
}

/** The description above the fields: what happens after sending, per topic. */
export function contactIntro(topic: ContactTopic): string {
  if (topic === "risk-pre-check") return RISK_PRE_CHECK_TEXTS.intro;
  if (topic === "application") return APPLICATION_TEXTS.intro;
  return topic === "consultation"
    ? "Wählen Sie Tag und Zeitfenster – ein Experte ruft Sie zu Ihrem Termin an, kostenlos und unverbindlich."
    : "Ein Experte ruft Sie zur gewünschten Zeit an – kostenlos und unverbindlich.";
}

/** The confirmation after sending, per topic. */
export function contactConfirmation(topic: ContactTopic): string {
  if (topic === "application") return CONTACT_MESSAGES.applicationConfirmation;
  return topic === "risk-pre-check"
    ? CONTACT_MESSAGES.riskPreCheckConfirmation
    : CONTACT_MESSAGES.confirmation;
}
