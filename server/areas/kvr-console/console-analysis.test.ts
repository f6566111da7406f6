import { describe, expect, it } from "vitest";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../../../kvr-simulator";
import { createInProcessTransport, createKvrClient } from "../../../rating";
import { createEngineActivity } from "./configured-client";
import { analyseCalculateResponse } from "./console-analysis";
import { createKvrConsole } from "./kvr-console";

const now = new Date("2026-11-23T10:00:00Z");

describe("console tariff analysis", () => {
  it("summarises a Calculate answer of the embedded engine: tariffs per insurer, AN/AG, benefits, ProductPool", async () => {
    const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => now });
    const console = createKvrConsole({
      transport: createInProcessTransport(engine),
      endpoint: "embedded",
      credentials: {
        get: async () => DEMO_ENGINE_CREDENTIALS,
        info: async () => ({
          mandantId: "10000",
          username: "demo",
          source: "environment",
          updatedAt: undefined,
        }),
        save: async () => {},
      },
      activity: createEngineActivity(),
      now: () => now,
    });
    const client = createKvrClient({
      transport: createInProcessTransport(engine),
      credentials: DEMO_ENGINE_CREDENTIALS,
      now: () => now,
    });
    const answer = await client.calculate({ soapBody: console.examples().full });
    expect(answer.success).toBe(true);
    const result = analyseCalculateResponse(answer.data ?? "");
    if (!result.ok) throw new Error(result.error);
    const { summary, tariffs, tariffsByInsurer } = result.analysis;
    expect(summary.tariffCount).toBe(tariffs.length);
    expect(summary.insurerCount).toBe(Object.keys(tariffsByInsurer).length);
    expect(Object.values(tariffsByInsurer).reduce((sum, count) => sum + count, 0)).toBe(tariffs.length);
    expect(new Set(tariffs.map((tariff) => tariff.key)).size).toBe(tariffs.length);
    const tariff = tariffs[0];
    expect(tariff?.monthlyPrice).toBeGreaterThan(0);
    expect(tariff?.employeeShare).toBeDefined();
    expect(tariff?.benefits.length).toBeGreaterThan(0);
    expect(tariffs.some((entry) => entry.productPool.length > 0)).toBe(true);
  });

  it("reports the console's message when the answer holds no tariffs", () => {
    expect(analyseCalculateResponse("<Envelope><Body><CalculateResult/></Body></Envelope>")).toEqual({
      ok: false,
      error: "Keine PKV-Tarife in der SOAP-Antwort gefunden.",
    });
  });
});
