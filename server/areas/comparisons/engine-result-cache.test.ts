import { describe, expect, it } from "vitest";
import { longFormSchema } from "../../../domain/comparison/long-form";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../../../kvr-simulator";
import { ageOn } from "../../../lib/dates/berlin-date";
import { createInProcessTransport, createKvrClient } from "../../../rating";
import { createComparisonService } from "./calculate-offers";
import { EMBEDDED_ENGINE_CACHE_PROFILE } from "./compare-tariffs";
import { representativeBirthDate } from "./engine-result-cache";

const NOW = new Date("2026-11-22T10:00:00");
const START = "2026-12-01";

function service(cache = EMBEDDED_ENGINE_CACHE_PROFILE) {
  const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
  let calls = 0;
  const client = createKvrClient({
    transport: createInProcessTransport({
      handle: (request: Request) => {
        if (request.headers.get("soapaction")?.includes("Calculate")) calls += 1;
        return engine.handle(request);
      },
    }),
    credentials: DEMO_ENGINE_CREDENTIALS,
    now: () => NOW,
  });
  return { service: createComparisonService({ client, cache }), calls: () => calls };
}

describe("representativeBirthDate", () => {
  it("keeps the birth year and the age at the insurance start", () => {
    for (const birthDate of [
      "1990-01-01",
      "1990-11-30",
      "1990-12-01",
      "1990-12-02",
      "1992-02-29",
      "1990-12-31",
    ]) {
      const representative = representativeBirthDate(birthDate, START);
      expect(representative.slice(0, 4)).toBe(birthDate.slice(0, 4));
      expect(ageOn(representative, START)).toBe(ageOn(birthDate, START));
    }
  });
});

describe("engine-result cache of the embedded engine", () => {
  it("gives every birth date of one year and age exactly the offers the engine computes for it", async () => {
    const cached = service();
    const fresh = service({ ...EMBEDDED_ENGINE_CACHE_PROFILE, maxEntries: 1, ttlMs: 0 });
    const dates = ["1985-01-01", "1985-06-15", "1985-12-01", "1985-12-02", "1985-12-31"];
    for (const birthDate of dates) {
      for (const jobStatus of ["employed", "self-employed"] as const) {
        const form = longFormSchema.parse({ birthDate, jobStatus, coverageType: "premium" });
        const fromCache = await cached.service.calculateOffers(form);
        const computed = await fresh.service.calculateOffers(form);
        expect(computed.cached).toBe(false);
        expect(fromCache.resultHash).toBe(computed.resultHash);
        expect(fromCache.variants).toEqual(computed.variants);
        expect(fromCache.offers).toEqual(computed.offers);
      }
    }
    // Two ages at the start (before / from the 1 December birthday) × two job statuses.
    expect(cached.calls()).toBe(4);
    expect(fresh.calls()).toBe(dates.length * 2);
  });

  it("keys the preferred deductible and hidden tariffs only into the ranking", async () => {
    const { service: comparisons, calls } = service();
    const base = { birthDate: "1990-03-03", jobStatus: "self-employed", coverageType: "comfort" } as const;
    const first = await comparisons.calculateOffers(longFormSchema.parse(base));
    const other = await comparisons.calculateOffers(longFormSchema.parse({ ...base, deductible: "1000" }));
    expect(calls()).toBe(1);
    expect(other.variants).toBe(first.variants);
    expect(other.preferredDeductible).toBe(1000);
    expect(first.preferredDeductible).toBe(0);
    const hidden = await comparisons.calculateOffers(longFormSchema.parse(base), {
      hiddenTariffs: [first.offers!.top[0]!.id],
    });
    expect(hidden.offers!.all.map((offer) => offer.id)).not.toContain(first.offers!.top[0]!.id);
    expect(calls()).toBe(1);
  });
});
