import { describe, expect, it } from "vitest";
import { constantsForYear } from "../../../domain/constants/yearly-constants";
import { gkvContribution } from "../../../domain/offers/savings";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../../../kvr-simulator";
import { createInProcessTransport, createKvrClient } from "../../../rating";
import { createComparisonService } from "./calculate-offers";
import { createSavingsClaimBasis } from "./savings-claim-basis";

/** The embedded engine on a driven clock, counting its Calculate calls. */
function setUp(start: Date) {
  let time = start.getTime();
  let calls = 0;
  const now = () => new Date(time);
  const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now });
  const client = createKvrClient({
    transport: createInProcessTransport({
      handle(request: Request) {
        if ((request.headers.get("soapaction") ?? "").includes("Calculate")) calls += 1;
        return engine.handle(request);
      },
    }),
    credentials: DEMO_ENGINE_CREDENTIALS,
    now,
  });
  // The engine-result cache keeps a result for 30 minutes: the day after, the engine is asked again.
  const calculator = createComparisonService({ client, clock: () => time });
  return {
    basis: createSavingsClaimBasis(calculator, now),
    calls: () => calls,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe("the basis of 'bis zu 65 %'", () => {
  it("names the reference person's best tariff against their GKV contribution, the deductible counted", async () => {
    const { basis } = setUp(new Date("2026-06-10T10:00:00+02:00"));
    const found = await basis();
    if (!found) throw new Error("no basis");
    expect(["employed", "self-employed"]).toContain(found.jobStatus);
    expect([25, 30]).toContain(found.age);
    expect(found.year).toBe(2026);
    expect(found.provisional).toBe(false);
    // The GKV side is the one savings definition of the results page, for that person and year.
    const gkv = gkvContribution(
      {
        group: found.jobStatus === "employed" ? "employee" : "self-employed",
        age: found.age,
        beihilfe: false,
      },
      constantsForYear(2026),
    );
    expect(found.gkvYearly).toBe(gkv?.yearly);
    const paid = 12 * found.monthlyPaid + found.deductible;
    expect(found.percent).toBe(Math.floor(((found.gkvYearly - paid) / found.gkvYearly) * 100 + 1e-9));
    expect(found.percent).toBeGreaterThan(0);
    expect(found.percent).toBeLessThan(100);
  });

  it("computes once a Berlin day, shared by concurrent callers", async () => {
    const { basis, calls, advance } = setUp(new Date("2026-06-10T10:00:00+02:00"));
    const [first, second] = await Promise.all([basis(), basis()]);
    expect(second).toEqual(first);
    const once = calls();
    expect(once).toBe(4);
    advance(12 * 60 * 60 * 1000); // 22:00 the same day in Berlin
    await basis();
    expect(calls()).toBe(once);
    advance(3 * 60 * 60 * 1000); // 01:00 the next day: yesterday's basis answers while the new one is computed
    expect(await basis()).toEqual(first);
    await basis();
    expect(calls()).toBeGreaterThan(once);
  });
});
