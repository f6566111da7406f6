import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { buildOffers } from "./build-offers";
import type { TariffRecord } from "./tariff-record";

const constants = constantsForYear(2026);
const employee35 = { group: "employee", age: 35, beihilfe: false } as const;
const options = {
  extractor: "primary",
  priceBasis: "model",
  employerSubsidy: true,
  constants,
  person: employee35,
} as const;

function record(overrides: Partial<TariffRecord> = {}): TariffRecord {
  return {
    companyName: "Gothaer",
    prodName: "MediKomfort",
    beitrag: 640,
    anAnteil: 320,
    agAnteil: 320,
    groupDefinition: [],
    additionalContributions: [],
    extendedOutput: [],
    groupLeistung: [
      {
        header: "Stationäre Leistungen",
        items: [
          { textShort: "Chefarztbehandlung", sumPoints: 35, isPositive: true },
          { textShort: "Kein Krankenhaustagegeld", sumPoints: 0, isPositive: false },
        ],
      },
      {
        header: "Zahnleistungen",
        items: [
          { textShort: "Zahnersatz 80 %", sumPoints: 36, isPositive: true },
          { textShort: "Zahnbehandlung 100 %", sumPoints: 30, isPositive: true },
        ],
      },
      {
        header: "Sonstige Leistungen",
        items: [
          { textShort: "Auslandsschutz 6 Monate", sumPoints: 12.5, isPositive: true },
          { textShort: "Beitragsrückerstattung 3 Monatsbeiträge", sumPoints: 25, isPositive: true },
        ],
      },
    ],
    zahnErsatz: 80,
    zahnBehandlung: 100,
    ambulant: 100,
    sb: 600,
    chefarzt: true,
    stationaerBettenanzahl: 2,
    leistPoints: 66.3,
    ...overrides,
  };
}

describe("buildOffers", () => {
  it("maps a record to an offer", () => {
    const [offer] = buildOffers([record(), record({ prodName: "MediPremium" })], options);
    expect(offer).toMatchObject({
      id: "gothaer-0",
      tariffKey: "gothaer|medikomfort",
      provider: "Gothaer",
      name: "MediKomfort",
      monthlyPrice: 640,
      // 2026 employee share at the ceiling 7.777,13 € − 12 × 320 €
      savingsEstimate: 3937,
      dentistCoverage: 80,
      specialistCoverage: 100,
      hospitalRoom: "Zweibettzimmer",
      deductible: "600\u00a0€ pro Jahr",
      employeeContribution: 320,
      employerContribution: 320,
      totalLeistungPoints: 66.3,
      category: "premium",
      priceBasis: "model",
    });
    expect(offer!.savingsBasis).toContain("Arbeitnehmeranteil in der GKV 2026");
    // 3.5 + 66.3 benefit points / 100 + dental ≥ 75 (0.3) + double room (0.2) = 4.663
    expect(offer!.rating).toBe(4.7);
    // importance = points × group weight: 36 × 0.25 > 35 × 0.25 > 30 × 0.25 > 25 × 0.15 > 12.5 × 0.15
    expect(offer!.benefits).toEqual([
      "Zahnersatz 80 %",
      "Chefarztbehandlung",
      "Zahnbehandlung 100 %",
      "Beitragsrückerstattung 3 Monatsbeiträge",
      "Auslandsschutz 6 Monate",
    ]);
    expect(offer!.benefits).toHaveLength(5);
    expect(offer!.realBenefits.Zahnleistungen).toEqual(["Zahnersatz 80 %", "Zahnbehandlung 100 %"]);
  });

  it("applies the defaults when fields are missing", () => {
    const [offer] = buildOffers(
      [
        record({ zahnErsatz: undefined, zahnBehandlung: undefined, ambulant: undefined, sb: undefined }),
        record(),
      ],
      { ...options, employerSubsidy: false },
    );
    expect(offer!.dentistCoverage).toBe(70);
    expect(offer!.dentalTreatment).toBe(80);
    expect(offer!.specialistCoverage).toBe(100);
    expect(offer!.deductible).toBe("300€ pro Jahr");
  });

  it("gives EGO2 offers 90 % dental replacement", () => {
    const [offer] = buildOffers(
      [
        record({ zahnErsatz: 80, componentAnalysis: { components: ["A1", "EGO2"], hasEGO2: true } }),
        record(),
      ],
      options,
    );
    expect(offer!.dentistCoverage).toBe(90);
    expect(offer!.hasEGO2).toBe(true);
    const [byName] = buildOffers(
      [record({ groupDefinition: [{ prodName: "ZEGO2" }], componentAnalysis: undefined }), record()],
      options,
    );
    expect(byName!.dentistCoverage).toBe(90);
  });

  it("gives all deductible variants of one tariff the same tariff key and unique ids", () => {
    const offers = buildOffers(
      [record({ sb: 0, beitrag: 700 }), record({ sb: 600 }), record({ companyName: "ARAG", sb: 0 })],
      options,
    );
    expect(offers.map((offer) => [offer.id, offer.tariffKey, offer.deductibleAmount])).toEqual([
      ["gothaer-0", "gothaer|medikomfort", 0],
      ["gothaer-1", "gothaer|medikomfort", 600],
      ["arag-2", "arag|medikomfort", 0],
    ]);
  });

  it("makes no savings claim without a saving or for a family-insured child (never 0 €)", () => {
    const [expensive] = buildOffers(
      [record({ beitrag: 1600, anAnteil: 1000, agAnteil: 600 }), record()],
      options,
    );
    expect(expensive!.savingsEstimate).toBeUndefined();
    expect(expensive!.savingsBasis).toContain("Arbeitnehmeranteil");
    const [child] = buildOffers([record(), record()], {
      ...options,
      employerSubsidy: false,
      person: { group: "child", age: 8, beihilfe: false },
    });
    expect(child!.savingsEstimate).toBeUndefined();
    expect(child!.savingsBasis).toBeUndefined();
  });

  it("reconciles an inconsistent split from the engine", () => {
    const [offer] = buildOffers([record({ anAnteil: 400, agAnteil: 400 }), record()], options);
    expect(offer!.employeeContribution + offer!.employerContribution).toBeCloseTo(640, 2);
    expect(offer!.employerContribution).toBe(320);
  });

  it("adds Basic (0.8 ×) and Premium (1.2 ×) variants to a single result", () => {
    const offers = buildOffers([record()], options);
    expect(offers.map((offer) => [offer.name, offer.monthlyPrice, offer.variant])).toEqual([
      ["MediKomfort", 640, undefined],
      ["MediKomfort Basic", 512, "basic"],
      ["MediKomfort Premium", 768, "premium"],
    ]);
    for (const offer of offers) {
      expect(
        Math.abs(offer.employeeContribution + offer.employerContribution - offer.monthlyPrice),
      ).toBeLessThanOrEqual(1);
    }
  });

  it("processes many records in batches and keeps the order and ids", () => {
    const records = Array.from({ length: 60 }, (_, index) => record({ beitrag: 300 + index }));
    const offers = buildOffers(records, options);
    expect(offers).toHaveLength(60);
    expect(offers[59]!.id).toBe("gothaer-59");
    expect(offers[59]!.monthlyPrice).toBe(359);
  });
});

describe("step templates", () => {
  // Records of one tariff share their benefit groups (the engine and the extractor hand every step one array);
  // what an offer takes from its step is worked out once and reused only for a record with the same step facts.
  it("reuses a step's facts only for a record with the same facts", () => {
    const groups = record().groupLeistung;
    const [first] = buildOffers([record({ groupLeistung: groups })], options);
    const [same] = buildOffers([record({ groupLeistung: groups, beitrag: 700 })], options);
    const [other] = buildOffers(
      [
        record({
          groupLeistung: groups,
          zahnErsatz: 90,
          stationaerBettenanzahl: 1,
          chefarzt: false,
          companyName: "Hallesche",
          antragLink: "https://antrag.example/h",
        }),
      ],
      options,
    );
    expect(same!.details).toBe(first!.details);
    expect(same!.monthlyPrice).toBe(700);
    expect(other!.details).toEqual([
      "Zahnersatz 90 %",
      "Zahnbehandlung 100 %",
      "Ambulant 100 %",
      "Einbettzimmer",
      "Keine Chefarztbehandlung",
      "Selbstbeteiligung 600\u00a0€ pro Jahr",
    ]);
    expect(other).toMatchObject({
      provider: "Hallesche",
      tariffKey: "hallesche|medikomfort",
      dentistCoverage: 90,
      chiefPhysician: false,
      applicationLink: "https://antrag.example/h",
    });
    expect(other!.id.startsWith("hallesche-")).toBe(true);
  });

  it("compares the components by content when a record has no component analysis", () => {
    const groups = record().groupLeistung;
    const product = (prodName: string) => ({ prodName });
    const [plain] = buildOffers(
      [record({ groupLeistung: groups, groupDefinition: [product("AM")] })],
      options,
    );
    const [withEgo] = buildOffers(
      [record({ groupLeistung: groups, groupDefinition: [product("AM"), product("EGO2")] })],
      options,
    );
    expect(plain!.tariffComponents).toEqual(["AM"]);
    expect(plain!.hasEGO2).toBe(false);
    expect(withEgo!.tariffComponents).toEqual(["AM", "EGO2"]);
    expect(withEgo!.hasEGO2).toBe(true);
  });

  it("carries the PPV part of the price when the person pays one", () => {
    const [offer] = buildOffers(
      [record({ additionalContributions: [{ name: "Pflegepflichtversicherung", amount: 38.214 }] })],
      options,
    );
    const [child] = buildOffers([record()], options);
    expect(offer!.carePrice).toBe(38.21);
    expect(child!.carePrice).toBeUndefined();
  });
});
