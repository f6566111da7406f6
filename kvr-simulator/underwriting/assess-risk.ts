import { HEALTH_CONDITION_LABELS } from "../../domain/comparison/health-conditions";
import { formatNumber } from "../../lib/format/number-format";
import type { TariffLine } from "../catalogue/types";
import { bodyMassIndex, type HealthAnswers } from "./health-answers";
import { UNDERWRITING_RANGES, type UnderwritingRuleSet, type Verdict } from "./rule-sets";

/**
 * The underwriting model's estimate for one person and tariff (docs/product/rating-engine.md#underwriting-model):
 * every answer that matters is a finding with the insurer's verdict; surcharges add (premium tariffs a few points
 * more) and are capped, any decline declines, exclusions are collected. Status precedence: decline > exclusion >
 * surcharge > accept. A model estimate, not the insurer's decision.
 */

export type RiskStatus = "accept" | "surcharge" | "exclusion" | "decline";

/** One answer that changes the verdict, with its short German reason and what it leads to. */
interface RiskFinding {
  reason: string;
  verdict: Verdict;
  /** The effect in words: 'Zuschlag 15 %', 'Leistungsausschluss', 'Ablehnung wahrscheinlich'. */
  effect: string;
}

export interface RiskAssessment {
  status: RiskStatus;
  /** The risk surcharge in % of the tariff's health premium (0 for a decline: priced without). */
  surchargePercent: number;
  /** The findings' reasons, in the order of the questions. */
  reasons: string[];
  findings: RiskFinding[];
}

/** What the insurer excludes for a finding with an exclusion verdict. */
const EXCLUSION_TEXT = {
  RUECKEN: "Ausschluss für Erkrankungen der Wirbelsäule",
  teeth: "Ausschluss für Zahnersatz dieser Zähne",
  plannedDental: "Ausschluss dieser Behandlung",
  eyes: "Ausschluss für Erkrankungen der Augen",
} as const;

const effectOf = (verdict: Verdict) =>
  verdict.kind === "surcharge"
    ? `Zuschlag ${verdict.percent} %`
    : verdict.kind === "exclusion"
      ? "Leistungsausschluss"
      : "Ablehnung wahrscheinlich";

/** The person: children are not assessed by BMI (the model has no BMI-for-age percentiles). */
export interface RiskPerson {
  child: boolean;
}

export function assessRisk(
  answers: HealthAnswers,
  rules: UnderwritingRuleSet,
  line: TariffLine,
  person: RiskPerson,
): RiskAssessment {
  const findings: RiskFinding[] = [];
  const add = (reason: string, verdict: Verdict, excluded?: string) => {
    // A surcharge of 0 % is no finding: the answer does not change the offer.
    if (verdict.kind === "surcharge" && verdict.percent <= 0) return;
    const text =
      verdict.kind === "exclusion" && excluded
        ? `${reason}: ${excluded}`
        : verdict.kind === "decline"
          ? `${reason}: Ablehnung`
          : reason;
    findings.push({ reason: text, verdict, effect: effectOf(verdict) });
  };

  if (!person.child) {
    // The BMI as people read it (one decimal) decides the band: 'BMI 34,9' is below 35.
    const bmi = Math.round(bodyMassIndex(answers) * 10) / 10;
    const reason = `BMI ${formatNumber(bmi, 1)}`;
    if (bmi >= 40) add(reason, { kind: "decline" });
    else if (bmi >= 35) add(reason, rules.bmi.severelyObese);
    else if (bmi >= 30) add(reason, rules.bmi.obese);
    else if (bmi < 17) add(reason, rules.bmi.underweight);
  }
  const outpatient = answers.outpatientTreatments3y;
  if (outpatient >= 10) add(`${outpatient} ambulante Behandlungen in 3 Jahren`, rules.outpatient.many);
  else if (outpatient >= 5) add(`${outpatient} ambulante Behandlungen in 3 Jahren`, rules.outpatient.some);
  const stays = answers.hospitalStays5y;
  if (stays === 1) add("1 stationärer Aufenthalt in 5 Jahren", rules.hospital.one);
  else if (stays === 2) add("2 stationäre Aufenthalte in 5 Jahren", rules.hospital.two);
  else if (stays >= 3) add(`${stays} stationäre Aufenthalte in 5 Jahren`, rules.hospital.threeOrMore);
  if (answers.psychotherapy10y) add("Psychotherapie in den letzten 10 Jahren", rules.psychotherapy);
  for (const code of answers.chronicConditions) {
    add(
      HEALTH_CONDITION_LABELS[code],
      rules.conditions[code],
      code === "RUECKEN" ? EXCLUSION_TEXT.RUECKEN : "",
    );
  }
  if (answers.regularMedication) add("Regelmäßige Medikamente", rules.medication);
  const teeth = answers.missingTeeth;
  if (teeth >= 6) add(`${teeth} fehlende Zähne`, { kind: "exclusion" }, EXCLUSION_TEXT.teeth);
  else if (teeth >= 3) add(`${teeth} fehlende Zähne`, rules.missingTeeth, EXCLUSION_TEXT.teeth);
  if (answers.plannedDentalTreatment)
    add("Geplante Zahnbehandlung", { kind: "exclusion" }, EXCLUSION_TEXT.plannedDental);
  const diopters = Math.abs(answers.diopters);
  const dioptersText = `${answers.diopters > 0 ? "+" : ""}${formatNumber(answers.diopters, 2).replace(/,?0+$/, "")} Dioptrien`;
  if (diopters >= 8) add(dioptersText, rules.highDiopters, EXCLUSION_TEXT.eyes);
  else if (diopters >= 6) add(dioptersText, rules.moderateDiopters, EXCLUSION_TEXT.eyes);

  const declined = findings.some((finding) => finding.verdict.kind === "decline");
  const excluded = findings.some((finding) => finding.verdict.kind === "exclusion");
  let surcharge = 0;
  for (const { verdict } of findings) if (verdict.kind === "surcharge") surcharge += verdict.percent;
  if (surcharge > 0) {
    // Premium tariffs at the same insurer are underwritten a little more strictly.
    surcharge +=
      line === "premium"
        ? rules.premiumLinePoints
        : line === "comfort"
          ? Math.round(rules.premiumLinePoints / 2)
          : 0;
    surcharge = Math.min(surcharge, UNDERWRITING_RANGES.maxSurcharge);
  }
  const status: RiskStatus = declined
    ? "decline"
    : excluded
      ? "exclusion"
      : surcharge > 0
        ? "surcharge"
        : "accept";
  return {
    status,
    surchargePercent: declined ? 0 : surcharge,
    reasons: findings.map((finding) => finding.reason),
    findings,
  };
}
