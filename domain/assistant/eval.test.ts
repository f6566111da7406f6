import { describe, expect, it } from "vitest";
import { answerQuestion } from "./answer-question";
import { formatEvalReport, runEvaluation } from "./eval-grading";
import { EVAL_CASES, EVAL_FIGURES } from "./eval-questions";
import { TOPIC_EVAL_CASES } from "./eval-topics";
import { buildKnowledgeIndex } from "./retrieve";

describe("Lucy evaluation (docs/product/assistant.md#evaluation)", () => {
  const index = buildKnowledgeIndex(EVAL_FIGURES);
  const answer = (question: string) => answerQuestion(question, index).answer;

  it("has at least 80 knowledge questions and off-topic questions for the fallback", () => {
    expect(EVAL_CASES.filter((testCase) => testCase.expectedEntry !== null).length).toBeGreaterThanOrEqual(
      80,
    );
    expect(EVAL_CASES.some((testCase) => testCase.expectedEntry === null)).toBe(true);
    expect(TOPIC_EVAL_CASES.length).toBeGreaterThanOrEqual(60);
  });

  it("answers at least 90 % of the knowledge questions correctly (figures of a fixed year)", () => {
    const report = runEvaluation(EVAL_CASES, answer);
    console.log(formatEvalReport(report));
    expect(report.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it("answers the topic set per topic and at least 90 % of both sets together", () => {
    const report = runEvaluation(TOPIC_EVAL_CASES, answer);
    console.log(formatEvalReport(report));
    expect(report.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(runEvaluation([...EVAL_CASES, ...TOPIC_EVAL_CASES], answer).accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
