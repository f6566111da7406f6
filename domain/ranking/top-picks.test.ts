import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "../comparison/results-filters";
import { constantsForYear } from "../constants/yearly-constants";
import { buildOffers } from "../offers/build-offers";
import type { Offer } from "../offers/offer";
import { normalizeProvider } from "../offers/offer-rules";
import type { TariffRecord } from "../offers/tariff-record";
import { rankOffers, SORT_ORDERS } from "./rank-offers";
import { TOP_PICK_NOTES } from "./top-picks";

type Level = "basic" | "comfort" | "premium";
const LEVELS: Record<Level, Pick<TariffRecord, "stationaerBettenanzahl" | "chefarzt" | "zahnErsatz">> = {
  basic: { stationaerBettenanzahl: 3, chefarzt: false, zahnErsatz: 60 },
  comfort: { stationaerBettenanzahl: 2, chefarzt: true, zahnErsatz: 80 },
  premium: { stationaerBettenanzahl: 1, chefarzt: true, zahnErsatz: 90 },
};

const rec = (companyName: string, prodName: string, beitrag: number, points: number, level: Level) => ({
  companyName,
  prodName,
  beitrag,
  leistPoints: points,
  sb: 0,
  ...LEVELS[level],
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
    person: { group: "self-employed", age: 40, beihilfe: false },
  });
const names = (offers: readonly Offer[]) => offers.map((offer) => `${offer.provider} ${offer.name}`);
const notes = (ranked: { top: Offer[]; topNotes: Record<string, string> }) =>
  ranked.top.map((offer) => ranked.topNotes[offer.id] ?? "");

/**
 * A Komfort search as measured: the Premium tariffs have the best points per euro but cost 879–949 €; the
 * cheapest Komfort tariff costs 734 €. Points per euro in brackets.
 */
const records = [
  rec("DKV", "Medi Premium", 879, 95, "premium"), // 0.1081
  rec("Allianz", "Vital Premium", 949, 96, "premium"), // 0.1012
  rec("Signal Iduna", "Exklusiv Plus", 900, 94, "premium"), // 0.1044
  rec("HUK-COBURG", "Komfort", 734, 75, "comfort"), // 0.1022
  rec("Debeka", "Komfort", 760, 78, "comfort"), // 0.1026
  rec("Debeka", "Komfort Hausarzt", 740, 74, "comfort"), // 0.1
  rec("LVM", "Komfort", 800, 80, "comfort"), // 0.1
];

describe("request-true top picks", () => {
  it("used to highlight the Premium tariffs for a Komfort search (no requested level)", () => {
    expect(names(rankOffers(build(records)).top)).toEqual([
      "DKV Medi Premium",
      "Signal Iduna Exklusiv Plus",
      "Debeka Komfort",
    ]);
  });

  it("highlights the Komfort tariffs of a Komfort search and lists them first", () => {
    const ranked = rankOffers(build(records), { requestedCoverage: "comfort" });
    // best points per euro among Komfort: Debeka Komfort; Debeka's second tariff waits (one per insurer)
    expect(names(ranked.top)).toEqual(["Debeka Komfort", "HUK-COBURG Komfort", "LVM Komfort"]);
    expect(notes(ranked)).toEqual(["", "", ""]);
    expect(names(ranked.more)).toEqual([
      "Debeka Komfort Hausarzt",
      "DKV Medi Premium",
      "Signal Iduna Exklusiv Plus",
      "Allianz Vital Premium",
    ]);
  });

  it("lets a Premium tariff in only when it costs no more than the best Komfort tariff, and says so", () => {
    const cheapPremium = rec("Concordia", "Premium", 755, 90, "premium"); // 0.119, 755 € ≤ 760 €
    const ranked = rankOffers(build([...records, cheapPremium]), { requestedCoverage: "comfort" });
    expect(names(ranked.top)).toEqual(["Debeka Komfort", "HUK-COBURG Komfort", "Concordia Premium"]);
    expect(notes(ranked)).toEqual(["", "", TOP_PICK_NOTES.higherSamePrice]);
    expect(TOP_PICK_NOTES.higherSamePrice).toBe("höhere Leistung zum gleichen Preis");
    // one euro dearer than the best Komfort tariff: not highlighted
    const dearer = rankOffers(build([...records, { ...cheapPremium, beitrag: 760.01 }]), {
      requestedCoverage: "comfort",
    });
    expect(names(dearer.top)).toEqual(["Debeka Komfort", "HUK-COBURG Komfort", "LVM Komfort"]);
  });

  it("always highlights the best tariff of the requested level, even against its own insurer's cheaper Premium", () => {
    const ranked = rankOffers(build([...records, rec("Debeka", "Exklusiv", 700, 92, "premium")]), {
      requestedCoverage: "comfort",
    });
    expect(names(ranked.top)).toEqual(["Debeka Komfort", "HUK-COBURG Komfort", "LVM Komfort"]);
  });

  it("keeps at most one tariff per insurer in the top 3 in every order", () => {
    const offers = build([...records, rec("Concordia", "Premium", 755, 90, "premium")]);
    for (const order of SORT_ORDERS) {
      const ranked = rankOffers(offers, { order, requestedCoverage: "comfort" });
      const insurers = ranked.top.map((offer) => normalizeProvider(offer.provider));
      expect(new Set(insurers).size, order).toBe(3);
      expect(ranked.all).toHaveLength(offers.length);
    }
  });

  it("chooses the top 3 by the chosen order within the requested level; 'Preis' and 'Leistung' lists stay plain", () => {
    const offers = build(records);
    const byPrice = rankOffers(offers, { order: "preis", requestedCoverage: "comfort" });
    expect(names(byPrice.top)).toEqual(["HUK-COBURG Komfort", "Debeka Komfort Hausarzt", "LVM Komfort"]);
    expect(names(byPrice.more)).toEqual([
      "Debeka Komfort",
      "DKV Medi Premium",
      "Signal Iduna Exklusiv Plus",
      "Allianz Vital Premium",
    ]);
    const byPoints = rankOffers(offers, { order: "leistung", requestedCoverage: "comfort" });
    expect(names(byPoints.top)).toEqual(["LVM Komfort", "Debeka Komfort", "HUK-COBURG Komfort"]);
    expect(names(byPoints.more)).toEqual([
      "Allianz Vital Premium",
      "DKV Medi Premium",
      "Signal Iduna Exklusiv Plus",
      "Debeka Komfort Hausarzt",
    ]);
  });

  it("highlights Basis tariffs for a Basis search, not the single-room ones", () => {
    const offers = build([
      ...records,
      rec("HanseMerkur", "KVS Start", 420, 45, "basic"), // 0.107
      rec("ARAG", "MedBasis", 450, 44, "basic"), // 0.098
      rec("Gothaer", "MediStart", 480, 40, "basic"), // 0.083
    ]);
    const ranked = rankOffers(offers, { requestedCoverage: "basic" });
    expect(names(ranked.top)).toEqual(["HanseMerkur KVS Start", "ARAG MedBasis", "Gothaer MediStart"]);
    expect(notes(ranked)).toEqual(["", "", ""]);
  });

  it("without a tariff of the requested level left, highlights the first of the list and names the difference", () => {
    const offers = build([...records, rec("UKV", "Komfort ohne Chefarzt", 500, 60, "basic")]);
    const premiumOnly = rankOffers(offers, {
      requestedCoverage: "comfort",
      filters: { ...EMPTY_FILTERS, package: "premium" },
    });
    expect(names(premiumOnly.top)).toEqual([
      "DKV Medi Premium",
      "Signal Iduna Exklusiv Plus",
      "Allianz Vital Premium",
    ]);
    expect(notes(premiumOnly)).toEqual(Array(3).fill(TOP_PICK_NOTES.higher));
    // a tariff below the requested level is never highlighted while one of the level is left
    const ranked = rankOffers(offers, { requestedCoverage: "comfort" });
    expect(names(ranked.top)).not.toContain("UKV Komfort ohne Chefarzt");
    const onlyBelow = rankOffers(offers, {
      requestedCoverage: "comfort",
      filters: { ...EMPTY_FILTERS, insurers: ["UKV"] },
    });
    expect(notes(onlyBelow)).toEqual([TOP_PICK_NOTES.below]);
  });
});
