import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { answerQuestion } from "./answer-question";
import { buildKnowledgeIndex } from "./retrieve";

const index = buildKnowledgeIndex(constantsForYear(2026));
const ask = (question: string) => answerQuestion(question, index);
const leadingEntry = (question: string) => ask(question).sources[0]?.id;

describe("answerQuestion (docs/product/assistant.md#answering)", () => {
  it.each([
    ["Was ist der Unterschied zwischen Standardtarif und Basistarif?", "standardtarif"],
    ["Was kostet der Basistarif höchstens?", "basistarif"],
    ["Was deckt der Notlagentarif und was kostet er?", "notlagentarif"],
    ["Was ist eine Anwartschaftsversicherung?", "anwartschaft"],
    ["Kann ich mit meiner PKV als Rentner nach Spanien ziehen?", "ausland-wohnsitz"],
    ["Ich werde arbeitslos, muss ich zurück in die GKV?", "arbeitslosigkeit"],
    ["Mein Mann ist privat, ich bin gesetzlich – wo wird unser Baby versichert?", "kind-ein-elternteil-gkv"],
    ["Ich bin schwanger, kann ich jetzt noch in die PKV wechseln?", "schwangerschaft-vor-beitritt"],
    ["Was zahle ich in der Elternzeit für meine PKV?", "elternzeit"],
    ["Was bedeutet der 2,3-fache Satz der GOÄ?", "goae-goz"],
    ["Was ist die Öffnungsaktion für Beamte?", "oeffnungsaktion"],
    ["Was ist ein Tarifwechsel nach Paragraph 204?", "tarifwechsel"],
    ["Bekommt ihr eine Provision?", "provision"],
  ])("answers %j from its own entry", (question, entryId) => {
    expect(leadingEntry(question)).toBe(entryId);
  });

  it("names the Beihilfe rates of the Land the person names", () => {
    const answer = ask("Welchen Beihilfesatz bekommen Pensionäre in Bayern?").answer;
    expect(answer).toContain(
      "In Bayern beträgt der Beihilfesatz (Art. 96 Abs. 3 BayBG) 50 % für aktive Beamte",
    );
    expect(answer).toContain("70 % im Ruhestand");
  });

  it("says when the table holds no figures for the year asked, and uses a held year's figures", () => {
    expect(ask("Wie hoch ist die Versicherungspflichtgrenze 2027?").answer).toMatch(
      /^Hinweis: für 2027 sind noch keine Werte hinterlegt .*; 2026: .*77\.400 €/,
    );
    const earlier = ask("Wie hoch war die Versicherungspflichtgrenze 2025?").answer;
    expect(earlier).toContain("73.800 €");
    expect(earlier).not.toContain("hinterlegt");
  });

  it("refuses when nothing fits instead of answering from the nearest entry", () => {
    for (const question of [
      "Übernimmt die PKV eine Haartransplantation?",
      "Kann ich meine PKV-Beiträge mit Bitcoin bezahlen?",
      "Was kostet eine Krankenversicherung für meinen Hund?",
    ]) {
      const result = ask(question);
      expect(result.hasKnowledge).toBe(false);
      expect(result.sources).toEqual([]);
      expect(result.answer).toContain("Lassen Sie sich anrufen");
    }
    // A person mentioned in passing is not a topic.
    expect(ask("Warum zahlt mein Kollege weniger als ich für seine PKV").hasKnowledge).toBe(true);
  });

  it("opens with what the person said: income against the limit, no contradicting 'Ja.'", () => {
    const below = ask("Ich bin angestellt und verdiene 70.000 €, kann ich in die PKV?").answer;
    expect(below).toMatch(
      /^Mit 70\.000 € liegen Sie unter der Versicherungspflichtgrenze 2026 von 77\.400 €/,
    );
    expect(ask("Ich bin 35, angestellt, 85.000 € brutto – darf ich mich privat versichern?").answer).toMatch(
      /^Mit 85\.000 € liegen Sie über/,
    );
    expect(ask("Zahlt der Arbeitgeber was zur Selbstbeteiligung?").answer).toMatch(/^Nein/);
    const selfEmployed = ask("Ich bin 45 und selbstständig, bekomme ich einen Zuschuss zur PKV?");
    expect(selfEmployed.sources[0]?.id).toBe("selbststaendige-zuschuss");
  });

  it("asks for the type of diabetes and names the refusal risk and the Basistarif", () => {
    const answer = ask("Ich bin 52 und habe Diabetes und Asthma – nimmt mich die PKV?").answer;
    expect(answer).toMatch(/^Welchen Diabetes-Typ haben Sie/);
    expect(answer).toMatch(/Ablehnung/);
    expect(answer).toMatch(/Basistarif/);
  });

  it("answers an English question in English and links the German answer", () => {
    const result = ask("What does private health insurance cost in Germany?");
    expect(result.answer).toMatch(/^The premium of private health insurance/);
    expect(result.answer).toContain("The full answer in German: Kosten der PKV");
    expect(result.sources[0]?.id).toBe("kosten");
    expect(ask("Which insurer has the best dental cover?").answer).toMatch(
      /^Sorry, my knowledge on this is in German only/,
    );
  });

  it("says plainly that Lucy is an AI and does not decide acceptance", () => {
    expect(ask("Bist du ein Mensch?").answer).toMatch(
      /^Ich bin Lucy, eine KI-Assistentin dieses Portals – kein Mensch/,
    );
    expect(ask("Entscheidest du, ob ich angenommen werde?").answer).toMatch(/^Nein, über die Annahme/);
  });
});
