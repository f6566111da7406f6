import { describe, expect, it } from "vitest";
import { HEALTH_CONDITION_CODES } from "../../domain/comparison/health-conditions";
import { INSURERS } from "../catalogue/insurers";
import type { TariffLine } from "../catalogue/types";
import { assessRisk, type RiskAssessment, type RiskStatus } from "./assess-risk";
import type { HealthAnswers } from "./health-answers";
import { ruleSetFor, UNDERWRITING_RANGES, type Verdict } from "./rule-sets";

/**
 * Properties of the underwriting model (docs/product/rating-engine.md#underwriting-model) over every insurer of
 * the catalogue and every tariff line: healthy answers are accepted everywhere, the same answers give the same
 * estimate, some findings decline everywhere, more findings never lower the verdict, and the insurers differ.
 */

const HEALTHY: HealthAnswers = {
  heightCm: 180,
  weightKg: 71, // BMI 21,9
  outpatientTreatments3y: 0,
  hospitalStays5y: 0,
  psychotherapy10y: false,
  chronicConditions: [],
  regularMedication: false,
  missingTeeth: 0,
  plannedDentalTreatment: false,
  diopters: 0,
};
const LINES: readonly TariffLine[] = ["basic", "comfort", "premium"];
const ADULT = { child: false };
/** Weight for a BMI at 180 cm. */
const weightFor = (bmi: number) => bmi * 1.8 * 1.8;

const SEVERITY: Readonly<Record<RiskStatus, number>> = { accept: 0, surcharge: 1, exclusion: 2, decline: 3 };

/** Every estimate of the answers: insurer × line. */
function everywhere(answers: Partial<HealthAnswers>, person = ADULT): RiskAssessment[] {
  return INSURERS.flatMap((insurer) =>
    LINES.map((line) => assessRisk({ ...HEALTHY, ...answers }, ruleSetFor(insurer), line, person)),
  );
}

/** `b` is not milder than `a`: a verdict at least as severe, and no lower surcharge unless declined. */
function notMilder(a: RiskAssessment, b: RiskAssessment) {
  expect(SEVERITY[b.status]).toBeGreaterThanOrEqual(SEVERITY[a.status]);
  if (b.status !== "decline") expect(b.surchargePercent).toBeGreaterThanOrEqual(a.surchargePercent);
}

describe("underwriting model: properties over every insurer and tariff line", () => {
  it("accepts healthy answers (BMI 22, no treatments, nothing) with 0 % everywhere", () => {
    for (const estimate of everywhere({})) {
      expect(estimate).toEqual({ status: "accept", surchargePercent: 0, reasons: [], findings: [] });
    }
  });

  it("gives the same estimate for the same answers (deterministic rule sets)", () => {
    const answers: Partial<HealthAnswers> = {
      weightKg: weightFor(33),
      outpatientTreatments3y: 7,
      chronicConditions: ["ASTHMA", "RUECKEN"],
      missingTeeth: 4,
    };
    expect(everywhere(answers)).toEqual(everywhere({ ...answers }));
    for (const insurer of INSURERS) expect(ruleSetFor(insurer)).toBe(ruleSetFor(insurer));
  });

  it("declines diabetes type 1, heart disease and a BMI of 40 at every insurer", () => {
    for (const answers of [
      { chronicConditions: ["DIABETES_TYP1"] as const },
      { chronicConditions: ["HERZ"] as const },
      { weightKg: weightFor(40.5) },
    ]) {
      for (const estimate of everywhere(answers)) {
        expect(estimate.status).toBe("decline");
        expect(estimate.surchargePercent).toBe(0);
      }
    }
    expect(everywhere({ chronicConditions: ["DIABETES_TYP1"] })[0]!.reasons).toEqual([
      "Diabetes Typ 1: Ablehnung",
    ]);
  });

  it("never lowers the verdict or the surcharge for more treatments or hospital stays", () => {
    for (const key of ["outpatientTreatments3y", "hospitalStays5y"] as const) {
      for (const insurer of INSURERS) {
        for (const line of LINES) {
          let previous = assessRisk(HEALTHY, ruleSetFor(insurer), line, ADULT);
          for (let count = 1; count <= 99; count++) {
            const next = assessRisk({ ...HEALTHY, [key]: count }, ruleSetFor(insurer), line, ADULT);
            notMilder(previous, next);
            previous = next;
          }
        }
      }
    }
  });

  it("never lowers the verdict for more missing teeth (from 6 the teeth are excluded instead of charged)", () => {
    for (const insurer of INSURERS) {
      let previous = assessRisk(HEALTHY, ruleSetFor(insurer), "basic", ADULT);
      for (let count = 1; count <= 99; count++) {
        const next = assessRisk({ ...HEALTHY, missingTeeth: count }, ruleSetFor(insurer), "basic", ADULT);
        expect(SEVERITY[next.status]).toBeGreaterThanOrEqual(SEVERITY[previous.status]);
        if (count <= 2) expect(next.status).toBe("accept");
        if (count >= 6) expect(next.status).toBe("exclusion");
        previous = next;
      }
    }
  });

  it("never lowers the verdict for another condition or answer on top", () => {
    const base: Partial<HealthAnswers> = { weightKg: weightFor(31), outpatientTreatments3y: 5 };
    for (const insurer of INSURERS) {
      const rules = ruleSetFor(insurer);
      const before = assessRisk({ ...HEALTHY, ...base }, rules, "comfort", ADULT);
      for (const code of HEALTH_CONDITION_CODES) {
        notMilder(
          before,
          assessRisk({ ...HEALTHY, ...base, chronicConditions: [code] }, rules, "comfort", ADULT),
        );
      }
      for (const extra of [
        { regularMedication: true },
        { psychotherapy10y: true },
        { plannedDentalTreatment: true },
        { diopters: -9 },
        { diopters: 6.5 },
      ]) {
        notMilder(before, assessRisk({ ...HEALTHY, ...base, ...extra }, rules, "comfort", ADULT));
      }
    }
  });

  it("differs across insurers: not every insurer gives the same verdict for BMI 33 or BMI 37", () => {
    const bmi33 = everywhere({ weightKg: weightFor(33) }).map((e) => `${e.status} ${e.surchargePercent}`);
    expect(new Set(bmi33).size).toBeGreaterThan(5);
    for (const estimate of everywhere({ weightKg: weightFor(33) })) {
      expect(estimate.status).toBe("surcharge");
      expect(estimate.reasons).toEqual(["BMI 33,0"]);
    }
    const bmi37 = new Set(everywhere({ weightKg: weightFor(37) }).map((e) => e.status));
    expect(bmi37).toEqual(new Set(["surcharge", "decline"]));
    const psychotherapy = new Set(everywhere({ psychotherapy10y: true }).map((e) => e.status));
    expect(psychotherapy).toEqual(new Set(["surcharge", "decline"]));
  });

  it("draws every insurer's verdicts within the documented ranges", () => {
    const r = UNDERWRITING_RANGES;
    const inRange = (verdict: Verdict, [from, to]: readonly [number, number]) => {
      if (verdict.kind !== "surcharge") return;
      expect(verdict.percent).toBeGreaterThanOrEqual(from);
      expect(verdict.percent).toBeLessThanOrEqual(to);
    };
    let strict = 0;
    for (const insurer of INSURERS) {
      const rules = ruleSetFor(insurer);
      if (rules.strict) strict++;
      expect(rules.bmi.severelyObese.kind).toBe(rules.strict ? "decline" : "surcharge");
      expect(rules.hospital.threeOrMore.kind).toBe(rules.strict ? "decline" : "surcharge");
      inRange(rules.bmi.underweight, r.bmi.underweight);
      inRange(rules.bmi.obese, r.bmi.obese);
      inRange(rules.bmi.severelyObese, r.bmi.severelyObese);
      inRange(rules.outpatient.some, r.outpatient.some);
      inRange(rules.outpatient.many, r.outpatient.many);
      inRange(rules.hospital.one, r.hospital.one);
      inRange(rules.hospital.two, r.hospital.two);
      inRange(rules.hospital.threeOrMore, r.hospital.threeOrMore);
      inRange(rules.psychotherapy, r.psychotherapy.surcharge);
      inRange(rules.medication, r.medication);
      inRange(rules.missingTeeth, r.missingTeeth.surcharge);
      inRange(rules.moderateDiopters, r.diopters.moderate);
      for (const code of HEALTH_CONDITION_CODES) {
        const rule = r.conditions[code];
        const verdict = rules.conditions[code];
        if (verdict.kind === "decline") expect(rule.decline ?? 0).toBeGreaterThan(0);
        else if (verdict.kind === "exclusion") expect(rule.exclusion ?? 0).toBeGreaterThan(0);
        else inRange(verdict, rule.surcharge!);
      }
      expect(rules.premiumLinePoints).toBeGreaterThanOrEqual(r.premiumLinePoints[0]);
      expect(rules.premiumLinePoints).toBeLessThanOrEqual(r.premiumLinePoints[1]);
    }
    // Strict and lenient insurers both exist.
    expect(strict).toBeGreaterThan(0);
    expect(strict).toBeLessThan(INSURERS.length);
  });
});

describe("underwriting model: combination", () => {
  const rules = ruleSetFor(INSURERS[0]!);

  it("adds surcharges, premium tariffs a few points more, and caps the sum at 100 %", () => {
    const answers = { ...HEALTHY, weightKg: weightFor(31), outpatientTreatments3y: 6 };
    const percent = (verdict: Verdict) => (verdict.kind === "surcharge" ? verdict.percent : 0);
    const basic = assessRisk(answers, rules, "basic", ADULT);
    expect(basic.surchargePercent).toBe(percent(rules.bmi.obese) + percent(rules.outpatient.some));
    const comfort = assessRisk(answers, rules, "comfort", ADULT);
    const premium = assessRisk(answers, rules, "premium", ADULT);
    expect(premium.surchargePercent - basic.surchargePercent).toBe(rules.premiumLinePoints);
    expect(comfort.surchargePercent).toBeGreaterThanOrEqual(basic.surchargePercent);
    expect(comfort.surchargePercent).toBeLessThanOrEqual(premium.surchargePercent);
    const many = assessRisk(
      {
        ...answers,
        outpatientTreatments3y: 20,
        hospitalStays5y: 2,
        chronicConditions: ["ASTHMA", "BLUTHOCHDRUCK", "MIGRAENE", "NEURODERMITIS"],
        regularMedication: true,
      },
      ruleSetFor(INSURERS.find((insurer) => !ruleSetFor(insurer).strict)!),
      "premium",
      ADULT,
    );
    expect(many.status).toBe("surcharge");
    expect(many.surchargePercent).toBe(UNDERWRITING_RANGES.maxSurcharge);
  });

  it("keeps the precedence decline > exclusion > surcharge > accept; an exclusion may carry a surcharge", () => {
    const exclusion = assessRisk(
      { ...HEALTHY, weightKg: weightFor(31), missingTeeth: 7 },
      rules,
      "basic",
      ADULT,
    );
    expect(exclusion.status).toBe("exclusion");
    expect(exclusion.surchargePercent).toBeGreaterThan(0);
    expect(exclusion.reasons).toEqual([
      "BMI 31,0",
      "7 fehlende Zähne: Ausschluss für Zahnersatz dieser Zähne",
    ]);
    const declined = assessRisk(
      { ...HEALTHY, missingTeeth: 7, chronicConditions: ["HERZ", "ASTHMA"] },
      rules,
      "basic",
      ADULT,
    );
    expect(declined.status).toBe("decline");
    expect(declined.surchargePercent).toBe(0);
    expect(declined.reasons).toContain("Herzerkrankung: Ablehnung");
    expect(declined.reasons).toContain("Asthma");
    const planned = assessRisk({ ...HEALTHY, plannedDentalTreatment: true }, rules, "basic", ADULT);
    expect(planned).toMatchObject({
      status: "exclusion",
      surchargePercent: 0,
      reasons: ["Geplante Zahnbehandlung: Ausschluss dieser Behandlung"],
    });
  });

  it("writes short German reasons: the BMI with a comma, counts, labels", () => {
    const estimate = assessRisk(
      {
        ...HEALTHY,
        heightCm: 175,
        weightKg: 111, // BMI 36,2
        hospitalStays5y: 1,
        chronicConditions: ["ALLERGIE", "ASTHMA"],
      },
      ruleSetFor(INSURERS.find((insurer) => !ruleSetFor(insurer).strict)!),
      "basic",
      ADULT,
    );
    expect(estimate.reasons[0]).toBe("BMI 36,2");
    expect(estimate.reasons).toContain("Asthma");
    expect(estimate.findings.find((finding) => finding.reason === "Asthma")?.effect).toMatch(
      /^Zuschlag \d+ %$/,
    );
  });

  it("does not assess a child's BMI (the model has no BMI-for-age percentiles)", () => {
    const child = { ...HEALTHY, heightCm: 110, weightKg: 45 };
    for (const insurer of INSURERS) {
      expect(assessRisk(child, ruleSetFor(insurer), "basic", { child: true }).status).toBe("accept");
    }
  });
});
