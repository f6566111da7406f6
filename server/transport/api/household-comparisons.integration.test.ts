import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAMILY_INPUT_MESSAGES, HEALTH_RANGES } from "../../../domain/comparison/family-input";
import {
  HOUSEHOLD_OFFERS_PAGE,
  MAX_OFFERS_PAGE,
  OFFERS_PAGE_MESSAGES,
} from "../../../domain/comparison/offers-page";
import type { Offer } from "../../../domain/offers/offer";
import { testDatabaseKinds } from "../../../tests/setup/database";
import {
  HOUSEHOLD_PERSONS,
  RISKY_HEALTH_ANSWERS,
  SIX_PERSON_HOUSEHOLD,
} from "../../../tests/setup/factories";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { comparisons } from "../../adapters/db/schema";
import { ANONYMOUS_COMPARISON_TTL_MS } from "../../areas/comparisons";

interface Page {
  offset: number;
  limit: number;
  total: number;
  next: string | null;
}

interface HouseholdAnswer {
  id: string;
  offers: Offer[];
  offersPage: Page;
  count: number;
  role: string;
  persons: Array<{ role: string; id: string; count: number; offers: Offer[]; offersPage: Page }>;
  family: {
    combinations: Array<{
      provider: string;
      totalMonthly: number;
      declined: boolean;
      members: Array<{ role: string; comparisonId: string; tariffKey: string; monthlyPrice: number }>;
    }>;
  };
}

const health = RISKY_HEALTH_ANSWERS;

const family = {
  coverageType: "comfort",
  persons: [
    { ...HOUSEHOLD_PERSONS.self, sickPay: { dailyAmount: 120, startDay: 43 } },
    HOUSEHOLD_PERSONS.partner,
    HOUSEHOLD_PERSONS.firstChild,
    HOUSEHOLD_PERSONS.secondChild,
  ],
};

/**
 * A household through `POST /api/comparisons` (docs/product/comparison.md#family-and-health): one comparison per
 * person, the family's combinations per insurer, the health pre-check's estimate on the partner's offers, and the
 * health answers nowhere but in the partner's own comparison — gone with its purge.
 */
describe.each(testDatabaseKinds)("household comparisons on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ kind, now: Date.parse("2026-11-23T10:00:00Z") });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: unknown, ip = "203.0.113.9", query = "") =>
    t.call(`/api/comparisons${query}`, { body, ip, origin: null });

  it("prices a family of four in one answer, with per-person lists and family totals", async () => {
    // Every person's whole list (docs/product/comparison.md#offer-pages: a household's answer pages them).
    const response = await post(family, "203.0.113.9", `?limit=${MAX_OFFERS_PAGE}`);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as HouseholdAnswer;
    expect(answer.persons.map((person) => person.role)).toEqual(["self", "partner", "child", "child"]);
    expect(answer.id).toBe(answer.persons[0]!.id);
    for (const person of answer.persons) expect(person.count).toBeGreaterThan(5);

    const [self, partner, child] = answer.persons;
    // Sick pay and premium relief as separate parts of the price.
    expect(self!.offers.every((offer) => (offer.sickPayPrice ?? 0) > 0)).toBe(true);
    expect(partner!.offers.every((offer) => (offer.premiumReliefPrice ?? 0) > 0)).toBe(true);
    expect(
      child!.offers.every(
        (offer) => offer.premiumReliefPrice === undefined && offer.sickPayPrice === undefined,
      ),
    ).toBe(true);
    // Children are co-insured in the PPV for free; the adults pay it.
    for (const person of answer.persons) {
      const care = person.offers.map((offer: Offer) => offer.carePrice);
      if (person.role === "child") expect(care.every((value) => value === undefined)).toBe(true);
      else expect(care.every((value) => value !== undefined && value > 0)).toBe(true);
    }
    // The health pre-check: every partner offer has an estimate; never cheaper with it; refusals last.
    expect(partner!.offers.every((offer) => offer.riskAssessment !== undefined)).toBe(true);
    for (const offer of partner!.offers)
      expect(offer.monthlyPrice).toBeGreaterThanOrEqual(offer.priceWithoutSurcharge!);
    const statuses = partner!.offers.map((offer) => offer.riskAssessment!.status);
    expect(statuses).toContain("surcharge");
    expect(statuses).toContain("decline");
    const firstRefusal = statuses.indexOf("decline");
    expect(statuses.slice(firstRefusal).every((status) => status === "decline")).toBe(true);
    expect(self!.offers.every((offer) => offer.riskAssessment === undefined)).toBe(true);

    // One combination per insurer with a tariff for everybody; its total is the sum of the members' prices.
    const { combinations } = answer.family;
    expect(combinations.length).toBeGreaterThan(3);
    expect(new Set(combinations.map((combination) => combination.provider)).size).toBe(combinations.length);
    for (const combination of combinations) {
      expect(combination.members.map((member) => member.role)).toEqual(["self", "partner", "child", "child"]);
      const sum = combination.members.reduce((total, member) => total + member.monthlyPrice, 0);
      expect(combination.totalMonthly).toBeCloseTo(sum, 2);
      combination.members.forEach((member, index) => {
        const own = answer.persons[index]!.offers.find((offer) => offer.tariffKey === member.tariffKey);
        expect(own?.monthlyPrice).toBe(member.monthlyPrice);
      });
    }
    const refusedAt = combinations.findIndex((combination) => combination.declined);
    if (refusedAt >= 0)
      expect(combinations.slice(refusedAt).every((combination) => combination.declined)).toBe(true);

    // Every member's comparison can be read on its own, with the household.
    const read = await t.call(`/api/comparisons/${partner!.id}?limit=${MAX_OFFERS_PAGE}`);
    expect(read.status).toBe(200);
    const stored = (await read.json()) as HouseholdAnswer;
    expect(stored.role).toBe("partner");
    expect(stored.offers.map((offer) => offer.id)).toEqual(partner!.offers.map((offer) => offer.id));
    expect(stored.family.combinations).toEqual(answer.family.combinations);
    expect(JSON.stringify(stored)).not.toContain('"heightCm"');
    // The family overview's line: each person's priced sick pay kept with the household.
    const household = (await t.comparisons.get(partner!.id))!.household!;
    expect(household.members.map((member) => member.sickPay)).toEqual([
      { dailyAmount: 120, startDay: 43 },
      { dailyAmount: 80, startDay: 15 },
      null,
      null,
    ]);
  });

  it("answers a household of six in at most 300 KB: every person's first page, the count and the rest by link", async () => {
    const response = await post(SIX_PERSON_HOUSEHOLD, "203.0.113.10");
    expect(response.status).toBe(201);
    const text = await response.text();
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(300 * 1024);
    const answer = JSON.parse(text) as HouseholdAnswer;
    expect(answer.persons).toHaveLength(6);
    expect(answer.offers.map((offer) => offer.id)).toEqual(
      answer.persons[0]!.offers.map((offer) => offer.id),
    );
    for (const person of answer.persons) {
      expect(person.offers).toHaveLength(HOUSEHOLD_OFFERS_PAGE);
      expect(person.count).toBeGreaterThan(HOUSEHOLD_OFFERS_PAGE);
      expect(person.offersPage).toEqual({
        offset: 0,
        limit: HOUSEHOLD_OFFERS_PAGE,
        total: person.count,
        next: `/api/comparisons/${person.id}?offset=${HOUSEHOLD_OFFERS_PAGE}&limit=${HOUSEHOLD_OFFERS_PAGE}`,
      });
      // The links give the rest of the person's list, in its order, each offer once.
      const ids = person.offers.map((offer) => offer.id);
      let next = person.offersPage.next;
      while (next) {
        const page = await t.call(next);
        expect(page.status).toBe(200);
        const pageText = await page.text();
        expect(Buffer.byteLength(pageText)).toBeLessThanOrEqual(300 * 1024);
        const read = JSON.parse(pageText) as HouseholdAnswer;
        expect(read.offers.length).toBeLessThanOrEqual(HOUSEHOLD_OFFERS_PAGE);
        ids.push(...read.offers.map((offer) => offer.id));
        next = read.offersPage.next;
      }
      const whole = (await (
        await t.call(`/api/comparisons/${person.id}?limit=${MAX_OFFERS_PAGE}`)
      ).json()) as HouseholdAnswer;
      expect(whole.offers).toHaveLength(person.count);
      expect(ids).toEqual(whole.offers.map((offer) => offer.id));
    }
    // A member's own comparison is paged the same way; an offset past the end is an empty last page.
    const member = await t.call(`/api/comparisons/${answer.persons[3]!.id}?offset=1000`);
    expect(((await member.json()) as HouseholdAnswer).offersPage).toMatchObject({ offset: 1000, next: null });
    expect(
      Buffer.byteLength(await (await t.call(`/api/comparisons/${answer.id}`)).text()),
    ).toBeLessThanOrEqual(300 * 1024);
  });

  it("refuses a page that is no page with German field messages, before anything is calculated", async () => {
    for (const [query, field] of [
      ["?limit=0", "limit"],
      [`?limit=${MAX_OFFERS_PAGE + 1}`, "limit"],
      ["?limit=zehn", "limit"],
      ["?offset=-1", "offset"],
    ] as const) {
      const response = await post(family, "203.0.113.11", query);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "validation-failed",
        errors: { [field]: [OFFERS_PAGE_MESSAGES[field]] },
      });
    }
    const read = await t.call("/api/comparisons/unbekannt?limit=0");
    expect(read.status).toBe(400);
  });

  it("keeps the health answers only in the person's own comparison, and removes them with its purge", async () => {
    const marker = { ...health, weightKg: 97.3, heightCm: 171 };
    const response = await post({
      birthDate: "1985-05-05",
      gender: "female",
      jobStatus: "employed",
      health: marker,
    });
    expect(response.status).toBe(201);
    const { id, offers } = (await response.json()) as HouseholdAnswer;
    expect(offers.every((offer) => offer.riskAssessment !== undefined)).toBe(true);

    const tablesHolding = async (needle: string) => {
      const tables = await t.database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      );
      const holding: string[] = [];
      for (const { table_name: table } of (tables as unknown as { rows: Array<{ table_name: string }> })
        .rows ?? tables) {
        const found = await t.database.db.execute(
          sql`select 1 from ${sql.identifier(table)} as r where r::text like ${`%${needle}%`} limit 1`,
        );
        const rows = (found as unknown as { rows?: unknown[] }).rows ?? (found as unknown as unknown[]);
        if (rows.length > 0) holding.push(table);
      }
      return holding;
    };
    // The weight is unique to this person's answers; it is kept only in the comparison itself.
    expect(await tablesHolding("97.3")).toEqual(["comparisons"]);
    const [row] = await t.database.db.select().from(comparisons).where(eq(comparisons.id, id));
    expect(row?.input).toMatchObject({ role: "self", health: { weightKg: 97.3 } });

    t.clock.now += ANONYMOUS_COMPARISON_TTL_MS + 2 * 24 * 60 * 60 * 1000;
    expect(await t.comparisons.deleteExpiredAnonymous()).toBeGreaterThan(0);
    expect(await tablesHolding("97.3")).toEqual([]);
  });

  it("refuses implausible health answers with German field messages and computes nothing", async () => {
    const before = await t.database.db.select({ id: comparisons.id }).from(comparisons);
    const response = await post({
      ...family,
      persons: [
        { ...family.persons[0], health: { heightCm: 20, weightKg: 900, outpatientTreatments3y: -1 } },
      ],
    });
    expect(response.status).toBe(400);
    const problem = (await response.json()) as { code: string; errors: Record<string, string[]> };
    expect(problem.code).toBe("validation-failed");
    expect(problem.errors).toEqual({
      "persons.0.health.heightCm": [FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm)],
      "persons.0.health.weightKg": [FAMILY_INPUT_MESSAGES.weight(HEALTH_RANGES.adult.weightKg)],
      "persons.0.health.outpatientTreatments3y": [FAMILY_INPUT_MESSAGES.count],
    });
    expect(await t.database.db.select({ id: comparisons.id }).from(comparisons)).toHaveLength(before.length);
  });
});
