import { describe, expect, it } from "vitest";
import { COVERAGE_REQUEST_VALUES } from "../domain/constants/business";
import { constantsForYear } from "../domain/constants/yearly-constants";
import { TARIFFS } from "./catalogue/tariffs";
import { quote } from "./premium-model";
import type { BeruflicherStatus, CalcRequest } from "./read-calc-input";
import { selectTariffs } from "./select-tariffs";

/**
 * Property-style check of the deductible over the whole input space the forms allow: ages 16–59, every job
 * status, every coverage level, every tariff and each of its steps up to the coverage's limit (basic 5.000 €,
 * so all steps). A higher deductible never raises the price, and its yearly saving (12 × monthly
 * difference) stays below the deductible difference; the relief grows less than proportionally.
 */

const START = "2026-12-01";
const STATUSES: ReadonlyArray<{ status: BeruflicherStatus; child: boolean }> = [
  { status: "Arbeitnehmer", child: false },
  { status: "Selbstaendiger", child: false },
  { status: "Freiberufler", child: false },
  { status: "Beamter", child: false },
  { status: "Beamtenkind", child: true },
  { status: "Student", child: false },
  { status: "Kind", child: true },
];

function request(status: BeruflicherStatus, child: boolean, age: number, coverage: string): CalcRequest {
  const levels = COVERAGE_REQUEST_VALUES[coverage as keyof typeof COVERAGE_REQUEST_VALUES];
  const civil = status === "Beamter" || status === "Beamtenkind";
  return {
    personIndex: 0,
    role: "Selbst",
    health: null,
    premiumRelief: 0,
    birthDate: `${2026 - age}-06-01`,
    gender: "MANNLICH",
    status,
    insuredPerson: child ? "Kind" : "Erwachsener",
    berufGruppe: "Normal",
    start: START,
    versType: "Vollversicherung",
    zahn: levels.zahn,
    stationaer: levels.stationaer,
    useMinLogic: true,
    sbUnter: 0,
    sbOber: 5000,
    sbFlags: new Map(),
    sickPay: status === "Arbeitnehmer" ? { startDay: 43, dailyAmount: 100 } : null,
    careObligation: true,
    beihilfe: civil ? { dienstherr: "TYPE_Q_Bund", stufe: "TYPE_A_50_70R" } : null,
    companyFilter: null,
    extendedFilters: [],
    primarySortField: "Beitrag",
    outputRequestType: "KVRatio",
  };
}

describe("deductible properties over ages 16–59, every job status, coverage and step", () => {
  it("a higher deductible never raises the price and saves less per year than it costs", () => {
    let pairs = 0;
    for (const { status, child } of STATUSES) {
      for (let age = 16; age <= 59; age++) {
        for (const coverage of ["basic", "comfort", "premium"]) {
          const { results } = selectTariffs(request(status, child, age, coverage));
          const byTariff = new Map<number, Array<{ sb: number; total: number }>>();
          for (const result of results) {
            const list = byTariff.get(result.tariff.prodId) ?? [];
            list.push({ sb: result.quote.deductible, total: result.quote.total });
            byTariff.set(result.tariff.prodId, list);
          }
          for (const [id, variants] of byTariff) {
            variants.sort((a, b) => a.sb - b.sb);
            for (let i = 1; i < variants.length; i++) {
              const lower = variants[i - 1]!;
              const higher = variants[i]!;
              const label = `${status} ${age} ${coverage} ${id} ${lower.sb}→${higher.sb}`;
              expect(higher.total, label).toBeLessThanOrEqual(lower.total);
              expect((lower.total - higher.total) * 12, label).toBeLessThan(higher.sb - lower.sb);
              pairs += 1;
            }
          }
        }
      }
    }
    expect(pairs).toBeGreaterThan(10_000);
  });

  it("the relief is concave: the saving per euro of deductible falls as the deductible grows", () => {
    const constants = constantsForYear(2026);
    for (const tariff of TARIFFS) {
      for (const age of [16, 25, 35, 45, 59]) {
        const total = (deductible: number) =>
          quote(tariff, {
            birthDate: `${2026 - age}-06-01`,
            startDate: START,
            deductible,
            residualPercent: 100,
            sickPay: null,
            careObligation: true,
            beihilfe: false,
            employerShare: false,
            constants,
          }).total;
        const base = total(0);
        let previousRate = Number.POSITIVE_INFINITY;
        for (const step of [300, 600, 1200, 2400, 5000]) {
          const yearly = (base - total(step)) * 12;
          expect(yearly, `${tariff.name} ${age} ${step}`).toBeGreaterThan(0);
          expect(yearly, `${tariff.name} ${age} ${step}`).toBeLessThan(step);
          // rounding to cents may move the rate by at most 0.24 € a year per step
          const rate = yearly / step;
          expect(rate, `${tariff.name} ${age} ${step}`).toBeLessThanOrEqual(previousRate + 0.25 / step);
          previousRate = rate;
        }
      }
    }
  });
});
