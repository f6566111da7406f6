import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LongFormInput, longFormSchema } from "../domain/comparison/long-form";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS, type InProcessKvrEngine } from "../kvr-simulator";
import { BEIHILFE_RULES } from "../kvr-simulator/legal-rules";
import * as simulatorWire from "../kvr-simulator/protocol";
import * as clientWire from "./protocol";
import { buildCalculateRequest, type CalculateRequestData, calculateEnvelope } from "./soap/calc-input";
import { type CalculateTariffsResult, createKvrClient, type KvrClient } from "./soap/client";
import { parseCompanies } from "./soap/extractors";
import type { EngineTransport } from "./transport";
import { createHttpTransport } from "./transports/http-transport";
import { createInProcessTransport } from "./transports/in-process-transport";

/**
 * The two adapters of `EngineTransport` (docs/architecture.md#how-a-comparison-flows) must be interchangeable:
 * the simulator over HTTP (a real listener on port 0, XML written, sent and parsed) and the simulator in process
 * (its fast path: Calculate answered with records, no response XML) give deep-equal parsed results — tariff
 * records, price basis, extractor, and the same error messages for faults — over a deliberate grid:
 * every job status, every coverage, the age bands (children 0–15, adolescents 16–20, adults 21 to beyond the age
 * limit), every Beihilfe rule of the simulator (Bund, Bayern, NRW, Hessen and a state on the Bund rule, each
 * Bemessungssatz) and requests with and without deductible bounds. The grid is thinned where a dimension does not
 * interact with the others (ages × coverage rotate), so it stays a few seconds on two cores.
 */
const NOW = new Date("2026-11-22T10:00:00");
const START = "2026-12-01";

/** A birth date that is `age` years old at the insurance start. */
const bornAged = (age: number) => `${Number(START.slice(0, 4)) - age}-${age % 2 === 0 ? "03-15" : "11-30"}`;

const CHILD_AGES = [0, 4, 9, 15];
const ADOLESCENT_AGES = [16, 18, 20];
const ADULT_AGES = [21, 27, 35, 45, 55, 59, 60, 66];
const COVERAGES = ["basic", "comfort", "premium"] as const;

interface Case {
  name: string;
  form: LongFormInput;
  bounds: boolean;
}

function cases(): Case[] {
  const list: Case[] = [];
  const add = (form: LongFormInput, bounds: boolean) =>
    list.push({ name: `${JSON.stringify(form)} ${bounds ? "bounded" : "unbounded"}`, form, bounds });
  // Job status × age band: every age for every status of an adult applicant; the coverages and both deductible
  // variants rotate over the ages (each status meets every coverage with and without bounds).
  const selfStatuses = ["employed", "self-employed", "freelancer", "student"] as const;
  const selfAges = [...ADOLESCENT_AGES, ...ADULT_AGES];
  selfStatuses.forEach((jobStatus, offset) => {
    selfAges.forEach((age, index) => {
      const coverageType = COVERAGES[(index + offset) % 3]!;
      add(
        { birthDate: bornAged(age), jobStatus, coverageType, insuredPerson: "self" },
        (index + offset) % 2 === 0,
      );
    });
  });
  // Children insured through a parent: every child and adolescent age, the coverages rotating.
  [...CHILD_AGES, ...ADOLESCENT_AGES].forEach((age, index) => {
    add(
      {
        birthDate: bornAged(age),
        jobStatus: "child",
        coverageType: COVERAGES[index % 3]!,
        insuredPerson: "child",
      },
      index % 2 === 1,
    );
  });
  // Beihilfe: every rule of the simulator (a state without rules of its own follows the Bund) × every
  // Bemessungssatz; the insured person rotates over civil servants of adult ages, their children insured through
  // them (child ages) and their adult children.
  const dienstherren = [...Object.keys(BEIHILFE_RULES), "TYPE_A_BadenW"];
  const stufen = ["TYPE_A_50_70R", "TYPE_B_70_70R", "TYPE_C_80_80R"];
  let index = 0;
  for (const beihilfeDienstherr of dienstherren)
    for (const beihilfeStufe of stufen) {
      const beihilfe = { beihilfeDienstherr, beihilfeStufe, coverageType: COVERAGES[index % 3]! };
      const bounds = index % 2 === 0;
      const person = index % 3;
      if (person === 0)
        add(
          {
            birthDate: bornAged(ADULT_AGES[index % ADULT_AGES.length]!),
            jobStatus: "civil-servant",
            ...beihilfe,
          },
          bounds,
        );
      else if (person === 1)
        add(
          {
            birthDate: bornAged(CHILD_AGES[index % CHILD_AGES.length]!),
            jobStatus: "civil-servant-child",
            insuredPerson: "child",
            ...beihilfe,
          },
          bounds,
        );
      else
        add(
          {
            birthDate: bornAged(ADOLESCENT_AGES[index % ADOLESCENT_AGES.length]! + 2),
            jobStatus: "civil-servant-child",
            insuredPerson: "self",
            ...beihilfe,
          },
          bounds,
        );
      index++;
    }
  return list;
}

/** The request of a case: the form's deductible bounds and flags, or none at all (the engine's defaults). */
function requestOf({ form, bounds }: Case): CalculateRequestData {
  const request = buildCalculateRequest(longFormSchema.parse(form), NOW);
  if (bounds) return request;
  const calcInput = Object.fromEntries(
    Object.entries(request.calcInput).filter(([name]) => !/^SB(Unter|Ober|J?\d+)$/.test(name)),
  );
  return { ...request, calcInput };
}

/** The parsed result without the XML (only the HTTP adapter's answers carry it). */
const parsed = ({ xml: _xml, ...result }: CalculateTariffsResult) => result;

/** Equal as JSON (fast); on a difference the deep comparison names the place. */
function expectSame(http: CalculateTariffsResult, inProcess: CalculateTariffsResult, name: string) {
  const [a, b] = [parsed(http), parsed(inProcess)];
  if (JSON.stringify(a) !== JSON.stringify(b)) expect(b, name).toStrictEqual(a);
}

describe("EngineTransport adapters: the simulator over HTTP and in process", () => {
  let engine: InProcessKvrEngine;
  let server: ReturnType<typeof serve>;
  let url = "";
  const client = (transport: EngineTransport, credentials = DEMO_ENGINE_CREDENTIALS): KvrClient =>
    createKvrClient({ transport, credentials, now: () => NOW });

  beforeAll(async () => {
    engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
    const app = new Hono();
    app.all("/soap/kvr", (c) => engine.handle(c.req.raw));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/soap/kvr`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("speak the same protocol names (the client's and the simulator's own spelling)", () => {
    type WireNames = Pick<
      typeof clientWire,
      | "SOAP_ENV_NS"
      | "TEMPURI_NS"
      | "SOAP_ACTIONS"
      | "SESSION_COOKIE"
      | "AUTH_COOKIE"
      | "MODEL_PRICE_BASIS"
      | "MODEL_PRICE_NOTICE"
    >;
    const names = (protocol: WireNames): WireNames => ({
      SOAP_ENV_NS: protocol.SOAP_ENV_NS,
      TEMPURI_NS: protocol.TEMPURI_NS,
      SOAP_ACTIONS: protocol.SOAP_ACTIONS,
      SESSION_COOKIE: protocol.SESSION_COOKIE,
      AUTH_COOKIE: protocol.AUTH_COOKIE,
      MODEL_PRICE_BASIS: protocol.MODEL_PRICE_BASIS,
      MODEL_PRICE_NOTICE: protocol.MODEL_PRICE_NOTICE,
    });
    expect(names(simulatorWire)).toStrictEqual(names(clientWire));
  });

  it("answer every case of the grid with deep-equal tariff records and faults", async () => {
    const overHttp = client(createHttpTransport(url));
    const inProcess = client(createInProcessTransport(engine));
    let tariffs = 0;
    let faults = 0;
    const seen = {
      statuses: new Set<string>(),
      coverages: new Set<string>(),
      dienstherren: new Set<string>(),
    };
    for (const testCase of cases()) {
      const soapBody = calculateEnvelope(requestOf(testCase));
      const http = await overHttp.calculateTariffs({ soapBody });
      const direct = await inProcess.calculateTariffs({ soapBody });
      expect(direct.xml).toBeUndefined();
      if (http.ok) {
        expect(http.xml, testCase.name).toContain("<CalculateResult>");
        tariffs += http.tariffs.length;
      } else faults++;
      expectSame(http, direct, testCase.name);
      seen.statuses.add(String(testCase.form.jobStatus));
      seen.coverages.add(String(testCase.form.coverageType));
      if (testCase.form.beihilfeDienstherr) seen.dienstherren.add(testCase.form.beihilfeDienstherr);
    }
    // The grid really covers the simulator: every status, coverage and Beihilfe rule; refused ages as faults;
    // many thousand tariff records.
    expect([...seen.statuses].sort()).toEqual(
      [
        "child",
        "civil-servant",
        "civil-servant-child",
        "employed",
        "freelancer",
        "self-employed",
        "student",
      ].sort(),
    );
    expect(seen.coverages.size).toBe(3);
    expect(seen.dienstherren.size).toBe(Object.keys(BEIHILFE_RULES).length + 1);
    expect(faults).toBeGreaterThanOrEqual(8);
    expect(tariffs).toBeGreaterThan(8_000);
  });

  it("report invalid requests, wrong credentials and an empty result with the same messages", async () => {
    const base = buildCalculateRequest(longFormSchema.parse({ birthDate: "1990-01-01" }), NOW);
    const invalid = [
      { ...base.calcInput, BeihilfeDienstherr: "TYPE_X_Nirgendwo", BeihilfeStufe: "TYPE_A_50_70R" },
      { ...base.calcInput, Zahn: "ZAHN_GOLD" },
      { ...base.calcInput, GeburtsDatum: "1990-02-30" },
      { ...base.calcInput, KVRBeruflicherStatus: "Beamter" },
      // No tariff fits: a company filter that names no insurer of the catalogue.
      { ...base.calcInput, CompanyFilter: "999999" },
    ];
    const overHttp = client(createHttpTransport(url));
    const inProcess = client(createInProcessTransport(engine));
    for (const calcInput of invalid) {
      const soapBody = calculateEnvelope({ ...base, calcInput });
      const http = await overHttp.calculateTariffs({ soapBody });
      expect(http.ok).toBe(false);
      expectSame(http, await inProcess.calculateTariffs({ soapBody }), JSON.stringify(calcInput));
    }
    const wrong = { ...DEMO_ENGINE_CREDENTIALS, password: "falsch" };
    const soapBody = calculateEnvelope(base);
    const refused = await client(createHttpTransport(url), wrong).calculateTariffs({ soapBody });
    expect(refused).toMatchObject({ ok: false, error: expect.stringMatching(/^SOAP Fault detected: /) });
    expectSame(
      refused,
      await client(createInProcessTransport(engine), wrong).calculateTariffs({ soapBody }),
      "credentials",
    );
  });

  it("read the same companies", async () => {
    const [http, direct] = await Promise.all([
      client(createHttpTransport(url)).getCompaniesWithUrlAuth(),
      client(createInProcessTransport(engine)).getCompaniesWithUrlAuth(),
    ]);
    expect(http.success && direct.success).toBe(true);
    const companies = parseCompanies(http.data!);
    expect(companies.length).toBeGreaterThan(5);
    expect(parseCompanies(direct.data!)).toStrictEqual(companies);
  });

  it("would notice an adapter that changed one price", async () => {
    const honest = createInProcessTransport(engine);
    const tampered: EngineTransport = {
      kind: "in-process",
      async send(request) {
        const response = await honest.send(request);
        const [first, ...rest] = response.records ?? [];
        return first
          ? { ...response, records: [{ ...first, beitrag: first.beitrag + 0.01 }, ...rest] }
          : response;
      },
    };
    const soapBody = calculateEnvelope(
      buildCalculateRequest(longFormSchema.parse({ birthDate: "1990-01-01" }), NOW),
    );
    const http = await client(createHttpTransport(url)).calculateTariffs({ soapBody });
    const changed = await client(tampered).calculateTariffs({ soapBody });
    expect(http.ok && changed.ok).toBe(true);
    expect(() => expectSame(http, changed, "tampered")).toThrow();
  });
});
