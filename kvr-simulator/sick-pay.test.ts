import { describe, expect, it } from "vitest";
import { COVERAGE_REQUEST_VALUES } from "../domain/constants/business";
import { INSURERS } from "./catalogue/insurers";
import { PERSON_AGE_LIMITS, sickPayAllowed } from "./legal-rules";
import type { BeruflicherStatus, CalcRequest } from "./read-calc-input";
import { selectTariffs } from "./select-tariffs";
import { SICK_PAY_START_FACTORS, sickPayMonthlyPremium } from "./sick-pay-premium";

/** Sick pay (Krankentagegeld, docs/product/rating-engine.md#sick-pay): start day 8 and who may insure it. */

const START = "2026-12-01";

function request(status: BeruflicherStatus, startDay: number): CalcRequest {
  const levels = COVERAGE_REQUEST_VALUES.comfort;
  const civil = status === "Beamter";
  return {
    personIndex: 0,
    role: "Selbst",
    birthDate: "1986-06-01",
    gender: "MANNLICH",
    status,
    insuredPerson: "Erwachsener",
    berufGruppe: civil ? "Beamte" : "Normal",
    start: START,
    versType: "Vollversicherung",
    zahn: levels.zahn,
    stationaer: levels.stationaer,
    useMinLogic: true,
    sbUnter: 0,
    sbOber: 0,
    sbFlags: new Map(),
    sickPay: { startDay, dailyAmount: 150 },
    health: null,
    premiumRelief: 0,
    careObligation: true,
    beihilfe: civil ? { dienstherr: "TYPE_Q_Bund", stufe: "TYPE_A_50_70R" } : null,
    companyFilter: null,
    extendedFilters: [],
    primarySortField: "Beitrag",
    outputRequestType: "KVRatio",
  };
}

describe("sick pay", () => {
  it("offers day 8 for the self-employed, priced about 2,2 times day 43, and more than day 15", () => {
    expect(SICK_PAY_START_FACTORS[8]).toBe(2.2);
    for (const insurer of INSURERS) {
      for (const age of [25, 40, 55]) {
        const day8 = sickPayMonthlyPremium(insurer, age, 8, 100);
        expect(day8 / sickPayMonthlyPremium(insurer, age, 43, 100)).toBeCloseTo(2.2, 10);
        expect(day8).toBeGreaterThan(sickPayMonthlyPremium(insurer, age, 15, 100));
      }
    }
  });

  it("is insured for employees, the self-employed and freelancers only", () => {
    const person = (status: string) => ({
      status,
      insuredPerson: "Erwachsener" as const,
      birthDate: "1986-06-01",
      start: START,
    });
    for (const status of ["Arbeitnehmer", "Selbstaendiger", "Freiberufler"]) {
      expect(sickPayAllowed(person(status)), status).toBe(true);
      expect(sickPayAllowed({ ...person(status), insuredPerson: "Kind" }), status).toBe(false);
    }
    for (const status of ["Beamter", "Beamtenkind", "Student", "Kind"])
      expect(sickPayAllowed(person(status)), status).toBe(false);
    const young = `${2026 - PERSON_AGE_LIMITS.applicantMin + 1}-06-01`;
    expect(sickPayAllowed({ ...person("Selbstaendiger"), birthDate: young })).toBe(false);
  });

  it("is priced per tariff for the self-employed and freelancers from day 8, and ignored for others", () => {
    for (const status of ["Selbstaendiger", "Freiberufler"] as const) {
      const { results } = selectTariffs(request(status, 8));
      expect(results.length).toBeGreaterThan(0);
      for (const { quote, insurer } of results) {
        expect(quote.sickPay).toBe(
          Math.round(sickPayMonthlyPremium(insurer, quote.entryAge, 8, 150) * 100) / 100,
        );
        expect(quote.kvTotal).toBeCloseTo(quote.health + quote.surcharge + quote.sickPay, 2);
      }
    }
    for (const status of ["Student", "Beamter"] as const) {
      for (const { quote } of selectTariffs(request(status, 8)).results) expect(quote.sickPay).toBe(0);
    }
  });
});
