import { describe, expect, it } from "vitest";
import { constantsForDate } from "../constants/yearly-constants";
import { KNOWLEDGE_BASE } from "./knowledge-base";
import { applyKnowledgeEdits, knowledgeEditFormSchema, SHIPPED_KNOWLEDGE } from "./knowledge-edits";
import { buildKnowledgeIndex, retrieve } from "./retrieve";

const figures = constantsForDate(new Date("2026-06-01T00:00:00Z"));

describe("knowledge edits", () => {
  it("replaces a shipped entry by id and appends new ones, which Lucy then finds", () => {
    const shipped = SHIPPED_KNOWLEDGE[0];
    if (!shipped) throw new Error("no shipped entry");
    const entries = applyKnowledgeEdits(KNOWLEDGE_BASE, [
      { ...shipped, answer: "Geänderte Antwort." },
      {
        id: "oeffnungszeiten",
        topic: "Öffnungszeiten",
        questions: ["Wann ist die Beratung erreichbar?"],
        keywords: ["Öffnungszeiten", "Beratungszeiten"],
        answer: "Montag bis Freitag von 9 bis 18 Uhr; JAEG {{year}}: {{jaeg}}.",
      },
    ]);
    expect(entries).toHaveLength(KNOWLEDGE_BASE.length + 1);
    expect(entries.find((entry) => entry.id === shipped.id)?.answer(figures)).toBe("Geänderte Antwort.");
    const added = entries.find((entry) => entry.id === "oeffnungszeiten");
    expect(added?.answer(figures)).toContain("2026");
    const result = retrieve(
      "Wann ist die Beratung erreichbar? Öffnungszeiten",
      buildKnowledgeIndex(figures, entries),
    );
    expect(result.passages[0]?.id).toBe("oeffnungszeiten");
  });

  it("reads the form (questions per line, keywords by comma) and refuses unknown placeholders", () => {
    const parsed = knowledgeEditFormSchema.safeParse({
      id: "test-eintrag",
      topic: "Test",
      questions: "Frage eins?\n\n Frage zwei? ",
      keywords: "a, b ,",
      answer: "Antwort",
    });
    expect(parsed.success && parsed.data).toMatchObject({
      questions: ["Frage eins?", "Frage zwei?"],
      keywords: ["a", "b"],
    });
    const unknown = knowledgeEditFormSchema.safeParse({
      id: "x-y",
      topic: "T",
      questions: "F?",
      answer: "Wert {{gibtsnicht}}",
    });
    expect(unknown.success).toBe(false);
    expect(
      knowledgeEditFormSchema.safeParse({ id: "Groß", topic: "T", questions: "F?", answer: "A" }).success,
    ).toBe(false);
  });
});
