import { offerAssumptions } from "../../../domain/comparison/assumptions";
import { offerAssumptionSentences } from "../../../domain/comparison/assumptions-text";
import {
  COMPARISON_MAIL_RATE_LIMITED,
  sendComparisonSchema,
} from "../../../domain/comparison/send-comparison";
import { figuresNotice } from "../../../domain/constants/figures-notice";
import { AppError } from "../../../domain/errors/app-error";
import { fieldErrorsFromIssues } from "../../../domain/errors/field-errors";
import { FEWER_TOP_PICKS } from "../../../domain/ranking/top-picks";
import { firstInformationTextLines } from "../../../domain/settings/first-information-text";
import type { SiteSettings } from "../../../domain/settings/site-settings";
import { formatDateTime } from "../../../lib/format/date-format";
import { formatEuro, formatNumber } from "../../../lib/format/number-format";
import type { Database } from "../../adapters/db/client";
import type { RateLimiter } from "../../ports/rate-limiter";
import { comparisonPaths, defaultResultsView, type StoredComparison } from "../comparisons";
import { type DeliveryQueue, randomDeliveryKey } from "../delivery";
import { brokerStatusLine } from "./comparison-pdf";
import { marketBasisLines } from "./market-basis-lines";

/** 'Vergleich per E-Mail senden' for one request (docs/product/documents.md#by-e-mail). */
export type SendComparisonMail = (comparison: StoredComparison, input: unknown) => Promise<void>;

/**
 * The mail: the top picks, the share link of the results (docs/product/documents.md#share-link: no birth date, no
 * inputs, no health answers, since a mail may be read anywhere), the figures, the model notice, the § 34d status.
 */
function comparisonMail(
  comparison: StoredComparison,
  context: { linkBase: string; shareToken: string; settings: SiteSettings; now: Date },
): { subject: string; text: string } {
  const results = `${context.linkBase}${comparisonPaths.shared(context.shareToken)}`;
  // The same picks as the results page and the PDF (docs/product/documents.md#by-e-mail), each with what it priced
  // in the wording of every surface (docs/product/comparison.md#assumptions).
  const view = defaultResultsView(comparison);
  const top = view.top.flatMap((offer, index) => {
    const note = view.topNotes[offer.id];
    return [
      `${index + 1}. ${offer.provider} – ${offer.name}: ${formatEuro(offer.monthlyPrice)} im Monat (Ihr Anteil ${formatEuro(offer.employeeContribution)}, ${formatNumber(offer.totalLeistungPoints, 1)} Leistungspunkte${note ? `; ${note}` : ""})`,
      ...offerAssumptionSentences(offerAssumptions(comparison.assumptions, offer)).map(
        (line) => `   ${line}`,
      ),
    ];
  });
  const market = marketBasisLines(comparison);
  const text = [
    "Guten Tag,",
    "",
    `hier ist der PKV-Vergleich vom ${formatDateTime(context.now)}, den Sie sich zugesandt haben: ${view.all.length} Tarife.`,
    "",
    "Unsere Top-Empfehlungen:",
    ...top,
    ...(top.length < 3 && view.all.length > top.length ? [FEWER_TOP_PICKS] : []),
    "",
    `Alle Tarife: ${results}`,
    "Der Link zeigt die Tarife ohne Ihre persönlichen Angaben. Ihre Angaben und das PDF öffnen Sie in dem Browser, in dem Sie verglichen haben.",
    "",
    figuresNotice(comparison.figures),
    "",
    // The market basis inline, the model notice beside it (docs/product/broker-duties.md#market-basis).
    market.headline,
    market.insurers,
    market.notIncluded,
    ...(comparison.priceNotice ? [comparison.priceNotice] : []),
    "",
    "Der Vergleich wird 30 Tage nach seiner Erstellung gelöscht, wenn Sie ihn nicht in Ihrem Konto speichern.",
    "Ihre E-Mail-Adresse haben wir nur für diese Nachricht verwendet und nicht gespeichert.",
    "",
    brokerStatusLine(context.settings.operator),
    // In Textform with every mail about a comparison (docs/product/broker-duties.md#first-information).
    "",
    "—",
    "",
    ...firstInformationTextLines(context.settings),
  ].join("\n");
  return { subject: "Ihr PKV-Vergleich", text };
}

/**
 * Sends the comparison to the address the person typed: validated with the form's schema (`validation-failed`),
 * at most a few mails per client address and hour (`rate-limited`), written to the delivery queue so the request
 * never waits for the mail server; the queue forgets the address once the mail is sent.
 */
export function createSendComparisonMail(deps: {
  db: Database;
  deliveries: DeliveryQueue;
  limiter: RateLimiter;
  /** Where links in mails point (server/transport/http/link-base.ts). */
  linkBase: () => string;
  getSiteSettings: () => Promise<SiteSettings>;
  /** The share link's token of a comparison (share-links.ts). */
  shareTokenFor: (comparisonId: string) => string;
  now: () => number;
}): (clientAddress: string) => SendComparisonMail {
  return (clientAddress) => async (comparison, input) => {
    const parsed = sendComparisonSchema.safeParse(input);
    if (!parsed.success)
      throw new AppError("validation-failed", { fieldErrors: fieldErrorsFromIssues(parsed.error.issues) });
    const { allowed, retryAfterSeconds } = await deps.limiter.hit(clientAddress);
    if (!allowed)
      throw new AppError("rate-limited", { detail: COMPARISON_MAIL_RATE_LIMITED, retryAfterSeconds });
    const mail = comparisonMail(comparison, {
      linkBase: deps.linkBase(),
      shareToken: deps.shareTokenFor(comparison.id),
      settings: await deps.getSiteSettings(),
      now: new Date(deps.now()),
    });
    await deps.deliveries.enqueue(deps.db, {
      channel: "mail",
      to: parsed.data.email,
      ...mail,
      key: randomDeliveryKey("comparison-mail"),
      forgetRecipient: true,
    });
    deps.deliveries.kick();
  };
}
