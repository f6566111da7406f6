import { z } from "zod";
import { berlinDate } from "../../lib/dates/berlin-date";
import { COVERAGE_TYPES, type CoverageType, JOB_STATUSES, type JobStatus } from "../comparison/form-values";
import type { ApplicationSummary } from "./application";
import { LEAD_QUALITIES, type LeadQuality } from "./lifecycle";
import type { RiskPreCheckSummary } from "./risk-pre-check";

/** One listed lead as brokers see it before buying: anonymised, no name, e-mail or phone. */
export interface MarketLead {
  id: string;
  age: number | null;
  jobStatus: JobStatus | null;
  coverageWish: CoverageType | null;
  beihilfe: boolean;
  /** First two digits of the postcode ('10xxx'), or null. */
  postalRegion: string | null;
  quality: LeadQuality;
  createdAt: string;
  priceCents: number;
  salesCount: number;
  maxSales: number;
  /** The consent basis in German (time, channel, partner list). */
  consentBasis: string;
  /**
   * A risk pre-check (docs/product/leads.md#risk-pre-check-request): how many persons gave health answers. The
   * answers themselves only after the purchase.
   */
  riskPreCheck: RiskPreCheckSummary | null;
  /** An application request (docs/product/leads.md#application-request): the tariff and its monthly price. */
  application: ApplicationSummary | null;
  /**
   * Whether the request carries a Beratungsdokumentation or a declared waiver
   * (docs/product/broker-duties.md#advice-documentation); its content only after the purchase.
   */
  advice: string | null;
}

export const MARKET_SORTS = {
  newest: "Neueste zuerst",
  "price-asc": "Preis aufsteigend",
  "price-desc": "Preis absteigend",
  "age-asc": "Alter aufsteigend",
} as const;
export type MarketSort = keyof typeof MARKET_SORTS;

/** Query of GET /api/leads/market and the dashboard's filter form (one schema). Empty values mean 'Alle'. */
export const marketQuerySchema = z.object({
  quality: z.enum(LEAD_QUALITIES).optional().catch(undefined),
  jobStatus: z.enum(JOB_STATUSES).optional().catch(undefined),
  coverageWish: z.enum(COVERAGE_TYPES).optional().catch(undefined),
  sort: z
    .enum(Object.keys(MARKET_SORTS) as [MarketSort, ...MarketSort[]])
    .default("newest")
    .catch("newest"),
});
export type MarketQuery = z.output<typeof marketQuerySchema>;

/** '10115' → '10xxx'; anything else → null. */
export function postalRegion(postalCode: string | null | undefined): string | null {
  return postalCode && /^\d{5}$/.test(postalCode) ? `${postalCode.slice(0, 2)}xxx` : null;
}

/** Filters and sorts the listed leads (the server does it; the browser only sends the query). */
export function applyMarketQuery(leads: MarketLead[], query: MarketQuery): MarketLead[] {
  const filtered = leads.filter(
    (lead) =>
      (query.quality === undefined || lead.quality === query.quality) &&
      (query.jobStatus === undefined || lead.jobStatus === query.jobStatus) &&
      (query.coverageWish === undefined || lead.coverageWish === query.coverageWish),
  );
  const byNewest = (a: MarketLead, b: MarketLead) => b.createdAt.localeCompare(a.createdAt);
  const comparators: Record<MarketSort, (a: MarketLead, b: MarketLead) => number> = {
    newest: byNewest,
    "price-asc": (a, b) => a.priceCents - b.priceCents || byNewest(a, b),
    "price-desc": (a, b) => b.priceCents - a.priceCents || byNewest(a, b),
    "age-asc": (a, b) => (a.age ?? 999) - (b.age ?? 999) || byNewest(a, b),
  };
  return [...filtered].sort(comparators[query.sort]);
}

/** Admin input: PATCH /api/admin/leads/{id}. */
export const leadUpdateSchema = z.object({ action: z.enum(["validate", "withdraw"]) });

export const INVOICE_MESSAGE = "Bitte geben Sie eine Rechnungsnummer ein (höchstens 40 Zeichen).";

/** Admin input: PATCH /api/admin/lead-purchases/{id} — mark paid with the invoice number. */
export const markPaidSchema = z.object({
  invoiceNumber: z
    .string({ error: INVOICE_MESSAGE })
    .trim()
    .min(1, { error: INVOICE_MESSAGE })
    .max(40, { error: INVOICE_MESSAGE }),
});

const LICENSE_NUMBER_MESSAGE =
  "Die Lizenznummer darf nur Großbuchstaben, Ziffern und Bindestriche enthalten (4 bis 40 Zeichen).";
const EXPIRY_MESSAGE = "Bitte geben Sie ein gültiges Ablaufdatum ein (TT.MM.JJJJ) oder lassen Sie es leer.";

/** 'YYYY-MM-DD' (date input) or empty (no expiry). */
const expirySchema = z
  .union([z.literal(""), z.null(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: EXPIRY_MESSAGE })], {
    error: EXPIRY_MESSAGE,
  })
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: EXPIRY_MESSAGE,
  });

/** Admin input: POST /api/admin/licenses. */
export const licenseCreateSchema = z.object({
  licenseNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,40}$/, { error: LICENSE_NUMBER_MESSAGE })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  userType: z.enum(["broker", "insurance"], { error: "Bitte wählen Sie Makler oder Versicherung." }),
  expiresAt: expirySchema.optional().default(null),
});

/** Admin input: PATCH /api/admin/licenses/{number}. */
export const licenseUpdateSchema = z
  .object({ isActive: z.boolean().optional(), expiresAt: expirySchema.optional() })
  .refine((value) => value.isActive !== undefined || value.expiresAt !== undefined, {
    error: "Bitte geben Sie eine Änderung an.",
  });

/** A licence's expiry day (YYYY-MM-DD) → the instant it ends: the end of that day in Berlin (23:59:59). */
export function expiryInstant(day: string): Date {
  // Berlin is UTC+1 or UTC+2: take the later candidate that still falls on `day` in Berlin.
  const summer = new Date(`${day}T21:59:59Z`);
  const winter = new Date(`${day}T22:59:59Z`);
  return berlinDate(winter) === day ? winter : summer;
}

/** Labels of the market table (German). */
export const COVERAGE_WISH_LABELS: Record<CoverageType, string> = {
  basic: "Basis",
  comfort: "Komfort",
  premium: "Premium",
};

/** 'Makler-Dashboard' for brokers, 'Versicherer-Dashboard' for insurance users. */
export function dashboardTitle(userType: string): string {
  return userType === "insurance" ? "Versicherer-Dashboard" : "Makler-Dashboard";
}
