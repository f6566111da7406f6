/**
 * The Primärarzt rule on the results comes from the engine's benefit items (docs/product/results.md#primary-doctor):
 * every tariff named 'Hausarzt' or 'Primär' carries it, and tariffs whose name says nothing about it (e.g. Basis
 * tariffs with the rule) carry it too.
 */
import { describe, expect, it } from "vitest";
import { longFormSchema } from "../../../domain/comparison/long-form";
import { toResultOffer } from "../../../domain/comparison/result-offer";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../../../kvr-simulator";
import { createInProcessTransport, createKvrClient } from "../../../rating";
import { createComparisonService } from "./calculate-offers";

const NOW = new Date("2026-11-23T10:00:00");
const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
const client = createKvrClient({
  transport: createInProcessTransport(engine),
  credentials: DEMO_ENGINE_CREDENTIALS,
  now: () => NOW,
});
const service = createComparisonService({ client, clock: () => NOW.getTime() });

describe("the Primärarzt rule of the engine's tariffs", () => {
  it("is read from the benefit items, not from the name", async () => {
    const result = await service.calculateOffers(
      longFormSchema.parse({ birthDate: "1990-12-15", jobStatus: "employed", coverageType: "basic" }),
    );
    const shown = result.offers!.all.map(toResultOffer);
    const named = shown.filter((offer) => /hausarzt|primär/i.test(offer.name));
    expect(named.length).toBeGreaterThan(0);
    for (const offer of named) expect(offer.primaryDoctorRule, offer.name).toMatch(/Überweisung/);
    // the rule without the name says so too
    expect(shown.some((offer) => offer.primaryDoctorRule && !/hausarzt|primär/i.test(offer.name))).toBe(true);
    expect(shown.some((offer) => offer.primaryDoctorRule === undefined)).toBe(true);
  });
});
