import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { ADVICE_WAIVER, type AdviceNeeds, needsLines } from "../../../domain/leads/advice";
import {
  ADVICE_DOCUMENTATION_VERSION,
  type AdviceDocumentationRecord,
  type AdviceRecord,
  type AdviceTariff,
  adviceTariff,
} from "../../../domain/leads/advice-reasons";
import type { ContactRequest } from "../../../domain/leads/contact-request";
import { formatEuro } from "../../../lib/format/number-format";
import type { Database } from "../../adapters/db/client";
import { leads } from "../../adapters/db/schema/leads";
import { defaultResultsView, type StoredComparison } from "../comparisons";
import type { OutgoingMessage } from "../delivery";
import { ADVICE_DOCUMENTATION_FILENAME, adviceDocumentationPdf, marketBasisLines } from "../documents";

/**
 * The tariffs recommended for a request (docs/product/broker-duties.md#advice-documentation): for 'Antrag anfragen'
 * the chosen tariff (with its place among the top picks when it is one), otherwise the comparison's top picks as its
 * results page shows them by default. Without a comparison: none.
 */
export function recommendationOf(
  comparison: StoredComparison | undefined,
  offerId: string | undefined,
  needs: AdviceNeeds | undefined,
): AdviceTariff[] {
  if (!comparison) return [];
  const view = defaultResultsView(comparison);
  const topCount = view.top.length;
  const placeOf = (id: string) => {
    const index = view.top.findIndex((offer) => offer.id === id);
    return index < 0 ? undefined : index + 1;
  };
  if (offerId) {
    const offer =
      view.all.find((entry) => entry.id === offerId) ??
      comparison.offers.find((entry) => entry.id === offerId) ??
      comparison.variants.find((entry) => entry.id === offerId);
    if (!offer) return [];
    const topPick = placeOf(offer.id);
    return [adviceTariff(offer, { topPick, topCount, note: view.topNotes[offer.id], chosen: true }, needs)];
  }
  return view.top.map((offer, index) =>
    adviceTariff(offer, { topPick: index + 1, topCount, note: view.topNotes[offer.id] }, needs),
  );
}

export interface PreparedAdvice {
  record: AdviceRecord;
  /** The Beratungsdokumentation PDF (not with a waiver). */
  pdf?: Buffer;
}

/**
 * The request's needs → the documentation with its PDF, or the separate waiver as declared; undefined for a topic
 * that asks no needs (a callback).
 */
export async function prepareAdvice(input: {
  request: ContactRequest;
  comparison: StoredComparison | undefined;
  at: Date;
  statusLine: string;
}): Promise<PreparedAdvice | undefined> {
  const { request, comparison, at } = input;
  const advice = request.advice;
  if (!advice) return undefined;
  if ("waiver" in advice) {
    return {
      record: {
        kind: "waiver",
        version: ADVICE_WAIVER.version,
        heading: ADVICE_WAIVER.heading,
        warning: ADVICE_WAIVER.warning,
        text: ADVICE_WAIVER.text,
        declaredAt: at.toISOString(),
      },
    };
  }
  const content: Omit<AdviceDocumentationRecord, "document" | "token"> = {
    kind: "documentation",
    version: ADVICE_DOCUMENTATION_VERSION,
    createdAt: at.toISOString(),
    needs: advice.needs,
    recommendation: recommendationOf(comparison, request.offerId, advice.needs),
    ...(comparison
      ? { marketBasis: marketBasisLines(comparison).headline, figuresYear: comparison.figures.year }
      : {}),
  };
  const pdf = await adviceDocumentationPdf(content, {
    statusLine: input.statusLine,
    personName: `${request.firstName} ${request.lastName}`,
  });
  return {
    pdf,
    record: {
      ...content,
      token: randomBytes(24).toString("base64url"),
      document: {
        filename: ADVICE_DOCUMENTATION_FILENAME,
        sha256: createHash("sha256").update(pdf).digest("hex"),
        sentAt: at.toISOString(),
      },
    },
  };
}

/** The mail that sends the documentation in Textform, queued with the lead, before any broker can buy it. */
export function adviceMail(
  lead: { id: string; email: string; name: string },
  record: AdviceDocumentationRecord,
  pdf: Buffer,
  /** The Erstinformation in Textform, as with every mail about a request (docs/product/broker-duties.md#first-information). */
  firstInformation: string[],
): OutgoingMessage {
  const tariffs = record.recommendation.flatMap((tariff) => [
    `- ${tariff.insurer} – ${tariff.tariffName}, ${formatEuro(tariff.monthlyPrice)} im Monat:`,
    ...[...tariff.reasons, ...tariff.needReasons].map((reason) => `  ${reason}`),
  ]);
  return {
    channel: "mail",
    key: `advice-documentation.${lead.id}`,
    to: lead.email,
    subject: "Ihre Beratungsdokumentation",
    text: [
      `Guten Tag ${lead.name},`,
      "",
      "anbei erhalten Sie Ihre Beratungsdokumentation (§§ 61, 62 VVG) als PDF, bevor wir Ihre Anfrage an einen Versicherungsmakler weitergeben.",
      "",
      ...needsLines(record.needs).map((line) => `${line.label}: ${line.value}`),
      "",
      ...(tariffs.length ? ["Unsere Empfehlung und ihre Gründe:", ...tariffs, ""] : []),
      ...(record.marketBasis ? [record.marketBasis, ""] : []),
      "Bitte prüfen Sie die Angaben; stimmt etwas nicht, sagen Sie es dem Makler im Gespräch.",
      "",
      "—",
      "",
      ...firstInformation,
    ].join("\n"),
    attachments: [
      {
        filename: record.document.filename,
        contentType: "application/pdf",
        contentBase64: pdf.toString("base64"),
      },
    ],
  };
}

/** The documentation of a download link's token, regenerated from the stored record; undefined when unknown. */
export async function adviceDocumentOf(
  db: Database,
  token: string,
  statusLine: string,
): Promise<{ bytes: Buffer; filename: string } | undefined> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const [row] = await db
    .select({ record: leads.adviceRecord, firstName: leads.firstName, lastName: leads.lastName })
    .from(leads)
    .where(sql`${leads.adviceRecord}->>'token' = ${token}`)
    .limit(1);
  const record = row?.record as AdviceRecord | null | undefined;
  if (!row || !record || record.kind !== "documentation") return undefined;
  const bytes = await adviceDocumentationPdf(record, {
    statusLine,
    personName: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
  });
  return { bytes, filename: record.document.filename };
}
