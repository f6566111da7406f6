import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longFormSchema } from "../../domain/comparison/long-form";
import { AGE_NOTICE } from "../../domain/comparison/short-form-basics";
import { createYearlyFiguresFormSchema } from "../../domain/constants/yearly-figures-form";
import { DEMO_ENGINE_CREDENTIALS } from "../../kvr-simulator";
import { authenticateEnvelope, buildCalculateRequest, calculateEnvelope } from "../../rating/soap/calc-input";
import { testDatabaseKinds } from "../../tests/setup/database";
import { createTestPageHandler } from "../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";

/**
 * The year turn (docs/product/comparison.md#insurance-start, docs/product/constants.md#maintaining-the-yearly-figures):
 * a clock driven across 30 November → 1 December and 31 December → 1 January in Berlin (also at 23:30 UTC, which
 * is already the next day in Berlin); the default start moves, the figures are those of the start's year, a year
 * without figures is priced provisionally and says so, until an admin stores that year.
 */

const utc = (iso: string) => Date.parse(iso);
const EMPLOYEE = { birthDate: "1989-06-15", gender: "male", jobStatus: "employed" };

/** The figures an admin would enter for 2027 (plausible, not official: the test only needs them to differ). */
const FIGURES_2027 = createYearlyFiguresFormSchema(2026).parse({
  year: "2027",
  compulsoryInsuranceLimitYearly: "79.650",
  contributionCeilingYearly: "71.100",
  generalRate: "14,6",
  averageAdditionalRate: "3,1",
  careRate: "3,6",
  childlessSurchargeRate: "0,6",
});

describe.each(testDatabaseKinds)("the year turn on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      now: utc("2026-11-30T12:00:00Z"),
      app: { pageHandler: pages.pageHandler },
    });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const compare = async (body: Record<string, unknown>, ip = "10.30.0.1") => {
    const response = await t.call("/api/comparisons", { body, ip });
    return { status: response.status, json: await response.json() };
  };
  /** A page's HTML with React's text separators (`<!-- -->`) removed, so sentences read as shown. */
  const page = async (path: string) => (await (await t.call(path)).text()).replaceAll("<!-- -->", "");
  const soap = (action: string, body: string, cookie?: string) =>
    t.tariffs.engine.handle(
      new Request("http://portal.test/soap/kvr", {
        method: "POST",
        headers: {
          "Content-Type": "text/xml; charset=utf-8",
          SOAPAction: `"http://tempuri.org/${action}"`,
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body,
      }),
    );
  /** The embedded engine's Calculate over SOAP for the employee with `start`: the response text. */
  const soapCalculate = async (start: string) => {
    const login = await soap("Authenticate", authenticateEnvelope(DEMO_ENGINE_CREDENTIALS));
    const cookie = login.headers
      .getSetCookie()
      .map((entry) => entry.split(";")[0])
      .join("; ");
    const request = buildCalculateRequest(
      longFormSchema.parse({ ...EMPLOYEE, insuranceStart: start }),
      new Date(t.clock.now),
    );
    return (await soap("Calculate", calculateEnvelope(request), cookie)).text();
  };

  it("moves the default start on 1 December at midnight in Berlin (23:00 UTC)", async () => {
    t.clock.now = utc("2026-11-30T22:59:00Z");
    const before = await compare(EMPLOYEE);
    expect(before.status).toBe(201);
    expect(before.json.insuranceStart).toBe("2026-12-01");
    expect(before.json.input.insuranceStart).toBe("2026-12-01");
    expect(before.json.figures).toEqual({
      year: 2026,
      requestedYear: 2026,
      provisional: false,
      notice: "Berechnet mit den Rechengrößen 2026.",
    });

    t.clock.now = utc("2026-11-30T23:30:00Z");
    const after = await compare(EMPLOYEE);
    expect(after.json.insuranceStart).toBe("2027-01-01");
    // 2027 has no row in the table yet: priced with 2026's figures, and it says so.
    expect(after.json.figures).toEqual({
      year: 2026,
      requestedYear: 2027,
      provisional: true,
      notice:
        "Berechnet mit den Rechengrößen 2026; die Werte für 2027 sind noch nicht hinterlegt (vorläufig).",
    });
  });

  it("moves the default start on 1 January at midnight in Berlin, also at 23:30 UTC", async () => {
    t.clock.now = utc("2026-12-31T22:30:00Z");
    expect((await compare(EMPLOYEE)).json.insuranceStart).toBe("2027-01-01");
    t.clock.now = utc("2026-12-31T23:30:00Z");
    expect((await compare(EMPLOYEE)).json.insuranceStart).toBe("2027-02-01");
  });

  it("accepts a chosen start and refuses a day other than the 1st, a past month or more than 6 months ahead", async () => {
    t.clock.now = utc("2026-11-25T10:00:00Z");
    const chosen = await compare({ ...EMPLOYEE, insuranceStart: "2027-03-01" });
    expect(chosen.status).toBe(201);
    expect(chosen.json.insuranceStart).toBe("2027-03-01");
    for (const [start, message] of [
      ["2027-01-15", "Der Versicherungsbeginn muss der Erste eines Monats sein."],
      ["2026-11-01", "Der Versicherungsbeginn kann frühestens der 01.12.2026 sein."],
      [
        "2031-01-01",
        "Der Versicherungsbeginn kann höchstens 6 Monate im Voraus liegen (spätestens 01.05.2027).",
      ],
    ] as const) {
      const refused = await compare({ ...EMPLOYEE, insuranceStart: start });
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe("validation-failed");
      expect(refused.json.errors).toEqual({ insuranceStart: [message] });
    }
  });

  it("counts the 60-year rule on the start: turning 60 before the chosen start is refused", async () => {
    t.clock.now = utc("2026-11-25T10:00:00Z");
    const born = { birthDate: "1967-01-20", gender: "male", jobStatus: "employed" };
    expect((await compare({ ...born, insuranceStart: "2027-01-01" })).status).toBe(201);
    const refused = await compare({ ...born, insuranceStart: "2027-02-01" });
    expect(refused.status).toBe(400);
    expect(refused.json.detail).toBe(AGE_NOTICE.text);
  });

  it("shows the start, the age on it and the provisional figures on the results page", async () => {
    t.clock.now = utc("2026-11-25T10:00:00Z");
    const { json } = await compare({ ...EMPLOYEE, insuranceStart: "2027-01-01" });
    const html = await page(`/ihre-pkv-tarife?c=${json.id}`);
    expect(html).toContain("37 Jahre zum Versicherungsbeginn");
    expect(html).toContain(
      "Versicherungsbeginn 01.01.2027 · Berechnet mit den Rechengrößen 2026; die Werte für 2027 sind noch nicht hinterlegt (vorläufig).",
    );
    const details = await page(`/ihre-pkv-tarife/tarif/${json.offers[0].id}?c=${json.id}`);
    expect(details).toContain("die Werte für 2027 sind noch nicht hinterlegt (vorläufig)");
  });

  it("answers SOAP with the figures' year and the provisional flag, and refuses an out-of-range start", async () => {
    t.clock.now = utc("2026-12-10T10:00:00Z");
    const provisional = await soapCalculate("2027-01-01");
    expect(provisional).toContain("<Stichjahr>2026</Stichjahr>");
    expect(provisional).toContain("<RechengroessenVorlaeufig>true</RechengroessenVorlaeufig>");
    expect(provisional).toContain(
      "<RechengroessenHinweis>Berechnet mit den Rechengrößen 2026; die Werte für 2027 sind noch nicht hinterlegt (vorläufig).</RechengroessenHinweis>",
    );
    expect(await soapCalculate("2027-07-01")).toContain(
      "<faultstring>Der Versicherungsbeginn kann höchstens 6 Monate im Voraus liegen (spätestens 01.06.2027).</faultstring>",
    );
    expect(await soapCalculate("2026-12-01")).toContain(
      "<faultstring>Der Versicherungsbeginn kann frühestens der 01.01.2027 sein.</faultstring>",
    );
  });

  it("prices 2027 with its own figures once an admin stores them; older comparisons stay as they were", async () => {
    t.clock.now = utc("2026-12-10T10:00:00Z");
    const provisional = await compare({ ...EMPLOYEE, insuranceStart: "2027-01-01" });
    expect(provisional.json.figures.provisional).toBe(true);
    expect(provisional.json.offers[0].savingsBasis).toContain("GKV 2026");

    await t.yearlyFigures.save(FIGURES_2027, { id: "admin-1", email: "admin@example.de" });

    const priced = await compare({ ...EMPLOYEE, insuranceStart: "2027-01-01" });
    expect(priced.json.figures).toEqual({
      year: 2027,
      requestedYear: 2027,
      provisional: false,
      notice: "Berechnet mit den Rechengrößen 2027.",
    });
    expect(priced.json.offers[0].savingsBasis).toContain("GKV 2027");
    expect(priced.json.offers[0].savingsEstimate).not.toBe(provisional.json.offers[0].savingsEstimate);

    // The comparison made before keeps its figures and its notice.
    const old = await (await t.call(`/api/comparisons/${provisional.json.id}`)).json();
    expect(old.figures).toMatchObject({ year: 2026, requestedYear: 2027, provisional: true });
    expect(old.offers[0].savingsBasis).toContain("GKV 2026");
    expect(await page(`/ihre-pkv-tarife?c=${provisional.json.id}`)).toContain("(vorläufig)");
    const fresh = await page(`/ihre-pkv-tarife?c=${priced.json.id}`);
    expect(fresh).toContain("Versicherungsbeginn 01.01.2027 · Berechnet mit den Rechengrößen 2027.");
    expect(fresh).not.toContain("vorläufig");
    // The engine's SOAP answer too.
    const soapAnswer = await soapCalculate("2027-01-01");
    expect(soapAnswer).toContain("<Stichjahr>2027</Stichjahr>");
    expect(soapAnswer).toContain("<RechengroessenVorlaeufig>false</RechengroessenVorlaeufig>");
  });
});
