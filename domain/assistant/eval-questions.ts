import { constantsForDate, type YearlyConstants } from "../constants/yearly-constants";
import { PLACEHOLDERS } from "./answer-template";

/**
 * Evaluation set for `npm run eval:lucy` and domain/assistant/eval.test.ts (docs/product/assistant.md#evaluation):
 * German questions as visitors type them — paraphrases, typos, colloquial wording, missing umlauts — each with
 * what a correct composed answer must contain and must not contain. Figures are those of a fixed date's year.
 * Data only; the grading is eval-grading.ts.
 */
export interface LucyEvalCase {
  /** Topic key for the per-topic print. */
  topic: string;
  question: string;
  /** Every string (substring) and pattern must match the answer. */
  mustContain: Array<string | RegExp>;
  /** None may match. */
  mustNotContain?: Array<string | RegExp>;
  /** The entry that should lead the answer (informational; `null` for the fallback). */
  expectedEntry?: string | null;
}

/** The fixed date of the evaluation: its year's figures fill the answers (never the real date). */
const EVAL_DATE = new Date("2026-11-28T12:00:00Z");
export const EVAL_FIGURES: YearlyConstants = constantsForDate(EVAL_DATE);

/** The rendered figure of a placeholder in the evaluation year. */
const figure = (name: keyof typeof PLACEHOLDERS): string => PLACEHOLDERS[name](EVAL_FIGURES);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The answer's citation line names this source. */
const cites = (label: string): RegExp => new RegExp(`Quellen?: [^\\n]*${escapeRegExp(label)}`);

/** The start of the fallback answer. */
const FALLBACK = "keine verlässliche Information";
/** The general cost answer's opening: a group question must not get only this. */
const GENERAL_COST_ONLY = /^Der Beitrag in der PKV hängt nicht vom Einkommen ab/;
const CIVIL_SERVANT_CHILDREN = /Beamtenkind|Kinder von Beamten|Beamte/;

const knowledge = (
  topic: string,
  question: string,
  expectedEntry: string,
  mustContain: Array<string | RegExp>,
  mustNotContain: Array<string | RegExp> = [],
): LucyEvalCase => ({
  topic,
  question,
  expectedEntry,
  mustContain: [...mustContain, /Quellen?: /],
  mustNotContain: [FALLBACK, ...mustNotContain],
});

const fallback = (question: string): LucyEvalCase => ({
  topic: "Fallback",
  question,
  expectedEntry: null,
  mustContain: [FALLBACK],
  mustNotContain: [/Quellen?: /],
});

export const EVAL_CASES: readonly LucyEvalCase[] = [
  // Cost, general
  knowledge("Kosten", "Was kostet die PKV?", "kosten", [/Eintrittsalter/, figure("gkvMaxMonthly")]),
  knowledge("Kosten", "Was kostet eine private Krankenversicherung?", "kosten", [/Eintrittsalter/]),
  knowledge("Kosten", "wie viel kostet mich so ne private krankenversicherung im monat", "kosten", [
    /Eintrittsalter/,
  ]),
  knowledge("Kosten", "ist die pkv teuer", "kosten", [/Beitrag/]),
  knowledge("Kosten", "wovon haengt mein beitrag ab", "kostenfaktoren", [
    /Eintrittsalter/,
    /Gesundheitszustand/,
  ]),
  knowledge("Kosten", "Warum zahlt mein Kollege weniger als ich für seine PKV", "kostenfaktoren", [
    /Eintrittsalter/,
  ]),
  knowledge("Kosten", "wie viel kann ich sparen", "gkv-hoechstbeitrag-sparen", [figure("gkvMaxMonthly")]),
  knowledge("Kosten", "warum wird meine pkv jedes jahr teurer", "beitragserhoehung", [
    /Kosten im Gesundheitswesen/,
  ]),

  // Cost for civil servants, Beihilfe per Dienstherr
  knowledge(
    "Kosten Beamte",
    "Was kostet die PKV für Beamte?",
    "kosten-beamte",
    [/Beihilfe/, /Restkostentarif/, cites("Kosten für Beamte")],
    [GENERAL_COST_ONLY],
  ),
  knowledge(
    "Kosten Beamte",
    "wie teuer ist die private krankenversicherung als beamter",
    "kosten-beamte",
    [/Beihilfe/],
    [GENERAL_COST_ONLY],
  ),
  knowledge(
    "Kosten Beamte",
    "was zahle ich als beamtenanwärter für die pkv",
    "kosten-beamte",
    [/Beihilfe/],
    [GENERAL_COST_ONLY],
  ),
  knowledge("Kosten Beamte", "Beamtin, was kostet mich die private Krankenversicherung?", "kosten-beamte", [
    /Beihilfe/,
    figure("maxCarePremiumBeihilfe"),
  ]),
  knowledge("Kosten Beamte", "Was kostet die PKV für Bundesbeamte?", "kosten-beamte", [
    /Beihilfe/,
    /Der Bund zahlt keine pauschale Beihilfe/,
  ]),
  knowledge("Kosten Beamte", "Ich bin Beamter in Hamburg, was kostet mich die PKV?", "kosten-beamte", [
    /Beihilfe/,
    /Hamburg bietet seit 08\/2018 die pauschale Beihilfe/,
  ]),
  knowledge(
    "Kosten Beamte",
    "Beamtin in Bayern, wie viel kostet die private Krankenversicherung",
    "kosten-beamte",
    [/Bayern zahlt keine pauschale Beihilfe/],
  ),
  knowledge(
    "Kosten Beamte",
    "verbeamtete lehrerin in baden-württemberg, was kostet die pkv",
    "kosten-beamte",
    [/Baden-Württemberg bietet seit 01\/2023 die pauschale Beihilfe/],
  ),
  knowledge("Kosten Beamte", "Beamter in NRW Kosten PKV", "kosten-beamte", [
    /Nordrhein-Westfalen zahlt keine pauschale Beihilfe/,
  ]),
  knowledge("Kosten Beamte", "polizist, beamter in berlin: was kostet der pkv beitrag", "kosten-beamte", [
    /Berlin bietet seit 01\/2020 die pauschale Beihilfe/,
  ]),
  knowledge(
    "Kosten Beamte",
    "beamter in niedersachsen, was kostet die krankenversicherung",
    "kosten-beamte",
    [/Niedersachsen bietet seit 02\/2024 die pauschale Beihilfe/],
  ),
  knowledge("Kosten Beamte", "kosten pkv beamte hessen", "kosten-beamte", [
    /Hessen zahlt keine pauschale Beihilfe/,
  ]),

  // Beihilfe
  knowledge("Beihilfe", "wie viel zahlt die beihilfe für beamte", "beamte", [/50 %/, /Beihilfe/]),
  knowledge("Beihilfe", "was ist eigentlich die beihilfe", "beamte", [/Dienstherr/]),
  knowledge("Beihilfe", "wie hoch ist der beihilfesatz mit zwei kindern", "beamte", [/70 %/]),
  knowledge("Beihilfe", "Beihilfe im Ruhestand für Pensionäre", "beamte", [/70 %/]),
  knowledge("Beihilfe", "pauschale beihilfe hamburg", "beamte", [/Hamburg bietet seit/]),
  knowledge("Beihilfe", "gibt es in sachsen die pauschale beihilfe", "beamte", [
    /Sachsen bietet seit 01\/2024/,
  ]),
  knowledge("Beihilfe", "ich werde verbeamtet und bin vorerkrankt", "oeffnungsaktion", [
    /Öffnungsaktion/,
    /30 %/,
  ]),

  // Students
  knowledge(
    "Studierende",
    "Was kostet die PKV für Studenten?",
    "kosten-studierende",
    [figure("studentGkvMonthly"), cites("Kosten für Studierende")],
    [CIVIL_SERVANT_CHILDREN, GENERAL_COST_ONLY],
  ),
  knowledge(
    "Studierende",
    "wie viel zahle ich als student für die krankenversicherung",
    "kosten-studierende",
    [figure("studentGkvMonthly")],
    [CIVIL_SERVANT_CHILDREN],
  ),
  knowledge(
    "Studierende",
    "Kosten der Krankenversicherung im Studium",
    "kosten-studierende",
    [figure("studentGkvMonthly")],
    [CIVIL_SERVANT_CHILDREN],
  ),
  knowledge(
    "Studierende",
    "ich studiere, was kostet mich die private krankenversicherung",
    "kosten-studierende",
    [figure("studentGkvMonthly")],
    [CIVIL_SERVANT_CHILDREN],
  ),
  knowledge(
    "Studierende",
    "pkv studententarif preis",
    "kosten-studierende",
    [figure("studentGkvMonthly")],
    [CIVIL_SERVANT_CHILDREN],
  ),
  knowledge(
    "Studierende",
    "wie teuer ist die pkv für studierende über 25",
    "kosten-studierende",
    [figure("studentGkvMonthlyChildless")],
    [CIVIL_SERVANT_CHILDREN],
  ),
  knowledge(
    "Studierende",
    "kann ich als student privat versichert werden",
    "studierende",
    [/befreien/],
    [CIVIL_SERVANT_CHILDREN],
  ),
  knowledge(
    "Studierende",
    "muss ich mich als studentin befreien lassen",
    "studierende",
    [/drei Monaten/],
    [CIVIL_SERVANT_CHILDREN],
  ),

  // Children
  knowledge("Kinder", "was kostet mein kind in der pkv", "kinder", [/eigenen Vertrag/]),
  knowledge("Kinder", "Kosten PKV für Kinder", "kinder", [/Kind/]),
  knowledge("Kinder", "muss ich für meine tochter extra zahlen", "kinder", [/eigene[nm] (Vertrag|Beitrag)/]),
  knowledge("Kinder", "wir bekommen ein baby, wie versichere ich das neugeborene", "neugeborene", [/Geburt/]),
  knowledge("Kinder", "kann mein sohn in die familienversicherung", "kinder", [/Familienversicherung/]),

  // Family
  knowledge("Familie", "ist meine frau bei mir mitversichert", "familie", [/eigenen Vertrag/]),
  knowledge(
    "Familie",
    "Was kostet die PKV für eine Familie?",
    "kosten-familie",
    [/Familienmitglied/],
    [GENERAL_COST_ONLY],
  ),
  knowledge("Familie", "pkv mit frau und zwei kindern, was kostet das", "kosten-familie", [
    /eigenen Beitrag/,
  ]),
  knowledge("Familie", "gibt es eine familienversicherung in der pkv", "familie", [/Familienversicherung/]),

  // Employees
  knowledge("Kosten Angestellte", "Was kostet die PKV für Angestellte?", "kosten-angestellte", [
    figure("maxEmployerSubsidyHealth"),
  ]),
  knowledge("Kosten Angestellte", "Mein Chef zahlt doch was dazu oder?", "arbeitgeberzuschuss", [
    figure("maxEmployerSubsidyHealth"),
  ]),
  knowledge("Kosten Angestellte", "wie hoch ist der arbeitgeberzuschuss", "arbeitgeberzuschuss", [
    figure("maxEmployerSubsidyHealth"),
  ]),
  knowledge(
    "Kosten Angestellte",
    "als arbeitnehmer, was kostet mich die private krankenversicherung",
    "kosten-angestellte",
    [figure("maxEmployerSubsidyHealth")],
  ),

  // Self-employed
  knowledge(
    "Selbstständige",
    "Was kostet die PKV für Selbstständige?",
    "kosten-selbststaendige",
    [/Arbeitgeberzuschuss gibt es nicht|kein Arbeitgeberzuschuss|einen Arbeitgeberzuschuss gibt es nicht/i],
    [GENERAL_COST_ONLY],
  ),
  knowledge("Selbstständige", "ich bin freiberufler, kann ich in die pkv", "selbststaendige", [
    /unabhängig von ihrem Einkommen/,
  ]),
  knowledge("Selbstständige", "krankenversicherung als selbstständiger", "selbststaendige", [
    /Selbstständige/,
  ]),
  knowledge("Selbstständige", "selbststaendig pkv kosten", "kosten-selbststaendige", [/allein/]),
  knowledge(
    "Selbstständige",
    "existenzgründer private krankenversicherung beitrag",
    "kosten-selbststaendige",
    [/Selbstständige/],
  ),

  // Eligibility
  knowledge("Voraussetzungen", "wer darf überhaupt privat versichert sein", "voraussetzungen", [
    figure("jaeg"),
  ]),
  knowledge("Voraussetzungen", "Vorraussetzungen für die private Krankenversicherung", "voraussetzungen", [
    figure("jaeg"),
  ]),
  knowledge("Voraussetzungen", "Welche Voraussetzungen gibt es für die PKV?", "voraussetzungen", [
    figure("jaeg"),
  ]),
  knowledge("Voraussetzungen", "ab welchem gehalt kann ich in die pkv", "versicherungspflichtgrenze", [
    figure("jaeg"),
  ]),
  knowledge("Voraussetzungen", "wie hoch ist die jaeg dieses jahr", "versicherungspflichtgrenze", [
    figure("jaeg"),
  ]),
  knowledge("Voraussetzungen", "Versicherungspflichtgrenze 2026", "versicherungspflichtgrenze", [
    figure("jaeg"),
  ]),
  knowledge("Voraussetzungen", "kann ich als angestellter in die pkv wechseln", "angestellte", [
    figure("jaeg"),
  ]),
  knowledge("Voraussetzungen", "was ist der höchstbeitrag in der gkv", "beitragsbemessungsgrenze", [
    figure("gkvMaxMonthly"),
  ]),
  knowledge("Voraussetzungen", "Beitragsbemesungsgrenze Krankenkasse", "beitragsbemessungsgrenze", [
    figure("bbgYearly"),
  ]),
  knowledge("Voraussetzungen", "muss man in deutschland krankenversichert sein", "versicherungspflicht", [
    /2009/,
  ]),

  // Switching back to the GKV
  knowledge("Rückkehr GKV", "komme ich wieder zurück in die gesetzliche", "rueckkehr-gkv", [
    /versicherungspflichtig/,
  ]),
  knowledge("Rückkehr GKV", "ich bin 56, kann ich noch in die gkv", "ab-55", [/55/]),
  knowledge("Rückkehr GKV", "wie komme ich aus der pkv wieder in die gkv", "rueckkehr-gkv", [
    /versicherungspflichtig/,
  ]),
  knowledge("Rückkehr GKV", "zurück in die krankenkasse nach der pkv", "rueckkehr-gkv", [figure("jaeg")]),
  knowledge("Rückkehr GKV", "rückkehr in die gkv mit 50", "rueckkehr-gkv", [/55/]),

  // Ageing reserves
  knowledge("Alterungsrückstellungen", "was sind alterungsrückstellungen", "altersrueckstellungen", [
    /Alterungsrückstellung/,
  ]),
  knowledge("Alterungsrückstellungen", "altersrueckstellungen pkv erklaerung", "altersrueckstellungen", [
    /Alterungsrückstellung/,
  ]),
  knowledge(
    "Alterungsrückstellungen",
    "wofür ist der gesetzliche zuschlag von 10 prozent",
    "altersrueckstellungen",
    [/10 %/],
  ),
  knowledge(
    "Alterungsrückstellungen",
    "kann ich den anbieter wechseln und meine rückstellungen mitnehmen",
    "versichererwechsel",
    [/Alterungsrückstellungen/],
  ),

  // Premium refund
  knowledge(
    "Beitragsrückerstattung",
    "krieg ich geld zurück wenn ich nicht zum arzt gehe",
    "beitragsrueckerstattung",
    [/erstatten/],
  ),
  knowledge("Beitragsrückerstattung", "beitragsrückerstatung pkv", "beitragsrueckerstattung", [
    /Rückerstattung/,
  ]),
  knowledge("Beitragsrückerstattung", "gibt es eine beitragsrueckerstattung", "beitragsrueckerstattung", [
    /Rückerstattung/,
  ]),
  knowledge("Beitragsrückerstattung", "ist die rückerstattung garantiert", "beitragsrueckerstattung", [
    /nicht garantiert/,
  ]),

  // Deductible
  knowledge("Selbstbeteiligung", "lohnt sich ne hohe selbstbeteiligung", "selbstbeteiligung", [
    /Selbstbeteiligung/,
  ]),
  knowledge("Selbstbeteiligung", "was ist ein selbstbehalt", "selbstbeteiligung", [/Kalenderjahr/]),
  knowledge("Selbstbeteiligung", "selbstbeteilung 1200 euro sinnvoll?", "selbstbeteiligung", [
    /Monatsbeitrag/,
  ]),
  knowledge("Selbstbeteiligung", "zahlt der arbeitgeber die selbstbeteiligung mit", "selbstbeteiligung", [
    /nur am Beitrag|nur auf den Beitrag/,
  ]),

  // Tax
  knowledge("Steuer", "kann ich die pkv von der steuer absetzen", "steuer", [/Sonderausgaben/]),
  knowledge("Steuer", "pkv beiträge steuerlich absetzbar?", "steuer", [/Sonderausgaben/]),
  knowledge("Steuer", "was gebe ich beim finanzamt für die krankenversicherung an", "steuer", [/Finanzamt/]),
  knowledge("Steuer", "mindert die beitragsrückerstattung meine steuer", "steuer", [/mindern/]),

  // Sick pay
  knowledge("Krankentagegeld", "bekomme ich krankengeld als privatversicherter", "krankentagegeld", [
    /Krankentagegeld/,
  ]),
  knowledge("Krankentagegeld", "was ist krankentagegeld", "krankentagegeld", [/Verdienstausfall/]),
  knowledge(
    "Krankentagegeld",
    "verdienstausfall bei krankheit als selbstständiger absichern",
    "krankentagegeld",
    [/Krankentagegeld/],
  ),
  knowledge("Krankentagegeld", "ab wann zahlt das krankentagegeld für angestellte", "krankentagegeld", [
    /43/,
  ]),

  // Health questions
  knowledge("Gesundheitsfragen", "muss ich bei den gesundheitsfragen alles angeben", "gesundheitsfragen", [
    /wahrheitsgemäß/,
  ]),
  knowledge("Gesundheitsfragen", "was ist ein risikozuschlag", "risikozuschlag", [/Risikozuschlag/]),
  knowledge("Gesundheitsfragen", "kann ich mit vorerkrankungen in die pkv", "risikozuschlag", [
    /Vorerkrankungen/,
  ]),
  knowledge("Gesundheitsfragen", "was passiert wenn ich beim antrag etwas verschweige", "gesundheitsfragen", [
    /zurücktreten/,
  ]),

  // Other knowledge
  knowledge("Sonstiges", "Was ist der Unterschied zwischen PKV und GKV?", "unterschied-gkv", [
    /Kostenerstattung/,
  ]),
  knowledge("Sonstiges", "pkv vs gkv was ist besser", "unterschied-gkv", [/GKV/]),
  knowledge("Sonstiges", "was spricht gegen die pkv", "nachteile", [/Familienmitglied/]),
  knowledge("Sonstiges", "welche vorteile hab ich als privatpatient", "vorteile", [/garantiert/]),
  knowledge("Sonstiges", "was ist der basistarif", "basistarif", [figure("gkvMaxMonthly")]),
  knowledge("Sonstiges", "ich kann meine beiträge nicht mehr zahlen", "notlagentarif", [/Notlagentarif/]),
  knowledge("Sonstiges", "brauche ich eine pflegeversicherung in der pkv", "ppv", [figure("maxCarePremium")]),
  knowledge("Sonstiges", "wie kündige ich meine pkv", "kuendigung", [/Anschlussversicherung/]),
  knowledge("Sonstiges", "gibt es wartezeiten", "wartezeiten", [/drei Monate/]),
  knowledge("Sonstiges", "wie viel übernimmt die pkv bei implantaten", "zahn", [/Zahnersatz/]),
  knowledge("Sonstiges", "was zahle ich als rentner", "alter-rente", [/Ruhestand/]),
  knowledge("Sonstiges", "was passiert mit meinen daten", "datenschutz", [/DSGVO/]),
  knowledge("Sonstiges", "wer bist du", "lucy", [/Lucy/]),

  // Paraphrases across topics
  knowledge("Selbstständige", "wie viel kostet die pkv für selbständige", "kosten-selbststaendige", [
    /allein/,
  ]),
  knowledge(
    "Rückkehr GKV",
    "kann ich als beamter zurück in die gkv",
    "rueckkehr-gkv",
    [/versicherungspflichtig/],
    [/Öffnungsaktion/],
  ),
  knowledge("Kosten", "Wie teuer ist die PKV im Alter?", "alter-rente", [/Ruhestand/]),
  knowledge("Sonstiges", "zahlt die pkv brillen", "leistungen", [/Sehhilfen/]),
  knowledge("Kosten Beamte", "Bin Referendar in Bayern, was muss ich zahlen?", "kosten-beamte", [
    /Bayern zahlt keine pauschale Beihilfe/,
  ]),
  knowledge(
    "Krankentagegeld",
    "krankentagegeld als selbstständiger, was kostet das",
    "kosten-selbststaendige",
    [/Krankentagegeld/],
  ),
  knowledge("Steuer", "beamte: pkv beiträge von der steuer absetzen", "steuer", [/Sonderausgaben/]),

  // Off topic: the fallback answers
  fallback("Wie wird das Wetter morgen in Berlin?"),
  fallback("Kannst du mir ein Rezept für Apfelkuchen geben?"),
  fallback("Wer gewinnt dieses Jahr die Bundesliga?"),
  fallback("Schreib mir ein Gedicht über Katzen"),
  fallback("Wie spät ist es in New York?"),
];
