import { CheckCircle2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { CONTACT_MESSAGES, CONTACT_TOPICS, type ContactTopic } from "../../../domain/leads/contact-request";
import { Button } from "../../components/ui/button";
import {
  ContactFormFields,
  type ContactRequestResult,
  contactConfirmation,
  contactIntro,
} from "./contact-form-fields";
import { resultsHref } from "./results-links";

/**
 * The contact request as a page (/kontaktanfrage; docs/product/leads.md#contact-request): what the advice box's
 * buttons open without JavaScript, and what a plain post of the form shows — the same fields, messages and
 * confirmation as the dialog, with a link back to the results.
 */
export function ContactRequestPage({
  topic,
  comparisonId,
  brokerName,
  today,
  result,
  formAction,
}: {
  topic: ContactTopic;
  comparisonId: string | undefined;
  brokerName: string;
  today: string;
  result: ContactRequestResult | undefined;
  /** The page's own address (with its topic and comparison), so the answer is shown on the same page. */
  formAction: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const back = comparisonId ? (
    <Link
      to={resultsHref.results(comparisonId)}
      className="font-semibold text-primary-800 underline underline-offset-4"
    >
      Zurück zu Ihren Tarifen
    </Link>
  ) : (
    <Link to="/" className="font-semibold text-primary-800 underline underline-offset-4">
      Zur Startseite
    </Link>
  );
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{CONTACT_TOPICS[topic]}</h1>
      {result?.ok ? (
        <div role="status" className="mt-6">
          <CheckCircle2 className="size-10 text-green-700" aria-hidden />
          <p className="mt-3 font-semibold text-slate-900">{CONTACT_MESSAGES.confirmationTitle}</p>
          <p className="mt-1 text-slate-700">{contactConfirmation(topic)}</p>
          <p className="mt-6">{back}</p>
        </div>
      ) : (
        <>
          <Form method="post" action={formAction} noValidate className="mt-6 space-y-4">
            <p className="text-sm text-slate-700">{contactIntro(topic)}</p>
            <ContactFormFields
              id="kontakt"
              topic={topic}
              comparisonId={comparisonId}
              brokerName={brokerName}
              today={today}
              errors={result && !result.ok ? result.fieldErrors : {}}
              values={result && !result.ok ? result.values : undefined}
            />
            {result && !result.ok && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {result.message}
              </p>
            )}
            <Button type="submit" disabled={sending} className="w-full">
              {sending ? "Wird gesendet..." : "Anfrage senden"}
            </Button>
          </Form>
          <p className="mt-6 text-sm">{back}</p>
        </>
      )}
    </section>
  );
}
