import {
  answerHouseholdQuestion,
  isHouseholdQuestion,
} from "../../../../domain/assistant/household-question";
import { answerPageQuestion, readPageQuestion } from "../../../../domain/assistant/results-page-questions";
import {
  answerResultsQuestion,
  type ResultsContext,
  readResultsQuestion,
} from "../../../../domain/assistant/results-questions";
import { selectVisibleOffers } from "../../../../domain/comparison/results-filters";
import type { Comparisons, StoredComparison } from "../../comparisons";
import { GERMAN_NUMBERS } from "./german-numbers";

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
    historyYear: Number(comparison.insuranceStart.slice(0, 4)),
    ...(currentOfferId ? { currentOfferId } : {}),
  };
}

/**
 * Answers 'Warum steht … oben?', 'Unterschied zwischen X und Y', 'Lohnt sich eine höhere Selbstbeteiligung?', 'Was
 * zahle ich selbst?', 'Ist Krankentagegeld drin?' and 'Welcher ist der günstigste?' from
 * the comparison in context (docs/product/assistant-dialogues.md#results-questions), read through the asker's
 * comparisons (only the viewer's own); undefined when the message is none of these or there is no such comparison.
 */
export async function answerFromResults(
  comparisons: Pick<Comparisons, "get">,
  input: { message: string; comparisonId: string; offerId?: string },
): Promise<string | undefined> {
  // 'Welcher ist der günstigste und warum steht er nicht oben?' is about the cheapest tariff, not the first.
  const pageQuestion = readPageQuestion(input.message);
  const question = pageQuestion ? undefined : readResultsQuestion(input.message);
  const householdQuestion = isHouseholdQuestion(input.message);
  if (!question && !pageQuestion && !householdQuestion) return undefined;
  const comparison = await comparisons.get(input.comparisonId);
  if (!comparison) return undefined;
  // A household's page: the family totals, not the first person's prices.
  if (householdQuestion && comparison.household && !question) {
    const answer = answerHouseholdQuestion(comparison.household.combinations, GERMAN_NUMBERS);
    if (answer) return answer;
  }
  if (!question && !pageQuestion) return undefined;
  const context = resultsContextOf(comparison, input.offerId);
  return question
    ? answerResultsQuestion(question, context, GERMAN_NUMBERS)
    : answerPageQuestion(pageQuestion!, context, GERMAN_NUMBERS);
}
