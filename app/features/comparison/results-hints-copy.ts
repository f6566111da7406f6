/**
 * The texts of the results' hints per group (docs/product/results.md#hints). The students' exemption and the
 * age-55 rule are the eligibility rule's own words (domain/comparison/eligibility-answer.ts), shared with Lucy.
 */
import { GKV_RETURN_NOTICES, STUDENT_EXEMPTION_NOTICE } from "../../../domain/comparison/eligibility-answer";
import type { ResultHint } from "../../../domain/comparison/results-hints";
import { formatEuroNoBreak } from "../../../lib/format/number-format";

/** The sick pay the hint's action adds: the portal's employee default, from the day the self-employed choose most. */
export const HINT_SICK_PAY = { dailyAmount: 100, startDay: 43 } as const;

export const RESULTS_HINTS_HEADING = "Gut zu wissen für Ihre Entscheidung";

export interface HintCopy {
  title: string;
  paragraphs: string[];
}

export function hintCopy(hint: ResultHint): HintCopy {
  switch (hint.kind) {
    case "no-sick-pay":
      return {
        title: "Ohne Krankentagegeld: Ihr Einkommen ist bei Krankheit nicht abgesichert",
        paragraphs: [
          "Als Selbstständige oder Freiberufler bekommen Sie bei Arbeitsunfähigkeit keine Lohnfortzahlung. Die Preise oben enthalten kein Krankentagegeld; ohne es fehlt Ihr Einkommen, solange Sie krank sind.",
        ],
      };
    case "student":
      return {
        title: "Als Student: Die Befreiung gilt für das ganze Studium",
        paragraphs: [
          STUDENT_EXEMPTION_NOTICE,
          "Ausbildungstarife sind günstiger, weil sie nur für die Zeit der Ausbildung gelten: Danach werden sie in einen regulären Tarif umgestellt, und der Beitrag steigt.",
          ...(hint.familyInsuranceAge
            ? [
                "Bis 25 kann die beitragsfreie Familienversicherung über ein gesetzlich versichertes Elternteil die bessere Wahl sein, solange Ihr eigenes Einkommen die Grenze dafür nicht übersteigt (§ 10 SGB V) – prüfen Sie sie vor der Befreiung.",
              ]
            : []),
        ],
      };
    case "civil-servant":
      return {
        title: "Als Beamter: Öffnungsaktion und Beihilfe Ihres Dienstherrn",
        paragraphs: [
          "Über die Öffnungsaktion der privaten Krankenversicherung nehmen die teilnehmenden Versicherer Beamte in den ersten sechs Monaten nach der ersten Verbeamtung trotz Vorerkrankungen an: ohne Ablehnung und ohne Leistungsausschluss, ein Risikozuschlag ist auf höchstens 30 % begrenzt.",
          "Was beihilfefähig ist, regelt die Beihilfeverordnung Ihres Dienstherrn (Bund oder Land) selbst; die Tarife hier ergänzen den Beihilfesatz, den Sie angegeben haben.",
        ],
      };
    case "gkv-return":
      return {
        title: "Ab 55: kein Weg zurück in die gesetzliche Krankenversicherung",
        paragraphs: [GKV_RETURN_NOTICES[hint.notice]],
      };
    case "basistarif":
      return {
        title: "Ablehnung wahrscheinlich? Der Basistarif bleibt offen",
        paragraphs: [
          "Für einige Tarife schätzt das Modell nach Ihren Gesundheitsangaben eine Ablehnung. Der Basistarif ist der Weg, der offen bleibt: Wer zu seinem Personenkreis gehört (§ 193 Abs. 5 VVG, etwa freiwillig gesetzlich Versicherte in den ersten sechs Monaten, in denen sie wechseln können), den muss jeder private Versicherer darin annehmen – ohne Risikozuschlag und ohne Leistungsausschluss (§ 203 Abs. 1 VVG). Er leistet vergleichbar der gesetzlichen Krankenversicherung; sein Beitrag ist auf deren Höchstbeitrag begrenzt (§ 152 VAG).",
        ],
      };
    case "employee-income-not-stated":
      return {
        title: "Als Angestellter: Ihr Einkommen entscheidet",
        paragraphs: [
          `Privat versichern können Sie sich als Angestellte oder Angestellter nur mit einem Bruttojahreseinkommen über der Versicherungspflichtgrenze (${hint.year}: ${formatEuroNoBreak(hint.threshold)}). Sie haben kein Einkommen angegeben; die Tarife gelten unter dieser Voraussetzung.`,
        ],
      };
  }
}

export const SICK_PAY_ACTION_LABEL = `Mit Krankentagegeld neu berechnen (${formatEuroNoBreak(HINT_SICK_PAY.dailyAmount)} pro Tag ab dem ${HINT_SICK_PAY.startDay}. Tag)`;
export const SICK_PAY_LINK_LABEL = "Krankentagegeld in Ihren Angaben ergänzen";
