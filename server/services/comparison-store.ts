import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import { preferredDeductible } from "../../domain/comparison/deductible";
import { createLongFormSchema, type LongFormData } from "../../domain/comparison/long-form";
import { berlinDate } from "../../domain/dates/berlin-date";
import type { FieldErrors } from "../../domain/errors/app-error";
import { fieldErrorsFromIssues } from "../../domain/errors/field-errors";
import type { Offer } from "../../domain/offers/offer";
import type { PriceBasis } from "../../domain/offers/tariff-record";
import { MODEL_PRICE_NOTICE } from "../../rating";
import type { DatabaseHandle } from "../adapters/db/client";
import { comparisons } from "../adapters/db/schema";
import type { RateLimiter } from "../middleware/rate-limiter";
import type { TariffCalculator } from "./compare-tariffs";
import { type EngineFailureCode, engineFailureCode } from "./engine-failure";

/** Anonymous comparisons are deleted after this time. */
export const ANONYMOUS_COMPARISON_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How often the clean-up runs while the server is up (plus once at start-up). */
export const CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;

export const COMPARISON_RATE_LIMITED = "Zu viele Anfragen. Bitte versuchen Sie es später erneut.";

export type EngineKind = "embedded" | "external";

/** A stored comparison: the validated input and the ranked offers (best first). */
export interface StoredComparison {
  id: string;
  input: LongFormData;
  /** The ranked offers as computed then: one deductible variant per tariff, best first. */
  offers: Offer[];
  /**
   * Every deductible variant the engine returned (comparisons stored before variants existed: `offers`), so the
   * results filters pick among real variants after a reload.
   */
  variants: Offer[];
  /** The deductible each tariff is shown at by default (the visitor's choice or the job-status default). */
  preferredDeductible: number;
  count: number;
  engine: EngineKind;
  priceBasis: PriceBasis | undefined;
  /** The label shown with model prices (embedded engine), else undefined. */
  priceNotice: string | undefined;
  createdAt: string;
}

const priceNoticeFor = (priceBasis: PriceBasis | undefined) =>
  priceBasis === "model" ? MODEL_PRICE_NOTICE : undefined;

interface StoredOffers {
  all: Offer[];
  variants?: Offer[];
  preferredDeductible?: number;
  priceBasis?: PriceBasis;
  insuranceStart?: string;
}

/**
 * Outcome of a new comparison. Failures carry what the API and the route actions need: the first message per
 * field and all messages per field (invalid input), or the error code and the engine's text (engine failure,
 * rate limit).
 */
export type CreateComparisonResult =
  | { ok: true; comparison: StoredComparison }
  | { ok: false; kind: "invalid"; errors: Record<string, string>; fieldErrors: FieldErrors }
  | { ok: false; kind: "engine"; code: EngineFailureCode; error: string }
  | { ok: false; kind: "rate-limited"; code: "rate-limited"; error: string; retryAfterSeconds: number };

/** Stored comparisons: calculates through the tariff calculator, stores input and offers, reads them back. */
export interface ComparisonStore {
  create(input: unknown, options?: { userId?: string }): Promise<CreateComparisonResult>;
  get(id: string): Promise<StoredComparison | undefined>;
  /** Deletes anonymous comparisons older than 30 days; returns how many. */
  deleteExpiredAnonymous(): Promise<number>;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isComparisonId(value: string | null | undefined): value is string {
  return typeof value === "string" && ID_PATTERN.test(value);
}

export function createComparisonStore(deps: {
  database: DatabaseHandle;
  calculator: TariffCalculator;
  engine: EngineKind;
  now?: () => Date;
}): ComparisonStore {
  const now = deps.now ?? (() => new Date());
  const { db } = deps.database;

  return {
    async create(input, options = {}) {
      const schema = createLongFormSchema({ today: berlinDate(now()) });
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsFromIssues(parsed.error.issues);
        const errors: Record<string, string> = {};
        for (const [field, messages] of Object.entries(fieldErrors)) errors[field] = messages[0] ?? "";
        return { ok: false, kind: "invalid", errors, fieldErrors };
      }
      const result = await deps.calculator.calculateOffers(parsed.data);
      if (!result.success) {
        return {
          ok: false,
          kind: "engine",
          code: engineFailureCode(result.error),
          error: result.error ?? "Bei der Tarifberechnung ist ein Fehler aufgetreten.",
        };
      }
      const all = result.offers?.all ?? [];
      const variants = result.variants ?? all;
      const preferred = result.preferredDeductible ?? preferredDeductible(parsed.data);
      const stored: StoredOffers = {
        all,
        variants,
        preferredDeductible: preferred,
        priceBasis: result.priceBasis,
        insuranceStart: result.insuranceStart,
      };
      const id = randomBytes(12).toString("base64url");
      const createdAt = now();
      await db.insert(comparisons).values({
        id,
        userId: options.userId ?? null,
        input: parsed.data,
        offers: stored,
        offerCount: all.length,
        engine: deps.engine,
        createdAt,
        updatedAt: createdAt,
      });
      return {
        ok: true,
        comparison: {
          id,
          input: parsed.data,
          offers: all,
          variants,
          preferredDeductible: preferred,
          count: all.length,
          engine: deps.engine,
          priceBasis: result.priceBasis,
          priceNotice: priceNoticeFor(result.priceBasis),
          createdAt: createdAt.toISOString(),
        },
      };
    },

    async get(id) {
      if (!isComparisonId(id)) return undefined;
      const [row] = await db.select().from(comparisons).where(eq(comparisons.id, id));
      if (!row) return undefined;
      const stored = row.offers as StoredOffers;
      const input = row.input as LongFormData;
      const offers = stored.all ?? [];
      return {
        id: row.id,
        input,
        offers,
        variants: stored.variants ?? offers,
        preferredDeductible: stored.preferredDeductible ?? preferredDeductible(input),
        count: row.offerCount,
        engine: row.engine as EngineKind,
        priceBasis: stored.priceBasis,
        priceNotice: priceNoticeFor(stored.priceBasis),
        createdAt: row.createdAt.toISOString(),
      };
    },

    async deleteExpiredAnonymous() {
      const cutoff = new Date(now().getTime() - ANONYMOUS_COMPARISON_TTL_MS);
      const deleted = await db
        .delete(comparisons)
        .where(and(isNull(comparisons.userId), lt(comparisons.createdAt, cutoff)))
        .returning({ id: comparisons.id });
      return deleted.length;
    },
  };
}

/**
 * The store as one request sees it: new comparisons count against the client address's limit (shared by the
 * API and the /comparison form action) and belong to the signed-in owner, looked up only when one is created.
 */
export function createRequestComparisons(deps: {
  store: ComparisonStore;
  limiter: RateLimiter;
  clientIp: (request: Request) => string;
}) {
  return (request: Request, ownerId: () => Promise<string | undefined>): ComparisonStore => ({
    ...deps.store,
    async create(input, options = {}) {
      const { allowed, retryAfterSeconds } = await deps.limiter.hit(deps.clientIp(request));
      if (!allowed) {
        return {
          ok: false,
          kind: "rate-limited",
          code: "rate-limited",
          error: COMPARISON_RATE_LIMITED,
          retryAfterSeconds,
        };
      }
      return deps.store.create(input, { userId: options.userId ?? (await ownerId()) });
    },
  });
}

/** Runs the clean-up now and then every `intervalMs`; returns a stop function. The timer never keeps Node alive. */
export function scheduleComparisonCleanup(
  service: Pick<ComparisonStore, "deleteExpiredAnonymous">,
  options: { intervalMs?: number; onError: (error: unknown) => void },
): { firstRun: Promise<number>; stop: () => void } {
  const { onError } = options;
  const run = () =>
    service.deleteExpiredAnonymous().catch((error: unknown) => {
      onError(error);
      return 0;
    });
  const firstRun = run();
  const timer = setInterval(run, options.intervalMs ?? CLEANUP_INTERVAL_MS);
  timer.unref();
  return { firstRun, stop: () => clearInterval(timer) };
}
