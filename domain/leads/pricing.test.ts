import { describe, expect, it } from "vitest";
import { ageFactor, amountToCents, centsToAmount, leadPriceCents } from "./pricing";

const created = new Date("2026-11-20T09:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const base = {
  quality: "rueckruf" as const,
  jobStatus: "employed" as const,
  beihilfe: false,
  coverageWish: "basic" as const,
  maxSales: 1,
  createdAt: created,
};

describe("lead price", () => {
  it("adds quality, job status, Beihilfe and coverage wish", () => {
    expect(leadPriceCents(base, created)).toBe(4000);
    expect(leadPriceCents({ ...base, quality: "qualifizierte_anfrage" }, created)).toBe(6000);
    expect(
      leadPriceCents(
        { ...base, jobStatus: "civil-servant", beihilfe: true, coverageWish: "premium" },
        created,
      ),
    ).toBe(4000 + 1000 + 1000 + 1000);
    expect(leadPriceCents({ ...base, jobStatus: "self-employed", coverageWish: "comfort" }, created)).toBe(
      4000 + 1500 + 500,
    );
    expect(leadPriceCents({ ...base, jobStatus: null, coverageWish: null }, created)).toBe(4000);
  });

  it("costs 60 % per buyer when shared", () => {
    expect(leadPriceCents({ ...base, maxSales: 3 }, created)).toBe(2400);
  });

  it("falls 5 % per full day, down to 40 %, in whole euros and never under 10 €", () => {
    expect(ageFactor(created, new Date(created.getTime() + DAY - 1))).toBe(1);
    expect(ageFactor(created, new Date(created.getTime() + 2 * DAY))).toBeCloseTo(0.9);
    expect(ageFactor(created, new Date(created.getTime() + 30 * DAY))).toBe(0.4);
    expect(leadPriceCents(base, new Date(created.getTime() + 3 * DAY))).toBe(3400);
    expect(
      leadPriceCents(
        { ...base, quality: "kontaktanfrage", jobStatus: "student", maxSales: 2 },
        new Date(created.getTime() + 30 * DAY),
      ),
    ).toBe(1000);
  });

  it("converts cents and the stored amount", () => {
    expect(centsToAmount(4900)).toBe("49.00");
    expect(amountToCents("49.00")).toBe(4900);
    expect(amountToCents("0.10")).toBe(10);
  });
});
