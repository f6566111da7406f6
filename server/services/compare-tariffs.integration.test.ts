import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/setup/database";
import type { DatabaseHandle } from "../adapters/db/client";
import { createLocalStorage } from "../adapters/storage/local-storage";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { createTariffComparison } from "./compare-tariffs";

const applicant = { birthDate: "1991-03-14", jobStatus: "employed", coverageType: "comfort" } as const;

describe("rating engine served by the portal", () => {
  let database: DatabaseHandle;
  let server: ReturnType<typeof serve>;
  let baseUrl: string;
  const env = parseEnv({ PUBLIC_URL: "http://portal.test", SITE_PASSWORD: "Geheim-123" });

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    const tariffs = createTariffComparison(env);
    const app = createApp({
      env,
      database,
      storage: createLocalStorage(mkdtempSync(join(tmpdir(), "storage-"))),
      secret: "integration-secret-0123456789abcdef012345",
      kvrEngine: tariffs.engine,
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database?.close();
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
    expect((await fetch(`${baseUrl}/api/anything`)).status).toBe(401);
  });

  it("calculates offers in-process by default", async () => {
    const result = await createTariffComparison(env).comparison.calculateOffers(applicant);
    expect(result.success).toBe(true);
    expect(result.count).toBeGreaterThan(10);
  });

  it("calculates offers over HTTP when KVR_URL points at an engine", async () => {
    const remote = createTariffComparison(
      parseEnv({ KVR_URL: `${baseUrl}/soap/kvr`, KVR_PASSWORD: "kvr-demo-2026" }),
    );
    const result = await remote.comparison.calculateOffers(applicant);
    expect(result.error).toBeUndefined();
    expect(result.success).toBe(true);
    expect(result.offers?.top).toHaveLength(3);
  });

  it("reports the engine's SOAP fault for wrong credentials over HTTP", async () => {
    const remote = createTariffComparison(
      parseEnv({ KVR_URL: `${baseUrl}/soap/kvr`, KVR_PASSWORD: "falsch" }),
    );
    const result = await remote.comparison.calculateOffers(applicant);
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^SOAP Fault detected: Authentifizierung fehlgeschlagen/);
  });
});
