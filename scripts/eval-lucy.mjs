#!/usr/bin/env node
// `npm run eval:lucy`: Lucy's composed answers on the German evaluation set (domain/assistant/eval-questions.ts)
// and the topic set written before its entries (domain/assistant/eval-topics.ts), graded by eval-grading.ts:
// a case is correct when the answer contains everything it must and nothing it must not. Prints correct/total
// per topic and the misses of each set, then the whole; exits non-zero below 90 % on the whole. Loads the
// TypeScript modules through Vite's module runner.
import { runnerImport } from "vite";

const load = async (path) => (await runnerImport(path, { configFile: false, logLevel: "silent" })).module;
const { EVAL_CASES, EVAL_FIGURES } = await load("./domain/assistant/eval-questions.ts");
const { TOPIC_EVAL_CASES } = await load("./domain/assistant/eval-topics.ts");
const { formatEvalReport, runEvaluation } = await load("./domain/assistant/eval-grading.ts");
const { buildKnowledgeIndex } = await load("./domain/assistant/retrieve.ts");
const { answerQuestion } = await load("./domain/assistant/answer-question.ts");

const index = buildKnowledgeIndex(EVAL_FIGURES);
const answer = (question) => answerQuestion(question, index).answer;
const known = runEvaluation(EVAL_CASES, answer);
const topics = runEvaluation(TOPIC_EVAL_CASES, answer);
const whole = runEvaluation([...EVAL_CASES, ...TOPIC_EVAL_CASES], answer);
console.log(`Wissensfragen\n${formatEvalReport(known)}\n`);
console.log(`Themenliste\n${formatEvalReport(topics)}\n`);
console.log(`Gesamt: ${whole.correct}/${whole.total}`);
process.exit(whole.accuracy >= 0.9 ? 0 : 1);
