import type { CoverageType, JobStatus } from "../comparison/form-values";
import type { LeadQuality } from "./lifecycle";

/**
 * The price rule of a lead (docs/product/leads.md#price), in euro cents so sums stay exact:
 *
 *   price = (base by quality + job status + Beihilfe + coverage wish) × exclusivity × age factor
 *
 * - base: qualifizierte_anfrage 60 €, beratungsgespraech 50 €, rueckruf 40 €, kontaktanfrage 30 €;
 * - job status: self-employed / freelancer +15 €, civil servant +10 €, employed ±0, student / child −10 €;
 * - Beihilfe (civil servants and their children) +10 €;
 * - coverage wish: premium +10 €, comfort +5 €, basic ±0;
 * - exclusivity: a lead sold to one buyer only (maxSales 1) costs the full price, a shared one 60 % per buyer;
 * - age: like an exchange, the price falls 5 % per full day since the lead was created, down to 40 % of it.
 * The result is rounded to whole euros and is never below 10 €.
 */
const PRICE_BASE_CENTS: Record<LeadQuality, number> = {
  qualifizierte_anfrage: 6000,
  beratungsgespraech: 5000,
  rueckruf: 4000,
  kontaktanfrage: 3000,
};

const JOB_STATUS_CENTS: Record<JobStatus, number> = {
  "self-employed": 1500,
  freelancer: 1500,
  "civil-servant": 1000,
  "civil-servant-child": 0,
  employed: 0,
  student: -1000,
  child: -1000,
};

const COVERAGE_CENTS: Record<CoverageType, number> = { premium: 1000, comfort: 500, basic: 0 };

const BEIHILFE_CENTS = 1000;
const SHARED_LEAD_FACTOR = 0.6;
const DAILY_DECAY = 0.05;
const MIN_AGE_FACTOR = 0.4;
const MIN_PRICE_CENTS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PriceInput {
  quality: LeadQuality;
  jobStatus: JobStatus | null;
  beihilfe: boolean;
  coverageWish: CoverageType | null;
  maxSales: number;
  createdAt: Date;
}

/** The age factor: 1 on the first day, −5 % per full day, at least 0.4. */
export function ageFactor(createdAt: Date, now: Date): number {
  const days = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / DAY_MS));
  return Math.max(MIN_AGE_FACTOR, 1 - DAILY_DECAY * days);
}

/** The price in euro cents at `now` (whole euros). */
export function leadPriceCents(input: PriceInput, now: Date): number {
  const list =
    PRICE_BASE_CENTS[input.quality] +
    (input.jobStatus ? JOB_STATUS_CENTS[input.jobStatus] : 0) +
    (input.beihilfe ? BEIHILFE_CENTS : 0) +
    (input.coverageWish ? COVERAGE_CENTS[input.coverageWish] : 0);
  const exclusivity = input.maxSales <= 1 ? 1 : SHARED_LEAD_FACTOR;
  const euros = Math.round((list * exclusivity * ageFactor(input.createdAt, now)) / 100);
  return Math.max(MIN_PRICE_CENTS, euros * 100);
}

/** Cents → the numeric(10,2) text stored in lead_purchases.amount: 4900 → '49.00'. */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** numeric(10,2) text → cents: '49.00' → 4900. */
export function amountToCents(amount: string): number {
  return Math.round(Number(amount) * 100);
}
