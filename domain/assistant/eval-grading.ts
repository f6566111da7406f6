import type { LucyEvalCase } from "./eval-questions";

/**
 * Grading of the evaluation set (docs/product/assistant.md#evaluation) for `npm run eval:lucy` and
 * domain/assistant/eval.test.ts: each case against its answer, the report per topic and its printed form.
 */

/** Whether an answer passes a case: every `mustContain` matches and no `mustNotContain` does. */
function gradeAnswer(testCase: LucyEvalCase, answer: string): boolean {
  const matches = (needle: string | RegExp) =>
    typeof needle === "string" ? answer.includes(needle) : needle.test(answer);
  return testCase.mustContain.every(matches) && !(testCase.mustNotContain ?? []).some(matches);
}

export interface EvalReport {
  correct: number;
  total: number;
  accuracy: number;
  /** Correct / total per topic, in the order the topics first appear. */
  perTopic: Array<{ topic: string; correct: number; total: number }>;
  misses: Array<{ testCase: LucyEvalCase; answer: string }>;
}

/** Runs every case through `answer` and grades it. */
export function runEvaluation(
  cases: readonly LucyEvalCase[],
  answer: (question: string) => string,
): EvalReport {
  const perTopic = new Map<string, { topic: string; correct: number; total: number }>();
  const misses: EvalReport["misses"] = [];
  let correct = 0;
  for (const testCase of cases) {
    const text = answer(testCase.question);
    const row = perTopic.get(testCase.topic) ?? { topic: testCase.topic, correct: 0, total: 0 };
    perTopic.set(testCase.topic, row);
    row.total += 1;
    if (gradeAnswer(testCase, text)) {
      row.correct += 1;
      correct += 1;
    } else misses.push({ testCase, answer: text });
  }
  return {
    correct,
    total: cases.length,
    accuracy: cases.length === 0 ? 0 : correct / cases.length,
    perTopic: [...perTopic.values()],
    misses,
  };
}

/** The report as German text lines: per topic, the misses, and the total. */
export function formatEvalReport(report: EvalReport): string {
  const percent = (value: number) => `${(value * 100).toFixed(1).replace(".", ",")} %`;
  const lines = report.perTopic.map(
    ({ topic, correct, total }) => `  ${topic.padEnd(26)} ${String(correct).padStart(3)}/${total}`,
  );
  const misses = report.misses.map(
    ({ testCase, answer }) =>
      `  ✗ [${testCase.topic}] "${testCase.question}" (erwartet ${testCase.expectedEntry === null ? "Fallback" : (testCase.expectedEntry ?? "–")}): ${answer.replace(/\s+/g, " ").slice(0, 160)}…`,
  );
  return [
    "Lucy eval pro Thema:",
    ...lines,
    ...(misses.length > 0 ? ["Fehler:", ...misses] : []),
    `Lucy eval: ${report.correct}/${report.total} richtig, ${percent(report.accuracy)}`,
  ].join("\n");
}
