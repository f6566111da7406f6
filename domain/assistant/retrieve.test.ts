import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { PLACEHOLDERS } from "./answer-template";
import { SUGGESTED_QUESTIONS } from "./chat-input";
import { FALLBACK_ANSWER, KNOWLEDGE_BASE } from "./knowledge-base";
import { buildKnowledgeIndex, retrieve } from "./retrieve";

const figures = constantsForYear(2026);
const index = buildKnowledgeIndex(figures);

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

  it("cites only existing portal pages", () => {
    const pages =
      /^\/(#pkv-(eligibility|explanation|target-groups|benefits|costs|faq)|private-krankenversicherung-vergleich|datenschutz|partner|impressum|agb)$/;
    for (const entry of KNOWLEDGE_BASE) if (entry.source) expect(entry.source.href).toMatch(pages);
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
    expect(retrieve("selbststaendig pkv kosten", index).passages[0]?.id).toBe("kosten-selbststaendige");
  });

  it("answers the civil servant's cost question with the Beihilfe and cites it", () => {
    const result = retrieve("Was kostet die PKV für Beamte?", index);
    expect(result.passages[0]?.id).toBe("kosten-beamte");
    expect(result.answer).toContain("Beihilfe");
    expect(result.answer.endsWith("Quelle: Kosten für Beamte")).toBe(true);
    expect(result.sources).toEqual([
      { id: "kosten-beamte", label: "Kosten für Beamte", href: "/#pkv-costs" },
    ]);
  });

  it("gives students the price from the yearly table and nothing about civil servants' children", () => {
    const result = retrieve("Was kostet die PKV für Studenten?", index);
    expect(result.answer).toContain(PLACEHOLDERS.studentGkvMonthly(figures));
    expect(result.answer).not.toMatch(/Beamt/);
  });

  it("adds the Dienstherr's pauschale Beihilfe", () => {
    expect(retrieve("Beamter in Hamburg, was kostet die PKV?", index).answer).toMatch(
      /Hamburg bietet seit 08\/2018 die pauschale Beihilfe/,
    );
    expect(retrieve("Bundesbeamter PKV Kosten", index).answer).toMatch(
      /Der Bund zahlt keine pauschale Beihilfe/,
    );
  });

  it("falls back when nothing fits", () => {
    const result = retrieve("Wie wird das Wetter morgen in Berlin?", index);
    expect(result).toMatchObject({ passages: [], answer: FALLBACK_ANSWER, hasKnowledge: false, sources: [] });
  });
});
