import { describe, expect, it } from "vitest";
import { constantsForYear } from "../constants/yearly-constants";
import { buildOffers } from "../offers/build-offers";
import type { Offer } from "../offers/offer";
import type { TariffRecord } from "../offers/tariff-record";
import { benefitGroupOf, gradingText, pointColor } from "./benefit-points";
import { parseSortOrder, priceCategory, rankOffers, SORT_ORDER_LABELS, SORT_ORDERS } from "./rank-offers";

const rec = (companyName: string, prodName: string, beitrag: number, points = 50, sb = 0): TariffRecord => ({
  companyName,
  prodName,
  beitrag,
  sb,
  leistPoints: points,
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
    person: { group: "self-employed", age: 35, beihilfe: false },
  });
const names = (offers: readonly Offer[]) => offers.map((offer) => offer.name);

describe("sort orders", () => {
  it("offers 'Preis-Leistung' (default), 'Preis' and 'Leistung'", () => {
    expect(SORT_ORDERS).toEqual(["preis-leistung", "preis", "leistung"]);
    expect(SORT_ORDERS.map((order) => SORT_ORDER_LABELS[order])).toEqual([
      "Preis-Leistung",
      "Preis",
      "Leistung",
    ]);
    expect(parseSortOrder("preis")).toBe("preis");
    expect(parseSortOrder("score")).toBe("preis-leistung");
    expect(parseSortOrder(null)).toBe("preis-leistung");
  });

  it("price categories look at the price only", () => {
    expect([400.01, 400, 250, 249.99].map(priceCategory)).toEqual([
      "premium",
      "standard",
      "standard",
      "guenstig",
    ]);
  });
});

describe("rankOffers", () => {
  const offers = build([
    rec("DKV", "Premium", 700, 90), // 0.129 points per euro
    rec("Debeka", "Basis", 200, 40), // 0.2
    rec("LVM", "Komfort", 400, 70), // 0.175
    rec("HanseMerkur", "AZP Komfort", 650, 75), // 0.115
    rec("Inter", "QualiMed", 300, 45), // 0.15
    // dearest with the fewest points: beaten by every other tariff, so none of the others is graded 'ausreichend'
    rec("Allianz", "Start", 800, 30), // 0.0375
  ]);

  it("sorts by benefit points per euro by default, without any name rule", () => {
    const ranked = rankOffers(offers);
    expect(names(ranked.all)).toEqual(["Basis", "Komfort", "QualiMed", "Premium", "AZP Komfort", "Start"]);
    expect(names(ranked.top)).toEqual(["Basis", "Komfort", "QualiMed"]);
    expect(names(ranked.more)).toEqual(["Premium", "AZP Komfort", "Start"]);
    expect(ranked.hidden).toEqual([]);
  });

  it("sorts by price or by benefits on request", () => {
    expect(names(rankOffers(offers, { order: "preis" }).all)).toEqual([
      "Basis",
      "QualiMed",
      "Komfort",
      "AZP Komfort",
      "Premium",
      "Start",
    ]);
    expect(names(rankOffers(offers, { order: "leistung" }).all)).toEqual([
      "Premium",
      "AZP Komfort",
      "Komfort",
      "QualiMed",
      "Basis",
      "Start",
    ]);
  });

  it("breaks ties by price, then benefit points, then the engine's order", () => {
    const tied = build([rec("A", "X", 400, 80), rec("B", "Y", 200, 40), rec("C", "Z", 200, 40)]);
    expect(names(rankOffers(tied).all)).toEqual(["Y", "Z", "X"]);
  });

  it("holds at most one tariff per insurer in the top 3; the others follow in order", () => {
    const crowded = build([
      rec("HanseMerkur", "A1", 200, 60),
      rec("HanseMerkur", "A2", 200, 58),
      rec("HanseMerkur", "A3", 200, 56),
      rec("hanse merkur", "A4", 200, 55),
      // dearer, and better: no HanseMerkur tariff beats them
      rec("DKV", "B1", 400, 70),
      rec("Allianz", "C1", 500, 80),
    ]);
    const ranked = rankOffers(crowded);
    expect(names(ranked.top)).toEqual(["A1", "B1", "C1"]);
    expect(names(ranked.more)).toEqual(["A2", "A3", "A4"]);
    expect(names(ranked.all)).toEqual(["A1", "B1", "C1", "A2", "A3", "A4"]);
    // fewer than three insurers: fewer highlighted offers rather than two of one insurer
    expect(names(rankOffers(crowded.slice(0, 4)).top)).toEqual(["A1"]);
  });

  it("does not depend on an insurer's name", () => {
    const renamed = offers.map((offer, index) => ({
      ...offer,
      provider: `Versicherer ${String.fromCharCode(90 - index)}`,
      tariffKey: `versicherer${index}|${offer.name.toLowerCase()}`,
    }));
    expect(rankOffers(renamed).all.map((offer) => offer.id)).toEqual(
      rankOffers(offers).all.map((offer) => offer.id),
    );
  });

  it("reduces deductible variants to one per tariff at the preferred step", () => {
    const variants = build([
      rec("Gothaer", "MediKomfort", 520, 70, 0),
      rec("Gothaer", "MediKomfort", 505, 70, 300),
      rec("Gothaer", "MediKomfort", 490, 70, 600),
      rec("ARAG", "MedKomfort", 400, 60, 1000),
    ]);
    const at = (preferredDeductible: number) =>
      rankOffers(variants, { preferredDeductible }).all.map(
        (offer) => `${offer.name} ${offer.deductibleAmount}`,
      );
    // ARAG's tariff exists only with 1.000 €: above the preference it ends the list (aboveDeductible)
    expect(at(600)).toEqual(["MediKomfort 600", "MedKomfort 1000"]);
    expect(at(0)).toEqual(["MediKomfort 0", "MedKomfort 1000"]);
    expect(
      rankOffers(variants, { preferredDeductible: 600 }).aboveDeductible.map((offer) => offer.name),
    ).toEqual(["MedKomfort"]);
    expect(at(1000)).toEqual(["MedKomfort 1000", "MediKomfort 600"]);
    const filtered = rankOffers(variants, {
      preferredDeductible: 600,
      filters: { package: "", dental: "", inpatient: "", deductible: "500", insurers: [] },
    });
    expect(filtered.all.map((offer) => `${offer.name} ${offer.deductibleAmount}`)).toEqual([
      "MediKomfort 300",
    ]);
  });

  it("removes the user's hidden tariffs and returns the top picks and at most 100 more", () => {
    const ranked = rankOffers(offers, { hiddenTariffs: ["inter-4", "Premium"] });
    expect(names(ranked.hidden).sort()).toEqual(["Premium", "QualiMed"]);
    expect(names(ranked.all)).toEqual(["Basis", "Komfort", "AZP Komfort", "Start"]);
    const many = build(
      Array.from({ length: 120 }, (_, index) => rec(`Insurer ${index}`, `T${index}`, 260 + index)),
    );
    // equal points: the cheapest beats every other tariff, so it is the only top pick
    const large = rankOffers(many);
    expect(names(large.top)).toEqual(["T0"]);
    expect(large.more).toHaveLength(100);
    expect(large.more[0]!.name).toBe("T1");
    expect(large.more[99]!.name).toBe("T100");
    expect(large.all).toHaveLength(120);
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
