import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import {
  citationLine,
  composeAnswer,
  dienstherrSentence,
  MAX_SENTENCES,
  splitSentences,
} from "./compose-answer";
import type { KnowledgeEntry } from "./knowledge-base";

const figures = constantsForYear(2026);
const entry = (id: string, text: string, extra: Partial<KnowledgeEntry> = {}) => ({
  entry: { id, topic: `Thema ${id}`, questions: ["?"], keywords: [], answer: () => text, ...extra },
  text,
  score: 10,
});

describe("composing an answer", () => {
  it("keeps abbreviations inside sentences", () => {
    expect(splitSentences("Etwa z. B. 300 €. Dann u. a. das. Ab dem 43. Tag zahlt sie.")).toEqual([
      "Etwa z. B. 300 €.",
      "Dann u. a. das.",
      "Ab dem 43. Tag zahlt sie.",
    ]);
  });

  it("adds an entry that covers the person's group, within six sentences, and cites both", () => {
    const general = entry("kosten", "Eins. Zwei. Drei. Vier. Fünf.", { intents: ["cost"] });
    const group = entry("selbst", "Sechs. Sieben. Acht.", { groups: ["self-employed"], intents: ["cost"] });
    const other = entry("beamte", "Neun.", { groups: ["civil-servant"] });
    const answer = composeAnswer(
      [general, other, group],
      { intents: ["cost"], person: { group: "self-employed" } },
      figures,
    );
    expect(answer?.sources.map((source) => source.id)).toEqual(["kosten", "selbst"]);
    const [body, citation] = answer?.text.split("\n\n") ?? [];
    expect(splitSentences(body ?? "").length).toBeLessThanOrEqual(MAX_SENTENCES);
    expect(body).toContain("Sechs.");
    expect(body).not.toContain("Neun.");
    expect(citation).toBe("Quellen: Thema kosten; Thema selbst");
    expect(answer?.sources[0]?.href).toBe("/#pkv-faq");
  });

  it("does not add an entry for the person that answers another question", () => {
    const switchBack = entry("rueckkehr", "Eins. Zwei.", { intents: ["switch-back"] });
    const beamte = entry("beamte", "Drei.", { groups: ["civil-servant"], intents: ["beihilfe"] });
    const answer = composeAnswer(
      [switchBack, beamte],
      { intents: ["switch-back"], person: { group: "civil-servant" } },
      figures,
    );
    expect(answer?.text).toBe("Eins. Zwei.\n\nQuelle: Thema rueckkehr");
  });

  it("names the Dienstherr's pauschale Beihilfe or its absence", () => {
    expect(dienstherrSentence({ kind: "land", name: "Sachsen" }, figures)).toMatch(/seit 01\/2024/);
    expect(dienstherrSentence({ kind: "land", name: "Sachsen" }, { ...figures, year: 2023 })).toMatch(
      /keine/,
    );
    expect(dienstherrSentence({ kind: "bund", name: "Bund" }, figures)).toMatch(/^Der Bund zahlt keine/);
  });

  it("writes 'Quelle' for one source", () => {
    expect(citationLine([{ id: "a", label: "A", href: "/#pkv-faq" }])).toBe("Quelle: A");
  });
});
