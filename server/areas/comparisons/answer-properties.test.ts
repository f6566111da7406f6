import { describe, expect, it } from "vitest";
import { DEDUCTIBLE_CHOICES, deductibleLimitFor } from "../../../domain/comparison/deductible";
import type { CoverageType, JobStatus } from "../../../domain/comparison/form-values";
import { createLongFormSchema, type LongFormInput } from "../../../domain/comparison/long-form";
import type { Offer } from "../../../domain/offers/offer";
import { normalizeProvider } from "../../../domain/offers/offer-rules";
import { coverageFit, requestedLevel } from "../../../domain/ranking/coverage-level";
import { TOP_PICK_NOTES } from "../../../domain/ranking/top-picks";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../../../kvr-simulator";
import { createKvrClient } from "../../../rating/soap/client";
import { createInProcessTransport } from "../../../rating/transports/in-process-transport";
import { createComparisonService } from "./calculate-offers";

/**
 * The answer a person gets (docs/product/results.md#ranking, #grades; docs/product/rating-engine.md#market-model),
 * through the engine and the comparison service, over ages 21–59 × job statuses × coverages × deductible choices:
 * the first top pick serves the requested coverage (or is a higher level at no higher price, and says so), no
 * insurer is rank 1 in more than a third of the profiles, and at most a fifth of a comparison's tariffs are
 * graded 'sehr gut'.
 */

const NOW = new Date("2026-11-23T10:00:00");
const schema = createLongFormSchema({ today: "2026-11-23" });
const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
const client = createKvrClient({
  transport: createInProcessTransport(engine),
  credentials: DEMO_ENGINE_CREDENTIALS,
  now: () => NOW,
});
const service = createComparisonService({ client, clock: () => NOW.getTime() });

const STATUSES: ReadonlyArray<{ jobStatus: JobStatus; extra?: Partial<LongFormInput> }> = [
  { jobStatus: "employed" },
  { jobStatus: "self-employed" },
  { jobStatus: "freelancer" },
  {
    jobStatus: "civil-servant",
    extra: { beihilfeDienstherr: "TYPE_Q_Bund", beihilfeStufe: "TYPE_A_50_70R" },
  },
];
const COVERAGES: readonly CoverageType[] = ["basic", "comfort", "premium"];
const AGES = Array.from({ length: 20 }, (_, index) => 21 + 2 * index);

interface Answer {
  label: string;
  coverage: CoverageType;
  top: Offer[];
  notes: Record<string, string>;
  all: Offer[];
}

async function answers(): Promise<Answer[]> {
  const list: Answer[] = [];
  let turn = 0;
  for (const { jobStatus, extra } of STATUSES) {
    for (const coverage of COVERAGES) {
      const choices = DEDUCTIBLE_CHOICES.filter((amount) => amount <= deductibleLimitFor(coverage));
      for (const age of AGES) {
        turn += 1;
        const deductible = `${choices[turn % choices.length]}€`;
        const input = schema.parse({
          birthDate: `${2026 - age - 1}-12-15`,
          gender: turn % 2 === 0 ? "male" : "female",
          jobStatus,
          coverageType: coverage,
          existingInsurance: "public",
          deductible,
          ...extra,
        });
        const result = await service.calculateOffers(input);
        const label = `${jobStatus} ${coverage} ${age} ${deductible}`;
        expect(result.success, `${label}: ${result.error}`).toBe(true);
        const offers = result.offers!;
        list.push({ label, coverage, top: offers.top, notes: offers.topNotes, all: offers.all });
      }
    }
  }
  return list;
}

describe("the answer a person can use", async () => {
  const all = await answers();

  it("covers 240 profiles", () => {
    expect(all.length).toBe(240);
  });

  it("the first top pick is of the requested level, or a higher one at no higher price (or beating it) that says so, in ≥ 90 %", () => {
    let serving = 0;
    for (const answer of all) {
      const first = answer.top[0]!;
      const fit = coverageFit(first, requestedLevel(answer.coverage));
      const note = answer.notes[first.id];
      if (
        fit === "matches" ||
        note === TOP_PICK_NOTES.higherSamePrice ||
        note === TOP_PICK_NOTES.higherCheaperBetter
      )
        serving += 1;
      // every top pick is of the requested level, or carries a note that says how it differs
      for (const pick of answer.top) {
        const pickFit = coverageFit(pick, requestedLevel(answer.coverage));
        if (pickFit !== "matches") expect(answer.notes[pick.id], answer.label).toBeTruthy();
      }
    }
    expect(serving / all.length).toBeGreaterThanOrEqual(0.9);
  });

  it("no insurer is rank 1 in more than a third of the profiles", () => {
    const wins = new Map<string, number>();
    for (const answer of all) {
      const insurer = normalizeProvider(answer.top[0]!.provider);
      wins.set(insurer, (wins.get(insurer) ?? 0) + 1);
    }
    for (const [insurer, count] of wins) expect(count / all.length, insurer).toBeLessThanOrEqual(1 / 3);
    expect(wins.size).toBeGreaterThan(5);
  });

  it("at most a fifth of a comparison's tariffs are graded 'sehr gut', and every tariff has a grade", () => {
    for (const answer of all) {
      const graded = answer.all.map((offer) => offer.grade);
      expect(
        graded.every((grade) => grade !== undefined),
        answer.label,
      ).toBe(true);
      const best = graded.filter((grade) => grade!.label === "sehr gut").length;
      expect(best / graded.length, answer.label).toBeLessThanOrEqual(0.2);
    }
  });
});
