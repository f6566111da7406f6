/**
 * The recommendation with the reasons for each tariff (§ 61 Abs. 1 VVG, docs/product/broker-duties.md#advice-documentation),
 * drawn from the ranking's own rules and facts — the top pick's place in 'Preis-Leistung' and its points per euro
 * (domain/ranking/sort-orders.ts), the top-pick rule and notes (domain/ranking/top-picks.ts), the relative grade
 * (domain/ranking/relative-grade.ts), the benefit groups' grading texts (domain/ranking/benefit-points.ts) and the
 * card's facts — and related to the stated needs. Nothing is invented: what the engine's answer does not carry
 * is named as missing.
 */
import { formatEuro, formatNumber } from "../../lib/format/number-format";
import type { Offer } from "../offers/offer";
import { BENEFIT_GROUPS, gradingText } from "../ranking/benefit-points";
import { pricePerformanceValue } from "../ranking/sort-orders";
import type { ADVICE_WAIVER, AdviceNeeds, AdvicePriority } from "./advice";

export type AdviceOffer = Pick<
  Offer,
  | "id"
  | "provider"
  | "name"
  | "monthlyPrice"
  | "employeeContribution"
  | "deductible"
  | "totalLeistungPoints"
  | "grade"
  | "dentistCoverage"
  | "dentalTreatment"
  | "hospitalRoom"
  | "chiefPhysician"
  | "benefitGroupPoints"
  | "sickPayPrice"
  | "premiumReliefPrice"
>;

/** One recommended tariff with its reasons, as the lead stores it and the documentation prints it. */
export interface AdviceTariff {
  offerId: string;
  insurer: string;
  tariffName: string;
  monthlyPrice: number;
  deductible: string;
  /** Its place among the top picks (1 = first), when it is one. */
  topPick?: number;
  /** Why the ranking shows it (place, rule, grade). */
  reasons: string[];
  /** What it offers for each stated priority ('Ihnen sind gute Zahnleistungen wichtig: Zahnersatz 90 % …'). */
  needReasons: string[];
}

/** The documentation's version: a change of the reasons' or the document's wording gets a new one. */
export const ADVICE_DOCUMENTATION_VERSION = "2026-12-03";

/** The documentation of the needs and the advice, stored in `leads.advice_record`. */
export interface AdviceDocumentationRecord {
  kind: "documentation";
  version: string;
  createdAt: string;
  needs: AdviceNeeds;
  recommendation: AdviceTariff[];
  /** 'Wir vergleichen N Tarife von M Versicherern.' of the comparison, when there is one. */
  marketBasis?: string;
  figuresYear?: number;
  /** The secret of the PDF's download link (/beratungsdokumentation/<token>). */
  token: string;
  /** The PDF as sent in Textform before the hand-off: its file name, SHA-256 and when it was queued. */
  document: { filename: string; sha256: string; sentAt: string };
}

/** The separate declaration of waiver, exactly as shown ({@link ADVICE_WAIVER}). */
interface AdviceWaiverRecord {
  kind: "waiver";
  version: string;
  heading: typeof ADVICE_WAIVER.heading;
  warning: string;
  text: string;
  declaredAt: string;
}

export type AdviceRecord = AdviceDocumentationRecord | AdviceWaiverRecord;

/** The rule a highlighted tariff meets (the wording of 'So sortieren wir', domain/ranking/ranking-explanation.ts). */
export const TOP_PICK_REASON =
  "Kein anderer Tarif Ihrer Anfrage kostet höchstens so viel, ist mindestens so gut benotet und ist in einem von beidem besser.";

function needReason(offer: AdviceOffer, priority: AdvicePriority): string {
  switch (priority) {
    case "price":
      return `Ihnen ist ein niedriger Beitrag wichtig: ${formatEuro(offer.monthlyPrice)} im Monat (Ihr Anteil ${formatEuro(offer.employeeContribution)}), Selbstbeteiligung ${offer.deductible}.`;
    case "stability":
      return offer.premiumReliefPrice
        ? `Ihnen ist Beitragsstabilität wichtig: Eine Beitragsentlastung ab 67 ist eingerechnet (${formatEuro(offer.premiumReliefPrice)} im Monat); zur künftigen Beitragsentwicklung enthält unser Vergleich keine Angaben.`
        : "Ihnen ist Beitragsstabilität wichtig: Zur künftigen Beitragsentwicklung enthält unser Vergleich keine Angaben, eine Beitragsentlastung ab 67 ist nicht eingerechnet – bitte sprechen Sie beides im Gespräch an.";
    case "benefits": {
      const groups = BENEFIT_GROUPS.flatMap((group) => {
        const points = offer.benefitGroupPoints?.[group];
        return points === undefined ? [] : [`${group}: ${gradingText(points)}`];
      });
      return `Ihnen sind umfassende Leistungen wichtig: ${formatNumber(offer.totalLeistungPoints, 1)} von 100 Leistungspunkten${groups.length ? ` (${groups.join(", ")})` : ""}.`;
    }
    case "dental": {
      const points = offer.benefitGroupPoints?.Zahnleistungen;
      return `Ihnen sind gute Zahnleistungen wichtig: Zahnersatz ${offer.dentistCoverage} %, Zahnbehandlung ${offer.dentalTreatment} %${points === undefined ? "" : `, Zahnleistungen ${gradingText(points)}`}.`;
    }
    case "hospital":
      return `Ihnen ist Komfort im Krankenhaus wichtig: ${offer.hospitalRoom}, ${offer.chiefPhysician ? "mit Chefarztbehandlung" : "ohne Chefarztbehandlung"}.`;
    case "sickPay":
      return offer.sickPayPrice
        ? `Ihnen ist Krankentagegeld wichtig: Es ist im Beitrag enthalten (${formatEuro(offer.sickPayPrice)} im Monat).`
        : "Ihnen ist Krankentagegeld wichtig: Es ist in diesem Vergleich nicht eingerechnet – Sie können es im Vergleich wählen oder im Gespräch ergänzen.";
  }
}

/**
 * One tariff with its reasons: a top pick names its place, its points per 100 € monthly premium (the measure of
 * 'Preis-Leistung') and the top-pick rule, with the card's note if it has one; a tariff the person chose that is no
 * top pick says so. Then the grade with its place by points, and for each priority what the tariff offers.
 */
export function adviceTariff(
  offer: AdviceOffer,
  place: { topPick?: number; topCount: number; note?: string; chosen?: boolean },
  needs: AdviceNeeds | undefined,
): AdviceTariff {
  const perHundred = formatNumber(pricePerformanceValue(offer) * 100, 1);
  const reasons: string[] = [];
  if (place.chosen) reasons.push("Diesen Tarif haben Sie für Ihren Antrag gewählt.");
  if (place.topPick !== undefined) {
    reasons.push(
      `Top-Empfehlung ${place.topPick} von ${place.topCount} nach „Preis-Leistung“: ${perHundred} Leistungspunkte je 100 € Monatsbeitrag.`,
      TOP_PICK_REASON,
    );
    if (place.note) reasons.push(`Hinweis der Empfehlung: ${place.note}.`);
  } else {
    reasons.push(
      `Nicht unter den hervorgehobenen Tarifen dieses Vergleichs; nach „Preis-Leistung“: ${perHundred} Leistungspunkte je 100 € Monatsbeitrag.`,
    );
  }
  if (offer.grade) {
    reasons.push(
      `Note ${formatNumber(offer.grade.value, 1)} (${offer.grade.label}): Platz ${offer.grade.rank} von ${offer.grade.of} Tarifen dieses Vergleichs nach Leistungspunkten (${formatNumber(offer.totalLeistungPoints, 1)} von 100).`,
    );
  }
  return {
    offerId: offer.id,
    insurer: offer.provider,
    tariffName: offer.name,
    monthlyPrice: offer.monthlyPrice,
    deductible: offer.deductible,
    ...(place.topPick !== undefined ? { topPick: place.topPick } : {}),
    reasons,
    needReasons: (needs?.priorities ?? []).map((priority) => needReason(offer, priority)),
  };
}

/** A stored advice record, read back (null for anything else). */
export function storedAdviceRecord(value: unknown): AdviceRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const kind = (value as { kind?: unknown }).kind;
  return kind === "documentation" || kind === "waiver" ? (value as AdviceRecord) : null;
}

/** What brokers see of the record before the purchase: that it exists, never its content. */
export function adviceMarketLabel(value: unknown): string | null {
  const record = storedAdviceRecord(value);
  if (!record) return null;
  return record.kind === "documentation"
    ? "Beratungsdokumentation liegt vor"
    : "Verzicht auf Beratung und Dokumentation erklärt";
}
