import { describe, expect, it } from "vitest";
import { YEARLY_CONSTANTS, type YearlyTable } from "../../../../domain/constants/yearly-constants";
import { answerFigures } from "./answer-figures";

describe("the figures of Lucy's answers", () => {
  const base = YEARLY_CONSTANTS.find((row) => row.year === 2026)!;
  const table: YearlyTable = [...YEARLY_CONSTANTS, { ...base, year: 2027 }];

  it("are the insurance start's year: in December the next year's", () => {
    expect(answerFigures(Date.parse("2026-11-28T12:00:00Z"), table).year).toBe(2026);
    expect(answerFigures(Date.parse("2026-12-02T12:00:00Z"), table).year).toBe(2027);
    // Berlin time: late on 30 November in UTC is already 1 December in Berlin.
    expect(answerFigures(Date.parse("2026-11-30T23:30:00Z"), table).year).toBe(2027);
  });

  it("fall back to the nearest year the table holds", () => {
    expect(answerFigures(Date.parse("2026-12-02T12:00:00Z")).year).toBe(
      Math.max(...YEARLY_CONSTANTS.map((row) => row.year).filter((year) => year <= 2027)),
    );
  });
});
