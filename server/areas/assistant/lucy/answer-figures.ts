import { defaultInsuranceStart } from "../../../../domain/comparison/insurance-start";
import {
  constantsForIsoDate,
  type YearlyConstants,
  type YearlyTable,
} from "../../../../domain/constants/yearly-constants";
import { berlinDate } from "../../../../lib/dates/berlin-date";

/**
 * The figures Lucy's answers name (docs/product/assistant.md#retrieval): those of the year of the default insurance
 * start (the first of next month), as the comparison uses them — in December already the next year's, when the
 * table holds them (else the nearest year's).
 */
export function answerFigures(now: number, table?: YearlyTable): YearlyConstants {
  return constantsForIsoDate(defaultInsuranceStart(berlinDate(now)), table);
}
