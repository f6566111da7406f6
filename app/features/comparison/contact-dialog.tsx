import { CheckCircle2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import {
  CONTACT_MESSAGES,
  CONTACT_TOPICS,
  type ContactTopic,
  contactRequestFromForm,
  createContactRequestSchema,
} from "../../../domain/leads/contact-request";
import { berlinDate } from "../../../lib/dates/berlin-date";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { checkForm } from "../../lib/form-state";
import { AdviceSummary } from "./advice-summary";
import {
  ContactFormFields,
  type ContactRequestResult,
  contactConfirmation,
  contactIntro,
} from "./contact-form-fields";
import { CONTACT_REQUEST_PATH } from "./contact-request-links";

/**
 * Contact request dialog (docs/decisions/006-leads-and-consent.md, docs/product/leads.md#contact-request): checked
 * at once with the schema the server uses, then posted to the route action of /kontaktanfrage through a fetcher,
 * so it stays a dialog. Without JavaScript the advice box links to that page instead.
 */
export function ContactDialog({
  topic,
  comparisonId,
  brokerName,
  firstInformationVersion,
  onClose,
}: {
  topic: ContactTopic | undefined;
  comparisonId: string;
  brokerName: string;
  firstInformationVersion?: string;
  onClose: () => void;
}) {
  const id = useId();
  const fetcher = useFetcher<ContactRequestResult>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The answer of a request sent before the dialog was closed is not shown again when it reopens.
  const [dismissed, setDismissed] = useState<ContactRequestResult | undefined>();
  const result = fetcher.data === dismissed ? undefined : fetcher.data;
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.data && !fetcher.data.ok && Object.keys(fetcher.data.fieldErrors).length > 0) {
      setErrors(fetcher.data.fieldErrors);
    }
  }, [fetcher.data]);

  const close = () => {
    setErrors({});
    setDismissed(fetcher.data);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (sending) {
      event.preventDefault();
      return;
    }
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget)].map(([name, value]) => [name, String(value)]),
    );
    const schema = createContactRequestSchema({ today: berlinDate(Date.now()) });
    const invalid = checkForm(schema, contactRequestFromForm(fields));
    if (invalid) {
      event.preventDefault();
      setErrors(invalid.fieldErrors);
      return;
    }
    setErrors({});
  };

  return (
    <Dialog open={topic !== undefined} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto p-6">
        <DialogTitle className="pr-10 text-lg font-bold text-slate-900">
          {topic ? CONTACT_TOPICS[topic] : ""}
        </DialogTitle>
        {result?.ok ? (
          <div role="status" className="mt-4">
            <CheckCircle2 className="size-10 text-green-700" aria-hidden />
            <p className="mt-3 font-semibold text-slate-900">{CONTACT_MESSAGES.confirmationTitle}</p>
            <DialogDescription className="mt-1 text-slate-700">
              {topic ? contactConfirmation(topic) : CONTACT_MESSAGES.confirmation}
            </DialogDescription>
            {result.advice && <AdviceSummary advice={result.advice} />}
            <Button type="button" className="mt-5" onClick={close}>
              Schließen
            </Button>
          </div>
        ) : (
          topic && (
            <fetcher.Form
              method="post"
              action={CONTACT_REQUEST_PATH}
              // Nothing on the page changes with a request: the results are not loaded again.
              defaultShouldRevalidate={false}
              onSubmit={onSubmit}
              noValidate
              className="mt-4 space-y-4"
            >
              <DialogDescription className="text-sm text-slate-700">{contactIntro(topic)}</DialogDescription>
              <ContactFormFields
                id={id}
                topic={topic}
                comparisonId={comparisonId}
                brokerName={brokerName}
                firstInformationVersion={firstInformationVersion}
                today={berlinDate(Date.now())}
                errors={errors}
              />
              {result && !result.ok && !sending && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {result.message}
                </p>
              )}
              <Button type="submit" disabled={sending} className="w-full">
                {sending ? "Wird gesendet..." : "Anfrage senden"}
              </Button>
            </fetcher.Form>
          )
        )}
      </DialogContent>
    </Dialog>
  );
}
