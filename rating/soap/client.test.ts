import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LongFormInput, longFormSchema } from "../../domain/comparison/long-form";
import { AGE_NOTICE } from "../../domain/comparison/short-form-basics";
import {
  createEmbeddedKvrEngine,
  DEMO_ENGINE_CREDENTIALS,
  type EmbeddedKvrEngine,
} from "../../kvr-simulator";
import { createComparisonService } from "../../server/areas/comparisons/calculate-offers";
import { createHttpTransport } from "../transports/http-transport";
import { createInProcessTransport } from "../transports/in-process-transport";
import { buildCalculateRequest, calculateEnvelope } from "./calc-input";
import { createKvrClient } from "./client";

const NOW = new Date("2026-11-22T10:00:00");
const request = (input: LongFormInput) => buildCalculateRequest(longFormSchema.parse(input), NOW);

// The mapping: docs/product/rating-engine.md#mapping-from-the-form.
describe("Calculate request mapping", () => {
  it("maps coverage to Zahn and Stationaer", () => {
    expect(request({ birthDate: "1990-01-01", coverageType: "basic" }).calcInput).toMatchObject({
      Zahn: "ZAHN_GERINGSTE",
      Stationaer: "STAT_MB_OHNE_CHEFARZT",
    });
    expect(request({ birthDate: "1990-01-01", coverageType: "comfort" }).calcInput).toMatchObject({
      Zahn: "ZAHN_ZWEITBESTE",
      Stationaer: "STAT_2B_MIT_CHEFARZT",
    });
    expect(request({ birthDate: "1990-01-01", coverageType: "premium" }).calcInput).toMatchObject({
      Zahn: "ZAHN_BESTE",
      Stationaer: "STAT_1B_MIT_CHEFARZT",
    });
  });

  it("asks for every deductible step from 0 up to the coverage card's limit", () => {
    const comfort = request({ birthDate: "1990-01-01", jobStatus: "employed", coverageType: "comfort" });
    expect(comfort.calcInput).toMatchObject({
      SBOber: "1000",
      SBUnter: "0",
      SBJ0: "true",
      SB300: "true",
      SB500: "true",
      SB600: "true",
      SB1000: "true",
      SB1200: "false",
      SB5000: "false",
    });
    const premium = request({ birthDate: "1990-01-01", jobStatus: "self-employed", coverageType: "premium" });
    expect(premium.calcInput).toMatchObject({ SBOber: "500", SB500: "true", SB600: "false" });
    const basic = request({ birthDate: "1990-01-01", jobStatus: "student", coverageType: "basic" });
    expect(basic.calcInput).toMatchObject({ SBOber: "5000", SB2400: "true", SB5000: "true" });
  });

  it("maps sick pay, care type, BerufGruppe and status", () => {
    const employed = request({ birthDate: "1990-01-01", jobStatus: "employed" }).calcInput;
    expect(employed).toMatchObject({
      KTTag: "43",
      KTBetrag: "100",
      PflegepflichtType: "Normal",
      BerufGruppe: "Normal",
      KVRBeruflicherStatus: "Arbeitnehmer",
      Geschlecht: "MANNLICH",
      VersType: "Vollversicherung",
      VersicherungsBeginn: "2026-12-01",
      VersichertePerson: "Erwachsener",
      GeburtsDatum: "1990-01-01",
    });
    const expectations = [
      ["self-employed", "Selbstaendiger", "Normal", "Normal"],
      ["freelancer", "Freiberufler", "Normal", "Normal"],
      ["civil-servant", "Beamter", "Beamte", "Normal"],
      // PPV is a legal obligation for everyone with full cover (students pay it, children are co-insured free)
      ["civil-servant-child", "Beamtenkind", "Beamte", "Normal"],
      ["student", "Student", "Student", "Normal"],
    ] as const;
    for (const [jobStatus, status, gruppe, care] of expectations) {
      const input = request({ birthDate: "1990-01-01", jobStatus, gender: "female" }).calcInput;
      expect(input).toMatchObject({
        KVRBeruflicherStatus: status,
        BerufGruppe: gruppe,
        PflegepflichtType: care,
        KTTag: "0",
        KTBetrag: "0",
        Geschlecht: "WEIBLICH",
      });
    }
  });

  it("sends Beihilfe only when both values are given", () => {
    const both = request({
      birthDate: "1990-01-01",
      jobStatus: "civil-servant",
      beihilfeDienstherr: "TYPE_Q_Bund",
      beihilfeStufe: "TYPE_A_50_70R",
    }).calcInput;
    expect(both).toMatchObject({ BeihilfeDienstherr: "TYPE_Q_Bund", BeihilfeStufe: "TYPE_A_50_70R" });
    const one = request({
      birthDate: "1990-01-01",
      jobStatus: "civil-servant",
      beihilfeDienstherr: "TYPE_Q_Bund",
    }).calcInput;
    expect(one.BeihilfeDienstherr).toBeUndefined();
    expect(one.BeihilfeStufe).toBeUndefined();
  });

  it("sends the extended-filter defaults, PrimarySortField and KVRatio", () => {
    const data = request({ birthDate: "1990-01-01" });
    expect(data.extendedFilters).toEqual([
      { filterType: "AMBULANT_GOAE", Value: "4" },
      { filterType: "HEILPRAKTIKER", Value: "JA" },
      { filterType: "PSYCHOTHERAPIE", Value: "JA" },
      { filterType: "HILFSMITTEL", Value: "OFFEN" },
      { filterType: "ZAHN_ERSTATTUNG", Value: "3" },
      { filterType: "BRE", Value: "3" },
    ]);
    const envelope = calculateEnvelope(data);
    expect(envelope).toContain("<tns:PrimarySortField>LeistPoints</tns:PrimarySortField>");
    expect(envelope).toContain("<tns:OutputRequestType>KVRatio</tns:OutputRequestType>");
    expect(envelope).toContain("<tns:IsStateless>true</tns:IsStateless>");
  });
});

function countingEngine(engine: EmbeddedKvrEngine) {
  const actions: string[] = [];
  return {
    actions,
    engine: {
      handle(req: Request) {
        actions.push((req.headers.get("soapaction") ?? "").replace(/"|http:\/\/tempuri.org\//g, ""));
        return engine.handle(req);
      },
    },
  };
}

describe("KVR client", () => {
  it("authenticates once and reuses the session", async () => {
    const counting = countingEngine(
      createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW }),
    );
    const client = createKvrClient({
      transport: createInProcessTransport(counting.engine),
      credentials: DEMO_ENGINE_CREDENTIALS,
    });
    const companies = await client.getCompaniesWithUrlAuth();
    expect(companies.success).toBe(true);
    expect(companies.sessionData?.sessionId).toBeTruthy();
    const calc = await client.calculate({
      soapBody: calculateEnvelope(request({ birthDate: "1990-01-01" })),
    });
    expect(calc.success).toBe(true);
    expect(counting.actions).toEqual(["Authenticate", "GetCompanies", "Calculate"]);
  });

  it("re-authenticates exactly once when the session has expired", async () => {
    let time = NOW.getTime();
    const counting = countingEngine(
      createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => new Date(time) }),
    );
    const client = createKvrClient({
      transport: createInProcessTransport(counting.engine),
      credentials: DEMO_ENGINE_CREDENTIALS,
    });
    expect((await client.authenticate()).success).toBe(true);
    time += 25 * 60_000;
    const result = await client.getCompaniesWithUrlAuth();
    expect(result.success).toBe(true);
    expect(counting.actions).toEqual(["Authenticate", "GetCompanies", "Authenticate", "GetCompanies"]);
  });

  it("reports wrong credentials as a SOAP Fault", async () => {
    const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
    const client = createKvrClient({
      transport: createInProcessTransport(engine),
      credentials: { ...DEMO_ENGINE_CREDENTIALS, password: "x" },
    });
    const result = await client.authenticate();
    expect(result.success).toBe(false);
    expect(result.error).toBe(
      "SOAP Fault detected: Authentifizierung fehlgeschlagen: Mandant, Benutzername oder Passwort ungültig.",
    );
  });

  it("reports an invalid CalcInput with the engine's German fault text as the error", async () => {
    const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
    const client = createKvrClient({
      transport: createInProcessTransport(engine),
      credentials: DEMO_ENGINE_CREDENTIALS,
      now: () => NOW,
    });
    const data = request({ birthDate: "1990-01-01" });
    const result = await client.calculate({
      soapBody: calculateEnvelope({ ...data, calcInput: { ...data.calcInput, GeburtsDatum: "1966-11-22" } }),
    });
    expect(result.success).toBe(false);
    expect(result.error).toBe(`SOAP Fault detected: ${AGE_NOTICE.text}`);
  });

  it("custom requests use the given session and report the login page without retrying", async () => {
    const counting = countingEngine(
      createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW }),
    );
    const client = createKvrClient({
      transport: createInProcessTransport(counting.engine),
      credentials: DEMO_ENGINE_CREDENTIALS,
    });
    const without = await client.customRequest({ soapBody: "<tns:GetCompanies/>" });
    expect(without).toMatchObject({
      success: false,
      error: "Received login page - session expired or authentication failed",
    });
    const auth = await client.authenticate();
    const withSession = await client.customRequest({
      soapBody: "<tns:GetCompanies/>",
      sessionData: auth.sessionData,
    });
    expect(withSession.success).toBe(true);
    expect(withSession.data).toContain("GetCompaniesResult");
  });
});

describe("HTTP transport", () => {
  let server: Server;
  let url = "";
  let engine: EmbeddedKvrEngine;
  let mode: "engine" | "error" = "engine";
  beforeAll(async () => {
    engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
    server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      if (mode === "error") {
        res.writeHead(503, "Service Unavailable", { "content-type": "text/plain" });
        res.end("");
        return;
      }
      const response = await engine.handle(
        new Request(`http://localhost${req.url}`, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
        }),
      );
      const headers: Record<string, string | string[]> = {
        "content-type": response.headers.get("content-type") ?? "",
      };
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) headers["set-cookie"] = cookies;
      res.writeHead(response.status, headers);
      res.end(await response.text());
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/soap/kvr`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("computes offers over HTTP with cookies", async () => {
    mode = "engine";
    const client = createKvrClient({
      transport: createHttpTransport(url),
      credentials: DEMO_ENGINE_CREDENTIALS,
      now: () => NOW,
    });
    const service = createComparisonService({ client });
    const result = await service.calculateOffers(longFormSchema.parse({ birthDate: "1990-01-01" }));
    expect(result.success).toBe(true);
    expect(result.count).toBeGreaterThan(40);
    expect(client.getSession()?.aspxAuth).toMatch(/^[0-9A-F]{96}$/);
  });

  it("reports a non-OK answer as 'HTTP error {status}: {text}'", async () => {
    mode = "error";
    const client = createKvrClient({
      transport: createHttpTransport(url),
      credentials: DEMO_ENGINE_CREDENTIALS,
    });
    expect((await client.authenticate()).error).toBe("HTTP error 503: Service Unavailable");
  });

  it("reports an unreachable engine in German, never as the raw 'fetch failed'", async () => {
    // A port nobody listens on: a closed server's address.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const client = createKvrClient({
      transport: createHttpTransport(`http://127.0.0.1:${port}/soap/kvr`),
      credentials: DEMO_ENGINE_CREDENTIALS,
    });
    const result = await createComparisonService({ client }).calculateOffers(
      longFormSchema.parse({ birthDate: "1990-01-01" }),
    );
    expect(result.success).toBe(false);
    expect(result.error).toBe("Der Rechenkern ist nicht erreichbar. Bitte versuchen Sie es später erneut.");
    expect(result.error).not.toContain("fetch failed");
  });
});
