/**
 * Top picks nothing beats (docs/decisions/026-undominated-top-picks.md, docs/product/results.md#ranking), through
 * the real embedded engine and the real ranking, over a grid of persons: ages 16–70 (children 0–17, civil servants'
 * children 0–25; from 60 the engine refuses, so nothing is highlighted), every job status (civil servants and their children at every Beihilfe level, several
 * Dienstherren), every coverage level and every deductible choice within its limit. For every person and every sort
 * order: no highlighted tariff is beaten on price and grade by another tariff of the requested level or above
 * within the chosen deductible, none is graded 'ausreichend' or worse while such a tariff is graded better, none is
 * above the chosen deductible, and the tariffs only available above it are the ones set apart.
 */
import { describe, expect, it } from "vitest";
import { DEDUCTIBLE_CHOICES, deductibleLimitFor } from "../../../domain/comparison/deductible";
import {
  BEIHILFE_STUFEN,
  COVERAGE_TYPES,
  type CoverageType,
  createLongFormSchema,
  JOB_STATUSES,
  type JobStatus,
  type LongFormInput,
  longFormSchema,
} from "../../../domain/comparison/long-form";
import { AGE_LIMIT } from "../../../domain/comparison/short-form-basics";
import type { Offer } from "../../../domain/offers/offer";
import { normalizeProvider } from "../../../domain/offers/offer-rules";
import { coverageFit, requestedLevel } from "../../../domain/ranking/coverage-level";
import { beats, isPoorGrade } from "../../../domain/ranking/dominance";
import { rankOffers, SORT_ORDERS } from "../../../domain/ranking/rank-offers";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../../../kvr-simulator";
import { createInProcessTransport, createKvrClient } from "../../../rating";
import { createComparisonService, type OffersResult } from "./calculate-offers";

const NOW = new Date("2026-11-23T10:00:00");
const datedSchema = createLongFormSchema({ today: "2026-11-23" });
const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
const client = createKvrClient({
  transport: createInProcessTransport(engine),
  credentials: DEMO_ENGINE_CREDENTIALS,
  now: () => NOW,
});
const service = createComparisonService({ client, clock: () => NOW.getTime() });

const DIENSTHERREN = ["TYPE_B_Bayern", "TYPE_Q_Bund", "TYPE_J_NordrheinW", "TYPE_F_Hamburg"] as const;
const STUFEN = Object.keys(BEIHILFE_STUFEN) as Array<keyof typeof BEIHILFE_STUFEN>;

/** The ages a job status covers: adults 16–70, children 0–17, civil servants' children 0–25. */
const AGE_RANGES: Record<JobStatus, [number, number]> = {
  employed: [16, 70],
  "self-employed": [18, 70],
  freelancer: [18, 70],
  "civil-servant": [18, 70],
  student: [16, 35],
  child: [0, 17],
  "civil-servant-child": [0, 25],
};

/** Birth date for an age on the insurance start (1 December 2026). */
const birthDateFor = (age: number) => `${2026 - age - 1}-12-15`;

interface Person {
  label: string;
  coverage: CoverageType;
  input: LongFormInput;
}

/**
 * The grid: per job status and coverage, every deductible choice within the coverage's limit (and no choice), each
 * at two ages spread over the status's range. Ages from 60 are refused by the forms (docs/product/comparison.md
 * #input-rules); they are parsed without the dated age rule to show that the engine refuses them too.
 */
function grid(): Person[] {
  const persons: Person[] = [];
  let turn = 0;
  for (const jobStatus of JOB_STATUSES) {
    const [min, max] = AGE_RANGES[jobStatus];
    for (const coverageType of COVERAGE_TYPES) {
      const choices = [
        "",
        ...DEDUCTIBLE_CHOICES.filter((amount) => amount <= deductibleLimitFor(coverageType)),
      ];
      for (const choice of choices) {
        for (const half of [0, 1]) {
          turn += 1;
          const span = max - min + 1;
          const age = min + ((turn * 7 + half * Math.ceil(span / 2)) % span);
          const civil = jobStatus === "civil-servant" || jobStatus === "civil-servant-child";
          const insuredPerson =
            jobStatus === "child" || (jobStatus === "civil-servant-child" && age < 18) ? "child" : "self";
          const input = {
            birthDate: birthDateFor(age),
            jobStatus,
            coverageType,
            insuredPerson,
            gender: turn % 2 === 0 ? "male" : "female",
            existingInsurance: "public",
            ...(choice === "" ? {} : { deductible: `${choice}€` }),
            ...(civil ? { beihilfeDienstherr: DIENSTHERREN[turn % 4], beihilfeStufe: STUFEN[turn % 3] } : {}),
          } as LongFormInput;
          const valid = age >= AGE_LIMIT || datedSchema.safeParse(input).success;
          if (valid)
            persons.push({
              label: `${jobStatus} ${coverageType} ${age} '${choice}'`,
              coverage: coverageType,
              input,
            });
        }
      }
    }
  }
  return persons;
}

const insurerOf = (offer: Offer) => normalizeProvider(offer.provider);
const facts = (offer: Offer) => ({ monthlyPrice: offer.monthlyPrice, grade: offer.grade!.value });
const step = (offer: Offer) => offer.deductibleAmount ?? 0;

/** The three rules for one person's offers in every sort order. */
function checkRules(result: OffersResult, coverage: CoverageType, label: string) {
  const preferred = result.preferredDeductible!;
  const requested = requestedLevel(coverage);
  for (const order of SORT_ORDERS) {
    const ranked = rankOffers(result.variants!, {
      order,
      preferredDeductible: preferred,
      requestedCoverage: coverage,
    });
    const context = `${label} SB ${preferred} ${order}`;
    const within = ranked.all.filter((offer) => step(offer) <= preferred);
    const levelled = within.filter((offer) => coverageFit(offer, requested) !== "below");
    // what a top pick is measured against: the same comparison, the requested level or above, within the choice
    const comparators = levelled.length > 0 ? levelled : within;
    const wellGraded = comparators.some((offer) => !isPoorGrade(offer.grade!.label));
    for (const pick of ranked.top) {
      const name = `${context}: ${pick.provider} ${pick.name} ${pick.monthlyPrice} € ${pick.grade!.value}`;
      // (c) never above the chosen deductible
      expect(step(pick), name).toBeLessThanOrEqual(preferred);
      // (a) nothing beats it
      const beater = comparators.find((other) => beats(facts(other), facts(pick)));
      expect(
        beater && `${beater.provider} ${beater.name} ${beater.monthlyPrice} € ${beater.grade!.value}`,
        name,
      ).toBe(undefined);
      // (b) not 'ausreichend' or worse beside a better graded tariff
      if (wellGraded) expect(isPoorGrade(pick.grade!.label), name).toBe(false);
    }
    // at most one tariff per insurer; some pick whenever a tariff is within the choice
    expect(new Set(ranked.top.map(insurerOf)).size, context).toBe(ranked.top.length);
    expect(ranked.top.length > 0, context).toBe(within.length > 0);
    // the tariffs set apart are exactly those only available above the choice
    expect(
      ranked.aboveDeductible.every((offer) => step(offer) > preferred),
      context,
    ).toBe(true);
    expect(ranked.aboveDeductible.length + within.length, context).toBe(ranked.all.length);
    expect(
      ranked.more.every((offer) => step(offer) <= preferred),
      context,
    ).toBe(true);
  }
}

describe("top picks nothing beats, through the embedded engine", () => {
  it("holds for every person of a grid of more than 200", async () => {
    const persons = grid();
    const ages = new Set<number>();
    const statuses = new Set<string>();
    let priced = 0;
    for (const { label, coverage, input } of persons) {
      const age = 2026 - Number(input.birthDate.slice(0, 4)) - 1;
      const result = await service.calculateOffers(longFormSchema.parse(input));
      ages.add(age);
      if (age >= AGE_LIMIT) {
        // from 60 the engine, like the forms, answers with the spec's notice and no tariffs: nothing is highlighted
        expect(result.success, label).toBe(false);
        expect(result.offers, label).toBeUndefined();
        continue;
      }
      expect(result.success, `${label}: ${result.error}`).toBe(true);
      checkRules(result, coverage, label);
      priced += 1;
      statuses.add(input.jobStatus!);
    }
    expect(priced).toBeGreaterThanOrEqual(200);
    expect(statuses.size).toBe(JOB_STATUSES.length);
    expect(Math.min(...ages)).toBeLessThanOrEqual(1);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(68);
  });

  it("gives the Beamtin (Bayern, 30, 50 % Beihilfe) a top pick nothing beats, at every coverage level", async () => {
    for (const coverageType of COVERAGE_TYPES) {
      const result = await service.calculateOffers(
        longFormSchema.parse({
          birthDate: birthDateFor(30),
          gender: "female",
          jobStatus: "civil-servant",
          coverageType,
          existingInsurance: "public",
          beihilfeDienstherr: "TYPE_B_Bayern",
          beihilfeStufe: "TYPE_A_50_70R",
        }),
      );
      checkRules(result, coverageType, `Beamtin ${coverageType}`);
      const first = result.offers!.top[0]!;
      const requested = requestedLevel(coverageType);
      for (const other of result.offers!.all.filter((offer) => coverageFit(offer, requested) !== "below")) {
        expect(beats(facts(other), facts(first)), `${other.name} ${other.monthlyPrice}`).toBe(false);
      }
    }
  });

  it("never highlights a 'mangelhaft' tariff for a student asking for Komfort, at any age 16–30", async () => {
    for (let age = 16; age <= 30; age += 1) {
      const result = await service.calculateOffers(
        longFormSchema.parse({
          birthDate: birthDateFor(age),
          gender: "female",
          jobStatus: "student",
          coverageType: "comfort",
          existingInsurance: "public",
        }),
      );
      checkRules(result, "comfort", `student ${age}`);
      for (const pick of result.offers!.top)
        expect(pick.grade!.label, `${age} ${pick.name}`).not.toBe("mangelhaft");
    }
  });

  it("keeps a 0 € choice's top picks at 0 € and sets the tariffs with higher steps only apart", async () => {
    let setApart = 0;
    for (const jobStatus of ["employed", "self-employed", "student"] as const) {
      for (const coverageType of COVERAGE_TYPES) {
        const result = await service.calculateOffers(
          longFormSchema.parse({
            birthDate: birthDateFor(35),
            gender: "male",
            jobStatus,
            coverageType,
            existingInsurance: "public",
            deductible: "0€",
          }),
        );
        expect(result.preferredDeductible).toBe(0);
        for (const pick of result.offers!.top) expect(step(pick), `${jobStatus} ${coverageType}`).toBe(0);
        setApart += result.offers!.aboveDeductible.length;
        checkRules(result, coverageType, `${jobStatus} ${coverageType} 0 €`);
      }
    }
    // the engine has tariffs without a 0 € step (Basis tariffs start at 300 € or 600 €)
    expect(setApart).toBeGreaterThan(0);
  });
});
