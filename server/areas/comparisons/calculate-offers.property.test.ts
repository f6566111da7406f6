/**
 * Property-style test of the offers side through the real embedded engine (docs/decisions/012-neutral-ranking-and-savings.md):
 * ages 16–59, every job status, every coverage and every deductible choice. Each (job status, coverage) pair
 * is calculated at two ages so that together the ages cover the range; every response is then ranked at every
 * deductible choice and with every results filter option. Holds whether the engine returns one or several
 * deductible steps per tariff.
 */
import { describe, expect, it } from "vitest";
import {
  DEDUCTIBLE_CHOICES,
  deductibleLimitFor,
  pickDeductibleStep,
} from "../../../domain/comparison/deductible";
import {
  COVERAGE_TYPES,
  type CoverageType,
  createLongFormSchema,
  JOB_STATUSES,
  type LongFormData,
  type LongFormInput,
  longFormSchema,
} from "../../../domain/comparison/long-form";
import {
  applyFilters,
  DEDUCTIBLE_FILTERS,
  DENTAL_FILTERS,
  deductibleStepOf,
  EMPTY_FILTERS,
  INPATIENT_FILTERS,
  PACKAGE_FILTERS,
  type ResultFilters,
  selectVisibleOffers,
} from "../../../domain/comparison/results-filters";
import type { Offer } from "../../../domain/offers/offer";
import { normalizeProvider } from "../../../domain/offers/offer-rules";
import { coverageFit, rankOffers, requestedLevel, SORT_ORDERS } from "../../../domain/ranking/rank-offers";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../../../kvr-simulator";
import { createInProcessTransport, createKvrClient } from "../../../rating";
import { createComparisonService } from "./calculate-offers";

const NOW = new Date("2026-11-23T10:00:00");
const MIN_AGE = 16;
const MAX_AGE = 59;
const AGES = Array.from({ length: MAX_AGE - MIN_AGE + 1 }, (_, index) => MIN_AGE + index);

function service() {
  const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
  const client = createKvrClient({
    transport: createInProcessTransport(engine),
    credentials: DEMO_ENGINE_CREDENTIALS,
    now: () => NOW,
  });
  return createComparisonService({ client });
}

/** Birth date for an age today (23 November 2026) and at the insurance start (1 December 2026 or earlier). */
const birthDateFor = (age: number) => `${2026 - age - 1}-12-15`;

/** The schema as the forms and the API apply it on the test's day (age limits per person need a date). */
const datedSchema = createLongFormSchema({ today: "2026-11-23" });

/** The first valid long-form input for the profile (the schema decides; e.g. civil servants need Beihilfe). */
function validInput(
  jobStatus: LongFormData["jobStatus"],
  coverageType: LongFormData["coverageType"],
  age: number,
  deductible: string,
  variant: number,
): LongFormInput | undefined {
  const dienstherren = ["TYPE_Q_Bund", "TYPE_B_Bayern", "TYPE_J_NordrheinW", "TYPE_G_Hessen"] as const;
  const stufen = ["TYPE_A_50_70R", "TYPE_B_70_70R", "TYPE_C_80_80R"] as const;
  const civil = jobStatus === "civil-servant" || jobStatus === "civil-servant-child";
  const childStatus = (jobStatus as string).endsWith("child");
  for (const insuredPerson of childStatus ? ["child", "self"] : ["self", "child"]) {
    const input = {
      birthDate: birthDateFor(age),
      jobStatus,
      coverageType,
      insuredPerson,
      gender: variant % 2 === 0 ? "male" : "female",
      existingInsurance: "public",
      ...(deductible === "" ? {} : { deductible }),
      ...(civil ? { beihilfeDienstherr: dienstherren[variant % 4], beihilfeStufe: stufen[variant % 3] } : {}),
    } as LongFormInput;
    if (datedSchema.safeParse(input).success) return input;
  }
  return undefined;
}

const insurerOf = (offer: Offer) => normalizeProvider(offer.provider);

/** The same offers with every insurer renamed (consistently) to a neutral name. */
function renameInsurers(offers: readonly Offer[]): Offer[] {
  const aliases = new Map<string, string>();
  const alias = (provider: string) => {
    const key = normalizeProvider(provider);
    if (!aliases.has(key)) aliases.set(key, `Versicherer ${String.fromCharCode(90 - aliases.size)}`);
    return aliases.get(key)!;
  };
  return offers.map((offer) => ({
    ...offer,
    provider: alias(offer.provider),
    tariffKey: `${normalizeProvider(alias(offer.provider))}|${offer.tariffKey.split("|")[1]}`,
  }));
}

/** Every single-filter option the results screen offers, each insurer of the result, and one without offers. */
function filterOptions(offers: readonly Offer[]): ResultFilters[] {
  const insurers = [...new Set(["AXA", ...offers.map((offer) => offer.provider)])];
  return [
    ...PACKAGE_FILTERS.map((value) => ({ ...EMPTY_FILTERS, package: value })),
    ...DENTAL_FILTERS.map((value) => ({ ...EMPTY_FILTERS, dental: value })),
    ...INPATIENT_FILTERS.map((value) => ({ ...EMPTY_FILTERS, inpatient: value })),
    ...DEDUCTIBLE_FILTERS.map((value) => ({ ...EMPTY_FILTERS, deductible: value })),
    ...insurers.map((insurer) => ({ ...EMPTY_FILTERS, insurers: [insurer] })),
  ];
}

function checkRanking(
  variants: readonly Offer[],
  preferredDeductible: number,
  coverage: CoverageType,
  context: string,
) {
  const requested = requestedLevel(coverage);
  for (const order of SORT_ORDERS) {
    const ranked = rankOffers(variants, { order, preferredDeductible, requestedCoverage: coverage });
    // top 3 never hold two tariffs of one insurer
    const topInsurers = ranked.top.map(insurerOf);
    expect(new Set(topInsurers).size, `${context} ${order}: ${topInsurers.join(", ")}`).toBe(
      topInsurers.length,
    );
    // request-true: every top pick is of the requested level, or says how it differs; none is above the chosen
    // deductible (the rules nothing beats: top-picks.property.test.ts)
    const levelOf = (offer: Offer) => coverageFit(offer, requested);
    for (const offer of ranked.top) {
      expect(ranked.topNotes[offer.id] !== undefined, `${context} ${order} ${offer.name}`).toBe(
        levelOf(offer) !== "matches",
      );
      expect(offer.deductibleAmount ?? 0, `${context} ${order} ${offer.name}`).toBeLessThanOrEqual(
        preferredDeductible,
      );
    }
    if (ranked.all.some((offer) => (offer.deductibleAmount ?? 0) <= preferredDeductible)) {
      expect(ranked.top.length, context).toBeGreaterThan(0);
    }
    // one variant per tariff, at the step pickDeductibleStep picks
    const keys = ranked.all.map((offer) => offer.tariffKey);
    expect(new Set(keys).size, context).toBe(keys.length);
    expect(keys.length, context).toBe(new Set(variants.map((offer) => offer.tariffKey)).size);
    // no rank depends on an insurer's name
    const renamed = rankOffers(renameInsurers(variants), {
      order,
      preferredDeductible,
      requestedCoverage: coverage,
    });
    expect(
      renamed.all.map((offer) => offer.id),
      context,
    ).toEqual(ranked.all.map((offer) => offer.id));
  }
}

function checkFilters(variants: readonly Offer[], preferredDeductible: number, context: string) {
  const all = selectVisibleOffers(variants, { preferredDeductible }).all;
  for (const filters of filterOptions(variants)) {
    const satisfiable = applyFilters(variants, filters).length > 0;
    const shown = selectVisibleOffers(variants, { filters, preferredDeductible }).all;
    const label = `${context} ${JSON.stringify(filters)}`;
    expect(shown.length > 0, label).toBe(satisfiable);
    if (filters.package === "basis") expect(shown.length, label).toBe(all.length);
    if (filters.deductible) {
      const max = Number(filters.deductible);
      for (const offer of shown) {
        const steps = variants.filter((v) => v.tariffKey === offer.tariffKey).map(deductibleStepOf);
        expect(deductibleStepOf(offer), label).toBe(pickDeductibleStep(steps, preferredDeductible, max));
      }
    }
  }
}

describe("offers through the embedded engine: ages 16–59, every job status, coverage and deductible", () => {
  it("keep the ranking neutral, the filters satisfiable and never claim 0 € savings", async () => {
    const comparisons = service();
    const agesCovered = new Set<number>();
    const runsPerStatus = new Map<string, number>();
    let pair = 0;
    for (const jobStatus of JOB_STATUSES) {
      for (const coverageType of COVERAGE_TYPES) {
        // no choice, or a choice within the coverage card's limit
        const deductibles = [
          "",
          ...DEDUCTIBLE_CHOICES.filter((amount) => amount <= deductibleLimitFor(coverageType)).map(
            (amount) => `${amount}€`,
          ),
        ];
        // two ages per pair, spread so that all pairs together walk the whole range
        const rotated = [...AGES.slice((pair * 5) % AGES.length), ...AGES.slice(0, (pair * 5) % AGES.length)];
        const picked: Array<{ input: LongFormInput; age: number }> = [];
        for (const age of [...rotated.filter((_, index) => index % 22 === 0), ...rotated]) {
          if (picked.length === 2) break;
          if (picked.some((entry) => entry.age === age)) continue;
          const deductible = deductibles[(pair * 2 + picked.length) % deductibles.length]!;
          const input =
            validInput(jobStatus, coverageType, age, deductible, pair + picked.length) ??
            validInput(jobStatus, coverageType, age, "", pair + picked.length);
          if (input) picked.push({ input, age });
        }
        pair += 1;
        for (const { input, age } of picked) {
          const context = `${jobStatus} ${coverageType} ${age} '${input.deductible ?? ""}'`;
          const result = await comparisons.calculateOffers(longFormSchema.parse(input));
          expect(result.success, `${context}: ${result.error}`).toBe(true);
          const variants = result.variants!;
          expect(variants.length, context).toBeGreaterThan(0);
          agesCovered.add(age);
          runsPerStatus.set(jobStatus, (runsPerStatus.get(jobStatus) ?? 0) + 1);

          // savings: never 0 €; children (family insurance) get no claim at all
          const isChild = input.insuredPerson === "child" || (jobStatus as string).endsWith("child");
          for (const offer of variants) {
            if (offer.savingsEstimate !== undefined) {
              expect(offer.savingsEstimate, context).toBeGreaterThanOrEqual(1);
              expect(offer.savingsBasis, context).toBeTruthy();
            }
            if (isChild) expect(offer.savingsEstimate, context).toBeUndefined();
          }

          // the ranking as calculated, then at every deductible choice
          const top = result.offers!.top.map(insurerOf);
          expect(new Set(top).size, context).toBe(top.length);
          for (const preferred of [result.preferredDeductible!, ...DEDUCTIBLE_CHOICES]) {
            checkRanking(variants, preferred, coverageType, `${context} SB ${preferred}`);
          }
          checkFilters(variants, result.preferredDeductible!, context);
        }
      }
    }
    for (const jobStatus of JOB_STATUSES) expect(runsPerStatus.get(jobStatus), jobStatus).toBeGreaterThan(0);
    expect(agesCovered.has(MIN_AGE) || agesCovered.has(MIN_AGE + 1)).toBe(true);
    expect(Math.max(...agesCovered)).toBeGreaterThanOrEqual(MAX_AGE - 2);
    expect(agesCovered.size).toBeGreaterThanOrEqual(20);
  });

  it("makes no savings claim for a child, even a newborn", async () => {
    const comparisons = service();
    let checked = 0;
    for (const age of [0, 8]) {
      for (const jobStatus of JOB_STATUSES) {
        const input = {
          birthDate: birthDateFor(age),
          jobStatus,
          insuredPerson: "child",
          gender: "female",
          ...(jobStatus.startsWith("civil-servant")
            ? { beihilfeDienstherr: "TYPE_Q_Bund", beihilfeStufe: "TYPE_C_80_80R" }
            : {}),
        } as LongFormInput;
        if (!datedSchema.safeParse(input).success) continue;
        const result = await comparisons.calculateOffers(longFormSchema.parse(input));
        expect(result.success).toBe(true);
        expect(result.variants!.every((offer) => offer.savingsEstimate === undefined)).toBe(true);
        checked += 1;
        break;
      }
    }
    expect(checked).toBe(2);
  });
});
