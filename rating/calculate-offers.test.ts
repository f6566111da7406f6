import { describe, expect, it } from "vitest";
import { calculateOffers, createComparisonService } from "./calculate-offers";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS, type EmbeddedKvrEngine } from "./embedded/engine";
import { createKvrClient } from "./soap/client";
import { responseCacheKey, TtlCache } from "./soap/ttl-cache";

const NOW = new Date("2026-11-22T10:00:00");

describe("TtlCache", () => {
  it("expires entries and evicts the oldest beyond the maximum", () => {
    let time = 0;
    const cache = new TtlCache<string, number>(1000, 2, () => time);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe(2);
    time = 1000;
    expect(cache.get("c")).toBeUndefined();
    expect(cache.size).toBe(1);
  });
  it("keys responses by length, start and end", () => {
    expect(responseCacheKey("<a>1</a>")).not.toBe(responseCacheKey("<a>22</a>"));
  });
});

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
  it("returns ranked model-price offers: top 3 and the further list", async () => {
    const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
    const client = createKvrClient({
      transport: { kind: "embedded", engine },
      credentials: DEMO_ENGINE_CREDENTIALS,
      now: () => NOW,
    });
    const result = await calculateOffers(
      { birthDate: "1988-02-10", jobStatus: "self-employed", coverageType: "basic" },
      { client },
    );
    expect(result.success).toBe(true);
    expect(result.insuranceStart).toBe("2026-12-01");
    expect(result.offers!.top).toHaveLength(3);
    expect(result.count).toBe(result.offers!.all.length);
    // HanseMerkur AZP tariffs lead (preis-leistung), KUT 100 is hidden
    expect(result.offers!.top.every((offer) => offer.category === "preis-leistung")).toBe(true);
    expect(result.offers!.hidden.map((offer) => offer.name)).toContain("KUT 100");
    const scores = result.offers!.all.map((offer) => offer.categoryScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(result.offers!.all.every((offer) => offer.tariffComponents.length <= 6)).toBe(true);
  });

  it("caches offers for the same input (30 min) and recalculates after expiry", async () => {
    let time = 0;
    const counter = counting(
      createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW }),
    );
    const client = createKvrClient({
      transport: { kind: "embedded", engine: counter.engine },
      credentials: DEMO_ENGINE_CREDENTIALS,
      now: () => NOW,
    });
    const service = createComparisonService({ client, clock: () => time });
    const input = { birthDate: "1990-01-01" };
    const first = await service.calculateOffers(input);
    const second = await service.calculateOffers(input);
    expect(second).toBe(first);
    expect(counter.count()).toBe(1);
    await service.calculateOffers({ birthDate: "1990-01-02" });
    expect(counter.count()).toBe(2);
    time += 30 * 60_000 + 1;
    await service.calculateOffers(input);
    expect(counter.count()).toBe(3);
  });

  it("applies the user's hidden tariffs", async () => {
    const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
    const client = createKvrClient({
      transport: { kind: "embedded", engine },
      credentials: DEMO_ENGINE_CREDENTIALS,
      now: () => NOW,
    });
    const service = createComparisonService({ client });
    const all = await service.calculateOffers({ birthDate: "1990-01-01" });
    const firstId = all.offers!.top[0]!.id;
    const filtered = await service.calculateOffers({ birthDate: "1990-01-01" }, { hiddenTariffs: [firstId] });
    expect(filtered.offers!.all.map((offer) => offer.id)).not.toContain(firstId);
    expect(filtered.count).toBe(all.count - 1);
  });
});

describe("createRatingClient", () => {
  it("uses the embedded engine without a URL and HTTP with one", async () => {
    const { createRatingClient } = await import("./index");
    const embedded = createRatingClient({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
    expect(embedded.engine).toBeDefined();
    expect((await embedded.client.authenticate()).success).toBe(true);
    const remote = createRatingClient({
      kvrUrl: "http://127.0.0.1:9/soap/kvr",
      credentials: DEMO_ENGINE_CREDENTIALS,
    });
    expect(remote.engine).toBeUndefined();
    const failed = await remote.client.authenticate();
    expect(failed.success).toBe(false);
    expect(failed.error).toBeTruthy();
  });
});
