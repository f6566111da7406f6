import { describe, expect, it } from "vitest";
import {
  applyMarketQuery,
  dashboardTitle,
  expiryInstant,
  licenseCreateSchema,
  type MarketLead,
  marketQuerySchema,
  markPaidSchema,
  postalRegion,
} from "./market";

const lead = (id: string, overrides: Partial<MarketLead>): MarketLead => ({
  id,
  age: 30,
  jobStatus: "employed",
  coverageWish: "comfort",
  beihilfe: false,
  postalRegion: null,
  quality: "rueckruf",
  createdAt: "2026-11-20T09:00:00.000Z",
  priceCents: 4000,
  salesCount: 0,
  maxSales: 1,
  consentBasis: "",
  riskPreCheck: null,
  application: null,
  advice: null,
  ...overrides,
});

describe("market", () => {
  const leads = [
    lead("a", { priceCents: 5000, createdAt: "2026-11-21T09:00:00.000Z", age: 50 }),
    lead("b", { priceCents: 3000, quality: "qualifizierte_anfrage", age: 25 }),
    lead("c", { priceCents: 4000, createdAt: "2026-11-22T09:00:00.000Z", jobStatus: "civil-servant" }),
  ];

  it("sorts and filters on the server's query", () => {
    const ids = (query: unknown) =>
      applyMarketQuery(leads, marketQuerySchema.parse(query)).map((entry) => entry.id);
    expect(ids({})).toEqual(["c", "a", "b"]);
    expect(ids({ sort: "price-asc" })).toEqual(["b", "c", "a"]);
    expect(ids({ sort: "price-desc" })).toEqual(["a", "c", "b"]);
    expect(ids({ sort: "age-asc" })).toEqual(["b", "c", "a"]);
    expect(ids({ quality: "qualifizierte_anfrage" })).toEqual(["b"]);
    expect(ids({ jobStatus: "civil-servant" })).toEqual(["c"]);
    // Unknown values fall back to 'all' and 'newest'.
    expect(ids({ quality: "gold", sort: "zufall" })).toEqual(["c", "a", "b"]);
  });

  it("shows only the postcode region", () => {
    expect(postalRegion("10115")).toBe("10xxx");
    expect(postalRegion("1011")).toBeNull();
    expect(postalRegion(null)).toBeNull();
  });

  it("validates the admin inputs with German messages", () => {
    expect(markPaidSchema.safeParse({ invoiceNumber: " " }).success).toBe(false);
    expect(markPaidSchema.parse({ invoiceNumber: " RE-1 " })).toEqual({ invoiceNumber: "RE-1" });
    expect(licenseCreateSchema.parse({ userType: "broker", licenseNumber: "neu-1" })).toEqual({
      userType: "broker",
      licenseNumber: "NEU-1",
      expiresAt: null,
    });
    expect(licenseCreateSchema.safeParse({ userType: "broker", expiresAt: "31.12.2026" }).success).toBe(
      false,
    );
    expect(licenseCreateSchema.safeParse({ userType: "admin" }).success).toBe(false);
  });

  it("ends a licence at the end of its day in Berlin, winter and summer", () => {
    expect(expiryInstant("2026-12-31").toISOString()).toBe("2026-12-31T22:59:59.000Z");
    expect(expiryInstant("2026-07-01").toISOString()).toBe("2026-07-01T21:59:59.000Z");
  });

  it("titles the insurer's dashboard for insurers", () => {
    expect(dashboardTitle("insurance")).toBe("Versicherer-Dashboard");
    expect(dashboardTitle("broker")).toBe("Makler-Dashboard");
  });
});
