/**
 * German labels of the health pre-check's estimate (docs/product/comparison.md#family-and-health). The surcharge's
 * percentage is added where it is shown ('Zuschlag erwartet (ca. 15 %)'): formatting stays out of domain/.
 */
import type { RiskStatus } from "./tariff-record";

export const RISK_STATUS_LABELS: Record<RiskStatus, string> = {
  accept: "Annahme wahrscheinlich",
  surcharge: "Zuschlag erwartet",
  exclusion: "Leistungsausschluss möglich",
  decline: "Ablehnung wahrscheinlich",
};

/** Shown wherever an estimate is: it is the engine's model, not the insurer's decision. */
export const RISK_ESTIMATE_NOTE =
  "Schätzung auf Grundlage Ihrer anonymen Gesundheitsangaben (Modell, keine Zusage des Versicherers)";

/** Beside the price when a risk surcharge is included in it. */
export const WITHOUT_SURCHARGE_LABEL = "ohne Risikozuschlag";

/** The parts of the monthly price for the chosen sick pay and premium relief. */
export const PRICE_PART_LABELS = {
  sickPay: "davon Krankentagegeld",
  premiumRelief: "davon Beitragsentlastung",
} as const;
