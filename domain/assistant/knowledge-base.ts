import type { YearlyConstants } from "../constants/yearly-constants";
import { formatEuro, formatEuroWhole, formatPercent } from "../format/number-format";

/**
 * Lucy's knowledge base (portal spec §2, DECISIONS 18): general, non-individual information on the private health
 * insurance. Figures that change every year come from the dated constants (`domain/constants/yearly-constants.ts`),
 * never from the text. `questions` are typical phrasings and `keywords` extra search terms; both only feed the
 * retrieval, the visitor sees `answer`.
 */
export interface KnowledgeEntry {
  id: string;
  topic: string;
  questions: string[];
  keywords: string[];
  answer: (figures: YearlyConstants) => string;
}

const euro = (amount: number, cents = false): string =>
  cents ? formatEuro(amount) : formatEuroWhole(amount);
const percent = formatPercent;

/** The GKV maximum monthly contribution (employee + employer, health only, with the average additional rate). */
const gkvMaxMonthly = (c: YearlyConstants): number =>
  Math.round(c.contributionCeilingMonthly * (c.generalRate + c.averageAdditionalRate) * 100) / 100;

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  {
    id: "kosten",
    topic: "Kosten der PKV",
    questions: [
      "Was kostet eine private Krankenversicherung?",
      "Wie teuer ist die PKV?",
      "Wie hoch ist der Beitrag in der PKV?",
    ],
    keywords: ["kosten", "beitrag", "monatlich", "preis", "teuer"],
    answer: (c) =>
      `Der Beitrag in der PKV hängt nicht vom Einkommen ab, sondern vor allem von Ihrem Eintrittsalter, Ihrem Gesundheitszustand, dem gewählten Leistungsumfang und der Selbstbeteiligung. Junge, gesunde Angestellte zahlen oft zwischen etwa 300 und 600 € im Monat, vor dem Arbeitgeberzuschuss. Zum Vergleich: Der Höchstbeitrag der gesetzlichen Krankenversicherung liegt ${c.year} bei rund ${euro(gkvMaxMonthly(c), true)} im Monat (ohne Pflegeversicherung). Ihren genauen Beitrag zeigt Ihnen unser kostenloser Vergleich.`,
  },
  {
    id: "kostenfaktoren",
    topic: "Was den Beitrag bestimmt",
    questions: [
      "Wovon hängt der PKV-Beitrag ab?",
      "Was beeinflusst den Preis der privaten Krankenversicherung?",
      "Warum zahlt jeder einen anderen Beitrag?",
    ],
    keywords: [
      "beitragshoehe",
      "faktoren",
      "abhaengig",
      "eintrittsalter",
      "gesundheitszustand",
      "leistungsumfang",
    ],
    answer: () =>
      "Der PKV-Beitrag wird individuell kalkuliert. Entscheidend sind das Eintrittsalter (je jünger, desto günstiger), der Gesundheitszustand bei Vertragsbeginn (Vorerkrankungen können zu Risikozuschlägen führen), der Leistungsumfang (z. B. Einbettzimmer, Chefarzt, Zahnersatz), die Höhe der Selbstbeteiligung und ob Krankentagegeld mitversichert ist. Ihr Einkommen spielt – anders als in der GKV – keine Rolle.",
  },
  {
    id: "voraussetzungen",
    topic: "Wer sich privat versichern darf",
    questions: [
      "Wer kann sich privat krankenversichern?",
      "Welche Voraussetzungen gibt es für die PKV?",
      "Darf ich in die PKV wechseln?",
      "Wer darf in die private Krankenversicherung?",
    ],
    keywords: ["voraussetzung", "wechsel", "berechtigt", "darf", "angestellte", "versicherungsfrei"],
    answer: (c) =>
      `Privat versichern können sich Angestellte, deren regelmäßiges Jahresarbeitsentgelt über der Versicherungspflichtgrenze liegt (${c.year}: ${euro(c.compulsoryInsuranceLimitYearly)} brutto im Jahr), außerdem Selbstständige und Freiberufler unabhängig vom Einkommen, Beamte und Beamtenanwärter sowie Studierende, die sich zu Beginn des Studiums von der gesetzlichen Versicherungspflicht befreien lassen.`,
  },
  {
    id: "versicherungspflichtgrenze",
    topic: "Versicherungspflichtgrenze",
    questions: [
      "Wie hoch ist die Versicherungspflichtgrenze?",
      "Ab welchem Einkommen kann ich in die PKV?",
      "Was ist die Jahresarbeitsentgeltgrenze?",
      "Wie viel muss ich verdienen für die PKV?",
    ],
    keywords: [
      "versicherungspflichtgrenze",
      "einkommen",
      "gehalt",
      "verdienen",
      "brutto",
      "jahresarbeitsentgelt",
      "grenze",
    ],
    answer: (c) =>
      `Die Versicherungspflichtgrenze (Jahresarbeitsentgeltgrenze) beträgt ${c.year} ${euro(c.compulsoryInsuranceLimitYearly)} brutto im Jahr, das sind ${euro(c.compulsoryInsuranceLimitYearly / 12, true)} im Monat. Liegt Ihr regelmäßiges Jahresgehalt als Angestellter darüber, werden Sie versicherungsfrei und können in die PKV wechseln – beim Überschreiten im laufenden Job zum Ende des Kalenderjahres, sofern Sie auch die Grenze des Folgejahres überschreiten. Die Grenze wird jedes Jahr neu festgelegt.`,
  },
  {
    id: "beitragsbemessungsgrenze",
    topic: "Beitragsbemessungsgrenze der GKV",
    questions: [
      "Was ist die Beitragsbemessungsgrenze?",
      "Wie hoch ist der Höchstbeitrag der gesetzlichen Krankenversicherung?",
      "Bis zu welchem Einkommen werden GKV-Beiträge berechnet?",
    ],
    keywords: ["beitragsbemessungsgrenze", "hoechstbeitrag", "gesetzlich", "beitragssatz"],
    answer: (c) =>
      `Die Beitragsbemessungsgrenze der gesetzlichen Krankenversicherung liegt ${c.year} bei ${euro(c.contributionCeilingYearly)} im Jahr (${euro(c.contributionCeilingMonthly, true)} im Monat). Bis zu diesem Einkommen werden GKV-Beiträge berechnet: allgemeiner Beitragssatz ${percent(c.generalRate)} plus durchschnittlicher Zusatzbeitrag ${percent(c.averageAdditionalRate)}. Der Höchstbeitrag für die Krankenversicherung beträgt damit rund ${euro(gkvMaxMonthly(c), true)} im Monat, Arbeitgeber- und Arbeitnehmeranteil zusammen. Sie ist nicht zu verwechseln mit der höheren Versicherungspflichtgrenze (${euro(c.compulsoryInsuranceLimitYearly)}).`,
  },
  {
    id: "unterschied-gkv",
    topic: "Unterschied zwischen PKV und GKV",
    questions: [
      "Was ist der Unterschied zwischen PKV und GKV?",
      "Was unterscheidet private und gesetzliche Krankenversicherung?",
      "PKV oder GKV, was ist besser?",
    ],
    keywords: [
      "unterschied",
      "gesetzlich",
      "privat",
      "vergleich",
      "besser",
      "solidarprinzip",
      "aequivalenzprinzip",
    ],
    answer: () =>
      "Die gesetzliche Krankenversicherung (GKV) berechnet den Beitrag nach dem Einkommen und versichert Ehepartner ohne eigenes Einkommen und Kinder beitragsfrei mit; der Leistungskatalog ist gesetzlich festgelegt. In der privaten Krankenversicherung (PKV) richtet sich der Beitrag nach Alter, Gesundheit und gewählten Leistungen, jede Person hat einen eigenen Vertrag, und die vereinbarten Leistungen sind vertraglich garantiert – sie dürfen später nicht gekürzt werden. In der PKV reichen Sie Rechnungen ein und bekommen die Kosten erstattet (Kostenerstattungsprinzip).",
  },
  {
    id: "vorteile",
    topic: "Vorteile der PKV",
    questions: [
      "Welche Vorteile hat die private Krankenversicherung?",
      "Warum sollte ich mich privat versichern?",
      "Lohnt sich die PKV?",
    ],
    keywords: ["vorteil", "vorteile", "lohnt", "warum", "sinnvoll", "leistung"],
    answer: () =>
      "Vorteile der PKV sind vertraglich garantierte Leistungen, die nicht durch Gesetzesänderungen gekürzt werden können, ein frei wählbarer Leistungsumfang (etwa Einbettzimmer, Chefarztbehandlung, hochwertiger Zahnersatz), oft kürzere Wartezeiten auf Termine und für junge, gesunde Versicherte häufig niedrigere Beiträge als in der GKV. Ob sich die PKV für Sie lohnt, hängt von Ihrer Lebensplanung ab – etwa Familie und Einkommen im Alter. Dazu berät Sie gern ein unabhängiger Experte.",
  },
  {
    id: "nachteile",
    topic: "Nachteile und Risiken der PKV",
    questions: [
      "Welche Nachteile hat die PKV?",
      "Was spricht gegen die private Krankenversicherung?",
      "Welche Risiken hat die PKV?",
    ],
    keywords: ["nachteil", "nachteile", "risiko", "risiken", "gegen", "kritik"],
    answer: () =>
      "Zu bedenken sind: Jedes Familienmitglied braucht einen eigenen Vertrag mit eigenem Beitrag, die Beiträge können im Laufe der Jahre steigen, bei Vorerkrankungen drohen Risikozuschläge oder Leistungsausschlüsse, Sie gehen bei Arztrechnungen in Vorleistung, und der Weg zurück in die gesetzliche Krankenversicherung ist nur unter engen Voraussetzungen möglich – ab 55 Jahren in der Regel gar nicht mehr.",
  },
  {
    id: "angestellte",
    topic: "PKV für Angestellte",
    questions: [
      "Kann ich mich als Angestellter privat versichern?",
      "PKV für Arbeitnehmer",
      "Ich bin angestellt, kann ich in die PKV?",
    ],
    keywords: ["angestellt", "angestellter", "arbeitnehmer", "anstellung", "job"],
    answer: (c) =>
      `Als Angestellter können Sie in die PKV wechseln, wenn Ihr regelmäßiges Jahresarbeitsentgelt die Versicherungspflichtgrenze übersteigt (${c.year}: ${euro(c.compulsoryInsuranceLimitYearly)} brutto). Ihr Arbeitgeber zahlt dann einen Zuschuss von der Hälfte des Beitrags, ${c.year} höchstens ${euro(c.maxEmployerSubsidyHealthMonthly, true)} im Monat für die Kranken- und ${euro(c.maxEmployerSubsidyCareMonthly, true)} für die Pflegeversicherung.`,
  },
  {
    id: "arbeitgeberzuschuss",
    topic: "Arbeitgeberzuschuss",
    questions: [
      "Zahlt mein Arbeitgeber etwas zur PKV dazu?",
      "Wie hoch ist der Arbeitgeberzuschuss zur PKV?",
      "Bekomme ich einen Zuschuss vom Chef?",
    ],
    keywords: ["arbeitgeber", "zuschuss", "arbeitgeberanteil", "haelfte"],
    answer: (c) =>
      `Ja. Als privat versicherter Angestellter bekommen Sie einen Arbeitgeberzuschuss in Höhe der Hälfte Ihres Beitrags, höchstens aber so viel, wie der Arbeitgeber in der GKV zahlen würde: ${c.year} bis zu ${euro(c.maxEmployerSubsidyHealthMonthly, true)} im Monat zur Krankenversicherung und bis zu ${euro(c.maxEmployerSubsidyCareMonthly, true)} zur Pflegepflichtversicherung. Die Selbstbeteiligung zahlen Sie allein; der Zuschuss bezieht sich nur auf den Beitrag.`,
  },
  {
    id: "selbststaendige",
    topic: "PKV für Selbstständige",
    questions: [
      "Können sich Selbstständige privat versichern?",
      "PKV für Freiberufler",
      "Ich mache mich selbstständig, welche Krankenversicherung?",
    ],
    keywords: ["selbststaendig", "freiberufler", "unternehmer", "gruender", "existenzgruender"],
    answer: () =>
      "Selbstständige und Freiberufler können sich unabhängig von ihrem Einkommen privat versichern. Einen Arbeitgeberzuschuss gibt es nicht, dafür wird der Beitrag – anders als in der GKV, wo Selbstständige den vollen Beitrag auf ihr Einkommen zahlen – nicht am Einkommen bemessen. Sinnvoll ist oft ein Krankentagegeld, das den Verdienstausfall bei längerer Krankheit ersetzt.",
  },
  {
    id: "beamte",
    topic: "PKV für Beamte und Beihilfe",
    questions: [
      "Wie sind Beamte krankenversichert?",
      "Was ist die Beihilfe?",
      "PKV für Beamte",
      "Wie viel übernimmt die Beihilfe?",
    ],
    keywords: ["beamt", "beihilfe", "dienstherr", "restkosten", "beamtenanwaerter", "referendar"],
    answer: () =>
      "Beamte erhalten von ihrem Dienstherrn Beihilfe: Sie übernimmt einen Teil der Krankheitskosten, in der Regel 50 % für aktive Beamte, 70 % für Versorgungsempfänger und für Beamte mit zwei oder mehr berücksichtigungsfähigen Kindern, 80 % für Kinder. Den Rest deckt ein beihilfekonformer PKV-Tarif (Restkostentarif) ab. Deshalb ist die PKV für Beamte und Beamtenanwärter meist deutlich günstiger als die GKV, in der sie den vollen Beitrag allein tragen müssten (außer in Ländern mit pauschaler Beihilfe).",
  },
  {
    id: "oeffnungsaktion",
    topic: "Öffnungsaktion für Beamte",
    questions: [
      "Was ist die Öffnungsaktion für Beamte?",
      "Ich werde verbeamtet und habe Vorerkrankungen",
      "Beamte mit Vorerkrankung in die PKV",
    ],
    keywords: ["oeffnungsaktion", "verbeamtung", "beamt", "vorerkrank", "aufnahme"],
    answer: () =>
      "Über die Öffnungsaktion der privaten Krankenversicherer werden Beamte bei erstmaliger Verbeamtung auch mit Vorerkrankungen aufgenommen: ohne Ablehnung und ohne Leistungsausschluss, mit einem Risikozuschlag von höchstens 30 %. Der Antrag muss innerhalb von sechs Monaten nach der Verbeamtung gestellt werden, und nicht alle Versicherer nehmen teil.",
  },
  {
    id: "studierende",
    topic: "PKV für Studierende",
    questions: [
      "Können Studenten in die PKV?",
      "Wie sind Studierende krankenversichert?",
      "Private Krankenversicherung im Studium",
    ],
    keywords: ["studierend", "studium", "hochschule", "befreiung", "studentisch"],
    answer: () =>
      "Studierende sind in der Regel gesetzlich versichert – bis 25 oft beitragsfrei in der Familienversicherung, danach in der studentischen Krankenversicherung. Wer sich privat versichern möchte, muss sich innerhalb von drei Monaten nach Beginn der Versicherungspflicht von ihr befreien lassen. Die Befreiung gilt für die gesamte Studienzeit und kann nicht widerrufen werden. Für Kinder von Beamten ist die PKV über die Beihilfe oft besonders günstig.",
  },
  {
    id: "kinder",
    topic: "Kinder in der PKV",
    questions: [
      "Wie werden Kinder privat versichert?",
      "Was kostet die PKV für ein Kind?",
      "Müssen Kinder in die PKV, wenn ich privat versichert bin?",
    ],
    keywords: ["kinder", "kind", "sohn", "tochter", "kinderbeitrag", "familienversicherung"],
    answer: () =>
      "In der PKV braucht jedes Kind einen eigenen Vertrag mit eigenem Beitrag; Kindertarife sind aber meist vergleichsweise günstig und enthalten noch keine Alterungsrückstellungen. Ist ein Elternteil gesetzlich versichert, kann das Kind oft beitragsfrei in dessen Familienversicherung. Das ist ausgeschlossen, wenn der privat versicherte Elternteil mehr verdient als der gesetzlich versicherte und sein Einkommen über der Versicherungspflichtgrenze liegt (bei verheirateten Eltern).",
  },
  {
    id: "neugeborene",
    topic: "Neugeborene: Kindernachversicherung",
    questions: [
      "Wie versichere ich mein Baby privat?",
      "Was ist die Kindernachversicherung?",
      "Braucht ein Neugeborenes Gesundheitsfragen?",
    ],
    keywords: ["neugeboren", "geburt", "kindernachversicherung", "baby", "anmelden"],
    answer: () =>
      "Neugeborene können ohne Gesundheitsprüfung und ohne Wartezeiten rückwirkend ab Geburt privat versichert werden (Kindernachversicherung), wenn ein Elternteil am Tag der Geburt seit mindestens drei Monaten beim selben Versicherer versichert ist und das Kind spätestens zwei Monate nach der Geburt angemeldet wird. Der Versicherungsschutz des Kindes darf dabei nicht höher sein als der des Elternteils.",
  },
  {
    id: "familie",
    topic: "Familie und Ehepartner",
    questions: [
      "Ist meine Frau in der PKV mitversichert?",
      "Gibt es eine Familienversicherung in der PKV?",
      "Was passiert mit meinem Ehepartner, wenn ich privat versichert bin?",
    ],
    keywords: [
      "familie",
      "ehepartner",
      "familienversicherung",
      "mitversichert",
      "beitragsfrei",
      "verheiratet",
    ],
    answer: () =>
      "Eine beitragsfreie Familienversicherung wie in der GKV gibt es in der PKV nicht: Jedes Familienmitglied – auch ein Ehepartner ohne eigenes Einkommen – hat einen eigenen Vertrag mit eigenem Beitrag. Ist Ihr Ehepartner selbst versicherungspflichtig, bleibt er in der GKV. Planen Sie eine Familie, sollten Sie die Beiträge für alle Familienmitglieder in Ihre Entscheidung einbeziehen.",
  },
  {
    id: "selbstbeteiligung",
    topic: "Selbstbeteiligung",
    questions: [
      "Was ist eine Selbstbeteiligung?",
      "Lohnt sich eine hohe Selbstbeteiligung?",
      "Wie funktioniert der Selbstbehalt in der PKV?",
    ],
    keywords: ["selbstbeteiligung", "selbstbehalt", "eigenanteil", "jahr", "guenstiger"],
    answer: () =>
      "Mit einer Selbstbeteiligung tragen Sie Krankheitskosten bis zu einem festen Betrag pro Kalenderjahr selbst (z. B. 300, 600 oder 1.200 €); dafür sinkt der Monatsbeitrag. Das lohnt sich, wenn die Beitragsersparnis im Jahr größer ist als die zusätzlichen Kosten, die Sie tragen. Bei Angestellten beteiligt sich der Arbeitgeber nur am Beitrag, nicht an der Selbstbeteiligung. Bei hoher Selbstbeteiligung sollten Sie Rücklagen dafür haben.",
  },
  {
    id: "beitragsrueckerstattung",
    topic: "Beitragsrückerstattung",
    questions: [
      "Was ist eine Beitragsrückerstattung?",
      "Bekomme ich Geld zurück, wenn ich nicht krank bin?",
      "Wie funktioniert die Beitragsrückerstattung in der PKV?",
    ],
    keywords: ["beitragsrueckerstattung", "rueckerstattung", "zurueck", "leistungsfrei", "rechnung"],
    answer: () =>
      "Viele PKV-Tarife erstatten einen Teil der Beiträge, wenn Sie in einem Kalenderjahr keine Leistungen in Anspruch genommen haben – oft ein bis mehrere Monatsbeiträge. Die Rückerstattung ist meist erfolgsabhängig und nicht garantiert. Deshalb kann es sinnvoll sein, kleinere Rechnungen selbst zu bezahlen. Beachten Sie, dass erstattete Beiträge die steuerlich absetzbaren Vorsorgeaufwendungen mindern.",
  },
  {
    id: "altersrueckstellungen",
    topic: "Alterungsrückstellungen",
    questions: [
      "Was sind Altersrückstellungen?",
      "Wozu dienen Alterungsrückstellungen in der PKV?",
      "Wird die PKV im Alter teurer?",
    ],
    keywords: [
      "altersrueckstellung",
      "alterungsrueckstellung",
      "alter",
      "ruecklage",
      "gesetzlicher zuschlag",
      "zehn prozent",
    ],
    answer: () =>
      "In der PKV wird der Beitrag so kalkuliert, dass ein Teil in jungen Jahren als Alterungsrückstellung angespart wird. Sie dämpft die höheren Gesundheitskosten im Alter, damit der Beitrag nicht allein wegen des Älterwerdens steigt. Zusätzlich zahlen Versicherte vom 21. bis zum 60. Lebensjahr einen gesetzlichen Beitragszuschlag von 10 % auf die Krankheitskostenversicherung, der ab 65 zur Beitragsentlastung verwendet wird. Beitragserhöhungen wegen steigender Kosten im Gesundheitswesen sind trotzdem möglich.",
  },
  {
    id: "beitragserhoehung",
    topic: "Beitragserhöhungen",
    questions: [
      "Warum steigen die Beiträge in der PKV?",
      "Wie oft wird der PKV-Beitrag erhöht?",
      "Was kann ich gegen eine Beitragserhöhung tun?",
    ],
    keywords: [
      "beitragserhoehung",
      "beitragsanpassung",
      "steigen",
      "erhoeht",
      "teurer",
      "ausloesender faktor",
    ],
    answer: () =>
      "Ein Versicherer darf die Beiträge nur anpassen, wenn die tatsächlichen Leistungsausgaben eines Tarifs deutlich von der Kalkulation abweichen (auslösender Faktor, meist mehr als 10 %, je nach Tarif ab 5 %) und ein unabhängiger Treuhänder zustimmt. Gründe sind vor allem steigende Kosten im Gesundheitswesen und der medizinische Fortschritt, nicht Ihr persönliches Älterwerden. Bei einer Erhöhung können Sie prüfen, ob ein Tarifwechsel beim selben Versicherer (§ 204 VVG) oder eine höhere Selbstbeteiligung den Beitrag senkt.",
  },
  {
    id: "alter-rente",
    topic: "PKV im Alter und als Rentner",
    questions: [
      "Was zahle ich als Rentner in der PKV?",
      "Wie teuer ist die PKV im Alter?",
      "Bekomme ich als Rentner einen Zuschuss zur PKV?",
    ],
    keywords: ["rentner", "rente", "alter", "ruhestand", "pension", "zuschuss"],
    answer: () =>
      "Auch im Ruhestand zahlen Sie in der PKV den vereinbarten Beitrag – er richtet sich nicht nach Ihrer Rente. Ab 60 entfällt der gesetzliche 10-%-Zuschlag, ab 65 werden die daraus angesparten Mittel zur Beitragssenkung eingesetzt, und auch das Krankentagegeld entfällt. Gesetzlich Rentenversicherte erhalten von der Rentenversicherung auf Antrag einen Zuschuss zur PKV (7,3 % der Rente plus die Hälfte des durchschnittlichen Zusatzbeitrags, höchstens die Hälfte des Beitrags). Planen Sie die Beiträge im Alter frühzeitig ein.",
  },
  {
    id: "rueckkehr-gkv",
    topic: "Zurück in die gesetzliche Krankenversicherung",
    questions: [
      "Kann ich aus der PKV zurück in die GKV?",
      "Wie komme ich wieder in die gesetzliche Krankenkasse?",
      "Rückkehr von privat zu gesetzlich",
    ],
    keywords: ["rueckkehr", "zurueck", "gesetzlich", "wechsel", "55", "versicherungspflichtig"],
    answer: (c) =>
      `Zurück in die GKV kommen Sie in der Regel nur, wenn Sie wieder versicherungspflichtig werden – etwa als Angestellter, dessen Einkommen unter die Versicherungspflichtgrenze (${c.year}: ${euro(c.compulsoryInsuranceLimitYearly)}) sinkt, oder bei Bezug von Arbeitslosengeld I. Ab 55 Jahren ist die Rückkehr meist ausgeschlossen, wenn Sie in den letzten fünf Jahren nicht gesetzlich versichert waren. Der Wechsel in die PKV ist deshalb eine langfristige Entscheidung.`,
  },
  {
    id: "ab-55",
    topic: "Die 55-Jahre-Regel",
    questions: [
      "Was gilt ab 55 Jahren?",
      "Kann ich mit über 55 noch in die GKV wechseln?",
      "Was ist die 55er-Regel?",
    ],
    keywords: ["55", "jahre", "regel", "aelter", "alter"],
    answer: () =>
      "Wer 55 Jahre oder älter ist und in den letzten fünf Jahren vor Eintritt der Versicherungspflicht nicht gesetzlich versichert war, bleibt nach § 6 Abs. 3a SGB V versicherungsfrei, wenn er in dieser Zeit mindestens die Hälfte versicherungsfrei, befreit oder selbstständig war. Eine Rückkehr in die GKV ist dann praktisch nicht mehr möglich. Im Alter bleibt der Basistarif der PKV als Absicherung mit begrenztem Beitrag.",
  },
  {
    id: "ppv",
    topic: "Private Pflegepflichtversicherung",
    questions: [
      "Was ist die private Pflegepflichtversicherung?",
      "Brauche ich eine Pflegeversicherung in der PKV?",
      "Was kostet die Pflegeversicherung bei privat Versicherten?",
    ],
    keywords: ["pflegepflichtversicherung", "pflege", "pflegeversicherung", "hoechstbeitrag", "pflicht"],
    answer: (c) =>
      `Wer privat krankenversichert ist, muss beim selben Versicherer eine private Pflegepflichtversicherung (PPV) abschließen. Ihre Leistungen entsprechen denen der sozialen Pflegeversicherung. Der Beitrag richtet sich nach Alter und Gesundheitszustand bei Abschluss; nach fünf Jahren Vorversicherungszeit ist er auf den Höchstbeitrag der sozialen Pflegeversicherung begrenzt (${c.year}: ${euro(c.maxCarePremiumMonthly, true)} im Monat, mit Beihilfeanspruch ${euro(c.maxCarePremiumBeihilfeMonthly, true)}). Kinder sind in der PPV beitragsfrei mitversichert.`,
  },
  {
    id: "gesundheitsfragen",
    topic: "Gesundheitsfragen beim Antrag",
    questions: [
      "Welche Gesundheitsfragen stellt die PKV?",
      "Muss ich alle Krankheiten angeben?",
      "Was passiert, wenn ich Gesundheitsfragen falsch beantworte?",
    ],
    keywords: ["gesundheitsfrag", "antrag", "anzeigepflicht", "angeben", "ehrlich", "verschweigen"],
    answer: () =>
      "Beim Antrag fragt der Versicherer nach Ihrem Gesundheitszustand, meist nach Behandlungen der letzten drei bis fünf Jahre (ambulant), fünf bis zehn Jahre (stationär, Psychotherapie) und nach fehlenden Zähnen. Sie müssen alle Fragen vollständig und wahrheitsgemäß beantworten (vorvertragliche Anzeigepflicht). Verschweigen Sie etwas, kann der Versicherer vom Vertrag zurücktreten, kündigen oder den Vertrag anpassen – bei Vorsatz sogar noch bis zu zehn Jahre später. Fordern Sie im Zweifel Ihre Patientenakte an.",
  },
  {
    id: "risikozuschlag",
    topic: "Risikozuschlag und Vorerkrankungen",
    questions: [
      "Was ist ein Risikozuschlag?",
      "Kann ich mit Vorerkrankungen in die PKV?",
      "Was passiert bei Vorerkrankungen?",
    ],
    keywords: ["risikozuschlag", "vorerkrank", "zuschlag", "ausschluss", "ablehnung", "krank"],
    answer: () =>
      "Bei Vorerkrankungen kann der Versicherer einen Risikozuschlag auf den Beitrag verlangen, bestimmte Leistungen ausschließen oder den Antrag ablehnen. Wie er entscheidet, ist von Versicherer zu Versicherer verschieden – eine anonyme Risikovoranfrage über einen Makler hilft, ohne dass eine Ablehnung gespeichert wird. Jeder PKV-Versicherer muss Sie aber ohne Gesundheitsprüfung im Basistarif aufnehmen, wenn Sie dazu berechtigt sind.",
  },
  {
    id: "basistarif",
    topic: "Basistarif",
    questions: [
      "Was ist der Basistarif?",
      "Was leistet der Basistarif der PKV?",
      "Wer kann in den Basistarif?",
    ],
    keywords: ["basistarif", "kontrahierungszwang", "hoechstbeitrag"],
    answer: (c) =>
      `Jeder private Krankenversicherer muss einen Basistarif anbieten. Seine Leistungen entsprechen etwa denen der gesetzlichen Krankenversicherung, eine Ablehnung oder Risikozuschläge gibt es nicht, und der Beitrag ist auf den Höchstbeitrag der GKV begrenzt (${c.year} rund ${euro(gkvMaxMonthly(c), true)} im Monat für die Krankenversicherung). Zugang haben u. a. Personen ohne Versicherungsschutz, die der PKV zuzuordnen sind, sowie PKV-Versicherte ab 55 Jahren oder bei Hilfebedürftigkeit.`,
  },
  {
    id: "notlagentarif",
    topic: "Notlagentarif bei Beitragsschulden",
    questions: [
      "Was passiert, wenn ich die PKV-Beiträge nicht zahlen kann?",
      "Was ist der Notlagentarif?",
      "Beitragsschulden in der PKV",
    ],
    keywords: ["notlagentarif", "beitragsschulden", "zahlungsschwierigkeiten", "mahnung", "nicht zahlen"],
    answer: () =>
      "Wer seine PKV-Beiträge nicht zahlt, wird nach einem gesetzlich geregelten Mahnverfahren in den Notlagentarif umgestellt. Er deckt nur die Behandlung akuter Erkrankungen und Schmerzzustände sowie Schwangerschaft und Mutterschaft ab, ist dafür aber günstig. Sind alle Rückstände beglichen, kehren Sie in Ihren ursprünglichen Tarif zurück. Bei dauerhaften Zahlungsschwierigkeiten können ein Tarifwechsel oder der Basistarif helfen.",
  },
  {
    id: "tarifwechsel",
    topic: "Tarifwechsel beim eigenen Versicherer",
    questions: [
      "Kann ich innerhalb meiner PKV den Tarif wechseln?",
      "Was ist ein Tarifwechsel nach § 204 VVG?",
      "Wie senke ich meinen PKV-Beitrag?",
    ],
    keywords: ["tarifwechsel", "204", "vvg", "senken", "sparen", "innerhalb"],
    answer: () =>
      "Nach § 204 VVG dürfen Sie jederzeit in einen anderen Tarif Ihres Versicherers mit gleichartigem Versicherungsschutz wechseln. Ihre Alterungsrückstellungen und erworbenen Rechte bleiben dabei erhalten; eine neue Gesundheitsprüfung ist nur für Mehrleistungen erlaubt. So lässt sich der Beitrag oft senken, etwa über eine höhere Selbstbeteiligung oder einen Tarif mit etwas anderen Leistungen.",
  },
  {
    id: "versichererwechsel",
    topic: "Wechsel zu einem anderen PKV-Versicherer",
    questions: [
      "Kann ich den PKV-Anbieter wechseln?",
      "Von einer PKV in eine andere wechseln",
      "Was passiert mit den Altersrückstellungen beim Anbieterwechsel?",
    ],
    keywords: ["anbieterwechsel", "versicherer", "anbieter", "wechsel", "mitnehmen", "portabilitaet"],
    answer: () =>
      "Ein Wechsel zu einem anderen privaten Versicherer ist möglich, bedeutet aber eine neue Gesundheitsprüfung und eine Kalkulation nach dem dann erreichten Alter. Bei Verträgen ab 2009 wird nur der Teil der Alterungsrückstellungen mitgegeben, der dem Leistungsumfang des Basistarifs entspricht; der Rest bleibt beim alten Versicherer. Ein Wechsel lohnt sich daher vor allem in jungen Jahren; ältere Versicherte prüfen besser zuerst einen Tarifwechsel beim eigenen Versicherer.",
  },
  {
    id: "kuendigung",
    topic: "Kündigung der PKV",
    questions: [
      "Wie kann ich meine PKV kündigen?",
      "Welche Kündigungsfrist hat die private Krankenversicherung?",
      "Kann ich die PKV einfach kündigen?",
    ],
    keywords: ["kuendigung", "kuendigungsfrist", "kuendigen", "anschlussversicherung", "nachweis"],
    answer: () =>
      "Die PKV können Sie meist zum Ende des Versicherungsjahres mit einer Frist von drei Monaten kündigen, nach einer Beitragserhöhung auch außerordentlich innerhalb von zwei Monaten. Weil in Deutschland Versicherungspflicht besteht, wird die Kündigung nur wirksam, wenn Sie eine Anschlussversicherung nachweisen – bei einer neuen Versicherungspflicht in der GKV sogar rückwirkend, sofern Sie den Nachweis innerhalb von drei Monaten erbringen. Kündigen Sie nie, bevor der neue Vertrag angenommen ist.",
  },
  {
    id: "versicherungspflicht",
    topic: "Pflicht zur Krankenversicherung",
    questions: [
      "Muss ich in Deutschland krankenversichert sein?",
      "Gibt es eine Krankenversicherungspflicht?",
      "Kann ich ohne Krankenversicherung leben?",
    ],
    keywords: ["versicherungspflicht", "pflicht", "ohne", "nichtversichert", "deutschland"],
    answer: () =>
      "Ja. Seit 2009 muss jeder mit Wohnsitz in Deutschland krankenversichert sein – gesetzlich oder privat. Wer der PKV zuzuordnen ist und keinen Schutz hat, muss sich privat versichern; jeder Versicherer muss ihn dann im Basistarif aufnehmen. Für die Zeit ohne Versicherung können Prämienzuschläge nachgefordert werden.",
  },
  {
    id: "arbeitslosigkeit",
    topic: "Arbeitslosigkeit und PKV",
    questions: [
      "Was passiert mit meiner PKV bei Arbeitslosigkeit?",
      "Bin ich als Arbeitsloser privat versichert?",
      "PKV und Arbeitslosengeld",
    ],
    keywords: ["arbeitslos", "arbeitslosigkeit", "arbeitslosengeld", "buergergeld", "jobverlust"],
    answer: () =>
      "Beziehen Sie Arbeitslosengeld I, werden Sie grundsätzlich in der GKV versicherungspflichtig. Waren Sie in den letzten fünf Jahren privat versichert, können Sie sich innerhalb von drei Monaten davon befreien lassen und in der PKV bleiben; die Agentur für Arbeit übernimmt dann die Beiträge bis zur Höhe des GKV-Beitrags. Beim Bürgergeld bleiben privat Versicherte in der PKV, meist im Basistarif mit halbiertem Beitrag, den das Jobcenter bezuschusst.",
  },
  {
    id: "krankentagegeld",
    topic: "Krankentagegeld",
    questions: [
      "Was ist Krankentagegeld?",
      "Bekomme ich in der PKV Krankengeld?",
      "Brauche ich eine Krankentagegeldversicherung?",
    ],
    keywords: ["krankentagegeld", "krankengeld", "verdienstausfall", "lohnfortzahlung", "43"],
    answer: () =>
      "In der PKV gibt es kein gesetzliches Krankengeld; Sie sichern den Verdienstausfall über ein Krankentagegeld ab. Angestellte wählen es meist ab dem 43. Tag, weil der Arbeitgeber sechs Wochen lang das Gehalt weiterzahlt. Selbstständige wählen den Beginn nach ihren Rücklagen, z. B. ab dem 4., 15. oder 29. Tag. Die Höhe darf das Nettoeinkommen nicht übersteigen.",
  },
  {
    id: "wartezeiten",
    topic: "Wartezeiten",
    questions: [
      "Gibt es Wartezeiten in der PKV?",
      "Ab wann zahlt die private Krankenversicherung?",
      "Wie lange muss ich warten, bis die PKV leistet?",
    ],
    keywords: ["wartezeit", "wartezeiten", "ab wann", "leistungsbeginn"],
    answer: () =>
      "Viele PKV-Tarife sehen Wartezeiten vor: allgemein drei Monate, für Entbindung, Psychotherapie, Zahnbehandlung und Zahnersatz acht Monate. Bei Unfällen gilt keine Wartezeit. Wechseln Sie direkt aus der GKV oder einer anderen Krankenversicherung, werden die Wartezeiten in der Regel erlassen bzw. angerechnet.",
  },
  {
    id: "leistungen",
    topic: "Leistungen der PKV",
    questions: [
      "Welche Leistungen bietet die PKV?",
      "Was zahlt die private Krankenversicherung?",
      "Was ist in der PKV versichert?",
    ],
    keywords: ["leistung", "leistungen", "ambulant", "stationaer", "zahn", "umfang", "erstattet"],
    answer: () =>
      "Eine Krankheitskostenvollversicherung umfasst ambulante Behandlung (Ärzte, Arznei-, Heil- und Hilfsmittel), stationäre Behandlung und Zahnleistungen. Den genauen Umfang bestimmen Sie mit dem Tarif: etwa Ein- oder Zweibettzimmer und Chefarzt im Krankenhaus, Erstattung über die Höchstsätze der Gebührenordnung, Heilpraktiker, Sehhilfen oder den Prozentsatz beim Zahnersatz. Die vereinbarten Leistungen sind lebenslang garantiert.",
  },
  {
    id: "stationaer",
    topic: "Krankenhaus: Chefarzt und Einbettzimmer",
    questions: [
      "Bekomme ich in der PKV ein Einbettzimmer?",
      "Zahlt die PKV den Chefarzt?",
      "Was zahlt die PKV im Krankenhaus?",
    ],
    keywords: ["stationaer", "krankenhaus", "chefarzt", "einbettzimmer", "zweibettzimmer", "wahlleistung"],
    answer: () =>
      "Im Krankenhaus hängen die Leistungen vom Tarif ab: Komforttarife umfassen die Unterbringung im Ein- oder Zweibettzimmer und die privatärztliche Behandlung durch den Chefarzt oder einen Spezialisten Ihrer Wahl; Grundtarife decken oft nur das Mehrbettzimmer ab. Achten Sie beim Vergleich darauf, welche Wahlleistungen im Tarif enthalten sind.",
  },
  {
    id: "zahn",
    topic: "Zahnbehandlung und Zahnersatz",
    questions: [
      "Wie viel zahlt die PKV beim Zahnersatz?",
      "Sind Zahnbehandlungen in der PKV versichert?",
      "Zahnersatz privat versichert",
    ],
    keywords: ["zahn", "zahnersatz", "zahnbehandlung", "implantat", "kieferorthopaedie", "zahnstaffel"],
    answer: () =>
      "Zahnbehandlungen übernehmen viele PKV-Tarife zu 80 bis 100 %, Zahnersatz wie Kronen, Brücken oder Implantate meist zu 60 bis 90 %. Häufig ist die Erstattung in den ersten Jahren durch eine Zahnstaffel begrenzt, und für Zahnersatz gilt oft eine Wartezeit von acht Monaten. Fehlende Zähne müssen beim Antrag angegeben werden.",
  },
  {
    id: "kostenerstattung",
    topic: "Kostenerstattung und Arztrechnungen",
    questions: [
      "Wie funktioniert die Abrechnung in der PKV?",
      "Muss ich Arztrechnungen selbst bezahlen?",
      "Was ist das Kostenerstattungsprinzip?",
    ],
    keywords: [
      "kostenerstattung",
      "rechnung",
      "abrechnung",
      "einreichen",
      "goae",
      "vorleisten",
      "erstattung",
    ],
    answer: () =>
      "In der PKV gilt das Kostenerstattungsprinzip: Der Arzt stellt Ihnen eine Rechnung nach der Gebührenordnung für Ärzte (GOÄ), Sie bezahlen sie und reichen sie beim Versicherer ein, meist bequem per App, und erhalten die vertraglich vereinbarten Kosten erstattet. Bei Krankenhausaufenthalten rechnet die Klinik meist direkt mit dem Versicherer ab.",
  },
  {
    id: "steuer",
    topic: "PKV-Beiträge und Steuer",
    questions: [
      "Kann ich die PKV von der Steuer absetzen?",
      "Sind PKV-Beiträge steuerlich absetzbar?",
      "PKV Steuererklärung",
    ],
    keywords: ["steuer", "absetzen", "steuerlich", "sonderausgaben", "steuererklaerung", "finanzamt"],
    answer: () =>
      "Beiträge zur Basisabsicherung in der PKV und zur Pflegepflichtversicherung können Sie als Sonderausgaben in voller Höhe von der Steuer absetzen. Beitragsanteile für Komfortleistungen wie Einbettzimmer oder Chefarzt sind nur im Rahmen der allgemeinen Höchstbeträge abziehbar, die meist bereits ausgeschöpft sind. Ihr Versicherer meldet die Beträge dem Finanzamt; Beitragsrückerstattungen mindern den absetzbaren Betrag.",
  },
  {
    id: "beitragsentlastung",
    topic: "Beitragsentlastungstarif",
    questions: [
      "Was ist ein Beitragsentlastungstarif?",
      "Wie kann ich für niedrigere Beiträge im Alter vorsorgen?",
      "Beiträge im Alter senken",
    ],
    keywords: ["beitragsentlastung", "entlastung", "vorsorge", "alter", "senken"],
    answer: () =>
      "Mit einem Beitragsentlastungstarif zahlen Sie während des Berufslebens einen zusätzlichen Beitrag, um Ihren PKV-Beitrag ab einem vereinbarten Alter (meist ab 65 oder 67) um einen festen Betrag zu senken. Angestellte bekommen auch dafür den Arbeitgeberzuschuss im Rahmen des Höchstzuschusses, und die Beiträge sind steuerlich begünstigt.",
  },
  {
    id: "eintrittsalter",
    topic: "Bestes Alter für den Eintritt",
    questions: [
      "Wann sollte ich in die PKV wechseln?",
      "Welches Alter ist am besten für die PKV?",
      "Bin ich zu alt für die PKV?",
    ],
    keywords: ["eintrittsalter", "alter", "frueh", "jung", "zu alt", "zeitpunkt"],
    answer: () =>
      "Je jünger und gesünder Sie beim Eintritt sind, desto günstiger ist der Beitrag, weil länger Alterungsrückstellungen aufgebaut werden und weniger Vorerkrankungen zu berücksichtigen sind. Ein Wechsel ist grundsätzlich in jedem Alter möglich, wird aber ab etwa 50 deutlich teurer; ab 55 ist zudem der Rückweg in die GKV meist versperrt. In unserem Vergleich weisen wir Sie ab 60 Jahren gesondert darauf hin.",
  },
  {
    id: "schwangerschaft",
    topic: "Schwangerschaft und Mutterschaft",
    questions: [
      "Was zahlt die PKV bei einer Schwangerschaft?",
      "Bekomme ich Mutterschaftsgeld in der PKV?",
      "Schwanger und privat versichert",
    ],
    keywords: ["schwanger", "schwangerschaft", "mutterschaft", "mutterschutz", "entbindung", "elternzeit"],
    answer: () =>
      "Die PKV übernimmt Vorsorgeuntersuchungen, Entbindung und Hebammenleistungen; für die Entbindung gilt oft eine Wartezeit von acht Monaten, die beim direkten Wechsel aus einer anderen Versicherung entfällt. Privat versicherte Angestellte erhalten während des Mutterschutzes vom Bundesamt für Soziale Sicherung einmalig bis zu 210 € Mutterschaftsgeld sowie den Arbeitgeberzuschuss. In der Elternzeit läuft der PKV-Beitrag weiter, ohne Arbeitgeberzuschuss.",
  },
  {
    id: "ausland",
    topic: "Schutz im Ausland",
    questions: [
      "Gilt die PKV im Ausland?",
      "Bin ich im Urlaub privat versichert?",
      "Brauche ich eine Auslandsreisekrankenversicherung?",
    ],
    keywords: ["ausland", "urlaub", "reise", "europa", "weltweit", "auslandsreise"],
    answer: () =>
      "Die meisten PKV-Tarife gelten in ganz Europa und bei vorübergehenden Auslandsaufenthalten weltweit, oft für einen Zeitraum von einem bis mehreren Monaten. Bei längeren Aufenthalten außerhalb Europas ist eine Verlängerung oder eine Vereinbarung mit dem Versicherer nötig. Ein Rücktransport ist nicht in jedem Tarif enthalten – dafür kann eine zusätzliche Reiseversicherung sinnvoll sein.",
  },
  {
    id: "psychotherapie",
    topic: "Psychotherapie",
    questions: [
      "Zahlt die PKV eine Psychotherapie?",
      "Wie viele Therapiesitzungen übernimmt die private Krankenversicherung?",
      "Psychotherapie privat versichert",
    ],
    keywords: ["psychotherapie", "therapie", "psychisch", "psychologe", "sitzungen"],
    answer: () =>
      "Psychotherapie ist in vielen PKV-Tarifen versichert, der Umfang unterscheidet sich aber stark: Manche Tarife begrenzen die Zahl der Sitzungen pro Jahr (z. B. 20 bis 50), andere erstatten ohne Begrenzung. Eine frühere Psychotherapie muss bei den Gesundheitsfragen angegeben werden und kann zu Zuschlägen oder Ausschlüssen führen.",
  },
  {
    id: "heilpraktiker",
    topic: "Heilpraktiker und Naturheilverfahren",
    questions: [
      "Zahlt die PKV den Heilpraktiker?",
      "Sind Naturheilverfahren in der PKV versichert?",
      "Alternative Medizin PKV",
    ],
    keywords: [
      "heilpraktiker",
      "naturheilverfahren",
      "alternativ",
      "osteopathie",
      "homoeopathie",
      "akupunktur",
    ],
    answer: () =>
      "Viele PKV-Tarife erstatten Behandlungen beim Heilpraktiker und Naturheilverfahren, meist nach dem Gebührenverzeichnis für Heilpraktiker und oft mit einer jährlichen Höchstgrenze. Ob und in welchem Umfang Osteopathie, Akupunktur oder Homöopathie erstattet werden, steht in den Tarifbedingungen – achten Sie beim Vergleich darauf, wenn Ihnen diese Leistungen wichtig sind.",
  },
  {
    id: "vergleich",
    topic: "So funktioniert der Vergleich",
    questions: [
      "Wie funktioniert der PKV-Vergleich?",
      "Was muss ich für den Vergleich angeben?",
      "Ist der Vergleich kostenlos?",
    ],
    keywords: [
      "vergleich",
      "rechner",
      "tarifvergleich",
      "angaben",
      "kostenlos",
      "unverbindlich",
      "10 sekunden",
    ],
    answer: () =>
      "Für den Vergleich geben Sie Ihr Geburtsdatum und Ihre berufliche Situation an, im ausführlichen Formular auch Wünsche zu Leistungen und Selbstbeteiligung. Daraus berechnen wir in etwa 10 Sekunden die Beiträge passender Tarife von über 20 Anbietern. Der Vergleich ist kostenlos und unverbindlich; die Preise sind Richtwerte, den endgültigen Beitrag legt der Versicherer nach der Gesundheitsprüfung fest.",
  },
  {
    id: "ranking",
    topic: "So entsteht die Reihenfolge der Tarife",
    questions: [
      "Wie werden die Tarife sortiert?",
      "Nach welchen Kriterien ist das Ranking?",
      "Was bedeutet Preis-Leistung im Ergebnis?",
    ],
    keywords: [
      "ranking",
      "reihenfolge",
      "sortierung",
      "kategorie",
      "preis leistung",
      "premium",
      "guenstig",
      "standard",
      "ergebnis",
    ],
    answer: () =>
      "Die Ergebnisse werden in Kategorien eingeteilt – Preis-Leistung, Premium, Günstig und Standard – und innerhalb davon nach einer Bewertung aus Beitrag und Leistungsumfang sortiert. Die Top-Tarife werden zuerst gezeigt, weitere Tarife können Sie aufklappen und nach Ihren Wünschen filtern. Die Reihenfolge ist keine persönliche Empfehlung; welcher Tarif zu Ihnen passt, klärt ein unabhängiger Experte mit Ihnen.",
  },
  {
    id: "anbieter",
    topic: "Anbieter im Vergleich",
    questions: [
      "Welche Versicherer sind im Vergleich?",
      "Wie viele Anbieter vergleicht ihr?",
      "Ist die Allianz oder Debeka dabei?",
    ],
    keywords: [
      "anbieter",
      "versicherer",
      "gesellschaften",
      "partner",
      "allianz",
      "debeka",
      "axa",
      "hansemerkur",
    ],
    answer: () =>
      "Wir vergleichen Tarife von über 20 privaten Krankenversicherern, darunter bekannte Gesellschaften wie Allianz, AXA, Debeka, HanseMerkur, Signal Iduna und viele weitere. Der Vergleich umfasst eine Auswahl des Marktes, nicht jeden Tarif jedes Anbieters.",
  },
  {
    id: "beratung",
    topic: "Persönliche Beratung durch einen Experten",
    questions: [
      "Kann ich mit einem Berater sprechen?",
      "Wie bekomme ich eine persönliche Beratung?",
      "Welcher Tarif ist der richtige für mich?",
    ],
    keywords: [
      "makler",
      "beratung",
      "berater",
      "experte",
      "persoenlich",
      "anrufen",
      "richtige",
      "empfehlung",
    ],
    answer: () =>
      "Eine persönliche Empfehlung für Ihre Situation kann ich als Assistentin nicht geben. Dafür stehen unabhängige, geprüfte Versicherungsmakler bereit: Auf der Ergebnisseite können Sie mit 'Lassen Sie sich anrufen' oder 'Beratungsgespräch vereinbaren' eine kostenlose und unverbindliche Beratung anfragen. Ein Experte prüft dann Ihre Angaben, Gesundheitsfragen und Wünsche und erstellt ein passendes Angebot.",
  },
  {
    id: "datenschutz",
    topic: "Datenschutz",
    questions: [
      "Was passiert mit meinen Daten?",
      "Ist der Vergleich datenschutzkonform?",
      "Werden meine Chatnachrichten gespeichert?",
    ],
    keywords: ["datenschutz", "daten", "dsgvo", "gespeichert", "speichern", "chat", "privatsphaere", "ssl"],
    answer: () =>
      "Ihre Daten werden SSL-verschlüsselt übertragen und nach der DSGVO verarbeitet. Das Portal lädt keine Inhalte von Drittanbietern und setzt keine Tracker ein. Chatnachrichten mit mir werden zur Verbesserung des Angebots gespeichert und nach Ablauf der Aufbewahrungsfrist automatisch gelöscht – bitte geben Sie im Chat keine Gesundheitsdaten oder anderen persönlichen Angaben ein. Näheres steht in unserer Datenschutzerklärung.",
  },
  {
    id: "lucy",
    topic: "Über Lucy",
    questions: ["Wer bist du?", "Was kannst du?", "Bist du ein Mensch oder eine KI?"],
    keywords: ["wer bist", "kannst", "ki", "bot", "assistentin", "mensch", "chatbot"],
    answer: () =>
      "Ich bin Lucy, die digitale Assistentin dieses Portals. Ich beantworte allgemeine Fragen zur privaten Krankenversicherung – etwa zu Kosten, Voraussetzungen, Beihilfe oder Beitragsentwicklung im Alter – auf Grundlage unserer Wissensdatenbank. Eine individuelle Versicherungsberatung ersetze ich nicht; dafür vermitteln wir Ihnen gern einen unabhängigen Experten.",
  },
  {
    id: "gkv-hoechstbeitrag-sparen",
    topic: "Sparen gegenüber der GKV",
    questions: [
      "Wie viel kann ich mit der PKV sparen?",
      "Ist die PKV günstiger als die gesetzliche Krankenkasse?",
      "Bis zu 65 % sparen, stimmt das?",
    ],
    keywords: ["sparen", "ersparnis", "guenstiger", "billiger", "65", "prozent"],
    answer: (c) =>
      `Wer als Angestellter über der Beitragsbemessungsgrenze verdient, zahlt ${c.year} in der GKV den Höchstbeitrag von rund ${euro(gkvMaxMonthly(c), true)} im Monat für die Krankenversicherung (Arbeitgeber- und Arbeitnehmeranteil zusammen), dazu die Pflegeversicherung. Junge, gesunde Versicherte finden in der PKV oft deutlich günstigere Tarife – je nach Alter und Tarif sind Ersparnisse von bis zu 65 % möglich. Bedenken Sie aber, dass Beiträge steigen können und Familienmitglieder eigene Beiträge zahlen.`,
  },
];

/** The answer when nothing in the knowledge base fits: admits not knowing and points to the comparison and a broker. */
export const FALLBACK_ANSWER =
  "Dazu habe ich leider keine verlässliche Information in meiner Wissensdatenbank. Am besten starten Sie unseren kostenlosen PKV-Vergleich oder lassen sich von einem unabhängigen Experten beraten – auf der Ergebnisseite können Sie mit 'Lassen Sie sich anrufen' ein unverbindliches Gespräch anfragen. Fragen Sie mich gern auch zu Kosten, Voraussetzungen, Beihilfe, Selbstbeteiligung oder Beiträgen im Alter.";
