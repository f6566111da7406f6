import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANNUAL_INCOME_MESSAGES } from "../../../domain/comparison/annual-income";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

// docs/product/comparison.md#eligibility: an employee below the start year's threshold gets 422, never prices.
const employee = {
  birthDate: "1991-03-14",
  jobStatus: "employed",
  coverageType: "comfort",
  gender: "female",
};

describe.each(testDatabaseKinds)("eligibility through POST /api/comparisons on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind, now: Date.parse("2026-11-23T10:00:00Z") });
  });
  afterAll(async () => {
    await t?.close();
  });
  let ip = 10;
  const post = (body: unknown) =>
    t.call("/api/comparisons", { body, ip: `198.51.100.${ip++}`, origin: null });

  it("answers 60.000 € with the not-eligible problem in German, and stores nothing", async () => {
    const response = await post({ ...employee, annualIncome: 60_000 });
    expect(response.status).toBe(422);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    const problem = (await response.json()) as Record<string, unknown>;
    expect(problem).toMatchObject({
      type: "/probleme/not-eligible",
      code: "not-eligible",
      status: 422,
      title: "Keine private Vollversicherung möglich",
      eligibility: {
        eligible: false,
        reason: "income-below-limit",
        person: 0,
        annualIncome: 60_000,
        threshold: { amount: 77_400, year: 2026, requestedYear: 2026, provisional: false },
      },
    });
    expect(problem.detail).toContain(
      "Die Versicherungspflichtgrenze 2026 liegt bei 77.400\u00a0€ brutto im Jahr.",
    );
    expect(problem.detail).toContain("Zusatzversicherungen bieten wir hier nicht an.");
    expect(problem.error).toBe(problem.detail);
    expect(problem).not.toHaveProperty("offers");
  });

  it("compares at the threshold, above it, without an income and for other job statuses", async () => {
    for (const body of <Array<Record<string, unknown>>>[
      { ...employee, annualIncome: 77_400 },
      { ...employee, annualIncome: 90_000 },
      employee,
      { ...employee, jobStatus: "self-employed", annualIncome: 20_000 },
      { ...employee, jobStatus: "student", annualIncome: 0 },
    ]) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(201);
      const created = (await response.json()) as { count: number; input: Record<string, unknown> };
      expect(created.count).toBeGreaterThan(0);
      // Only an employee's income is kept with the input.
      expect(created.input.annualIncome).toBe(body.jobStatus === "employed" ? body.annualIncome : undefined);
    }
  });

  it("says so when the start year's figures are not in the table yet (provisional)", async () => {
    const response = await post({ ...employee, annualIncome: 77_399, insuranceStart: "2027-01-01" });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { detail: string; eligibility: { threshold: unknown } };
    expect(problem.eligibility.threshold).toEqual({
      amount: 77_400,
      year: 2026,
      requestedYear: 2027,
      provisional: true,
    });
    expect(problem.detail).toContain(
      "Die Rechengrößen für 2027 sind noch nicht hinterlegt; wir haben die Grenze von 2026 verwendet (vorläufig).",
    );
  });

  it("names the household person whose income is below the threshold", async () => {
    const response = await post({
      coverageType: "comfort",
      persons: [
        {
          role: "self",
          birthDate: "1985-01-01",
          gender: "male",
          jobStatus: "employed",
          annualIncome: 95_000,
        },
        {
          role: "partner",
          birthDate: "1987-01-01",
          gender: "female",
          jobStatus: "employed",
          annualIncome: 40_000,
        },
      ],
    });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as {
      detail: string;
      eligibility: { person: number; role: string };
    };
    expect(problem.eligibility).toMatchObject({ person: 1, role: "partner" });
    expect(problem.detail.startsWith("Für Ihren Partner: Als Angestellte oder Angestellter")).toBe(true);
  });

  it("refuses an income that is no amount with 400 and the German field message", async () => {
    const response = await post({ ...employee, annualIncome: "viel" });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { code: string; errors: Record<string, string[]> };
    expect(problem.code).toBe("validation-failed");
    expect(problem.errors).toEqual({ annualIncome: [ANNUAL_INCOME_MESSAGES.format] });
  });
});
