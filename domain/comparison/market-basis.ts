/**
 * The market basis of one comparison (§ 60 Abs. 1 VVG, docs/product/broker-duties.md#market-basis): how many
 * tariffs of how many insurers the engine priced for this person and coverage level, which ones, and what is not
 * included. Counted from the comparison's own answer, never a constant: another engine, another person group
 * (civil servants see Beihilfe tariffs only) or another level gives other numbers. The results page, the PDF and
 * the mail say it in the same words.
 */
import { formatNumber } from "../../lib/format/number-format";
import { COVERAGE_WISH_LABELS } from "../leads/market";
import { normalizeProvider } from "../offers/offer-rules";
import type { CoverageType } from "./form-values";

/** What the count reads of an offer (ResultOffer and Offer both have it). */
export interface MarketOffer {
  provider: string;
  name: string;
  /** Groups the deductible variants of one tariff; provider|name when absent. */
  tariffKey?: string;
}

export interface MarketBasis {
  tariffCount: number;
  insurerCount: number;
  /** Every insurer of the comparison with its tariffs' names, both alphabetical. */
  insurers: Array<{ provider: string; tariffs: string[] }>;
  /** Insurers offering full cover in Germany ({@link FULL_COVER_INSURERS}) with no tariff in this comparison. */
  notIncluded: string[];
}

/**
 * Insurers that sell private full health cover (Krankheitskostenvollversicherung) in Germany: the members of the
 * PKV-Verband with full-cover business, as listed by the Verband (pkv.de, 'Mitgliedsunternehmen'). Used only to
 * name who is not included; the pages say 'darunter', since the list need not be complete.
 */
export const FULL_COVER_INSURERS: readonly string[] = [
  "Allianz",
  "Alte Oldenburger",
  "ARAG",
  "AXA",
  "Barmenia",
  "Bayerische Beamtenkrankenkasse",
  "Concordia",
  "Continentale",
  "Debeka",
  "DKV",
  "Gothaer",
  "Hallesche",
  "HanseMerkur",
  "HUK-COBURG",
  "Inter",
  "LKH",
  "LVM",
  "Mecklenburgische",
  "Münchener Verein",
  "Nürnberger",
  "Ottonova",
  "Provinzial",
  "R+V",
  "SDK",
  "Signal Iduna",
  "UKV",
  "Universa",
  "VRK",
  "Württembergische",
];

/** An engine may spell the company in full ('Allianz Private Krankenversicherungs-AG'): a common start counts. */
function takesPart(name: string, providerKeys: readonly string[]): boolean {
  const key = normalizeProvider(name);
  return providerKeys.some((provider) => provider.startsWith(key) || key.startsWith(provider));
}

const byGerman = (a: string, b: string) => a.localeCompare(b, "de");

/** Counts the comparison's tariffs (one per tariff, whatever its deductible steps) and insurers. */
export function marketBasis(offers: readonly MarketOffer[]): MarketBasis {
  const insurers = new Map<string, { provider: string; tariffs: Map<string, string> }>();
  for (const offer of offers) {
    const key = normalizeProvider(offer.provider);
    const insurer = insurers.get(key) ?? { provider: offer.provider, tariffs: new Map<string, string>() };
    insurer.tariffs.set(offer.tariffKey ?? `${key}|${offer.name}`, offer.name);
    insurers.set(key, insurer);
  }
  const list = [...insurers.values()]
    .map((insurer) => ({
      provider: insurer.provider,
      tariffs: [...new Set(insurer.tariffs.values())].sort(byGerman),
    }))
    .sort((a, b) => byGerman(a.provider, b.provider));
  return {
    tariffCount: [...insurers.values()].reduce((sum, insurer) => sum + insurer.tariffs.size, 0),
    insurerCount: insurers.size,
    insurers: list,
    notIncluded: FULL_COVER_INSURERS.filter((name) => !takesPart(name, [...insurers.keys()])),
  };
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** 'Wir vergleichen 57 Tarife von 24 Versicherern.' */
export function marketBasisHeadline(basis: MarketBasis): string {
  return `Wir vergleichen ${plural(basis.tariffCount, "Tarif", "Tarife")} von ${plural(basis.insurerCount, "Versicherer", "Versicherern")}.`;
}

/** What the count is: the engine's tariffs for these inputs, a part of the market. */
export function marketBasisScope(coverage: CoverageType | undefined): string {
  const level =
    coverage && coverage !== "basic"
      ? ` im Leistungspaket „${COVERAGE_WISH_LABELS[coverage]}“ oder höher`
      : "";
  return `Gezählt sind alle Tarife, die unser Rechenkern für Ihre Angaben${level} berechnet hat. Das ist eine Auswahl des Marktes, nicht der gesamte Markt.`;
}

/** 'Nicht enthalten: …' – the lower levels (when a higher one was asked) and the insurers without a tariff here. */
export function notIncludedSentence(basis: MarketBasis, coverage: CoverageType | undefined): string {
  const parts: string[] = [];
  if (coverage && coverage !== "basic") parts.push("Tarife mit geringerer Leistung als Ihr Leistungspaket");
  if (basis.notIncluded.length > 0) {
    parts.push(
      `Versicherer, die in diesem Vergleich keinen Tarif haben, darunter ${basis.notIncluded.join(", ")}`,
    );
  }
  parts.push("Zusatzversicherungen (wir vergleichen nur Vollversicherungen)");
  return `Nicht enthalten: ${parts.join("; ")}.`;
}
