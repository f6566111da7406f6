/**
 * The German answer of the eligibility rule (docs/product/comparison.md#eligibility): the same words in the long
 * and the short form's answer, the API's `not-eligible` problem and Lucy's price dialogue. Part of the rule's
 * contract, so it stands beside the rule (docs/architecture.md#what-domain-holds).
 */
import { formatEuroNoBreak } from "../../lib/format/number-format";
import type { Eligibility, EligibilityThreshold } from "./eligibility";

type NotEligible = Extract<Eligibility, { eligible: false }>;

export interface EligibilityAnswer {
  title: string;
  /** Why not: the income against the start year's threshold, and the law. */
  why: string;
  /** Only when the start year's figures are not in the table yet: which year's threshold stood in. */
  provisional?: string;
  /** When it changes. */
  changes: string;
  /** What remains instead. */
  remains: string;
}

/** 'Die Versicherungspflichtgrenze 2026 liegt bei 77.400 €.' and, provisional, which year stood in. */
function thresholdSentence(threshold: EligibilityThreshold): string {
  return `Die Versicherungspflichtgrenze ${threshold.year} liegt bei ${formatEuroNoBreak(threshold.amount)} brutto im Jahr.`;
}

function provisionalSentence(threshold: EligibilityThreshold): string | undefined {
  return threshold.provisional
    ? `Die Rechengrößen für ${threshold.requestedYear} sind noch nicht hinterlegt; wir haben die Grenze von ${threshold.year} verwendet (vorläufig).`
    : undefined;
}

export const ELIGIBILITY_TITLE = "Eine private Vollversicherung ist für Sie derzeit nicht möglich";

/** Whose answer it is in a household (the applicant's needs no words). */
const ELIGIBILITY_PERSON_PREFIX = {
  self: "",
  partner: "Für Ihren Partner: ",
  child: "Für Ihr Kind: ",
} as const;
export type EligibilityPerson = keyof typeof ELIGIBILITY_PERSON_PREFIX;

export function eligibilityAnswer(
  result: NotEligible,
  person: EligibilityPerson = "self",
): EligibilityAnswer {
  const { threshold, annualIncome } = result;
  const provisional = provisionalSentence(threshold);
  return {
    title: ELIGIBILITY_TITLE,
    why: `${ELIGIBILITY_PERSON_PREFIX[person]}Als Angestellte oder Angestellter sind Sie gesetzlich pflichtversichert, solange Ihr regelmäßiges Bruttojahreseinkommen unter der Versicherungspflichtgrenze liegt (§ 6 Abs. 1 Nr. 1 SGB V). ${thresholdSentence(threshold)} Sie haben ${formatEuroNoBreak(annualIncome)} angegeben.`,
    ...(provisional ? { provisional } : {}),
    changes:
      "Das ändert sich, wenn Ihr Einkommen die Grenze übersteigt (bei einer neuen Stelle ab Beginn, sonst mit Ablauf des Kalenderjahres, wenn es auch die Grenze des folgenden Jahres übersteigt; die Grenze wird jedes Jahr neu festgelegt), wenn Sie sich selbstständig machen oder wenn Sie verbeamtet werden.",
    remains:
      "Bis dahin bleiben Sie in der gesetzlichen Krankenversicherung. Ergänzen können Sie sie mit einer privaten Zusatzversicherung (z. B. für Zähne oder das Krankenhaus); Zusatzversicherungen bieten wir hier nicht an.",
  };
}

/** The answer as one text: the API problem's `detail` and the chat's reply. */
export function eligibilityDetail(answer: EligibilityAnswer): string {
  return [answer.why, answer.provisional, answer.changes, answer.remains].filter(Boolean).join(" ");
}

/** Students (§ 8 Abs. 1 Nr. 5 SGB V): the exemption from compulsory insurance binds for the whole study. */
export const STUDENT_EXEMPTION_NOTICE =
  "Wer sich als Student von der Versicherungspflicht befreien lässt (§ 8 Abs. 1 Nr. 5 SGB V), ist an die Befreiung für die gesamte Dauer des Studiums gebunden: Sie kann nicht widerrufen werden, ein Zurück in die studentische Krankenversicherung gibt es bis zum Ende des Studiums nicht.";

/** From 50 on the start (§ 6 Abs. 3a SGB V): a way back into the GKV closes at 55. */
export const GKV_RETURN_NOTICES = {
  "closes-at-55":
    "Ab 55 ist der Weg zurück in die gesetzliche Krankenversicherung in der Regel verschlossen: Wer dann versicherungspflichtig würde, aber in den fünf Jahren davor nicht gesetzlich versichert war, bleibt versicherungsfrei (§ 6 Abs. 3a SGB V). Entscheiden Sie den Wechsel deshalb mit Blick auf die Zeit nach 55.",
  closed:
    "Sie sind zum Versicherungsbeginn 55 oder älter: Nach einem Wechsel ist der Weg zurück in die gesetzliche Krankenversicherung in der Regel verschlossen (§ 6 Abs. 3a SGB V).",
} as const;
