import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BEIHILFE_DIENSTHERREN,
  COVERAGE_TYPES,
  GENDERS,
  JOB_STATUSES,
  LONG_FORM_MESSAGES,
  NOT_IN_WISH,
  unknownValueMessage,
} from "../../../domain/comparison/long-form";
import { AGE_NOTICE } from "../../../domain/comparison/short-form-basics";
import { CONTACT_MESSAGES, consentTexts, PHONE_MESSAGES } from "../../../domain/leads/contact-request";
import type { Offer } from "../../../domain/offers/offer";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { SIX_PERSON_HOUSEHOLD, STATED_NEEDS } from "../../../tests/setup/factories";
import {
  createTestApp,
  STRANGER_BROWSER_KEY,
  TEST_BROWSER_KEY,
  type TestApp,
} from "../../../tests/setup/test-app";
import type { DatabaseHandle } from "../../adapters/db/client";
import { comparisons, leads } from "../../adapters/db/schema";
import {
  ANONYMOUS_COMPARISON_TTL_MS,
  type Comparisons,
  scheduleComparisonCleanup,
} from "../../areas/comparisons";
import { createMemoryRateLimiter } from "../../ports/rate-limiter";

const applicant = {
  birthDate: "1991-03-14",
  jobStatus: "employed",
  coverageType: "comfort",
  gender: "female",
};

describe.each(testDatabaseKinds)("comparison and lead API on %s", (kind) => {
  let t: TestApp;
  let database: DatabaseHandle;
  let service: Comparisons;
  let app: TestApp["app"];
  const setClock = (date: Date) => {
    t.clock.now = date.getTime();
  };
  const clockDate = () => new Date(t.clock.now);

  beforeAll(async () => {
    t = await createTestApp({
      kind,
      now: Date.parse("2026-11-23T10:00:00Z"),
      brokerName: "Muster Makler GmbH",
      app: {
        leadLimiter: createMemoryRateLimiter({ max: 3, windowMs: 60_000 }),
        // On the test's clock: a slow machine never sees a window end within a test.
        comparisonLimiter: createMemoryRateLimiter({ max: 10, windowMs: 60_000, now: () => t.clock.now }),
      },
    });
    ({ database, app } = t);
    service = t.comparisons;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, body: unknown, ip = "203.0.113.1") => t.call(path, { body, ip, origin: null });

  it("calculates, stores and returns ranked offers; GET returns the same", async () => {
    const response = await post("/api/comparisons", applicant);
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; offers: Offer[]; count: number; engine: string };
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(created.count).toBe(created.offers.length);
    expect(created.count).toBeGreaterThan(10);
    expect(created.engine).toBe("embedded");
    // neutral ranking: the three highlighted offers come from three insurers
    expect(new Set(created.offers.slice(0, 3).map((offer) => offer.provider)).size).toBe(3);
    expect(response.headers.get("location")).toBe(`/api/comparisons/${created.id}`);

    // The creating client keeps its browser key cookie (set on the POST) and reads the comparison again.
    expect(response.headers.get("set-cookie")).toMatch(/^pkv_browser=[A-Za-z0-9_-]{43};.*HttpOnly/);
    const fetched = await t.call(`/api/comparisons/${created.id}`, { origin: null });
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toEqual(created);
    // Another client with the id gets the 404 of an unknown comparison: no birth date, gender or job status.
    for (const browser of [STRANGER_BROWSER_KEY, null]) {
      const stranger = await t.call(`/api/comparisons/${created.id}`, { browser });
      expect(stranger.status).toBe(404);
      expect(await stranger.text()).not.toContain(applicant.birthDate);
    }

    const [row] = await database.db.select().from(comparisons).where(eq(comparisons.id, created.id));
    expect(row?.offerCount).toBe(created.count);
    expect(row?.input).toMatchObject({
      birthDate: "1991-03-14",
      gender: "female",
      beihilfeStufe: "NOT_IN_WISH",
    });
    // No deductible sent: no choice (the job-status default applies), not '0€'.
    expect(row?.input).not.toHaveProperty("deductible");
  });

  it("answers only id, count and time with Prefer: return=minimal, and stores the same comparison", async () => {
    const response = await t.call("/api/comparisons", {
      body: applicant,
      ip: "203.0.113.7",
      origin: null,
      headers: { Prefer: "return=minimal" },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("preference-applied")).toBe("return=minimal");
    const minimal = (await response.json()) as { id: string; count: number; createdAt: string };
    expect(Object.keys(minimal).sort()).toEqual(["count", "createdAt", "id"]);
    expect(response.headers.get("location")).toBe(`/api/comparisons/${minimal.id}`);
    const full = (await (await t.call(`/api/comparisons/${minimal.id}`)).json()) as {
      count: number;
      offers: unknown[];
    };
    expect(full.count).toBe(minimal.count);
    expect(full.offers).toHaveLength(minimal.count);
  });

  it("answers 400 problem+json with the German messages per field", async () => {
    const response = await post("/api/comparisons", {
      birthDate: "14.03.1991",
      gender: "divers",
      jobStatus: "pilot",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body).toMatchObject({
      type: "/probleme/validation-failed",
      code: "validation-failed",
      status: 400,
      detail: "Bitte füllen Sie alle Pflichtfelder aus.",
    });
    expect(body.errors).toEqual({
      birthDate: [LONG_FORM_MESSAGES.birthDateFormat],
      gender: [unknownValueMessage(LONG_FORM_MESSAGES.genderRequired, GENDERS)],
      jobStatus: [unknownValueMessage(LONG_FORM_MESSAGES.jobStatusRequired, JOB_STATUSES)],
    });
    const missing = (await (await post("/api/comparisons", {})).json()) as {
      errors: Record<string, string[]>;
    };
    expect(missing.errors.birthDate?.[0]).toBe(LONG_FORM_MESSAGES.birthDateRequired);
    const future = (await (await post("/api/comparisons", { birthDate: "2026-11-24" })).json()) as {
      errors: Record<string, string[]>;
    };
    expect(future.errors.birthDate?.[0]).toBe(LONG_FORM_MESSAGES.birthDateFuture);
    const notJson = await t.call("/api/comparisons", {
      body: "{not json",
      origin: null,
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: "invalid-json", type: "/probleme/invalid-json" });
    const unknown = await app.request("/api/comparisons/does-not-exist");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      code: "comparison-not-found",
      detail: "Vergleich nicht gefunden",
    });
  });

  // docs/product/comparison.md#api: required fields, JSON only, every refusal a German problem.
  describe("closed input validation", () => {
    let nextIp = 0;
    /** Each request from its own address: the comparison limit (10 a minute here) counts refusals too. */
    const send = (body: unknown, headers: Record<string, string> = {}) =>
      t.call("/api/comparisons", { body, origin: null, ip: `192.0.2.${100 + nextIp++}`, headers });
    type Problem = {
      type: string;
      code: string;
      status: number;
      detail: string;
      errors?: Record<string, string[]>;
    };
    const problemOf = async (response: Response, status: number) => {
      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      const problem = (await response.json()) as Problem;
      expect(problem.status).toBe(status);
      expect(problem.type).toBe(`/probleme/${problem.code}`);
      // German for people: no English words of zod or of the HTTP stack.
      for (const text of [problem.detail, ...Object.values(problem.errors ?? {}).flat()]) {
        expect(text).not.toMatch(/\b(Invalid|expected|received|input|Unsupported|Bad Request)\b/);
      }
      return problem;
    };

    it("requires gender and job status (400 with both messages), even beside other errors", async () => {
      const { gender: _gender, ...withoutGender } = applicant;
      expect((await problemOf(await send(withoutGender), 400)).errors).toEqual({
        gender: [LONG_FORM_MESSAGES.genderRequired],
      });
      const { jobStatus: _jobStatus, ...withoutJobStatus } = applicant;
      expect((await problemOf(await send(withoutJobStatus), 400)).errors).toEqual({
        jobStatus: [LONG_FORM_MESSAGES.jobStatusRequired],
      });
      const empty = await problemOf(await send({}), 400);
      expect(empty).toMatchObject({
        code: "validation-failed",
        detail: "Bitte füllen Sie alle Pflichtfelder aus.",
      });
      expect(empty.errors).toEqual({
        birthDate: [LONG_FORM_MESSAGES.birthDateRequired],
        gender: [LONG_FORM_MESSAGES.genderRequired],
        jobStatus: [LONG_FORM_MESSAGES.jobStatusRequired],
      });
      expect((await send(applicant)).status).toBe(201);
    });

    it("names the allowed values of an unknown selection in German", async () => {
      const kids = await problemOf(await send({ ...applicant, insuranceType: "kids" }), 400);
      expect(kids.errors).toEqual({
        insuranceType: ["Diese Versicherungsart wird nicht angeboten. Erlaubte Werte: adult."],
      });
      const values = await problemOf(
        await send({ ...applicant, gender: "divers", coverageType: 7, beihilfeDienstherr: "TYPE_Z" }),
        400,
      );
      expect(values.errors).toEqual({
        gender: ["Bitte wählen Sie Ihr Geschlecht aus. Erlaubte Werte: male, female."],
        coverageType: [unknownValueMessage(LONG_FORM_MESSAGES.selection, COVERAGE_TYPES)],
        beihilfeDienstherr: [
          unknownValueMessage(LONG_FORM_MESSAGES.beihilfeDienstherr, [...BEIHILFE_DIENSTHERREN, NOT_IN_WISH]),
        ],
      });
      const wrongType = await problemOf(await send({ ...applicant, birthDate: 19910314 }), 400);
      expect(wrongType.errors).toEqual({ birthDate: [LONG_FORM_MESSAGES.birthDateFormat] });
    });

    it("answers a body that is no JSON object with 400 and the German reason", async () => {
      for (const body of [[applicant], '"Hallo"', "null", "42"]) {
        const problem = await problemOf(await send(body, { "Content-Type": "application/json" }), 400);
        expect(problem).toMatchObject({ code: "validation-failed", detail: LONG_FORM_MESSAGES.notAnObject });
        expect(problem.errors).toEqual({ form: [LONG_FORM_MESSAGES.notAnObject] });
      }
      for (const body of ["{not json", "", '{"birthDate":']) {
        const problem = await problemOf(await send(body, { "Content-Type": "application/json" }), 400);
        expect(problem).toMatchObject({ code: "invalid-json", detail: "Der Inhalt ist kein gültiges JSON." });
      }
    });

    it("accepts only application/json (charset UTF-8 allowed) and answers anything else with 415", async () => {
      const json = JSON.stringify(applicant);
      for (const contentType of [
        "text/plain",
        "text/plain;charset=UTF-8",
        "application/x-www-form-urlencoded",
        "application/json; charset=ISO-8859-1",
        "application/jsonp",
        "application/problem+json",
      ]) {
        const problem = await problemOf(await send(json, { "Content-Type": contentType }), 415);
        expect(problem).toMatchObject({
          code: "json-required",
          title: "Falsches Datenformat",
          detail: "Bitte senden Sie die Daten als JSON mit dem Content-Type „application/json“.",
        });
      }
      // A string body without a type is text/plain (fetch); bytes without any Content-Type header are refused too.
      await problemOf(await send(json), 415);
      const untyped = await app.request("/api/comparisons", {
        method: "POST",
        headers: { "X-Forwarded-For": "192.0.2.99" },
        body: new TextEncoder().encode(json),
      });
      await problemOf(untyped, 415);
      for (const contentType of [
        "application/json",
        "application/json; charset=utf-8",
        'Application/JSON;Charset="UTF-8"',
      ]) {
        expect((await send(json, { "Content-Type": contentType })).status).toBe(201);
      }
    });
  });

  it("refuses input that makes no sense with 400 and German field messages, never 502", async () => {
    setClock(new Date("2026-11-23T10:00:00Z"));
    const problemOf = async (body: unknown, ip: string) => {
      const response = await post("/api/comparisons", body, ip);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      return (await response.json()) as { code: string; detail: string; errors: Record<string, string[]> };
    };
    // 60 on the insurance start (default 2026-12-01) is refused, 59 on it is compared.
    const sixty = await problemOf({ ...applicant, birthDate: "1966-12-01" }, "192.0.2.31");
    expect(sixty).toMatchObject({ code: "validation-failed", detail: AGE_NOTICE.text });
    expect(sixty.errors).toEqual({ birthDate: [AGE_NOTICE.text] });
    expect(
      (await post("/api/comparisons", { ...applicant, birthDate: "1966-12-02" }, "192.0.2.31")).status,
    ).toBe(201);
    const old = await problemOf({ ...applicant, birthDate: "1900-01-01" }, "192.0.2.32");
    expect(old.errors).toEqual({ birthDate: [LONG_FORM_MESSAGES.birthYear] });
    const servant = await problemOf({ ...applicant, jobStatus: "civil-servant" }, "192.0.2.33");
    expect(servant.errors).toEqual({
      beihilfeDienstherr: ["Bitte wählen Sie Ihren Dienstherrn (Beihilfe) aus."],
      beihilfeStufe: ["Bitte wählen Sie Ihren Beihilfesatz aus."],
    });
    const infant = await problemOf(
      { ...applicant, birthDate: "2018-05-01", insuredPerson: "child", jobStatus: "employed" },
      "192.0.2.34",
    );
    expect(infant.errors).toEqual({ jobStatus: [LONG_FORM_MESSAGES.childJobStatus] });
    // Within the 64 KB body limit the schema's cap answers per field; 10 MB never get past the body limit.
    const huge = "x".repeat(10_000);
    const tenMegabytes = await post("/api/comparisons", {
      ...applicant,
      deductible: "9".repeat(10 * 1024 * 1024),
    });
    expect(tenMegabytes.status).toBe(413);
    const hugeProblem = await problemOf({ ...applicant, gender: huge }, "192.0.2.35");
    expect(hugeProblem.errors).toEqual({
      gender: [unknownValueMessage(LONG_FORM_MESSAGES.genderRequired, GENDERS)],
    });
    const hugeDeductible = await problemOf({ ...applicant, deductible: huge }, "192.0.2.35");
    expect(Object.keys(hugeDeductible.errors)).toEqual(["deductible"]);
    const child = await post(
      "/api/comparisons",
      { ...applicant, birthDate: "2018-05-01", insuredPerson: "child", jobStatus: "child" },
      "192.0.2.36",
    );
    expect(child.status).toBe(201);
    expect(((await child.json()) as { input: { deductible?: string } }).input.deductible).toBeUndefined();
  });

  it("rate limits comparisons per client IP", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post("/api/comparisons", {}, "198.51.100.4")).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const limited = await post("/api/comparisons", {}, "198.51.100.4");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({
      code: "rate-limited",
      detail: "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
    });
    expect((await post("/api/comparisons", {}, "198.51.100.5")).status).toBe(400);
  });

  it("counts every person of a household against the limit", async () => {
    // A household of six uses six of the ten comparisons (docs/product/comparison.md#api) ...
    expect((await post("/api/comparisons", SIX_PERSON_HOUSEHOLD, "198.51.100.6")).status).toBe(201);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await post("/api/comparisons", {}, "198.51.100.6")).status);
    }
    // ... so the fifth single request after it is over the limit.
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // A household of six on a fresh address after four single requests: 4 + 6 = 10, the last that fits.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expect((await post("/api/comparisons", {}, "198.51.100.7")).status).toBe(400);
    }
    expect((await post("/api/comparisons", SIX_PERSON_HOUSEHOLD, "198.51.100.7")).status).toBe(201);
    expect((await post("/api/comparisons", {}, "198.51.100.7")).status).toBe(429);
  });

  it("deletes anonymous comparisons after 30 days, at start-up and periodically, but keeps owned ones", async () => {
    const old = await service.create(applicant);
    const owned = await service.create(applicant, { userId: "user-1" });
    setClock(new Date(clockDate().getTime() + ANONYMOUS_COMPARISON_TTL_MS - 1000));
    const fresh = await service.create(applicant);
    setClock(new Date(clockDate().getTime() + 2000));
    const job = scheduleComparisonCleanup(service, {
      intervalMs: 50,
      onError: (error) => expect.fail(String(error)),
    });
    expect(await job.firstRun).toBeGreaterThanOrEqual(1);
    expect(await service.get(old.comparison.id)).toBeUndefined();
    expect(await service.get(owned.comparison.id)).toBeDefined();
    expect(await service.get(fresh.comparison.id)).toBeDefined();
    setClock(new Date(clockDate().getTime() + ANONYMOUS_COMPARISON_TTL_MS));
    await expect.poll(() => service.get(fresh.comparison.id), { timeout: 30_000 }).toBeUndefined();
    await job.stop();
    expect(await service.get(owned.comparison.id)).toBeDefined();
  });

  it("turns a contact request into a lead with the consent texts, time and channel", async () => {
    setClock(new Date("2026-11-23T10:00:00Z"));
    // Made in the browser that then asks for the call (the test's browser).
    const comparison = await service.create(applicant, { browserKey: TEST_BROWSER_KEY });
    const response = await post(
      "/api/leads",
      {
        topic: "consultation",
        ...STATED_NEEDS,
        firstName: "Erika",
        lastName: "Mustermann",
        phone: "0151 234 56789",
        email: "Erika@Example.de",
        appointmentDay: "2026-11-25",
        appointmentWindow: "12-16",
        consentCall: true,
        consentBroker: true,
        comparisonId: comparison.comparison.id,
      },
      "203.0.113.7",
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await database.db.select().from(leads).where(eq(leads.id, id));
    const texts = consentTexts("Muster Makler GmbH");
    expect(lead).toMatchObject({
      firstName: "Erika",
      lastName: "Mustermann",
      email: "erika@example.de",
      phone: "+4915123456789",
      age: 35,
      status: "new",
      isValidated: false,
      source: "contact-request",
      leadQuality: "beratungsgespraech",
      comparisonId: comparison.comparison.id,
      preferredTime: null,
      appointmentDay: "2026-11-25",
      appointmentWindow: "12-16",
      consent: [
        {
          purpose: "call",
          text: texts.call,
          grantedAt: "2026-11-23T10:00:00.000Z",
          channel: "website-kontaktformular",
        },
        {
          purpose: "broker-transfer",
          text: texts.broker,
          grantedAt: "2026-11-23T10:00:00.000Z",
          channel: "website-kontaktformular",
        },
      ],
    });
  });

  it("refuses a consultation without a bookable day and time window", async () => {
    setClock(new Date("2026-11-23T10:00:00Z"));
    const request = {
      topic: "consultation",
      ...STATED_NEEDS,
      firstName: "Max",
      lastName: "Termin",
      phone: "0151 234 56780",
      email: "termin@example.de",
      consentCall: true,
      consentBroker: true,
    };
    const missing = await post("/api/leads", request, "203.0.113.20");
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      appointmentDay: [CONTACT_MESSAGES.appointmentDay],
      appointmentWindow: [CONTACT_MESSAGES.appointmentWindow],
    });
    const weekend = await post(
      "/api/leads",
      { ...request, appointmentDay: "2026-11-28", appointmentWindow: "08-12" },
      "203.0.113.20",
    );
    expect(((await weekend.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      appointmentDay: [CONTACT_MESSAGES.appointmentDay],
    });
  });

  it("rejects contact requests without consent or with a foreign phone, and rate limits per IP", async () => {
    const invalid = await post(
      "/api/leads",
      {
        firstName: "A",
        lastName: "B",
        phone: "+43 660 1234567",
        email: "a@b.de",
        preferredTime: "morning",
        consentCall: true,
      },
      "203.0.113.8",
    );
    expect(invalid.status).toBe(400);
    const problem = (await invalid.json()) as { code: string; errors: Record<string, string[]> };
    expect(problem.code).toBe("validation-failed");
    expect(problem.errors).toEqual({
      phone: [PHONE_MESSAGES.invalid],
      consentBroker: [CONTACT_MESSAGES.consentBroker],
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await post("/api/leads", {}, "203.0.113.9")).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const limited = await post("/api/leads", {}, "203.0.113.9");
    expect(await limited.json()).toMatchObject({
      code: "rate-limited",
      detail: CONTACT_MESSAGES.rateLimited,
    });
    expect((await post("/api/leads", {}, "203.0.113.10")).status).toBe(400);
  });
});
