import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { SUGGESTED_QUESTIONS } from "./chat-input";
import { EVAL_QUESTIONS } from "./eval-questions";
import { FALLBACK_ANSWER, KNOWLEDGE_BASE } from "./knowledge-base";
import { buildKnowledgeIndex, retrieve } from "./retrieve";

const index = buildKnowledgeIndex(constantsForYear(2026));

describe("knowledge base", () => {
  it("has at least 40 entries with unique ids and non-empty answers", () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(KNOWLEDGE_BASE.map((entry) => entry.id)).size).toBe(KNOWLEDGE_BASE.length);
    for (const entry of KNOWLEDGE_BASE)
      expect(entry.answer(constantsForYear(2026)).length).toBeGreaterThan(80);
  });

  it("takes the yearly figures from the dated constants", () => {
    const limit = KNOWLEDGE_BASE.find((entry) => entry.id === "versicherungspflichtgrenze");
    expect(limit?.answer(constantsForYear(2025))).toContain("73.800 €");
    expect(limit?.answer(constantsForYear(2026))).toContain("77.400 €");
  });
});

describe("retrieval", () => {
  it("answers each suggested question from the matching entry", () => {
    const ids = SUGGESTED_QUESTIONS.map((question) => retrieve(question, index).passages[0]?.id);
    expect(ids).toEqual(["kosten", "voraussetzungen", "unterschied-gkv"]);
  });

  it("copes with typos, missing umlauts and colloquial wording", () => {
    expect(retrieve("beitragsrückerstatung pkv", index).passages[0]?.id).toBe("beitragsrueckerstattung");
    expect(retrieve("lohnt sich ne hohe selbstbeteiligung", index).passages[0]?.id).toBe("selbstbeteiligung");
    expect(retrieve("Mein Chef zahlt doch was dazu oder?", index).passages[0]?.id).toBe(
      "arbeitgeberzuschuss",
    );
  });

  it("falls back when nothing fits", () => {
    const result = retrieve("Wie wird das Wetter morgen in Berlin?", index);
    expect(result).toEqual({ passages: [], answer: FALLBACK_ANSWER, hasKnowledge: false });
  });

  it("reaches at least 90 % top-1 accuracy on the evaluation set", () => {
    const correct = EVAL_QUESTIONS.filter(({ question, expected }) => {
      const result = retrieve(question, index);
      return (result.hasKnowledge ? result.passages[0]?.id : null) === expected;
    }).length;
    expect(correct / EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(0.9);
  });
});
