import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { buildOffers } from "../offers/build-offers";
import type { TariffRecord } from "../offers/tariff-record";
import { benefitGroupOf, gradingText, pointColor } from "./benefit-points";
import { categorize, isHiddenByRule, rankOffers } from "./rank-offers";

const rec = (companyName: string, prodName: string, beitrag: number): TariffRecord => ({
  companyName,
  prodName,
  beitrag,
  groupDefinition: [],
  additionalContributions: [],
  extendedOutput: [],
  groupLeistung: [],
});
const build = (records: TariffRecord[]) =>
  buildOffers(records, {
    extractor: "primary",
    priceBasis: "model",
    employerSubsidy: false,
    constants: constantsForYear(2026),
  });

describe("categories", () => {
  it("follows the spec's thresholds", () => {
    expect(categorize("HanseMerkur", "AZP Komfort", 700)).toEqual({
      category: "preis-leistung",
      categoryScore: 1000,
    });
    expect(categorize("Hanse Merkur", "azp start", 200).category).toBe("preis-leistung");
    expect(categorize("DKV", "AZP", 700)).toEqual({ category: "premium", categoryScore: 800 });
    expect(categorize("DKV", "X", 400.01).category).toBe("premium");
    expect(categorize("DKV", "X", 400)).toEqual({ category: "standard", categoryScore: 400 });
    expect(categorize("DKV", "X", 250)).toEqual({ category: "standard", categoryScore: 400 });
    expect(categorize("DKV", "X", 249.99)).toEqual({ category: "guenstig", categoryScore: 600 });
  });
  it("hides HanseMerkur offers named with kut or 100", () => {
    expect(isHiddenByRule("HanseMerkur", "KUT 100")).toBe(true);
    expect(isHiddenByRule("HanseMerkur", "Start 100")).toBe(true);
    expect(isHiddenByRule("HanseMerkur", "AZP Komfort")).toBe(false);
    expect(isHiddenByRule("DKV", "KUT 100")).toBe(false);
  });
});

describe("rankOffers", () => {
  it("sorts by score, then price, and hides tariffs", () => {
    const offers = build([
      rec("DKV", "Medi Komfort", 420),
      rec("HanseMerkur", "AZP Komfort", 700),
      rec("HanseMerkur", "KUT 100", 300),
      rec("Debeka", "Basis", 200),
      rec("LVM", "Komfort", 410),
      rec("Inter", "QualiMed", 300),
    ]);
    const ranked = rankOffers(offers, ["inter-5"]);
    expect(ranked.all.map((offer) => offer.name)).toEqual([
      "AZP Komfort",
      "Komfort",
      "Medi Komfort",
      "Basis",
    ]);
    expect(ranked.top.map((offer) => offer.name)).toEqual(["AZP Komfort", "Komfort", "Medi Komfort"]);
    expect(ranked.more.map((offer) => offer.name)).toEqual(["Basis"]);
    expect(ranked.hidden.map((offer) => offer.name).sort()).toEqual(["KUT 100", "QualiMed"]);
  });

  it("returns the top 3 and at most 100 more", () => {
    const offers = build(Array.from({ length: 120 }, (_, index) => rec("DKV", `T${index}`, 260 + index)));
    const ranked = rankOffers(offers);
    expect(ranked.top).toHaveLength(3);
    expect(ranked.more).toHaveLength(100);
    expect(ranked.more[0]!.name).toBe("T3");
    expect(ranked.more[99]!.name).toBe("T102");
  });
});

describe("benefit points", () => {
  it("colours points", () => {
    expect([80, 79.9, 60, 40, 20, 19.9].map(pointColor)).toEqual([
      "green",
      "blue",
      "blue",
      "yellow",
      "orange",
      "red",
    ]);
  });
  it("grades points (strictly above the thresholds)", () => {
    expect([81, 80, 61, 60, 41, 40, 21, 20].map(gradingText)).toEqual([
      "Sehr gut",
      "Gut",
      "Gut",
      "Befriedigend",
      "Befriedigend",
      "Ausreichend",
      "Ausreichend",
      "Mangelhaft",
    ]);
  });
  it("assigns benefit groups by keywords", () => {
    expect(benefitGroupOf("Zahnersatz 80 %")).toBe("Zahnleistungen");
    expect(benefitGroupOf("Chefarztbehandlung")).toBe("Stationäre Leistungen");
    expect(benefitGroupOf("Heilpraktiker 80 %")).toBe("Ambulante Leistungen");
    expect(benefitGroupOf("Pflegezusatz ambulant 25 %")).toBe("Pflegeleistungen");
    expect(benefitGroupOf("Auslandsschutz 6 Monate")).toBe("Sonstige Leistungen");
  });
});
