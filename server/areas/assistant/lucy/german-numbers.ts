import type { NumberFormatter } from "../../../../domain/assistant/results-questions";
import { formatEuro, formatEuroWhole, formatNumber } from "../../../../lib/format/number-format";

/** The German number formats of Lucy's answers: '412,30 €', '1.200 €', points '84,2'. */
export const GERMAN_NUMBERS: NumberFormatter = {
  euro: formatEuro,
  euroWhole: formatEuroWhole,
  points: (value) => formatNumber(value, 1),
};
