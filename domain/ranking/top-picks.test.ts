import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS } from "../comparison/results-filters";
import { constantsForYear } from "../constants/yearly-constants";
import { buildOffers } from "../offers/build-offers";
import type { Offer } from "../offers/offer";
import { normalizeProvider } from "../offers/offer-rules";
import type { TariffRecord } from "../offers/tariff-record";
import { rankOffers, SORT_ORDERS } from "./rank-offers";
import { gradeLabelOf } from "./relative-grade";
import { TOP_PICK_NOTES } from "./top-picks";

type Level = "basic" | "comfort" | "premium";
const LEVELS: Record<Level, Pick<TariffRecord, "stationaerBettenanzahl" | "chefarzt" | "zahnErsatz">> = {
  basic: { stationaerBettenanzahl: 3, chefarzt: false, zahnErsatz: 60 },
  comfort: { stationaerBettenanzahl: 2, chefarzt: true, zahnErsatz: 80 },
  premium: { stationaerBettenanzahl: 1, chefarzt: true, zahnErsatz: 90 },
};

interface Row {
  record: TariffRecord;
  /** The grade the comparison gave the tariff (set explicitly: these tests are about the picks, not the grading). */
  grade: number;
}
const rec = (
  companyName: string,
  prodName: string,
  beitrag: number,
  points: number,
  level: Level,
  grade: number,
  sb = 0,
): Row => ({
  record: {
    companyName,
    prodName,
    beitrag,
    leistPoints: points,
    sb,
    ...LEVELS[level],
    groupDefinition: [],
    additionalContributions: [],
    extendedOutput: [],
    groupLeistung: [],
  },
  grade,
});
const build = (rows: Row[]): Offer[] =>
  buildOffers(
    rows.map((row) => row.record),
    {
      extractor: "primary",
      priceBasis: "model",
      employerSubsidy: false,
      constants: constantsForYear(2026),
      person: { group: "self-employed", age: 40, beihilfe: false },
    },
  ).map((offer, index) => {
    const value = rows[index]!.grade;
    return { ...offer, grade: { value, label: gradeLabelOf(value), rank: 0, of: rows.length } };
  });
const names = (offers: readonly Offer[]) => offers.map((offer) => `${offer.provider} ${offer.name}`);
const notes = (ranked: { top: Offer[]; topNotes: Record<string, string> }) =>
  ranked.top.map((offer) => ranked.topNotes[offer.id] ?? "");

/**
 * A Komfort search as measured: the Premium tariffs have the best points per euro but cost 879–949 €; the
 * cheapest Komfort tariff costs 734 €. Points per euro, and who beats whom, in the comments.
 */
const records = [
  rec("DKV", "Medi Premium", 879, 95, "premium", 1.6), // 0.1081
  rec("Allianz", "Vital Premium", 949, 96, "premium", 1.0), // 0.1012
  rec("Signal Iduna", "Exklusiv Plus", 900, 94, "premium", 1.7), // 0.1044, beaten by DKV (cheaper, better)
  rec("HUK-COBURG", "Komfort", 734, 75, "comfort", 3.0), // 0.1022
  rec("Debeka", "Komfort", 760, 78, "comfort", 2.6), // 0.1026
  rec("Debeka", "Komfort Hausarzt", 740, 74, "comfort", 2.9), // 0.1
  rec("LVM", "Komfort", 800, 80, "comfort", 2.5), // 0.1
];

describe("request-true top picks", () => {
  it("without a requested level highlights the first offers nothing beats", () => {
    // Signal Iduna (0.1044) would be second, but DKV is cheaper and better graded
    expect(names(rankOffers(build(records)).top)).toEqual([
      "DKV Medi Premium",
      "Debeka Komfort",
      "HUK-COBURG Komfort",
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
    // 755 € ≤ 760 €, graded below Debeka Komfort (2,8 against 2,6): it beats no Komfort tariff
    const cheapPremium = rec("Concordia", "Premium", 755, 90, "premium", 2.8);
    const ranked = rankOffers(build([...records, cheapPremium]), { requestedCoverage: "comfort" });
    expect(names(ranked.top)).toEqual(["Debeka Komfort", "HUK-COBURG Komfort", "Concordia Premium"]);
    expect(notes(ranked)).toEqual(["", "", TOP_PICK_NOTES.higherSamePrice]);
    expect(TOP_PICK_NOTES.higherSamePrice).toBe("höhere Leistung zum gleichen Preis");
    // one cent dearer than the best Komfort tariff: not highlighted
    const dearer = { ...cheapPremium, record: { ...cheapPremium.record, beitrag: 760.01 } };
    const ranked2 = rankOffers(build([...records, dearer]), { requestedCoverage: "comfort" });
    expect(names(ranked2.top)).toEqual(["Debeka Komfort", "HUK-COBURG Komfort", "LVM Komfort"]);
  });

  it("leads with a higher level that is cheaper and better than the Komfort tariff that would lead, and says so", () => {
    // 755 € and 2,0: beats Debeka Komfort (760 €, 2,6) and LVM Komfort (800 €, 2,5)
    const better = rec("Concordia", "Premium", 755, 90, "premium", 2.0);
    const ranked = rankOffers(build([...records, better]), { requestedCoverage: "comfort" });
    expect(names(ranked.top)).toEqual(["Concordia Premium", "HUK-COBURG Komfort", "Debeka Komfort Hausarzt"]);
    expect(notes(ranked)).toEqual([TOP_PICK_NOTES.higherCheaperBetter, "", ""]);
    expect(TOP_PICK_NOTES.higherCheaperBetter).toBe(
      "höhere Leistung als angefragt – günstiger und besser benotet",
    );
    expect(names(ranked.all).slice(0, 3)).toEqual(names(ranked.top));
  });

  it("always highlights the best tariff of the requested level, even against its own insurer's cheaper Premium", () => {
    // cheaper than every Komfort tariff but graded below them all: it beats none
    const ranked = rankOffers(build([...records, rec("Debeka", "Exklusiv", 700, 92, "premium", 3.1)]), {
      requestedCoverage: "comfort",
    });
    expect(names(ranked.top)).toEqual(["Debeka Komfort", "HUK-COBURG Komfort", "LVM Komfort"]);
  });

  it("keeps at most one tariff per insurer in the top 3 in every order", () => {
    const offers = build([...records, rec("Concordia", "Premium", 755, 90, "premium", 2.8)]);
    for (const order of SORT_ORDERS) {
      const ranked = rankOffers(offers, { order, requestedCoverage: "comfort" });
      const insurers = ranked.top.map((offer) => normalizeProvider(offer.provider));
      expect(new Set(insurers).size, order).toBe(3);
      expect(insurers, order).toHaveLength(3);
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
      rec("HanseMerkur", "KVS Start", 420, 40, "basic", 3.5), // 0.0952
      rec("ARAG", "MedBasis", 450, 44, "basic", 3.4), // 0.0978
      rec("Gothaer", "MediStart", 480, 45, "basic", 3.3), // 0.0938
    ]);
    const ranked = rankOffers(offers, { requestedCoverage: "basic" });
    expect(names(ranked.top)).toEqual(["ARAG MedBasis", "HanseMerkur KVS Start", "Gothaer MediStart"]);
    expect(notes(ranked)).toEqual(["", "", ""]);
  });

  it("without a tariff of the requested level left, highlights the first offers nothing beats and names the difference", () => {
    const offers = build([...records, rec("UKV", "Komfort ohne Chefarzt", 500, 60, "basic", 3.8)]);
    const premiumOnly = rankOffers(offers, {
      requestedCoverage: "comfort",
      filters: { ...EMPTY_FILTERS, package: "premium" },
    });
    // Signal Iduna is dearer and graded below DKV: not highlighted
    expect(names(premiumOnly.top)).toEqual(["DKV Medi Premium", "Allianz Vital Premium"]);
    expect(notes(premiumOnly)).toEqual(Array(2).fill(TOP_PICK_NOTES.higher));
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

describe("top picks nothing beats", () => {
  it("never highlights a tariff that a tariff of the level or above beats on price and grade (the Beamtin)", () => {
    // as reported: the top pick 324,41 € with grade 2,6 stood above 321,17 € with grade 1,6
    const offers = build([
      rec("Alpha", "Beihilfe Komfort", 324.41, 72, "comfort", 2.6), // 0.2219: led before
      rec("Beta", "Beihilfe Komfort", 321.17, 80, "comfort", 1.6), // 0.2491
      rec("Gamma", "Beihilfe Komfort", 321.11, 70, "comfort", 2.6), // 0.2180
      rec("Delta", "Beihilfe Premium", 330.0, 71, "premium", 2.7), // 0.2152
    ]);
    // 'Leistung' put Alpha before Gamma (more points), 'Preis-Leistung' and 'Preis' too would reach it
    for (const order of SORT_ORDERS) {
      const ranked = rankOffers(offers, { order, requestedCoverage: "comfort" });
      expect(names(ranked.top), order).not.toContain("Alpha Beihilfe Komfort");
      // Delta (330 €, 2,7) is beaten by Beta (321,17 €, 1,6)
      expect(names(ranked.top), order).not.toContain("Delta Beihilfe Premium");
      expect(names(ranked.top).sort(), order).toEqual(["Beta Beihilfe Komfort", "Gamma Beihilfe Komfort"]);
    }
  });

  it("treats equal price with a better grade, and equal grade with a lower price, as beaten; equal both as a tie", () => {
    const offers = build([
      rec("A", "Komfort", 500, 70, "comfort", 2.0),
      rec("B", "Komfort", 500, 69, "comfort", 2.1), // same price, worse grade: beaten by A
      rec("C", "Komfort", 500.01, 70, "comfort", 2.0), // same grade, a cent dearer: beaten by A
      rec("D", "Komfort", 500, 70, "comfort", 2.0), // same price and grade as A: a tie
    ]);
    const ranked = rankOffers(offers, { requestedCoverage: "comfort" });
    expect(names(ranked.top)).toEqual(["A Komfort", "D Komfort"]);
  });

  it("highlights no tariff graded 'ausreichend' or worse while one of the level or above is graded better (the student)", () => {
    const offers = build([
      rec("Barmenia", "Ausbildung Komfort", 143.3, 58, "comfort", 5.0), // 0.405, first before
      rec("HanseMerkur", "Ausbildung Komfort", 155.14, 60, "comfort", 4.5),
      rec("Signal Iduna", "Ausbildung Komfort", 158.35, 60.5, "comfort", 4.5),
      rec("DKV", "Medi Komfort", 486.48, 71.5, "comfort", 2.4),
      rec("Continentale", "Vision Komfort", 483.27, 67.8, "comfort", 3.1),
    ]);
    const ranked = rankOffers(offers, { requestedCoverage: "comfort" });
    for (const offer of ranked.top) expect(offer.grade!.value, offer.name).toBeLessThan(3.6);
    expect(names(ranked.top)).toEqual(["DKV Medi Komfort", "Continentale Vision Komfort"]);
    // the cheap tariffs stay first in the list below
    expect(names(ranked.more)[0]).toBe("Barmenia Ausbildung Komfort");
    // when nothing is graded better, the best of the poorly graded ones is still highlighted
    const onlyPoor = rankOffers(offers.slice(0, 3), { requestedCoverage: "comfort" });
    expect(names(onlyPoor.top)).toEqual(["Barmenia Ausbildung Komfort", "HanseMerkur Ausbildung Komfort"]);
  });

  it("respects the chosen deductible: no top pick above it; tariffs only available above it are set apart", () => {
    // as reported: a 0 € choice showed 600 € and 300 € deductibles in the top three
    const offers = build([
      rec("DKV", "Medi Komfort", 720, 72, "comfort", 2.4, 0),
      rec("DKV", "Medi Komfort", 690, 72, "comfort", 2.4, 600),
      rec("Gothaer", "MediKomfort", 660, 72, "comfort", 2.4, 300), // only with 300 €
      rec("LVM", "Komfort", 610, 70, "comfort", 2.6, 600), // only with 600 €
      rec("HUK-COBURG", "Komfort", 700, 70, "comfort", 2.6, 0),
      rec("Inter", "QualiMed Z", 760, 76, "comfort", 2.0, 0),
    ]);
    const ranked = rankOffers(offers, { requestedCoverage: "comfort", preferredDeductible: 0 });
    expect(ranked.top.map((offer) => offer.deductibleAmount)).toEqual([0, 0, 0]);
    expect(names(ranked.top)).toEqual(["HUK-COBURG Komfort", "DKV Medi Komfort", "Inter QualiMed Z"]);
    expect(names(ranked.aboveDeductible)).toEqual(["LVM Komfort", "Gothaer MediKomfort"]);
    expect(names(ranked.more)).toEqual([]);
    expect(names(ranked.all).slice(-2)).toEqual(names(ranked.aboveDeductible));
    // the cheaper tariffs above the choice do not knock out the tariffs within it
    const at600 = rankOffers(offers, { requestedCoverage: "comfort", preferredDeductible: 600 });
    expect(at600.aboveDeductible).toEqual([]);
    expect(names(at600.top)).toContain("LVM Komfort");
  });

  it("offers the nearest level first when the requested one exists only above the chosen deductible", () => {
    // as measured: a self-employed Basis search at 0 € led with three Premium tariffs over 1.000 €
    const offers = build([
      rec("DKV", "Medi Basis", 520, 50, "basic", 3.0, 300), // Basis only from 300 €
      rec("Allianz", "Vital Premium Plus", 1160, 99, "premium", 1.0),
      rec("LVM", "Premium", 1038, 90, "premium", 1.6),
      rec("Barmenia", "eins Komfort", 790, 74, "comfort", 2.4),
      rec("HUK-COBURG", "Komfort", 760, 70, "comfort", 2.6),
      rec("Gothaer", "MediKomfort", 820, 76, "comfort", 2.2),
    ]);
    const ranked = rankOffers(offers, { requestedCoverage: "basic", preferredDeductible: 0 });
    // Komfort before Premium, each part by points per euro
    expect(names(ranked.top)).toEqual(["Barmenia eins Komfort", "Gothaer MediKomfort", "HUK-COBURG Komfort"]);
    expect(notes(ranked)).toEqual(Array(3).fill(TOP_PICK_NOTES.higher));
    expect(names(ranked.aboveDeductible)).toEqual(["DKV Medi Basis"]);
  });
});
