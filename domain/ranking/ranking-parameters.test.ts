import { describe, expect, it } from "vitest";
import { BENEFIT_GROUP_WEIGHTS, BENEFIT_GROUPS } from "./benefit-points";
import { requestedLevel } from "./coverage-level";
import { benefitWeightsSentence, SORT_CRITERION_TEXTS, sortParameterLines } from "./ranking-parameters";
import {
  pricePerformanceValue,
  SORT_ORDERS,
  SORT_PARAMETERS,
  type SortCriterion,
  type SortOrder,
  sortOffers,
} from "./sort-orders";
import { type LevelledOffer, orderForRequest } from "./top-picks";

const COMFORT = { hospitalRoom: "Zweibettzimmer", chiefPhysician: true, dentistCoverage: 80 };
const PREMIUM = { hospitalRoom: "Einbettzimmer", chiefPhysician: true, dentistCoverage: 90 };

const offer = (
  id: string,
  monthlyPrice: number,
  points: number,
  extra: Partial<LevelledOffer> = {},
): LevelledOffer => ({
  id,
  provider: `Versicherer ${id}`,
  name: id,
  monthlyPrice,
  totalLeistungPoints: points,
  deductibleAmount: 0,
  ...COMFORT,
  ...extra,
});

/**
 * For each pair of criteria (the first more important than the second): two offers the first criterion puts
 * 'first' before 'second' and the second criterion would put the other way round.
 */
const CONFLICTS: Partial<Record<`${SortCriterion}>${SortCriterion}`, [LevelledOffer, LevelledOffer]>> = {
  "likely-refusal-last>requested-level-first": [
    offer("first", 600, 90, PREMIUM),
    offer("second", 300, 30, { riskAssessment: { status: "decline" } }),
  ],
  "likely-refusal-last>lower-price": [
    offer("first", 600, 60),
    offer("second", 300, 60, { riskAssessment: { status: "decline" } }),
  ],
  "likely-refusal-last>more-points": [
    offer("first", 400, 50),
    offer("second", 400, 90, { riskAssessment: { status: "decline" } }),
  ],
  // The higher level costs more, so it does not beat the requested one and lead the top picks for that reason.
  "requested-level-first>points-per-euro": [offer("first", 300, 30), offer("second", 600, 90, PREMIUM)],
  "points-per-euro>lower-price": [offer("first", 500, 75), offer("second", 400, 40)],
  // Equal points per euro (0,2): the cheaper one first although it has fewer points.
  "lower-price>more-points": [offer("first", 200, 40), offer("second", 400, 80)],
  "more-points>lower-price": [offer("first", 500, 80), offer("second", 300, 60)],
};

const ordered = (offers: LevelledOffer[], order: SortOrder) =>
  orderForRequest(offers, order, requestedLevel("comfort")).all.map((entry) => entry.id);

describe("ranking parameters (one source for the code and the words)", () => {
  it.each(SORT_ORDERS)("'%s': each criterion outranks the next, as the words say", (order) => {
    const criteria = SORT_PARAMETERS[order];
    expect(criteria.length).toBeGreaterThan(1);
    for (let index = 0; index + 1 < criteria.length; index += 1) {
      const pair = `${criteria[index]!}>${criteria[index + 1]!}` as const;
      const conflict = CONFLICTS[pair];
      expect(conflict, `a case for ${pair}`).toBeDefined();
      expect(ordered([...conflict!].reverse(), order), pair).toEqual(["first", "second"]);
    }
  });

  it.each(SORT_ORDERS)("'%s': the lines name the code's criteria in the code's order", (order) => {
    expect(sortParameterLines(order)).toEqual(
      SORT_PARAMETERS[order].map((criterion, index) => `${index + 1}. ${SORT_CRITERION_TEXTS[criterion]}`),
    );
  });

  it("'Preis' and 'Leistung' do not prefer the requested level; 'Preis-Leistung' does", () => {
    const [first, second] = CONFLICTS["requested-level-first>points-per-euro"]!;
    expect(ordered([second, first], "preis-leistung")).toEqual(["first", "second"]);
    // The top picks follow the requested level in every order; the list itself does not in these two.
    expect(sortOffers([first, second], "leistung").map((entry) => entry.id)).toEqual(["second", "first"]);
    expect(SORT_PARAMETERS.preis).not.toContain("requested-level-first");
    expect(SORT_PARAMETERS.leistung).not.toContain("requested-level-first");
  });

  it("10 % more points make up for exactly 10 % more premium, as the words say", () => {
    expect(SORT_CRITERION_TEXTS["points-per-euro"]).toContain("10 % mehr Leistungspunkte gleichen 10 % mehr");
    const base = pricePerformanceValue({ monthlyPrice: 400, totalLeistungPoints: 60 });
    expect(pricePerformanceValue({ monthlyPrice: 440, totalLeistungPoints: 66 })).toBeCloseTo(base, 12);
  });

  it("states the benefit groups' weights the points are summed with, heaviest first, adding up to 100 %", () => {
    const sentence = benefitWeightsSentence();
    const shares = BENEFIT_GROUPS.map((group) => Math.round(BENEFIT_GROUP_WEIGHTS[group] * 100));
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    for (const group of BENEFIT_GROUPS) {
      expect(sentence).toContain(`${group} ${Math.round(BENEFIT_GROUP_WEIGHTS[group] * 100)} %`);
    }
    expect(sentence).toBe(
      "Die Leistungspunkte eines Tarifs (0 bis 100) sind die gewichtete Summe seiner Leistungsbereiche: " +
        "Ambulante Leistungen 30 %, Stationäre Leistungen 25 %, Zahnleistungen 25 %, Sonstige Leistungen 15 %, " +
        "Pflegeleistungen 5 %.",
    );
  });
});
