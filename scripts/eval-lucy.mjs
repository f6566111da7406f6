#!/usr/bin/env node
// `npm run eval:lucy`: Lucy's composed answers on the German evaluation set (domain/assistant/eval-questions.ts,
// graded by eval-grading.ts):
// a case is correct when the answer contains everything it must and nothing it must not. Prints correct/total
// per topic and the misses; exits non-zero below 90 %. Loads the TypeScript modules through Vite's module runner.
import { runnerImport } from "vite";

const load = async (path) => (await runnerImport(path, { configFile: false, logLevel: "silent" })).module;
const { EVAL_CASES, EVAL_FIGURES } = await load("./domain/assistant/eval-questions.ts");
const { formatEvalReport, runEvaluation } = await load("./domain/assistant/eval-grading.ts");
const { buildKnowledgeIndex, retrieve } = await load("./domain/assistant/retrieve.ts");

const index = buildKnowledgeIndex(EVAL_FIGURES);
const report = runEvaluation(EVAL_CASES, (question) => retrieve(question, index).answer);
console.log(formatEvalReport(report));
process.exit(report.accuracy >= 0.9 ? 0 : 1);
