import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longFormSchema } from "../../../domain/comparison/long-form";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { parseEnv } from "../../composition/env";
import { createComparisons } from ".";
import { createTariffEngine } from "./compare-tariffs";

const applicant = {
  birthDate: "1991-03-14",
  gender: "female",
  jobStatus: "employed",
  coverageType: "comfort",
} as const;

describe("rating engine served by the portal", () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let baseUrl: string;
  const env = parseEnv({ NODE_ENV: "test", PUBLIC_URL: "http://portal.test", SITE_PASSWORD: "Geheim-123" });

  beforeAll(async () => {
    const tariffs = createTariffEngine(env);
    t = await createTestApp({
      env: { PUBLIC_URL: "http://portal.test", SITE_PASSWORD: "Geheim-123" },
      app: { kvrEngine: tariffs.engine },
    });
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t?.close();
  });

  it("serves the WSDL at /soap/kvr?wsdl without the site gate, pointing at the public address", async () => {
    const response = await fetch(`${baseUrl}/soap/kvr?wsdl`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const wsdl = await response.text();
    expect(wsdl).toContain('targetNamespace="http://tempuri.org/"');
    expect(wsdl).toContain('<soap:address location="http://portal.test/soap/kvr"/>');
    for (const operation of ["Authenticate", "GetCompanies", "Calculate"]) {
      expect(wsdl).toContain(`name="${operation}"`);
    }
  });

  it("keeps the rest of the API behind the gate", async () => {
    const locked = await fetch(`${baseUrl}/api/anything`);
    expect(locked.status).toBe(401);
    expect(await locked.json()).toMatchObject({ code: "gate-locked", type: "/probleme/gate-locked" });
  });

  it("calculates offers in-process by default, as records without the response XML", async () => {
    const result = await createTariffEngine(env).calculator.calculateOffers(longFormSchema.parse(applicant));
    expect(result.success).toBe(true);
    expect(result.count).toBeGreaterThan(10);
    expect(result.xml).toBeUndefined();
  });

  it("uses the admin's stored credentials on the in-process path, and gives the same offers as over HTTP", async () => {
    const demo = { mandantId: env.KVR_MANDANT_ID, username: env.KVR_USERNAME, password: "kvr-demo-2026" };
    let stored = demo;
    const local = createTariffEngine(env, { getCredentials: async () => stored });
    const remote = createTariffEngine(
      parseEnv({ NODE_ENV: "test", KVR_URL: `${baseUrl}/soap/kvr`, KVR_PASSWORD: "kvr-demo-2026" }),
    );
    const [inProcess, overHttp] = [
      await local.calculator.calculateOffers(longFormSchema.parse(applicant)),
      await remote.calculator.calculateOffers(longFormSchema.parse(applicant)),
    ];
    expect(inProcess.xml).toBeUndefined();
    expect(overHttp.xml).toContain("<CalculateResult>");
    expect(inProcess.resultHash).toBe(overHttp.resultHash);
    expect(inProcess.offersJson?.()).toBe(overHttp.offersJson?.());
    expect(local.activity.lastSuccessAction).toBe("calculate");

    stored = { ...demo, password: "falsch" };
    local.calculator.clearCaches();
    const refused = await local.calculator.calculateOffers(longFormSchema.parse(applicant));
    expect(refused.success).toBe(false);
    expect(refused.error).toMatch(/^SOAP Fault detected: Authentifizierung fehlgeschlagen/);
  });

  it("calculates offers over HTTP when KVR_URL points at an engine", async () => {
    const remote = createTariffEngine(
      parseEnv({ NODE_ENV: "test", KVR_URL: `${baseUrl}/soap/kvr`, KVR_PASSWORD: "kvr-demo-2026" }),
    );
    const result = await remote.calculator.calculateOffers(longFormSchema.parse(applicant));
    expect(result.error).toBeUndefined();
    expect(result.success).toBe(true);
    // Up to three top picks: only tariffs no other beats on price and grade (docs/decisions/026-undominated-top-picks.md).
    expect(result.offers?.top.length).toBeGreaterThanOrEqual(1);
    expect(result.offers?.top.length).toBeLessThanOrEqual(3);
    expect(result.offers?.all.length).toBeGreaterThan(10);
  });

  it("reports the engine's SOAP fault for wrong credentials over HTTP", async () => {
    const remote = createTariffEngine(
      parseEnv({ NODE_ENV: "test", KVR_URL: `${baseUrl}/soap/kvr`, KVR_PASSWORD: "falsch" }),
    );
    const result = await remote.calculator.calculateOffers(longFormSchema.parse(applicant));
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^SOAP Fault detected: Authentifizierung fehlgeschlagen/);
    // The stored comparison's failure carries the code the browser switches on, decided here on the server.
    const store = createComparisons({
      database: t.database,
      calculator: remote.calculator,
      engine: "external",
    });
    await expect(store.create(applicant)).rejects.toMatchObject({
      name: "AppError",
      code: "engine-authentication-failed",
      status: 502,
      detail: result.error,
    });
  });
});
