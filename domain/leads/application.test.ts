import { describe, expect, it } from "vitest";
import { NOT_IN_WISH } from "../comparison/long-form";
import {
  type ApplicationComparisonInput,
  type ApplicationOffer,
  applicationSnapshot,
  applicationSummary,
  storedApplication,
} from "./application";

const offer: ApplicationOffer = {
  id: "debeka|n|600",
  tariffKey: "debeka|n",
  provider: "Debeka",
  name: "N",
  monthlyPrice: 412.3,
  deductible: "600 €",
};
const input: ApplicationComparisonInput = {
  insuranceStart: "2027-01-01",
  jobStatus: "employed",
  gender: "female",
  coverageType: "comfort",
  existingInsurance: "public",
  beihilfeDienstherr: NOT_IN_WISH,
  beihilfeStufe: NOT_IN_WISH,
};
const snapshot = (overrides: Partial<Parameters<typeof applicationSnapshot>[0]> = {}) =>
  applicationSnapshot({
    offer,
    comparison: input,
    persons: 1,
    figuresYear: 2027,
    priceNotice: "Modellpreis",
    ...overrides,
  });

describe("the application request's snapshot", () => {
  it("keeps the tariff as offered and the inputs a broker needs, without a birth date or health answers", () => {
    expect(snapshot()).toEqual({
      offerId: "debeka|n|600",
      tariffKey: "debeka|n",
      insurer: "Debeka",
      tariffName: "N",
      monthlyPrice: 412.3,
      deductible: "600 €",
      withRiskSurcharge: false,
      figuresYear: 2027,
      priceNotice: "Modellpreis",
      inputs: {
        insuranceStart: "2027-01-01",
        jobStatus: "employed",
        gender: "female",
        coverageType: "comfort",
        existingInsurance: "public",
        persons: 1,
      },
    });
  });

  it("names the Beihilfe rule, the health pre-check's surcharge and the chosen extras when there are any", () => {
    const civilServant = snapshot({
      offer: {
        ...offer,
        riskAssessment: { outcome: "surcharge" },
        sickPayPrice: 31.2,
        premiumReliefPrice: 20,
      },
      comparison: {
        ...input,
        jobStatus: "civil-servant",
        beihilfeDienstherr: "TYPE_Q_Bund",
        beihilfeStufe: "TYPE_A_50_70R",
      },
      persons: 4,
      priceNotice: undefined,
    });
    expect(civilServant).toMatchObject({
      withRiskSurcharge: true,
      sickPayPrice: 31.2,
      premiumReliefPrice: 20,
      inputs: { beihilfe: { employer: "TYPE_Q_Bund", level: "TYPE_A_50_70R" }, persons: 4 },
    });
    expect(civilServant).not.toHaveProperty("priceNotice");
  });

  it("reads back what it stored and nothing else", () => {
    const stored = JSON.parse(JSON.stringify(snapshot()));
    expect(storedApplication(stored)).toEqual(snapshot());
    expect(storedApplication(null)).toBeUndefined();
    expect(storedApplication({ ...stored, monthlyPrice: "viel" })).toBeUndefined();
    expect(
      storedApplication({ ...stored, inputs: { ...stored.inputs, jobStatus: "pirate" } }),
    ).toBeUndefined();
  });

  it("shows the market the tariff and its price of an application request only", () => {
    expect(applicationSummary({ kind: "application", application: snapshot() })).toEqual({
      insurer: "Debeka",
      tariffName: "N",
      monthlyPrice: 412.3,
    });
    expect(applicationSummary({ kind: "contact", application: snapshot() })).toBeNull();
    expect(applicationSummary({ kind: "application", application: { broken: true } })).toBeNull();
  });
});
