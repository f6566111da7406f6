import { describe, expect, it } from "vitest";
import { createComparisonRequestSchema } from "../../../domain/comparison/comparison-request";
import { longFormSchema } from "../../../domain/comparison/long-form";
import {
  applyFilters,
  DEDUCTIBLE_FILTERS,
  DENTAL_FILTERS,
  EMPTY_FILTERS,
  INPATIENT_FILTERS,
  PACKAGE_FILTERS,
  selectVisibleOffers,
} from "../../../domain/comparison/results-filters";
import type { Offer } from "../../../domain/offers/offer";
import { coverageFit, requestedLevel } from "../../../domain/ranking/rank-offers";
import {
  createEmbeddedKvrEngine,
  DEMO_ENGINE_CREDENTIALS,
  type EmbeddedKvrEngine,
} from "../../../kvr-simulator";
import {
  createHttpTransport,
  createInProcessTransport,
  createKvrClient,
  type KvrClient,
} from "../../../rating";
import { calculateOffers, createComparisonService } from "./calculate-offers";

const NOW = new Date("2026-11-22T10:00:00");

/** A client of the embedded engine; both run on the one clock given, so their "today" agrees on any real date. */
function embeddedClient(now: () => Date): KvrClient {
  const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now });
  return createKvrClient({
    transport: createInProcessTransport(engine),
    credentials: DEMO_ENGINE_CREDENTIALS,
    now,
  });
}

function counting(engine: EmbeddedKvrEngine) {
  let calculations = 0;
  return {
    count: () => calculations,
    engine: {
      handle(request: Request) {
        if ((request.headers.get("soapaction") ?? "").includes("Calculate")) calculations += 1;
        return engine.handle(request);
      },
    },
  };
}

describe("calculateOffers", () => {
  it("returns ranked model-price offers: the top picks and the further list", async () => {
    const client = embeddedClient(() => NOW);
    const result = await calculateOffers(
      // Basis tariffs start at a 300 € deductible: with the 0 € default no Basis tariff could be a top pick
      // (docs/decisions/026-undominated-top-picks.md), so the person chooses 1.000 €.
      { birthDate: "1988-02-10", jobStatus: "self-employed", coverageType: "basic", deductible: "1000" },
      { client },
    );
    expect(result.success).toBe(true);
    expect(result.insuranceStart).toBe("2026-12-01");
    // at most three, and only tariffs no other beats on price and grade (top-picks.property.test.ts)
    expect(result.offers!.top.length).toBeGreaterThanOrEqual(1);
    expect(result.offers!.top.length).toBeLessThanOrEqual(3);
    expect(result.count).toBe(result.offers!.all.length);
    // neutral order: no name rule hides or boosts a tariff; the top picks are Basis tariffs (the requested level)
    // of distinct insurers; the rest follows with the Basis tariffs first, each part in benefit points per euro
    expect(result.offers!.hidden).toEqual([]);
    expect(result.offers!.all.map((offer) => offer.name)).toContain("KUT 100");
    expect(new Set(result.offers!.top.map((offer) => offer.provider)).size).toBe(result.offers!.top.length);
    const basic = requestedLevel("basic");
    const isBasic = (offer: Offer) => coverageFit(offer, basic) === "matches";
    expect(result.offers!.top.every(isBasic)).toBe(true);
    const more = result.offers!.more;
    const firstOther = more.findIndex((offer) => !isBasic(offer));
    expect(firstOther).toBeGreaterThan(0);
    expect(more.slice(firstOther).some(isBasic)).toBe(false);
    for (const part of [more.slice(0, firstOther), more.slice(firstOther)]) {
      const values = part.map((offer) => offer.totalLeistungPoints / offer.monthlyPrice);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    expect(result.variants!.length).toBeGreaterThanOrEqual(result.count);
    expect(result.offers!.all.every((offer) => offer.tariffComponents.length <= 6)).toBe(true);
  });

  it("caches engine results for the same input (30 min by default) and recalculates after expiry", async () => {
    let time = 0;
    const counter = counting(
      createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW }),
    );
    const client = createKvrClient({
      transport: createInProcessTransport(counter.engine),
      credentials: DEMO_ENGINE_CREDENTIALS,
      now: () => NOW,
    });
    const service = createComparisonService({ client, clock: () => time });
    const input = { birthDate: "1990-01-01" };
    const first = await service.calculateOffers(longFormSchema.parse(input));
    const second = await service.calculateOffers(longFormSchema.parse(input));
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.offers).toBe(first.offers);
    expect(second.variants).toBe(first.variants);
    expect(second.resultHash).toBe(first.resultHash);
    expect(counter.count()).toBe(1);
    expect(service.cacheStats()).toMatchObject({ hits: 1, misses: 1, size: 1 });
    await service.calculateOffers(longFormSchema.parse({ birthDate: "1990-01-02" }));
    expect(counter.count()).toBe(2);
    time += 30 * 60_000 + 1;
    await service.calculateOffers(longFormSchema.parse(input));
    expect(counter.count()).toBe(3);
  });

  it("applies the user's hidden tariffs", async () => {
    const client = embeddedClient(() => NOW);
    const service = createComparisonService({ client });
    const all = await service.calculateOffers(longFormSchema.parse({ birthDate: "1990-01-01" }));
    const firstId = all.offers!.top[0]!.id;
    const filtered = await service.calculateOffers(longFormSchema.parse({ birthDate: "1990-01-01" }), {
      hiddenTariffs: [firstId],
    });
    expect(filtered.offers!.all.map((offer) => offer.id)).not.toContain(firstId);
    expect(filtered.count).toBe(all.count - 1);
  });

  it("tells its observer of cache lookups, comparisons and engine calls (metrics), failures as errors", async () => {
    const events: string[] = [];
    const observer = {
      cacheLookup: (result: string) => events.push(`cache ${result}`),
      comparison: (path: string) => events.push(`comparison ${path}`),
      engineCall: () => {
        events.push("engine start");
        return (outcome: string) => events.push(`engine ${outcome}`);
      },
    };
    const client = embeddedClient(() => NOW);
    const service = createComparisonService({ client, observer });
    await service.calculateOffers(longFormSchema.parse({ birthDate: "1990-01-01" }));
    await service.calculateOffers(longFormSchema.parse({ birthDate: "1990-01-01" }));
    // A household is counted the same way (one engine call for everybody).
    const household = createComparisonRequestSchema().parse({
      persons: [
        { role: "self", birthDate: "1990-01-01", gender: "male", jobStatus: "employed" },
        { role: "child", birthDate: "2020-01-01", gender: "female", jobStatus: "child" },
      ],
    });
    expect((await service.calculateHousehold(household)).success).toBe(true);
    await service.calculateHousehold(household);
    const cycle = [
      "cache miss",
      "engine start",
      "engine ok",
      "comparison cold",
      "cache hit",
      "comparison warm",
    ];
    expect(events).toEqual([...cycle, ...cycle]);

    events.length = 0;
    let answer: () => Promise<unknown> = async () => ({ ok: false, error: "Keine Tarife gefunden." });
    const failing = createComparisonService({
      client: { now: () => NOW, calculateTariffs: () => answer() } as unknown as KvrClient,
      observer,
    });
    expect((await failing.calculateOffers(longFormSchema.parse({ birthDate: "1990-01-01" }))).success).toBe(
      false,
    );
    answer = async () => {
      throw new Error("socket hang up");
    };
    await expect(failing.calculateOffers(longFormSchema.parse({ birthDate: "1990-01-01" }))).rejects.toThrow(
      "socket hang up",
    );
    expect(events).toEqual([
      "cache miss",
      "engine start",
      "engine error",
      "cache miss",
      "engine start",
      "engine error",
    ]);
  });
});

describe("results filters after a short-form comparison", () => {
  it("every filter option the results can satisfy returns offers; 'Basis' and 'Komfort' return all", async () => {
    const service = createComparisonService({ client: embeddedClient(() => NOW) });
    for (const jobStatus of ["employed", "self-employed"] as const) {
      // the short form's fixed data (docs/product/comparison.md#short-form)
      const result = await service.calculateOffers(
        longFormSchema.parse({
          birthDate: "1991-03-14",
          jobStatus,
          gender: "male",
          insuredPerson: "self",
          existingInsurance: "public",
          coverageType: "comfort",
          insuranceType: "adult",
          deductible: "0€",
        }),
      );
      expect(result.error, "the calculation failed").toBeUndefined();
      expect(result.success).toBe(true);
      const variants = result.variants!;
      const options = { preferredDeductible: result.preferredDeductible };
      const count = (filters: typeof EMPTY_FILTERS) =>
        selectVisibleOffers(variants, { ...options, filters }).all.length;
      expect(count({ ...EMPTY_FILTERS, package: "basis" })).toBe(result.count);
      expect(count({ ...EMPTY_FILTERS, package: "komfort" })).toBe(result.count);
      const single = [
        ...PACKAGE_FILTERS.map((value) => ({ ...EMPTY_FILTERS, package: value })),
        ...DENTAL_FILTERS.map((value) => ({ ...EMPTY_FILTERS, dental: value })),
        ...INPATIENT_FILTERS.map((value) => ({ ...EMPTY_FILTERS, inpatient: value })),
        ...DEDUCTIBLE_FILTERS.map((value) => ({ ...EMPTY_FILTERS, deductible: value })),
      ];
      for (const filters of single) {
        if (applyFilters(variants, filters).length > 0)
          expect(count(filters), JSON.stringify(filters)).toBeGreaterThan(0);
      }
      // savings are claimed for the employee share or the whole premium, never as 0 €
      expect(
        variants.every((offer) => offer.savingsEstimate === undefined || offer.savingsEstimate >= 1),
      ).toBe(true);
    }
  });
});

describe("the transport of the portal's engine", () => {
  it("uses the simulator in process without a URL and HTTP with one", async () => {
    const { createTariffEngine } = await import("./compare-tariffs");
    const { parseEnv } = await import("../../composition/env");
    expect(createTariffEngine(parseEnv({ NODE_ENV: "test" })).transport.kind).toBe("in-process");
    const withUrl = createTariffEngine(
      parseEnv({ NODE_ENV: "test", KVR_URL: "http://127.0.0.1:9/soap/kvr", KVR_PASSWORD: "geheim" }),
    );
    expect(withUrl.transport.kind).toBe("http");
    expect((await embeddedClient(() => NOW).authenticate()).success).toBe(true);
    const remote = createKvrClient({
      transport: createHttpTransport("http://127.0.0.1:9/soap/kvr"),
      credentials: DEMO_ENGINE_CREDENTIALS,
    });
    const failed = await remote.authenticate();
    expect(failed.success).toBe(false);
    expect(failed.error).toBeTruthy();
  });
});
