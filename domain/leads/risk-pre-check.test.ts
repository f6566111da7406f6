import { describe, expect, it } from "vitest";
import type { HealthAnswers } from "../comparison/family-input";
import { healthDataConsent, isConsentRecord } from "./consent";
import { riskPreCheckPersons, riskPreCheckSummary, storedRiskPreCheck } from "./risk-pre-check";

const answers: HealthAnswers = {
  heightCm: 165,
  weightKg: 100,
  outpatientTreatments3y: 6,
  hospitalStays5y: 1,
  psychotherapy10y: true,
  chronicConditions: ["ASTHMA"],
  regularMedication: true,
  missingTeeth: 0,
  plannedDentalTreatment: false,
  glassesDiopters: -3,
};

describe("risk pre-check (docs/product/leads.md#risk-pre-check-request)", () => {
  it("copies only the persons who answered, applicant first, then partner, then the children", () => {
    const child = { ...answers, heightCm: 120, weightKg: 25 };
    expect(
      riskPreCheckPersons([
        { role: "child", health: child },
        { role: "partner", health: answers },
        { role: "self" },
        { role: "child" },
      ]),
    ).toEqual([
      { role: "partner", answers },
      { role: "child", answers: child },
    ]);
    expect(riskPreCheckPersons([{ role: "self" }])).toEqual([]);
  });

  it("reads the stored answers back, and nothing from broken or empty data", () => {
    expect(storedRiskPreCheck([{ role: "partner", answers }])).toEqual([{ role: "partner", answers }]);
    expect(storedRiskPreCheck(null)).toBeUndefined();
    expect(storedRiskPreCheck([])).toBeUndefined();
    expect(storedRiskPreCheck([{ role: "nachbar", answers }])).toBeUndefined();
    expect(storedRiskPreCheck("kaputt")).toBeUndefined();
  });

  it("tells the market only that it is a risk pre-check and for how many persons", () => {
    const stored = [
      { role: "self", answers },
      { role: "partner", answers },
    ];
    expect(riskPreCheckSummary({ kind: "risk-pre-check", healthAnswers: stored })).toEqual({ persons: 2 });
    expect(
      JSON.stringify(riskPreCheckSummary({ kind: "risk-pre-check", healthAnswers: stored })),
    ).not.toMatch(/ASTHMA|heightCm/);
    // Withdrawn (answers erased) or an ordinary contact request: no risk pre-check to show.
    expect(riskPreCheckSummary({ kind: "risk-pre-check", healthAnswers: null })).toBeNull();
    expect(riskPreCheckSummary({ kind: "contact", healthAnswers: null })).toBeNull();
  });

  it("keeps the health-data consent as a consent record of its own", () => {
    const record = {
      purpose: "health-data",
      text: "Ich willige ausdrücklich ein …",
      version: "2026-11-v1",
      grantedAt: "2026-11-23T10:00:00.000Z",
      channel: "web",
    };
    expect(isConsentRecord(record)).toBe(true);
    expect(healthDataConsent([{ purpose: "call", text: "x", grantedAt: "y", channel: "z" }, record])).toEqual(
      record,
    );
    expect(healthDataConsent([])).toBeUndefined();
    expect(isConsentRecord({ ...record, purpose: "werbung" })).toBe(false);
  });
});
