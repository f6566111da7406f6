import type { CoverageType } from "../../../domain/comparison/form-values";
import { COVERAGE_WISH_LABELS } from "../../../domain/leads/market";
import { ageOn } from "../../../lib/dates/berlin-date";
import { formatEuroNoBreak } from "../../../lib/format/number-format";
import { personLabel } from "./form-labels";

/** What one entry of 'Meine Vergleiche' says it is (docs/product/documents.md#meine-vergleiche). */
export interface SavedComparisonSummary {
  /** 'Angestellter, 36 Jahre': the person and the age on the insurance start. */
  person: string;
  /** 'Leistungspaket Komfort'. */
  coverage: string;
  /** 'Hallesche – NK.select XL, 520 € im Monat': the first offer in the order 'Preis-Leistung'. */
  topTariff: string | undefined;
}

export function savedComparisonSummary(comparison: {
  input: { birthDate: string; jobStatus?: string; insuredPerson?: string; coverageType: CoverageType };
  insuranceStart: string;
  offers: ReadonlyArray<{ provider: string; name: string; monthlyPrice: number }>;
}): SavedComparisonSummary {
  const age = ageOn(comparison.input.birthDate, comparison.insuranceStart);
  const top = comparison.offers[0];
  return {
    person: `${personLabel(comparison.input)}, ${age} Jahre`,
    coverage: `Leistungspaket ${COVERAGE_WISH_LABELS[comparison.input.coverageType]}`,
    topTariff: top
      ? `${top.provider} – ${top.name}, ${formatEuroNoBreak(top.monthlyPrice, true)} im Monat`
      : undefined,
  };
}
