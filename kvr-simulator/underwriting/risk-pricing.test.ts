import { describe, expect, it } from "vitest";
import { COVERAGE_REQUEST_VALUES } from "../../domain/constants/business";
import { constantsForYear } from "../../domain/constants/yearly-constants";
import type { BeruflicherStatus, CalcRequest } from "../read-calc-input";
import { selectTariffs, type TariffResult } from "../select-tariffs";
import type { HealthAnswers } from "./health-answers";

/**
 * The risk surcharge in the price (docs/product/rating-engine.md#underwriting-model): a percentage of the health
 * premium only, never lowering a price, the employer share computed with it, declined tariffs still priced.
 */

const START = "2026-12-01";
const C = constantsForYear(2026);
const cents = (value: number) => Math.round(value * 100) / 100;

const HEALTHY: HealthAnswers = {
  heightCm: 170,
  weightKg: 64,
  outpatientTreatments3y: 1,
  hospitalStays5y: 0,
  psychotherapy10y: false,
  chronicConditions: [],
  regularMedication: false,
  missingTeeth: 0,
  plannedDentalTreatment: false,
  diopters: -1,
};

const ANSWERS: ReadonlyArray<readonly [string, HealthAnswers]> = [
  ["healthy", HEALTHY],
  ["BMI 33", { ...HEALTHY, weightKg: 95.5 }],
  [
    "asthma, 4 teeth, 7 treatments",
    { ...HEALTHY, chronicConditions: ["ASTHMA"], missingTeeth: 4, outpatientTreatments3y: 7 },
  ],
  [
    "back, two stays, medication",
    { ...HEALTHY, chronicConditions: ["RUECKEN"], hospitalStays5y: 2, regularMedication: true },
  ],
  ["diabetes type 1", { ...HEALTHY, chronicConditions: ["DIABETES_TYP1"] }],
  [
    "everything",
    {
      ...HEALTHY,
      weightKg: 100,
      outpatientTreatments3y: 15,
      hospitalStays5y: 4,
      psychotherapy10y: true,
      chronicConditions: ["ASTHMA", "DEPRESSION", "RHEUMA"],
      regularMedication: true,
      missingTeeth: 8,
      diopters: -9,
    },
  ],
];

function request(
  status: BeruflicherStatus,
  age: number,
  coverage: keyof typeof COVERAGE_REQUEST_VALUES,
  health: HealthAnswers | null,
): CalcRequest {
  const levels = COVERAGE_REQUEST_VALUES[coverage];
  return {
    personIndex: 0,
    role: "Selbst",
    birthDate: `${2026 - age}-06-01`,
    gender: "WEIBLICH",
    status,
    insuredPerson: "Erwachsener",
    berufGruppe: "Normal",
    start: START,
    versType: "Vollversicherung",
    zahn: levels.zahn,
    stationaer: levels.stationaer,
    useMinLogic: true,
    sbUnter: 0,
    sbOber: 1200,
    sbFlags: new Map(),
    sickPay: status === "Arbeitnehmer" ? { startDay: 43, dailyAmount: 100 } : null,
    health,
    premiumRelief: 0,
    careObligation: true,
    beihilfe: null,
    companyFilter: null,
    extendedFilters: [],
    primarySortField: "Beitrag",
    outputRequestType: "KVRatio",
  };
}

const PROFILES = [
  ["Arbeitnehmer", 35, "comfort"],
  ["Selbstaendiger", 45, "basic"],
  ["Arbeitnehmer", 52, "premium"],
] as const;

const key = (result: TariffResult) => `${result.tariff.prodId}|${result.quote.deductible}`;

describe("risk surcharge in the price", () => {
  for (const [status, age, coverage] of PROFILES) {
    it(`${status} ${age} ${coverage}: health answers never lower a price; the surcharge is a share of the health premium`, () => {
      const without = new Map(
        selectTariffs(request(status, age, coverage, null)).results.map((result) => [key(result), result]),
      );
      for (const [name, answers] of ANSWERS) {
        const { results } = selectTariffs(request(status, age, coverage, answers));
        expect(results.length, name).toBe(without.size);
        for (const result of results) {
          const base = without.get(key(result))!;
          const q = result.quote;
          const risk = result.risk!;
          expect(q.total, name).toBeGreaterThanOrEqual(base.quote.total);
          // Only the health premium carries the surcharge: § 149 VAG, sick pay and PPV are unchanged.
          expect([q.health, q.surcharge, q.sickPay, q.care]).toEqual([
            base.quote.health,
            base.quote.surcharge,
            base.quote.sickPay,
            base.quote.care,
          ]);
          expect(q.riskSurcharge, name).toBe(cents((q.health * risk.surchargePercent) / 100));
          expect(cents(q.total - q.riskSurcharge), name).toBe(base.quote.total);
          if (risk.status === "decline") expect(q.riskSurcharge, name).toBe(0);
          // The employer share (§ 257 SGB V) is computed on the premium with the surcharge, up to its cap.
          if (status === "Arbeitnehmer") {
            expect(q.employer.kv, name).toBe(
              cents(Math.min(q.kvTotal / 2, C.maxEmployerSubsidyHealthMonthly)),
            );
            expect(q.employer.kv, name).toBeGreaterThanOrEqual(base.quote.employer.kv);
          } else expect(q.employer.total).toBe(0);
        }
      }
    });
  }

  it("prices a declined person: every tariff with its price, marked decline", () => {
    const declined = selectTariffs(request("Arbeitnehmer", 35, "comfort", ANSWERS[4]![1])).results;
    expect(declined.length).toBeGreaterThan(40);
    for (const result of declined) {
      expect(result.risk).toMatchObject({ status: "decline", surchargePercent: 0 });
      expect(result.quote.total).toBeGreaterThan(0);
      expect(result.quote.riskSurcharge).toBe(0);
    }
  });

  it("accepts the healthy answers everywhere with 0 %: the prices are those without answers", () => {
    const without = selectTariffs(request("Selbstaendiger", 30, "basic", null)).results;
    const healthy = selectTariffs(request("Selbstaendiger", 30, "basic", HEALTHY)).results;
    expect(healthy.map((result) => result.quote)).toEqual(without.map((result) => result.quote));
    for (const result of healthy)
      expect(result.risk).toMatchObject({ status: "accept", surchargePercent: 0 });
    for (const result of without) expect(result.risk).toBeNull();
  });
});
