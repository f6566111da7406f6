import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { berlinDate } from "../../../domain/dates/berlin-date";
import { fieldErrorsFromIssues, firstErrorPerField } from "../../../domain/errors/field-errors";
import {
  APPOINTMENT_WINDOWS,
  type AppointmentWindow,
  appointmentDayLabel,
  appointmentDays,
  brokerStatusNote,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  type ContactTopic,
  consentTexts,
  createContactRequestSchema,
  PREFERRED_TIMES,
  type PreferredTime,
} from "../../../domain/leads/contact-request";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { FieldError, FormField, fieldErrorId } from "../../components/ui/form-field";

import { apiRequest, isApiError } from "../../lib/api-client";
import { comparisonControlClass, comparisonField } from "./field-styles";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

/** Contact request dialog (docs/decisions/006-leads-and-consent.md): validated with the same schema as POST /api/leads. */
export function ContactDialog({
  topic,
  comparisonId,
  brokerName,
  onClose,
}: {
  topic: ContactTopic | undefined;
  comparisonId: string;
  brokerName: string;
  onClose: () => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const texts = consentTexts(brokerName);

  const close = () => {
    setErrors({});
    setStatus({ kind: "idle" });
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === "sending") return;
    const form = new FormData(event.currentTarget);
    const input = {
      topic,
      firstName: String(form.get("firstName") ?? ""),
      lastName: String(form.get("lastName") ?? ""),
      phone: String(form.get("phone") ?? ""),
      email: String(form.get("email") ?? ""),
      preferredTime: String(form.get("preferredTime") ?? "") || undefined,
      appointmentDay: String(form.get("appointmentDay") ?? "") || undefined,
      appointmentWindow: String(form.get("appointmentWindow") ?? "") || undefined,
      consentCall: form.get("consentCall") === "on",
      consentBroker: form.get("consentBroker") === "on",
      comparisonId,
    };
    const parsed = createContactRequestSchema({ today: berlinDate(Date.now()) }).safeParse(input);
    if (!parsed.success) {
      setErrors(firstErrorPerField(fieldErrorsFromIssues(parsed.error.issues)));
      return;
    }
    setErrors({});
    setStatus({ kind: "sending" });
    try {
      await apiRequest("/api/leads", { json: input });
      setStatus({ kind: "sent" });
    } catch (failure) {
      if (!isApiError(failure)) {
        setStatus({ kind: "failed", message: CONTACT_MESSAGES.failed });
        return;
      }
      if (Object.keys(failure.fieldErrors).length > 0) setErrors(firstErrorPerField(failure.fieldErrors));
      setStatus({
        kind: "failed",
        message: failure.is("rate-limited") ? CONTACT_MESSAGES.rateLimited : CONTACT_MESSAGES.failed,
      });
    }
  };

  const field = (name: string, label: string, type: string, autoComplete: string) => (
    <FormField {...comparisonField} label={label} id={`${id}-${name}`} error={errors[name]}>
      <input name={name} type={type} autoComplete={autoComplete} className={comparisonControlClass} />
    </FormField>
  );

  const consent = (name: "consentCall" | "consentBroker", text: string) => (
    <div>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          name={name}
          className="mt-0.5 size-5 shrink-0 accent-primary-800"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? fieldErrorId(`${id}-${name}`) : undefined}
        />
        <span>{text}</span>
      </label>
      <FieldError
        id={fieldErrorId(`${id}-${name}`)}
        message={errors[name]}
        className={comparisonField.errorClassName}
      />
    </div>
  );

  return (
    <Dialog open={topic !== undefined} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto p-6">
        <DialogTitle className="pr-10 text-lg font-bold text-slate-900">
          {topic ? CONTACT_TOPICS[topic] : ""}
        </DialogTitle>
        {status.kind === "sent" ? (
          <div role="status" className="mt-4">
            <CheckCircle2 className="size-10 text-green-700" aria-hidden />
            <p className="mt-3 font-semibold text-slate-900">{CONTACT_MESSAGES.confirmationTitle}</p>
            <DialogDescription className="mt-1 text-slate-700">
              {CONTACT_MESSAGES.confirmation}
            </DialogDescription>
            <Button type="button" className="mt-5" onClick={close}>
              Schließen
            </Button>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <DialogDescription className="text-sm text-slate-700">
              {topic === "consultation"
                ? "Wählen Sie Tag und Zeitfenster – ein Experte ruft Sie zu Ihrem Termin an, kostenlos und unverbindlich."
                : "Ein Experte ruft Sie zur gewünschten Zeit an – kostenlos und unverbindlich."}
            </DialogDescription>
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
                  <select name="appointmentDay" defaultValue="" className={comparisonControlClass}>
                    <option value="" disabled>
                      Bitte wählen
                    </option>
                    {appointmentDays(berlinDate(Date.now())).map((day) => (
                      <option key={day} value={day}>
                        {appointmentDayLabel(day)}
                      </option>
                    ))}
                  </select>
                </FormField>
                <fieldset
                  aria-describedby={
                    errors.appointmentWindow ? fieldErrorId(`${id}-appointmentWindow`) : undefined
                  }
                >
                  <legend className={comparisonField.labelClassName}>Zeitfenster</legend>
                  <div className="mt-2 flex flex-wrap gap-4">
                    {(Object.keys(APPOINTMENT_WINDOWS) as AppointmentWindow[]).map((window) => (
                      <label key={window} className="flex min-h-11 items-center gap-2 text-slate-800">
                        <input
                          type="radio"
                          name="appointmentWindow"
                          value={window}
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
                <select name="preferredTime" defaultValue="" className={comparisonControlClass}>
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
            {consent("consentCall", texts.call)}
            {consent("consentBroker", texts.broker)}
            <p
              className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600"
              data-testid="dialog-broker-status"
            >
              {brokerStatusNote(brokerName)}
            </p>
            {status.kind === "failed" && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {status.message}
              </p>
            )}
            <Button type="submit" disabled={status.kind === "sending"} className="w-full">
              {status.kind === "sending" ? "Wird gesendet..." : "Anfrage senden"}
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
