import { formatEuroNoBreak } from "../../../lib/format/number-format";
import type { LandingFigures } from "./landing-figures";

export interface FaqItem {
  question: string;
  answer: string;
}

/** The six questions of the landing FAQ (docs/product/site.md); also the source of the FAQPage structured data. */
export function faqItems(figures: LandingFigures): FaqItem[] {
  return [
    {
      question: "Wer kann sich privat krankenversichern?",
      answer: `Angestellte, deren regelmäßiges Jahresarbeitsentgelt über der Versicherungspflichtgrenze liegt (${figures.year}: ${formatEuroNoBreak(figures.compulsoryInsuranceLimitYearly)} brutto), außerdem Selbstständige, Freiberufler, Beamte und Beamtenanwärter unabhängig vom Einkommen sowie Studierende, die sich zu Beginn des Studiums von der Versicherungspflicht befreien lassen.`,
    },
    {
      question: "Was kostet eine private Krankenversicherung?",
      answer:
        "Der Beitrag richtet sich nicht nach dem Einkommen, sondern nach Eintrittsalter, Gesundheitszustand, gewähltem Leistungsumfang und Selbstbeteiligung. Junge, gesunde Versicherte zahlen oft deutlich weniger als den Höchstbeitrag der gesetzlichen Krankenkasse – unser Vergleich zeigt Ihnen in nur 10 Sekunden passende Tarife.",
    },
    {
      question: "Bekomme ich als Angestellter einen Zuschuss vom Arbeitgeber?",
      answer: `Ja. Der Arbeitgeber zahlt die Hälfte Ihres PKV-Beitrags, höchstens jedoch so viel, wie er in der gesetzlichen Krankenversicherung zahlen würde: ${figures.year} bis zu ${formatEuroNoBreak(figures.maxEmployerSubsidyHealthMonthly, true)} im Monat für die Kranken- und bis zu ${formatEuroNoBreak(figures.maxEmployerSubsidyCareMonthly, true)} für die Pflegeversicherung.`,
    },
    {
      question: "Kann ich aus der PKV zurück in die gesetzliche Krankenversicherung?",
      answer:
        "Nur unter bestimmten Voraussetzungen, etwa wenn Sie als Angestellter wieder versicherungspflichtig werden, weil Ihr Einkommen unter die Versicherungspflichtgrenze sinkt. Ab 55 Jahren ist die Rückkehr in der Regel ausgeschlossen. Der Wechsel in die PKV sollte deshalb gut überlegt sein.",
    },
    {
      question: "Wie sind Kinder und Ehepartner in der PKV versichert?",
      answer:
        "Eine beitragsfreie Familienversicherung wie in der gesetzlichen Krankenversicherung gibt es in der PKV nicht: Jedes Familienmitglied erhält einen eigenen Vertrag mit eigenem Beitrag. Kinder von Beamten sind über die Beihilfe besonders günstig privat versichert.",
    },
    {
      question: "Ist der PKV-Vergleich kostenlos und unverbindlich?",
      answer:
        "Ja. Der Vergleich ist für Sie 100% kostenlos und unverbindlich. Ihre Daten werden SSL-verschlüsselt übertragen und datenschutzkonform verarbeitet. Auf Wunsch meldet sich ein Experte bei Ihnen und erstellt ein persönliches Angebot.",
    },
  ];
}
