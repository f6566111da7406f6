import { describe, expect, it } from "vitest";
import { formatEvalReport, runEvaluation } from "./eval-grading";
import { EVAL_CASES, EVAL_FIGURES } from "./eval-questions";
import { buildKnowledgeIndex, retrieve } from "./retrieve";

describe("Lucy evaluation (docs/product/assistant.md#evaluation)", () => {
  it("has at least 80 knowledge questions and off-topic questions for the fallback", () => {
    expect(EVAL_CASES.filter((testCase) => testCase.expectedEntry !== null).length).toBeGreaterThanOrEqual(
      80,
    );
    expect(EVAL_CASES.some((testCase) => testCase.expectedEntry === null)).toBe(true);
  });

  it("answers at least 90 % of the questions correctly (figures of a fixed year)", () => {
    const index = buildKnowledgeIndex(EVAL_FIGURES);
    const report = runEvaluation(EVAL_CASES, (question) => retrieve(question, index).answer);
    console.log(formatEvalReport(report));
    expect(report.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
