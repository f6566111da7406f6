import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LongFormInput, longFormSchema } from "../domain/comparison/long-form";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS, type InProcessKvrEngine } from "../kvr-simulator";
import { BEIHILFE_RULES } from "../kvr-simulator/legal-rules";
import * as simulatorWire from "../kvr-simulator/protocol";
import * as clientWire from "./protocol";
import {
  buildCalculateRequest,
  buildFamilyCalculateRequest,
  type CalcHealthAnswers,
  type CalcPersonInput,
  type CalculateRequestData,
  calculateEnvelope,
  familyCalculateEnvelope,
} from "./soap/calc-input";
import { type CalculateTariffsResult, createKvrClient, type KvrClient } from "./soap/client";
import { parseCompanies } from "./soap/parse-companies";
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
 * interact with the others (ages × coverage rotate), so it stays a few seconds on two cores. Households (several
 * persons, health answers, sick pay from day 8, premium relief) and their faults are compared the same way.
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

const person = (input: LongFormInput, extra: Partial<CalcPersonInput> = {}): CalcPersonInput => ({
  ...longFormSchema.parse(input),
  ...extra,
});
const HEALTHY: CalcHealthAnswers = { heightCm: 178, weightKg: 74 };

/** Households: several persons with health answers, sick pay from day 8 and premium relief. */
const HOUSEHOLDS: ReadonlyArray<readonly [string, CalcPersonInput[]]> = [
  [
    "two persons: self-employed with day-8 sick pay, relief and findings; employee partner healthy",
    [
      person(
        { birthDate: bornAged(38), jobStatus: "self-employed", coverageType: "comfort" },
        {
          sickPay: { startDay: 8, dailyAmount: 150 },
          premiumRelief: { monthlyAmount: 300 },
          health: {
            heightCm: 181,
            weightKg: 104,
            outpatientTreatments3y: 6,
            chronicConditions: ["ASTHMA", "RUECKEN"],
            missingTeeth: 4,
            glassesDiopters: -8.5,
          },
        },
      ),
      person(
        { birthDate: bornAged(35), jobStatus: "employed", coverageType: "comfort", gender: "female" },
        { health: HEALTHY, premiumRelief: { monthlyAmount: 100 } },
      ),
    ],
  ],
  [
    "family of four: freelancer declined (diabetes type 1), student partner, two children",
    [
      person(
        { birthDate: bornAged(44), jobStatus: "freelancer", coverageType: "premium" },
        {
          sickPay: { startDay: 8, dailyAmount: 200 },
          health: { ...HEALTHY, chronicConditions: ["DIABETES_TYP1"], regularMedication: true },
        },
      ),
      person(
        { birthDate: bornAged(27), jobStatus: "student", coverageType: "basic" },
        { health: { ...HEALTHY, psychotherapy10y: true, hospitalStays5y: 1 } },
      ),
      person(
        { birthDate: bornAged(9), jobStatus: "child", insuredPerson: "child", coverageType: "comfort" },
        { health: { heightCm: 135, weightKg: 30, plannedDentalTreatment: true } },
      ),
      person({ birthDate: bornAged(0), jobStatus: "child", insuredPerson: "child", coverageType: "basic" }),
    ],
  ],
  [
    "civil servant in Hessen and a civil servant's child, with health answers",
    [
      person(
        {
          birthDate: bornAged(41),
          jobStatus: "civil-servant",
          coverageType: "comfort",
          beihilfeDienstherr: "TYPE_G_Hessen",
          beihilfeStufe: "TYPE_A_50_70R",
        },
        { health: { ...HEALTHY, weightKg: 112 }, premiumRelief: { monthlyAmount: 500 } },
      ),
      person(
        {
          birthDate: bornAged(6),
          jobStatus: "civil-servant-child",
          insuredPerson: "child",
          coverageType: "comfort",
          beihilfeDienstherr: "TYPE_G_Hessen",
          beihilfeStufe: "TYPE_A_50_70R",
        },
        { health: { heightCm: 118, weightKg: 22, chronicConditions: ["NEURODERMITIS"] } },
      ),
    ],
  ],
  [
    "six persons, the most a request may hold",
    [27, 31, 16, 12, 7, 3].map((age, index) =>
      person(
        age >= 16
          ? { birthDate: bornAged(age), jobStatus: "employed", coverageType: COVERAGES[index % 3]! }
          : {
              birthDate: bornAged(age),
              jobStatus: "child",
              insuredPerson: "child",
              coverageType: COVERAGES[index % 3]!,
            },
        age >= 16 ? { health: { ...HEALTHY, outpatientTreatments3y: index * 3 } } : {},
      ),
    ),
  ],
];

/** The parsed result without the XML (only the HTTP adapter's answers carry it). */
const parsed = ({ xml: _xml, ...result }: CalculateTariffsResult) => result;

/**
 * Equal as JSON, the form both answers are read in; on a difference the deep comparison of the two JSON values
 * names the place (the in-process records write their texts when read, kvr-simulator/tariff-records.ts).
 */
function expectSame(http: CalculateTariffsResult, inProcess: CalculateTariffsResult, name: string) {
  const [a, b] = [JSON.stringify(parsed(http)), JSON.stringify(parsed(inProcess))];
  if (a !== b) expect(JSON.parse(b), name).toStrictEqual(JSON.parse(a));
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

  it("answer households (several persons, health answers, day-8 sick pay, premium relief) with deep-equal records", async () => {
    const overHttp = client(createHttpTransport(url));
    const inProcess = client(createInProcessTransport(engine));
    for (const [name, persons] of HOUSEHOLDS) {
      const soapBody = familyCalculateEnvelope(buildFamilyCalculateRequest(persons, NOW));
      const http = await overHttp.calculateTariffs({ soapBody });
      expect(http.ok, name).toBe(true);
      expectSame(http, await inProcess.calculateTariffs({ soapBody }), name);
      if (!http.ok) continue;
      // Every person is priced, in order, and the features reach the records.
      const indices = [...new Set(http.tariffs.map((tariff) => tariff.personIndex))];
      expect(indices, name).toEqual(persons.map((_, index) => index));
      for (const tariff of http.tariffs) {
        const input = persons[tariff.personIndex!]!;
        expect(tariff.riskAssessment === undefined, name).toBe(input.health === undefined);
        const relief = tariff.additionalContributions.some((entry) => entry.name === "Beitragsentlastung");
        expect(relief, name).toBe((input.premiumRelief?.monthlyAmount ?? 0) > 0);
        expect(tariff.beitragOhneRZ! + tariff.risikozuschlag!, name).toBeCloseTo(tariff.beitrag, 2);
      }
    }
    const statuses = new Set<string>();
    for (const [, persons] of HOUSEHOLDS) {
      const result = await inProcess.calculateTariffs({
        soapBody: familyCalculateEnvelope(buildFamilyCalculateRequest(persons, NOW)),
      });
      for (const tariff of result.ok ? result.tariffs : []) statuses.add(tariff.riskAssessment?.status ?? "");
    }
    expect([...statuses].sort()).toEqual(["", "accept", "decline", "exclusion", "surcharge"]);
  });

  it("refuse invalid households with the same German faults", async () => {
    const adult = person({ birthDate: bornAged(35), jobStatus: "self-employed" });
    const withHealth = (health: Partial<Record<string, string>>) => {
      const request = buildFamilyCalculateRequest([{ ...adult, health: HEALTHY }], NOW);
      Object.assign(request.persons[0]!.gesundheit!, health);
      return familyCalculateEnvelope(request);
    };
    const old = buildFamilyCalculateRequest([adult], NOW);
    old.persons[0]!.calcInput.GeburtsDatum = bornAged(70);
    old.persons[0]!.calcInput.BEBetrag = "100";
    const invalid: ReadonlyArray<readonly [string, string, RegExp]> = [
      [
        "seven persons",
        familyCalculateEnvelope(
          buildFamilyCalculateRequest(
            Array.from({ length: 7 }, () => adult),
            NOW,
          ),
        ),
        /höchstens 6 Personen/,
      ],
      ["height 20 cm", withHealth({ GroesseCm: "20" }), /Größe GroesseCm „20“/],
      ["weight 900 kg", withHealth({ GewichtKg: "900" }), /Gewicht GewichtKg „900“/],
      ["a count of -1", withHealth({ AmbulanteBehandlungen3J: "-1" }), /ganze Zahl zwischen 0 und 99/],
      [
        "an unknown condition",
        familyCalculateEnvelope(
          buildFamilyCalculateRequest(
            [{ ...adult, health: { ...HEALTHY, chronicConditions: ["GICHT"] } }],
            NOW,
          ),
        ),
        /Unbekannte Erkrankung „GICHT“/,
      ],
      ["premium relief at 70", familyCalculateEnvelope(old), /60 Jahren/],
      [
        "premium relief at 18",
        familyCalculateEnvelope(
          buildFamilyCalculateRequest(
            [adult, { ...person({ birthDate: bornAged(18) }), premiumRelief: { monthlyAmount: 50 } }],
            NOW,
          ),
        ),
        /^SOAP Fault detected: Person 2: Eine Beitragsentlastung \(BEBetrag\) ist ab 21/,
      ],
    ];
    const overHttp = client(createHttpTransport(url));
    const inProcess = client(createInProcessTransport(engine));
    for (const [name, soapBody, message] of invalid) {
      const http = await overHttp.calculateTariffs({ soapBody });
      expect(http, name).toMatchObject({ ok: false, error: expect.stringMatching(message) });
      expectSame(http, await inProcess.calculateTariffs({ soapBody }), name);
    }
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
