import {
  marketBasis,
  marketBasisHeadline,
  marketBasisScope,
  notIncludedSentence,
} from "../../../domain/comparison/market-basis";
import type { StoredComparison } from "../comparisons";

/**
 * The comparison's market basis for the PDF and the mail, in the results page's words
 * (docs/product/broker-duties.md#market-basis): the count from every tariff the engine priced for this person, the
 * insurers with their number of tariffs, and what is not included.
 */
export function marketBasisLines(comparison: StoredComparison): {
  headline: string;
  insurers: string;
  notIncluded: string;
} {
  const basis = marketBasis(comparison.variants);
  const coverage = comparison.input.coverageType;
  return {
    headline: `${marketBasisHeadline(basis)} ${marketBasisScope(coverage)}`,
    insurers: `Versicherer im Vergleich: ${basis.insurers
      .map((insurer) => `${insurer.provider} (${insurer.tariffs.length})`)
      .join(", ")}.`,
    notIncluded: notIncludedSentence(basis, coverage),
  };
}
