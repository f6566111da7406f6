import type { LucyEvalCase } from "./eval-questions";

/**
 * The topic evaluation set (docs/product/assistant.md#evaluation): questions written from a topic list and the six
 * personas of the adviser (employee 35 Komfort; self-employed 45 Basis; Beamtin in Bayern 30 with 50 % Beihilfe;
 * student 24; family of four; 52-year-old with diabetes and asthma) before the entries that answer them, so that
 * the evaluation can fail. Each question with what the answer must and must not contain; figures of 2026 (the
 * evaluation date of eval-questions.ts). Data only; the grading is eval-grading.ts.
 */

/** The start of the 'weiß ich nicht' answer. */
const NOT_KNOWN = "keine verlässliche Information";
/** The contact request the 'weiß ich nicht' answer offers. */
const CONTACT = "Lassen Sie sich anrufen";
const CITED = /Quellen?: /;

const topic = (
  name: string,
  question: string,
  mustContain: Array<string | RegExp>,
  mustNotContain: Array<string | RegExp> = [],
): LucyEvalCase => ({
  topic: name,
  question,
  mustContain,
  mustNotContain: [NOT_KNOWN, ...mustNotContain],
});

const notKnown = (question: string): LucyEvalCase => ({
  topic: "T Weiß ich nicht",
  question,
  expectedEntry: null,
  mustContain: [NOT_KNOWN, CONTACT],
  mustNotContain: [CITED],
});

export const TOPIC_EVAL_CASES: readonly LucyEvalCase[] = [
  // Basistarif, Standardtarif, Notlagentarif
  topic("T Sozialtarife", "Was ist der Unterschied zwischen Standardtarif und Basistarif?", [
    /Standardtarif/,
    /Basistarif/,
    /vor 2009|vor dem 1\. ?Januar 2009/,
  ]),
  topic("T Sozialtarife", "Wer darf in den Standardtarif?", [/Standardtarif/, /2009/, /55|65/]),
  topic("T Sozialtarife", "Was kostet der Basistarif höchstens?", [/Basistarif/, "1.017,19 €"]),
  topic("T Sozialtarife", "wer kann in den basistarif wechseln", [
    /Basistarif/,
    /55|Hilfebedürftig|hilfebedürftig/,
  ]),
  topic("T Sozialtarife", "Was deckt der Notlagentarif und was kostet er?", [
    /Notlagentarif/,
    /akut/,
    /100 €|100 Euro|Beitrag/,
  ]),
  // Anwartschaft
  topic(
    "T Anwartschaft",
    "Was ist eine Anwartschaftsversicherung?",
    [/Anwartschaft/, /kleine/, /große/],
    [/Auslandsreise|Rücktransport/],
  ),
  topic("T Anwartschaft", "Anwartschaft – wann lohnt sich das und was kostet es?", [/Anwartschaft/, /%/]),
  topic("T Anwartschaft", "Ich gehe für 2 Jahre ins Ausland, kann ich meine PKV ruhen lassen?", [
    /Anwartschaft/,
  ]),
  // Abroad, retiring in the EU/EEA
  topic("T Ausland", "Kann ich mit meiner PKV als Rentner nach Spanien ziehen?", [
    /EU|EWR|Europäischen Wirtschaftsraum/,
    /Rente|Ruhestand/,
  ]),
  topic("T Ausland", "Ich wandere aus, was passiert mit meiner privaten Krankenversicherung?", [
    /Anwartschaft|Wohnsitz/,
  ]),
  topic("T Ausland", "Gilt die PKV im Urlaub in den USA?", [/Europa|weltweit/]),
  // Unemployment
  topic("T Arbeitslosigkeit", "Ich werde arbeitslos, muss ich zurück in die GKV?", [
    /Arbeitslosengeld I|ALG I/,
    /fünf Jahren/,
    /befreien/,
  ]),
  topic("T Arbeitslosigkeit", "Zahlt das Arbeitsamt meine PKV bei ALG 1?", [/Agentur für Arbeit/]),
  topic("T Arbeitslosigkeit", "was passiert mit der pkv bei bürgergeld", [
    /Bürgergeld|Jobcenter/,
    /Basistarif/,
  ]),
  // Baby with one GKV parent
  topic(
    "T Baby GKV-Elternteil",
    "Mein Mann ist privat, ich bin gesetzlich – wo wird unser Baby versichert?",
    [/Familienversicherung/, /Versicherungspflichtgrenze|mehr verdient|höhere Einkommen/],
  ),
  topic(
    "T Baby GKV-Elternteil",
    "Kann unser Kind in die Familienversicherung, wenn ein Elternteil privat versichert ist?",
    [/Familienversicherung/, /Einkommen/],
  ),
  topic("T Baby GKV-Elternteil", "Wie versichere ich mein Neugeborenes in der PKV?", [
    /zwei Monate/,
    /ohne Gesundheitsprüfung/,
  ]),
  // Pregnancy before joining
  topic("T Schwangerschaft", "Ich bin schwanger, kann ich jetzt noch in die PKV wechseln?", [
    /schwanger/i,
    /Gesundheitsfragen|Gesundheitsprüfung|Antrag/,
  ]),
  topic("T Schwangerschaft", "Zahlt die PKV die Geburt, wenn ich schon schwanger beitrete?", [
    /Wartezeit|acht Monate/,
  ]),
  // Parental leave
  topic("T Elternzeit", "Was zahle ich in der Elternzeit für meine PKV?", [
    /Elternzeit/,
    /Arbeitgeberzuschuss|Zuschuss/,
    /weiter|vollen Beitrag|selbst/,
  ]),
  topic("T Elternzeit", "Elterngeld und private Krankenversicherung – muss ich zurück in die GKV?", [
    /Elternzeit|Elterngeld/,
  ]),
  // GOÄ/GOZ
  topic("T GOÄ/GOZ", "Was bedeutet der 2,3-fache Satz der GOÄ?", [/2,3/, /3,5/, /GOÄ/]),
  topic("T GOÄ/GOZ", "Erstattet die PKV über den Höchstsatz der GOZ?", [/GOZ/, /3,5/]),
  topic("T GOÄ/GOZ", "Was ist die GOÄ?", [/Gebührenordnung für Ärzte/]),
  // Öffnungsaktion
  topic("T Öffnungsaktion", "Was ist die Öffnungsaktion für Beamte?", [/30 %/, /sechs Monaten/]),
  topic("T Öffnungsaktion", "Ich werde verbeamtet und habe Vorerkrankungen – nimmt mich die PKV?", [
    /Öffnungsaktion/,
  ]),
  // Beihilfe per Land (persona: Beamtin in Bayern, 30, 50 %)
  topic("T Beihilfe je Land", "Ich bin Beamtin in Bayern, wie hoch ist meine Beihilfe?", [/Bayern/, /50 %/]),
  topic("T Beihilfe je Land", "Welchen Beihilfesatz bekommen Pensionäre in Bayern?", [/Bayern/, /70 %/]),
  topic("T Beihilfe je Land", "Beihilfe für Kinder in Nordrhein-Westfalen?", [/Nordrhein-Westfalen/, /80 %/]),
  topic("T Beihilfe je Land", "Wie viel Beihilfe bekommt der Ehepartner eines Bundesbeamten?", [
    /Bund/,
    /70 %/,
  ]),
  topic("T Beihilfe je Land", "Beihilfesatz in Baden-Württemberg im Ruhestand?", [
    /Baden-Württemberg/,
    /50 %/,
  ]),
  topic("T Beihilfe je Land", "Beihilfe Hessen Bemessungssatz", [/Hessen/, /%/]),
  // § 204 VVG
  topic(
    "T Tarifwechsel § 204",
    "Kann ich innerhalb meiner Versicherung in einen günstigeren Tarif wechseln?",
    [/§ 204 VVG/, /Alterungsrückstellungen/],
  ),
  topic("T Tarifwechsel § 204", "Was ist ein Tarifwechsel nach Paragraph 204?", [/§ 204 VVG/]),
  // Commissions
  topic(
    "T Provision",
    "Bekommt ihr eine Provision?",
    [/Provision|Courtage/, /Reihenfolge|Sortierung|Ranking/],
    [/Heilpraktiker/],
  ),
  topic("T Provision", "Verdient ihr an den Tarifen, die oben stehen?", [/Provision|Courtage/]),
  topic("T Provision", "Ist der Vergleich von Provisionen beeinflusst?", [/Provision|Courtage/, /nicht/]),
  // A year the figures table does not hold
  topic("T Jahr ohne Werte", "Wie hoch ist die Versicherungspflichtgrenze 2027?", [
    "für 2027 sind noch keine Werte hinterlegt",
    "77.400 €",
  ]),
  topic("T Jahr ohne Werte", "Beitragsbemessungsgrenze 2028?", [
    "für 2028 sind noch keine Werte hinterlegt",
    "69.750 €",
  ]),
  topic("T Jahr ohne Werte", "Wie hoch war die Versicherungspflichtgrenze 2025?", ["73.800 €"], ["77.400 €"]),
  // Personal answers (persona: employee 35 Komfort)
  topic(
    "T Persönlich",
    "Ich bin angestellt und verdiene 70.000 €, kann ich in die PKV?",
    ["70.000 €", /unter/, "77.400 €"],
    [/^Ja\b/],
  ),
  topic("T Persönlich", "Ich bin 35, angestellt, 85.000 € brutto – darf ich mich privat versichern?", [
    "85.000 €",
    /über/,
    "77.400 €",
  ]),
  topic(
    "T Persönlich",
    "Zahlt der Arbeitgeber was zur Selbstbeteiligung?",
    [/Selbstbeteiligung/, /nicht/],
    [/^Ja\b/],
  ),
  topic(
    "T Persönlich",
    "Ich bin 45 und selbstständig, bekomme ich einen Zuschuss zur PKV?",
    [/keinen Arbeitgeberzuschuss|kein Arbeitgeberzuschuss|Einen Arbeitgeberzuschuss gibt es nicht/],
    [/^Ja\b/, /Als privat versicherter Angestellter/],
  ),
  topic(
    "T Persönlich",
    "Als Selbstständiger mit 45, lohnt sich Krankentagegeld?",
    [/Krankentagegeld/, /Selbstständig/],
    [/Angestellte wählen es meist ab dem 43/],
  ),
  topic("T Persönlich", "Ich bin 24 und studiere, kann ich mich privat versichern?", [
    /drei Monaten/,
    /Studi/,
  ]),
  topic("T Persönlich", "Wir sind eine Familie mit zwei Kindern, was kostet das in der PKV?", [
    /jedes|Jedes/,
    /Kind/,
  ]),
  // Health (persona: 52, diabetes and asthma)
  topic(
    "T Gesundheit",
    "Ich bin 52 und habe Diabetes und Asthma – nimmt mich die PKV?",
    [/Typ 1|Typ 2/, /Ablehnung|ablehn/, /Basistarif/],
    [/Sie werden angenommen/],
  ),
  topic("T Gesundheit", "Bekomme ich mit Diabetes einen Risikozuschlag?", [/Typ 1|Typ 2/, /Basistarif/]),
  topic(
    "T Gesundheit",
    "Wie hoch ist mein Risikozuschlag bei Asthma?",
    [/Versicherer/, /Basistarif/],
    [/\d+ % Zuschlag für Asthma/],
  ),
  // English
  topic(
    "T Englisch",
    "What does private health insurance cost in Germany?",
    [/\b(the|is|are|you|your)\b/],
    [/^Der /, /^Dazu /],
  ),
  topic("T Englisch", "Can I switch back to public health insurance?", [/\b(the|you|your)\b/], [/^Zurück/]),
  topic("T Englisch", "Do you speak English?", [/English/]),
  // AI notice
  topic("T KI", "Bist du ein Mensch?", [/KI/, /kein Mensch|keine Person|nicht menschlich/]),
  topic("T KI", "Rede ich mit einem Bot?", [/KI/]),
  topic("T KI", "Entscheidest du, ob ich angenommen werde?", [/Versicherer/, /nicht/]),
  // Routing: nothing fits → say so, offer the contact request
  notKnown("Übernimmt die PKV eine Haartransplantation?"),
  notKnown("Kann ich meine PKV-Beiträge mit Bitcoin bezahlen?"),
  notKnown("Was kostet eine Krankenversicherung für meinen Hund?"),
  notKnown("Welcher Versicherer hat die schnellste App für Rechnungen?"),
  notKnown("Wie viele Beschwerden gab es 2025 bei der BaFin über die Debeka?"),
  notKnown("Wie lange dauert eine Kur bei der Rentenversicherung?"),
];
