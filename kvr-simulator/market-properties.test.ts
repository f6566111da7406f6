import { describe, expect, it } from "vitest";
import { pickDeductibleStep } from "../domain/comparison/deductible";
import { constantsForYear } from "../domain/constants/yearly-constants";
import { careMonthlyPremium } from "./care-premium";
import { TARIFFS } from "./catalogue/tariffs";
import { type QuoteInput, quote } from "./premium-model";
import type { CalcRequest } from "./read-calc-input";
import { selectTariffs, type TariffResult } from "./select-tariffs";

/**
 * The market model behaves like a market (docs/product/rating-engine.md#market-model): over a grid of ages
 * 21–59 × job statuses × coverages × deductibles, no insurer wins more than a third of the profiles, and the
 * cheapest insurer changes along the age axis; children, adolescents and adults form age groups with a step up
 * at 16 and at 21.
 */

const START = "2027-01-01";
const COVERAGES = {
  basic: { zahn: "ZAHN_GERINGSTE", stationaer: "STAT_MB_OHNE_CHEFARZT", limit: 5000 },
  comfort: { zahn: "ZAHN_ZWEITBESTE", stationaer: "STAT_2B_MIT_CHEFARZT", limit: 1000 },
  premium: { zahn: "ZAHN_BESTE", stationaer: "STAT_1B_MIT_CHEFARZT", limit: 500 },
} as const;
type Coverage = keyof typeof COVERAGES;
const BUND_50 = { dienstherr: "TYPE_Q_Bund", stufe: "TYPE_A_50_70R" } as const;
const STATUSES = [
  { status: "Arbeitnehmer", beihilfe: null, deductibles: [0, 300, 600, 1200] },
  { status: "Selbststaendiger", beihilfe: null, deductibles: [0, 300, 600, 1200] },
  { status: "Beamter", beihilfe: BUND_50, deductibles: [0] },
] as const;
const ADULT_AGES = Array.from({ length: 39 }, (_, index) => 21 + index);

function request(
  age: number,
  status: string,
  coverage: Coverage,
  beihilfe: typeof BUND_50 | null,
): CalcRequest {
  return {
    personIndex: 0,
    role: "Selbst",
    health: null,
    premiumRelief: 0,
    birthDate: `${Number(START.slice(0, 4)) - age}-07-01`,
    gender: "MANNLICH",
    status: status as CalcRequest["status"],
    insuredPerson: "Erwachsener",
    berufGruppe: "Normal",
    start: START,
    versType: "Vollversicherung",
    zahn: COVERAGES[coverage].zahn,
    stationaer: COVERAGES[coverage].stationaer,
    useMinLogic: true,
    sbUnter: 0,
    sbOber: COVERAGES[coverage].limit,
    sbFlags: new Map(),
    sickPay: status === "Arbeitnehmer" ? { startDay: 43, dailyAmount: 100 } : null,
    careObligation: true,
    beihilfe,
    companyFilter: null,
    extendedFilters: [],
    primarySortField: "LeistPoints",
    outputRequestType: "",
  };
}

/** The tariffs of the requested level, each at the step the results show for the preferred deductible. */
function offersOfLevel(
  age: number,
  status: string,
  coverage: Coverage,
  beihilfe: typeof BUND_50 | null,
  deductible: number,
) {
  const byTariff = new Map<number, TariffResult[]>();
  for (const result of selectTariffs(request(age, status, coverage, beihilfe)).results) {
    byTariff.set(result.tariff.prodId, [...(byTariff.get(result.tariff.prodId) ?? []), result]);
  }
  return [...byTariff.values()]
    .map((variants) => {
      const step = pickDeductibleStep(
        variants.map((variant) => variant.quote.deductible),
        deductible,
      );
      return variants.find((variant) => variant.quote.deductible === step)!;
    })
    .filter((offer) => beihilfe !== null || offer.tariff.line === coverage);
}

interface Series {
  label: string;
  bestValue: string[];
  cheapest: string[];
}

const SERIES: Series[] = [];
for (const { status, beihilfe, deductibles } of STATUSES) {
  for (const coverage of Object.keys(COVERAGES) as Coverage[]) {
    for (const deductible of deductibles) {
      const series: Series = { label: `${status} ${coverage} ${deductible}`, bestValue: [], cheapest: [] };
      for (const age of ADULT_AGES) {
        const offers = offersOfLevel(age, status, coverage, beihilfe, deductible);
        const value = (offer: TariffResult) => offer.points.total / offer.quote.total;
        series.bestValue.push([...offers].sort((a, b) => value(b) - value(a))[0]!.insurer.name);
        series.cheapest.push([...offers].sort((a, b) => a.quote.total - b.quote.total)[0]!.insurer.name);
      }
      SERIES.push(series);
    }
  }
}

function shares(winners: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const winner of winners) counts.set(winner, (counts.get(winner) ?? 0) + 1);
  return new Map([...counts].map(([name, count]) => [name, count / winners.length]));
}

describe("market model: no insurer wins everywhere", () => {
  it("covers 27 series of 39 ages (1.053 profiles)", () => {
    expect(SERIES.length).toBe(27);
    expect(SERIES.flatMap((series) => series.cheapest).length).toBe(1053);
  });

  it("no insurer is rank 1 by price-performance in the requested level in more than a third of the profiles", () => {
    for (const [name, share] of shares(SERIES.flatMap((series) => series.bestValue))) {
      expect(share, name).toBeLessThanOrEqual(1 / 3);
    }
  });

  it("no insurer is the cheapest in more than a third of the profiles", () => {
    for (const [name, share] of shares(SERIES.flatMap((series) => series.cheapest))) {
      expect(share, name).toBeLessThanOrEqual(1 / 3);
    }
  });

  it("the cheapest insurer changes along the age axis in most series, for every coverage", () => {
    const changing = SERIES.filter((series) => new Set(series.cheapest).size > 1);
    expect(changing.length / SERIES.length).toBeGreaterThan(0.5);
    for (const coverage of Object.keys(COVERAGES)) {
      const ofCoverage = SERIES.filter((series) => series.label.includes(` ${coverage} `));
      const changes = ofCoverage.filter((series) => new Set(series.cheapest).size > 1);
      expect(changes.length / ofCoverage.length, coverage).toBeGreaterThan(0.5);
    }
  });
});

describe("market model: age groups 0–15, 16–20, 21+", () => {
  const constants = constantsForYear(2027);
  const input = (age: number, deductible: number, ownContract: boolean): QuoteInput => ({
    birthDate: `${2027 - age}-07-01`,
    startDate: START,
    deductible,
    residualPercent: 100,
    sickPay: null,
    careObligation: true,
    careFree: !ownContract,
    beihilfe: false,
    employerShare: false,
    constants,
  });
  const childTariffs = TARIFFS.filter((tariff) => tariff.kind === "full" && tariff.childrenAllowed);

  it("premiums are monotone within each group and step up at 16 and at 21, for every tariff and deductible", () => {
    let checked = 0;
    for (const tariff of childTariffs) {
      for (const deductible of tariff.deductibleOptions) {
        for (const ownContract of [false, true]) {
          const totals = Array.from(
            { length: 26 },
            (_, age) => quote(tariff, input(age, deductible, ownContract)).total,
          );
          const label = `${tariff.companyId} ${tariff.name} SB ${deductible}`;
          for (let age = 1; age < totals.length; age++) {
            expect(totals[age]!, `${label} ${age}`).toBeGreaterThanOrEqual(totals[age - 1]!);
          }
          expect(totals[16]!, `${label} step at 16`).toBeGreaterThan(totals[15]! * 1.05);
          expect(totals[21]!, `${label} step at 21`).toBeGreaterThan(totals[20]! * 1.3);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("children and adolescents in their own contract pay a PPV premium from the PPV model, not near zero", () => {
    for (const age of [0, 10, 15, 16, 20]) {
      expect(careMonthlyPremium(age), String(age)).toBeGreaterThanOrEqual(4);
      expect(careMonthlyPremium(age), String(age)).toBeLessThan(careMonthlyPremium(21));
    }
    expect(careMonthlyPremium(16)).toBeGreaterThan(careMonthlyPremium(15));
  });
});
