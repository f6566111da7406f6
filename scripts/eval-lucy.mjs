#!/usr/bin/env node
// `npm run eval:lucy`: top-1 accuracy of Lucy's knowledge-base retrieval on the German evaluation set
// (domain/assistant/eval-questions.ts). Loads the TypeScript modules through Vite's module runner.
import { runnerImport } from "vite";

const load = async (path) => (await runnerImport(path, { configFile: false, logLevel: "silent" })).module;
const { EVAL_QUESTIONS } = await load("./domain/assistant/eval-questions.ts");
const { buildKnowledgeIndex, retrieve } = await load("./domain/assistant/retrieve.ts");
const { constantsForDate } = await load("./domain/constants/yearly-constants.ts");

const index = buildKnowledgeIndex(constantsForDate(new Date()));
let correct = 0;
const misses = [];
for (const { question, expected } of EVAL_QUESTIONS) {
  const result = retrieve(question, index);
  const got = result.hasKnowledge ? (result.passages[0]?.id ?? null) : null;
  if (got === expected) correct += 1;
  else
    misses.push(`  ✗ "${question}": erwartet ${expected ?? "(Fallback)"}, erhalten ${got ?? "(Fallback)"}`);
}
const accuracy = (correct / EVAL_QUESTIONS.length) * 100;
if (misses.length > 0) console.log(misses.join("\n"));
console.log(
  `Lucy eval: ${correct}/${EVAL_QUESTIONS.length} richtig, Top-1-Genauigkeit ${accuracy.toFixed(1).replace(".", ",")} %`,
);
process.exit(accuracy >= 90 ? 0 : 1);
