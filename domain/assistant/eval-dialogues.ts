/**
 * Evaluation cases of Lucy's dialogues (docs/product/assistant-dialogues.md#evaluation): multi-turn price dialogues
 * and questions on the results page, run through the real assistant service with a real database and the embedded
 * engine (server/areas/assistant/lucy-dialogue.integration.test.ts). The last answer is checked: its text plus its links
 * ('label href' per line). On the results page (`onResults`) the turns may name the tariffs of the comparison in
 * context by place: `{1}` is the insurer and tariff at place 1 of the default order ('Preis-Leistung'), `{2}` …;
 * the same placeholders work in `mustContain` strings.
 */
export interface DialogueEvalCase {
  topic: string;
  turns: string[];
  /** Asked on the results page of a comparison (an employee, 34, Komfort). */
  onResults?: boolean;
  mustContain: Array<string | RegExp>;
  mustNotContain?: Array<string | RegExp>;
}

const RESULTS_LINK = /\/ihre-pkv-tarife\?c=[A-Za-z0-9_-]+/;
/** A top pick line: '1. <insurer> <tariff>: 412,30 € im Monat'. */
const TOP_PICK = /1\. .+: \d{1,3}(\.\d{3})*,\d{2} € im Monat/;
const PRICE_ANSWER = [RESULTS_LINK, TOP_PICK, /von \d[\d.]*,\d{2} € bis \d[\d.]*,\d{2} €/, "Rechengrößen"];

export const DIALOGUE_EVAL_CASES: readonly DialogueEvalCase[] = [
  // Employees
  {
    topic: "angestellt",
    turns: ["Was kostet mich die PKV?", "34", "weiblich", "angestellt", "Komfort"],
    mustContain: [...PRICE_ANSWER, "Leistungsstufe Komfort", "Modellbeiträge"],
  },
  {
    topic: "angestellt",
    turns: [
      "Wie viel würde ich für die private Krankenversicherung zahlen?",
      "ich bin 28 Jahre alt",
      "männlich",
      "Arbeitnehmer",
      "Basis",
    ],
    mustContain: [...PRICE_ANSWER, "Leistungsstufe Basis"],
  },
  {
    topic: "angestellt",
    turns: ["Preis für mich bitte", "14.03.1991", "w", "Angestellte", "Premium"],
    mustContain: [...PRICE_ANSWER, "Leistungsstufe Premium"],
  },
  {
    topic: "angestellt",
    turns: ["Was kostet mich die PKV? Ich bin 45, männlich und angestellt", "Komfort"],
    mustContain: PRICE_ANSWER,
  },
  // Self-employed and freelancers
  {
    topic: "selbststaendig",
    turns: ["Beitrag berechnen", "39", "männlich", "selbstständig", "Basis"],
    mustContain: PRICE_ANSWER,
  },
  {
    topic: "selbststaendig",
    turns: ["Was würde ich als Freiberuflerin zahlen?", "31", "Komfort"],
    mustContain: PRICE_ANSWER,
  },
  {
    topic: "selbststaendig",
    turns: ["Was kostet mich die PKV?", "52", "männlich", "Unternehmer", "Premium"],
    mustContain: PRICE_ANSWER,
  },
  // Civil servants: Dienstherr and Beihilfe level
  {
    topic: "beamte",
    turns: ["Was kostet mich die PKV als Beamter?", "36", "Bayern", "50 %", "Komfort"],
    mustContain: PRICE_ANSWER,
  },
  {
    topic: "beamte",
    turns: ["Wie viel würde ich zahlen?", "29", "weiblich", "verbeamtet", "NRW", "70", "Basis"],
    mustContain: PRICE_ANSWER,
  },
  {
    topic: "beamte",
    turns: ["Was kostet mich die PKV? Ich bin Bundesbeamtin, 44 Jahre, 80 % Beihilfe", "Premium"],
    mustContain: PRICE_ANSWER,
  },
  {
    topic: "beamte",
    turns: ["Was kostet mich die PKV?", "40", "männlich", "Beamter"],
    mustContain: ["Dienstherr", "Bund", "Bundesland"],
    mustNotContain: [RESULTS_LINK],
  },
  {
    topic: "beamte",
    turns: ["Was kostet mich die PKV?", "40", "männlich", "Beamter", "Hessen"],
    mustContain: ["Beihilfesatz", "50 %", "70 %", "80 %"],
  },
  // Students
  {
    topic: "studierende",
    turns: ["Was kostet mich die PKV als Studentin?", "23", "Basis"],
    mustContain: PRICE_ANSWER,
  },
  {
    topic: "studierende",
    turns: ["Wie viel würde ich zahlen?", "21", "männlich", "Student", "Komfort"],
    mustContain: PRICE_ANSWER,
  },
  // The health pre-check after the first prices (docs/product/assistant-dialogues.md#health)
  {
    topic: "gesundheit",
    turns: [
      "Was kostet mich die PKV?",
      "29",
      "männlich",
      "angestellt",
      "Komfort",
      "182 cm, 80 kg, keine Behandlungen",
    ],
    mustContain: [...PRICE_ANSWER, "Risikozuschläge Ihrer Gesundheitsangaben"],
    mustNotContain: ["Möchten Sie Ihre Gesundheit einbeziehen"],
  },
  {
    topic: "gesundheit",
    turns: [
      "Wie viel würde ich zahlen? Ich bin 47, weiblich, selbstständig",
      "Premium",
      "1,68 m, 74 kg, Asthma und Migräne, 5 Arztbesuche",
    ],
    mustContain: [...PRICE_ANSWER, "Risikozuschläge Ihrer Gesundheitsangaben"],
  },
  {
    topic: "gesundheit",
    turns: ["Was kostet mich die PKV? Ich bin 35, weiblich, angestellt", "Basis", "nein danke"],
    mustContain: ["ohne Gesundheitsangaben"],
    mustNotContain: [RESULTS_LINK],
  },
  // Families
  {
    topic: "familie",
    turns: [
      "Was kostet uns die PKV? Ich bin 35, männlich, selbstständig, meine Frau (32) und zwei Kinder (3 und 6)",
      "angestellt",
      "Komfort",
    ],
    mustContain: [RESULTS_LINK, "Familie", /1\. .+: \d[\d.]*,\d{2} € im Monat/],
  },
  {
    topic: "familie",
    turns: [
      "Was würde ich mit meinem Mann zahlen?",
      "38",
      "weiblich",
      "angestellt",
      "41",
      "selbstständig",
      "Basis",
    ],
    mustContain: [RESULTS_LINK, "Familie"],
  },
  {
    topic: "familie",
    turns: [
      "Was kostet mich die PKV für mich und meinen Sohn (4)?",
      "33",
      "männlich",
      "angestellt",
      "Komfort",
    ],
    mustContain: [RESULTS_LINK, "Familie"],
  },
  {
    topic: "familie",
    turns: ["Was kostet uns die PKV für mich und meine Kinder?", "40", "weiblich", "angestellt"],
    mustContain: ["Wie alt sind Ihre Kinder"],
  },
  // The dialogue itself: one question at a time, cancel, limits, not understood
  {
    topic: "dialog",
    turns: ["Was kostet mich die PKV?"],
    mustContain: ["Wie alt sind Sie", "Geburtsdatum"],
    mustNotContain: ["Dienstherr", "Beihilfe", RESULTS_LINK],
  },
  {
    topic: "dialog",
    turns: ["Was kostet mich die PKV?", "34", "abbrechen"],
    mustContain: ["abgebrochen", "nicht gespeichert"],
    mustNotContain: [RESULTS_LINK],
  },
  {
    topic: "dialog",
    turns: ["Was kostet mich die PKV?", "62"],
    mustContain: ["60 Jahren"],
    mustNotContain: [RESULTS_LINK],
  },
  {
    topic: "dialog",
    turns: ["Was kostet mich die PKV?", "blau"],
    mustContain: ["nicht verstanden", "Wie alt sind Sie"],
  },
  // Questions on the results page
  {
    topic: "ergebnisseite",
    onResults: true,
    turns: ["Warum steht {1} oben?"],
    mustContain: [
      "„Preis-Leistung“",
      "Leistungspunkte je Euro Monatsbeitrag",
      "{1} steht auf Platz 1",
      /\d,\d{2} € im Monat/,
      "von 100 Leistungspunkten",
    ],
  },
  {
    topic: "ergebnisseite",
    onResults: true,
    turns: ["Warum ist {2} auf Platz 2?"],
    mustContain: ["{2} steht auf Platz 2", "Preis-Leistung", "Zum Vergleich Platz 1"],
  },
  {
    topic: "ergebnisseite",
    onResults: true,
    turns: ["Warum steht der Tarif ganz oben?"],
    mustContain: ["{1} steht auf Platz 1", "bei gleichem Wert steht der günstigere Tarif vorn"],
  },
  {
    topic: "ergebnisseite",
    onResults: true,
    turns: ["Was ist der Unterschied zwischen {1} und {2}?"],
    mustContain: [
      "{1} und {2} im Vergleich",
      "Monatsbeitrag",
      "Leistungspunkte",
      "Punkte nach Leistungsbereich",
    ],
  },
  {
    topic: "ergebnisseite",
    onResults: true,
    turns: ["{1} vs. {3} – was ist der Unterschied?"],
    mustContain: ["{1} und {3} im Vergleich", "Krankenhaus"],
  },
  {
    topic: "ergebnisseite",
    onResults: true,
    turns: ["Lohnt sich eine höhere Selbstbeteiligung für mich?"],
    mustContain: ["{1}", "Selbstbeteiligung", /Stufen? der Selbstbeteiligung/, "Arbeitnehmeranteil"],
  },
  {
    topic: "ergebnisseite",
    onResults: true,
    turns: ["Lohnt sich bei {2} eine höhere Selbstbeteiligung?"],
    mustContain: ["{2}", "Selbstbeteiligung"],
  },
];
