import { CalendarDays, MessageCircle, Phone, ShieldCheck } from "lucide-react";
import { type ComponentProps, Fragment, lazy, type ReactNode, Suspense, useId, useState } from "react";
import { Link } from "react-router";
import { brokerStatusNote, CONTACT_TOPICS, type ContactTopic } from "../../../domain/leads/contact-texts";
import { LoadFailedNotice } from "../../components/load-failed-notice";
import { Button } from "../../components/ui/button";
import { RISK_PRE_CHECK_TEXTS } from "./contact-copy";
import type { ContactDialog as ContactDialogComponent } from "./contact-dialog";
import { CONTACT_REQUEST_PATH, CONTACT_TOPIC_PARAM, contactTopicParam } from "./contact-request-links";

/**
 * The contact form loads with the first click on one of its buttons (prefetched when the pointer or focus reaches
 * them): its validation schema and the dialog are not part of the results page's initial JavaScript.
 */
const loadContactDialog = () => import("./contact-dialog");
const ContactDialog = lazy(() =>
  loadContactDialog().then(
    (module) => ({ default: module.ContactDialog }),
    () => ({ default: ContactFormUnavailable }),
  ),
);
const prefetchContactDialog = () => {
  loadContactDialog().catch(() => undefined);
};

/** Shown when the form's code cannot be loaded (offline, a new deployment). */
function ContactFormUnavailable({ topic, onClose }: ComponentProps<typeof ContactDialogComponent>) {
  if (topic === undefined) return null;
  return (
    <LoadFailedNotice onClose={onClose}>
      Das Kontaktformular konnte nicht geladen werden. Bitte laden Sie die Seite neu.
    </LoadFailedNotice>
  );
}

/** Logos in the first row; '+ alle anzeigen' reveals the rest. */
const FIRST_ROW = 6;

/**
 * Advice box of the results screen (docs/product/comparison.md, docs/decisions/006-leads-and-consent.md); with
 * health answers in the household also the anonymous risk pre-check (docs/product/leads.md#risk-pre-check-request).
 */
export function AdviceBox({
  comparisonId,
  providers,
  brokerName,
  firstInformationVersion,
  renderLogo,
  chatOpener,
  riskPreCheck = false,
}: {
  comparisonId: string;
  providers: string[];
  brokerName: string;
  /** The Erstinformation in force, named in the contact dialog (docs/product/broker-duties.md#first-information). */
  firstInformationVersion?: string;
  /** Renders one logo as a list item. */
  renderLogo: (insurer: string) => ReactNode;
  /** Slot for the assistant's opener ('Fragen? Klick mich!'); without one, a link to Lucy on the start page. */
  chatOpener?: ReactNode;
  /** Somebody of the household gave health answers: offer 'Anonyme Risikovoranfrage beauftragen'. */
  riskPreCheck?: boolean;
}) {
  const [showAll, setShowAll] = useState(false);
  const [topic, setTopic] = useState<ContactTopic | undefined>();
  // Mounted from the first opening on, so closing and reopening behave as with a dialog that was always there.
  const [requested, setRequested] = useState(false);
  const openContact = (next: ContactTopic) => {
    setRequested(true);
    setTopic(next);
  };
  const id = useId();
  const firstRow = providers.slice(0, FIRST_ROW);
  const secondRow = providers.slice(FIRST_ROW);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-primary-200 bg-primary-50 p-5"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Unabhängige Beratung
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Unabhängige und unverbindliche Beratung durch geprüfte Versicherungsmakler – kostenlos für Sie.
      </p>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">Teilnehmende Versicherer</h3>
      <ul className="mt-2 grid grid-cols-3 gap-2" data-testid="advice-logos">
        {firstRow.map((provider) => (
          <Fragment key={provider}>{renderLogo(provider)}</Fragment>
        ))}
        {showAll && secondRow.map((provider) => <Fragment key={provider}>{renderLogo(provider)}</Fragment>)}
      </ul>
      {secondRow.length > 0 && (
        <button
          type="button"
          aria-expanded={showAll}
          onClick={() => setShowAll((value) => !value)}
          className="mt-2 min-h-11 text-sm font-semibold text-primary-800 underline underline-offset-4"
        >
          {showAll ? "- weniger" : "+ alle anzeigen"}
        </button>
      )}
      {chatOpener ?? (
        <Link
          to="/#lucy-ai"
          className="mt-4 flex min-h-11 items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-primary-800 ring-1 ring-primary-200"
        >
          <MessageCircle className="size-5" aria-hidden />
          Fragen? Klick mich!
        </Link>
      )}
      <p className="mt-4 text-xs text-slate-600" data-testid="broker-status">
        {brokerStatusNote(brokerName)}
      </p>
      <div className="mt-4 grid gap-3">
        {/* Without JavaScript the buttons submit the GET form to the page /kontaktanfrage; with it, the dialog opens. */}
        <form id={`${id}-contact`} method="get" action={CONTACT_REQUEST_PATH} hidden>
          <input type="hidden" name="c" value={comparisonId} />
        </form>
        <Button
          type="submit"
          form={`${id}-contact`}
          name={CONTACT_TOPIC_PARAM}
          value={contactTopicParam("callback")}
          onPointerEnter={prefetchContactDialog}
          onFocus={prefetchContactDialog}
          onClick={(event) => {
            event.preventDefault();
            openContact("callback");
          }}
        >
          <Phone className="size-4" aria-hidden />
          Lassen Sie sich anrufen
        </Button>
        <Button
          type="submit"
          form={`${id}-contact`}
          name={CONTACT_TOPIC_PARAM}
          value={contactTopicParam("consultation")}
          variant="secondary"
          onPointerEnter={prefetchContactDialog}
          onFocus={prefetchContactDialog}
          onClick={(event) => {
            event.preventDefault();
            openContact("consultation");
          }}
        >
          <CalendarDays className="size-4" aria-hidden />
          Beratungsgespräch vereinbaren
        </Button>
      </div>
      {riskPreCheck && (
        <div className="mt-5 border-t border-primary-200 pt-4" data-testid="risk-pre-check">
          <h3 className="text-sm font-semibold text-slate-800">{RISK_PRE_CHECK_TEXTS.title}</h3>
          <p className="mt-1 text-sm text-slate-700">{RISK_PRE_CHECK_TEXTS.explanation}</p>
          <Button
            type="submit"
            form={`${id}-contact`}
            name={CONTACT_TOPIC_PARAM}
            value={contactTopicParam("risk-pre-check")}
            variant="secondary"
            className="mt-3 w-full"
            onPointerEnter={prefetchContactDialog}
            onFocus={prefetchContactDialog}
            onClick={(event) => {
              event.preventDefault();
              openContact("risk-pre-check");
            }}
          >
            <ShieldCheck className="size-4 shrink-0" aria-hidden />
            {CONTACT_TOPICS["risk-pre-check"]}
          </Button>
        </div>
      )}
      {requested && (
        <Suspense fallback={null}>
          <ContactDialog
            topic={topic}
            comparisonId={comparisonId}
            brokerName={brokerName}
            firstInformationVersion={firstInformationVersion}
            onClose={() => setTopic(undefined)}
          />
        </Suspense>
      )}
    </section>
  );
}
