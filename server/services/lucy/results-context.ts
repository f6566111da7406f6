import {
  answerResultsQuestion,
  type ResultsContext,
  readResultsQuestion,
} from "../../../domain/assistant/results-questions";
import { selectVisibleOffers } from "../../../domain/comparison/results-filters";
import type { Comparisons, StoredComparison } from "../comparisons";
import { GERMAN_NUMBERS } from "./german-numbers";

/**
 * The comparison as its viewer may see it (docs/product/results.md#who-sees-a-comparison): an owned comparison
 * only for its owner; for anybody else it does not exist.
 */
export async function comparisonForViewer(
  comparisons: Pick<Comparisons, "get">,
  comparisonId: string,
  userId: string | undefined,
): Promise<StoredComparison | undefined> {
  const comparison = await comparisons.get(comparisonId);
  if (!comparison) return undefined;
  if (comparison.ownerId && comparison.ownerId !== userId) return undefined;
  return comparison;
}

/** The results page's default view of a comparison (the same selection as the page's loader). */
export function resultsContextOf(comparison: StoredComparison, currentOfferId?: string): ResultsContext {
  const visible = selectVisibleOffers(comparison.variants, {
    preferredDeductible: comparison.preferredDeductible,
    requestedCoverage: comparison.input.coverageType,
  });
  return {
    ordered: visible.all,
    topIds: visible.top.map((offer) => offer.id),
    topNotes: visible.topNotes,
    variants: comparison.variants,
    coverageType: comparison.input.coverageType,
    jobStatus: comparison.input.jobStatus,
    ...(currentOfferId ? { currentOfferId } : {}),
  };
}

/**
 * Answers 'Warum steht … oben?', 'Unterschied zwischen X und Y', 'Lohnt sich eine höhere Selbstbeteiligung?' from
 * the comparison in context (docs/product/assistant-dialogues.md#results-questions); undefined when the message is
 * none of these or the comparison is not the viewer's.
 */
export async function answerFromResults(
  comparisons: Pick<Comparisons, "get">,
  input: { message: string; comparisonId: string; offerId?: string; userId: string | undefined },
): Promise<string | undefined> {
  const question = readResultsQuestion(input.message);
  if (!question) return undefined;
  const comparison = await comparisonForViewer(comparisons, input.comparisonId, input.userId);
  if (!comparison) return undefined;
  return answerResultsQuestion(question, resultsContextOf(comparison, input.offerId), GERMAN_NUMBERS);
}
