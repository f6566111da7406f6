import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  brokerStatusNote,
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  type ContactTopic,
  consentTexts,
  contactRequestSchema,
  fieldErrors,
  PREFERRED_TIMES,
  type PreferredTime,
} from "../../../domain/leads/contact-request";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { apiRequest, isApiError } from "../../lib/api-client";

/** The first message per field (the dialog shows one message under each field). */
const firstMessages = (errors: Record<string, string[]>) =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
  );

const inputClass =
  "mt-1 block w-full min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent" } | { kind: "failed"; message: string };

/** Contact request dialog (DECISIONS 11, 16): validated with the same schema as POST /api/leads. */
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
      consentCall: form.get("consentCall") === "on",
      consentBroker: form.get("consentBroker") === "on",
      comparisonId,
    };
    const parsed = contactRequestSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
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
      if (Object.keys(failure.fieldErrors).length > 0) setErrors(firstMessages(failure.fieldErrors));
      setStatus({
        kind: "failed",
        message: failure.is("rate-limited") ? CONTACT_MESSAGES.rateLimited : CONTACT_MESSAGES.failed,
      });
    }
  };

  const field = (name: string, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className={inputClass}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  const consent = (name: "consentCall" | "consentBroker", text: string) => (
    <div>
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          name={name}
          className="mt-0.5 size-5 shrink-0 accent-primary-800"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        />
        <span>{text}</span>
      </label>
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      )}
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
              Ein Experte ruft Sie zur gewünschten Zeit an – kostenlos und unverbindlich.
            </DialogDescription>
            <div className="grid gap-4 sm:grid-cols-2">
              {field("firstName", "Vorname", "text", "given-name")}
              {field("lastName", "Nachname", "text", "family-name")}
            </div>
            {field("phone", "Telefonnummer", "tel", "tel")}
            {field("email", "E-Mail-Adresse", "email", "email")}
            <div>
              <label htmlFor={`${id}-preferredTime`} className="block text-sm font-semibold text-slate-800">
                Wann dürfen wir Sie anrufen?
              </label>
              <select
                id={`${id}-preferredTime`}
                name="preferredTime"
                defaultValue=""
                aria-describedby={errors.preferredTime ? `${id}-preferredTime-error` : undefined}
                className={inputClass}
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
              {errors.preferredTime && (
                <p id={`${id}-preferredTime-error`} className="mt-1 text-sm font-medium text-red-700">
                  {errors.preferredTime}
                </p>
              )}
            </div>
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
