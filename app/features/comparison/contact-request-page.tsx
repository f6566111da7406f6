import { CheckCircle2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import type { AdviceTariff } from "../../../domain/leads/advice-reasons";
import { CONTACT_MESSAGES, CONTACT_TOPICS, type ContactTopic } from "../../../domain/leads/contact-request";
import { formatEuro } from "../../../lib/format/number-format";
import { Button } from "../../components/ui/button";
import { AdviceRecommendation, AdviceSummary } from "./advice-summary";
import { APPLICATION_TEXTS } from "./contact-copy";
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
 * confirmation as the dialog, with a link back to the results. 'Antrag anfragen' (docs/product/leads.md#application-request)
 * lives only here: it names the chosen tariff above the form and leads back to the tariff.
 */
/** The offered tariff an application request names, as the page shows it. */
export interface ApplicationPreview {
  offerId: string;
  insurer: string;
  tariffName: string;
  monthlyPrice: number;
  deductible: string;
  figuresYear: number;
  /** The comparison's household holds health answers (the optional consent is offered). */
  healthAnswers: boolean;
}

export function ContactRequestPage({
  topic,
  comparisonId,
  application,
  recommendation = [],
  brokerName,
  firstInformationVersion,
  today,
  result,
  formAction,
}: {
  topic: ContactTopic;
  comparisonId: string | undefined;
  /** The tariff of an application request. */
  application?: ApplicationPreview;
  /** The tariffs the request recommends, with the ranking's reasons (before the needs are stated). */
  recommendation?: AdviceTariff[];
  brokerName: string;
  /** The Erstinformation in force, named with the fields (docs/product/broker-duties.md#first-information). */
  firstInformationVersion: string;
  today: string;
  result: ContactRequestResult | undefined;
  /** The page's own address (with its topic and comparison), so the answer is shown on the same page. */
  formAction: string;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const back =
    application && comparisonId ? (
      <Link
        to={resultsHref.details(comparisonId, application.offerId)}
        className="font-semibold text-primary-800 underline underline-offset-4"
      >
        Zurück zum Tarif
      </Link>
    ) : comparisonId ? (
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
      {application && (
        <div
          className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4"
          data-testid="application-tariff"
        >
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {APPLICATION_TEXTS.tariff}
          </p>
          <p className="mt-1 font-semibold text-slate-900">
            {application.insurer} – {application.tariffName}
          </p>
          <p className="text-sm text-slate-700">
            <span className="whitespace-nowrap">{formatEuro(application.monthlyPrice)}</span> / Monat ·
            Selbstbeteiligung {application.deductible} · Rechengrößen {application.figuresYear}
          </p>
        </div>
      )}
      {result?.ok ? (
        <div role="status" className="mt-6">
          <CheckCircle2 className="size-10 text-green-700" aria-hidden />
          <p className="mt-3 font-semibold text-slate-900">{CONTACT_MESSAGES.confirmationTitle}</p>
          <p className="mt-1 text-slate-700">{contactConfirmation(topic)}</p>
          {result.advice && <AdviceSummary advice={result.advice} />}
          <p className="mt-6">{back}</p>
        </div>
      ) : (
        <>
          {recommendation.length > 0 && <AdviceRecommendation tariffs={recommendation} />}
          <Form method="post" action={formAction} noValidate className="mt-6 space-y-4">
            <p className="text-sm text-slate-700">{contactIntro(topic)}</p>
            <ContactFormFields
              id="kontakt"
              topic={topic}
              comparisonId={comparisonId}
              offerId={application?.offerId}
              healthAnswers={application?.healthAnswers}
              brokerName={brokerName}
              firstInformationVersion={firstInformationVersion}
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
