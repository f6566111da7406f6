import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import knowledge from "./knowledge/entries.json";
import { FALLBACK_ANSWER, KNOWLEDGE_BASE, loadKnowledgeBase, PLACEHOLDERS } from "./knowledge-base";

const entry = (id: string) => KNOWLEDGE_BASE.find((candidate) => candidate.id === id)!;

describe("knowledge base from knowledge/entries.json", () => {
  it("renders the answers with the figures of the year, as the TypeScript knowledge base did", () => {
    const expected: Array<[string, number, string]> = [
      [
        "versicherungspflichtgrenze",
        2026,
        "Die Versicherungspflichtgrenze (Jahresarbeitsentgeltgrenze) beträgt 2026 77.400 € brutto im Jahr, das sind 6.450,00 € im Monat. Liegt Ihr regelmäßiges Jahresgehalt als Angestellter darüber, werden Sie versicherungsfrei und können in die PKV wechseln – beim Überschreiten im laufenden Job zum Ende des Kalenderjahres, sofern Sie auch die Grenze des Folgejahres überschreiten. Die Grenze wird jedes Jahr neu festgelegt.",
      ],
      [
        "beitragsbemessungsgrenze",
        2025,
        "Die Beitragsbemessungsgrenze der gesetzlichen Krankenversicherung liegt 2025 bei 66.150 € im Jahr (5.512,50 € im Monat). Bis zu diesem Einkommen werden GKV-Beiträge berechnet: allgemeiner Beitragssatz 14,6 % plus durchschnittlicher Zusatzbeitrag 2,5 %. Der Höchstbeitrag für die Krankenversicherung beträgt damit rund 942,64 € im Monat, Arbeitgeber- und Arbeitnehmeranteil zusammen. Sie ist nicht zu verwechseln mit der höheren Versicherungspflichtgrenze (73.800 €).",
      ],
      [
        "ppv",
        2026,
        "Wer privat krankenversichert ist, muss beim selben Versicherer eine private Pflegepflichtversicherung (PPV) abschließen. Ihre Leistungen entsprechen denen der sozialen Pflegeversicherung. Der Beitrag richtet sich nach Alter und Gesundheitszustand bei Abschluss; nach fünf Jahren Vorversicherungszeit ist er auf den Höchstbeitrag der sozialen Pflegeversicherung begrenzt (2026: 209,25 € im Monat, mit Beihilfeanspruch 104,63 €). Kinder sind in der PPV beitragsfrei mitversichert.",
      ],
      [
        "kostenfaktoren",
        2026,
        "Der PKV-Beitrag wird individuell kalkuliert. Entscheidend sind das Eintrittsalter (je jünger, desto günstiger), der Gesundheitszustand bei Vertragsbeginn (Vorerkrankungen können zu Risikozuschlägen führen), der Leistungsumfang (z. B. Einbettzimmer, Chefarzt, Zahnersatz), die Höhe der Selbstbeteiligung und ob Krankentagegeld mitversichert ist. Ihr Einkommen spielt – anders als in der GKV – keine Rolle.",
      ],
      [
        "angestellte",
        2026,
        "Als Angestellter können Sie in die PKV wechseln, wenn Ihr regelmäßiges Jahresarbeitsentgelt die Versicherungspflichtgrenze übersteigt (2026: 77.400 € brutto). Ihr Arbeitgeber zahlt dann einen Zuschuss von der Hälfte des Beitrags, 2026 höchstens 508,59 € im Monat für die Kranken- und 104,63 € für die Pflegeversicherung.",
      ],
    ];
    for (const [id, year, text] of expected) expect(entry(id).answer(constantsForYear(year))).toBe(text);
  });

  it("loads all entries, each with questions, and the fallback answer", () => {
    expect(KNOWLEDGE_BASE).toHaveLength(73);
    expect(new Set(KNOWLEDGE_BASE.map((candidate) => candidate.id)).size).toBe(73);
    expect(FALLBACK_ANSWER).toMatch(/^Dazu habe ich leider keine verlässliche Information/);
  });

  it("leaves no placeholder unfilled", () => {
    for (const year of [2025, 2026])
      for (const candidate of KNOWLEDGE_BASE)
        expect(candidate.answer(constantsForYear(year))).not.toMatch(/\{\{|\}\}/);
  });

  it("rejects an unknown placeholder and a duplicate id", () => {
    const [first] = knowledge.entries;
    expect(() =>
      loadKnowledgeBase({ ...knowledge, entries: [{ ...first, answer: "Grenze {{jaegg}}" }] }),
    ).toThrow(/Unbekannter Platzhalter \{\{jaegg\}\}/);
    expect(() => loadKnowledgeBase({ ...knowledge, entries: [first, first] })).toThrow(/Doppelte id/);
    expect(() => loadKnowledgeBase({ fallbackAnswer: "x", entries: [{ id: "a" }] })).toThrow();
  });

  it("offers a placeholder for each yearly figure the answers quote", () => {
    expect(PLACEHOLDERS.jaeg(constantsForYear(2026))).toBe("77.400 €");
    expect(PLACEHOLDERS.gkvMaxMonthly(constantsForYear(2026))).toBe("1.017,19 €");
    // KVdS on the BAföG need, as in domain/offers/gkv-contribution.ts (1.715,52 € a year at 22).
    expect(PLACEHOLDERS.studentGkvMonthly(constantsForYear(2026))).toBe("142,96 €");
  });
});
