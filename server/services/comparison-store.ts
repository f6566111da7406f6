import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { gunzip as gunzipCallback, gzip as gzipCallback } from "node:zlib";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { preferredDeductible } from "../../domain/comparison/deductible";
import { createLongFormSchema, type LongFormData } from "../../domain/comparison/long-form";
import { type FiguresLabel, figuresLabel } from "../../domain/constants/figures-notice";
import { constantsForDate, type YearlyConstants } from "../../domain/constants/yearly-constants";
import { berlinDate, firstOfNextMonth } from "../../domain/dates/berlin-date";
import type { FieldErrors } from "../../domain/errors/app-error";
import { fieldErrorsFromIssues } from "../../domain/errors/field-errors";
import type { Offer } from "../../domain/offers/offer";
import type { PriceBasis } from "../../domain/offers/tariff-record";
import { LruCache, MODEL_PRICE_NOTICE } from "../../rating";
import type { DatabaseHandle } from "../adapters/db/client";
import { comparisonResults, comparisons } from "../adapters/db/schema";
import { createWriteBatcher } from "../adapters/db/write-batcher";
import type { RateLimiter } from "../middleware/rate-limiter";
import type { TariffCalculator } from "./compare-tariffs";
import { type EngineFailureCode, engineFailureCode } from "./engine-failure";
import type { YearlyFigures } from "./yearly-figures";

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
  /** The insurance start the offers were computed for (YYYY-MM-DD). */
  insuranceStart: string;
  /** Which year's figures were used, and whether they stood in for a year not in the table yet. */
  figures: FiguresLabel;
  /** The figures themselves as used then (savings basis, tooltips): a later change of the table leaves them. */
  constants: YearlyConstants;
  createdAt: string;
  /**
   * The account the comparison belongs to (made while signed in), else null: anonymous comparisons are shared
   * by link. Only that account sees an owned one (createRequestComparisons); never part of an answer.
   */
  ownerId: string | null;
}

const priceNoticeFor = (priceBasis: PriceBasis | undefined) =>
  priceBasis === "model" ? MODEL_PRICE_NOTICE : undefined;

/** `comparisons.offers` of rows stored before decision 020: the offers themselves. */
interface StoredOffers {
  all: Offer[];
  variants?: Offer[];
  preferredDeductible?: number;
  priceBasis?: PriceBasis;
  insuranceStart?: string;
}

/** The yearly figures stored with a comparison (since the start date became a choice). */
interface StoredFigures {
  label: FiguresLabel;
  constants: YearlyConstants;
}

/**
 * `comparisons.offers` since decision 020 (docs/decisions/020-comparison-performance.md): the ranked offers as
 * positions in the shared result (`comparisons.result_hash` → `comparison_results`), which holds every variant.
 * A ranked offer that is not one of the variants (never the case with the rating service) is kept in `extra`.
 */
interface CompactStoredOffers {
  format: 2;
  /** Position in the result's variants, or -1 - index into `extra`. */
  ranked: number[];
  extra?: Offer[];
  preferredDeductible: number;
  priceBasis?: PriceBasis;
  insuranceStart?: string;
  figures?: StoredFigures;
}

/** The figures of comparisons stored before they were recorded: the shipped row of the comparison's year. */
function legacyFigures(createdAt: Date): StoredFigures {
  const constants = constantsForDate(createdAt);
  return { label: { year: constants.year, requestedYear: constants.year, provisional: false }, constants };
}

const isCompact = (value: unknown): value is CompactStoredOffers =>
  typeof value === "object" && value !== null && (value as { format?: unknown }).format === 2;

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/** A shared result is touched (last_used_at) at most this often per process; unused ones are purged after a day. */
const RESULT_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
const UNUSED_RESULT_GRACE_MS = 24 * 60 * 60 * 1000;
/** Decoded shared results kept in memory for the results pages. */
const DECODED_RESULTS = 64;

export function resultHashOf(variants: readonly Offer[]): string {
  return createHash("sha256").update(JSON.stringify(variants)).digest("base64url");
}

type PackedRanking = Pick<CompactStoredOffers, "ranked" | "extra">;

export function packRanked(variants: readonly Offer[], ranked: readonly Offer[]): PackedRanking {
  const position = new Map<Offer, number>();
  variants.forEach((offer, index) => {
    position.set(offer, index);
  });
  const extra: Offer[] = [];
  const indexes = ranked.map((offer) => {
    const known = position.get(offer);
    if (known !== undefined) return known;
    extra.push(offer);
    return -extra.length;
  });
  return { ranked: indexes, extra: extra.length > 0 ? extra : undefined };
}

export function unpackRanked(
  variants: readonly Offer[],
  stored: Pick<CompactStoredOffers, "ranked" | "extra">,
) {
  return stored.ranked.map((index) => {
    const offer = index >= 0 ? variants[index] : stored.extra?.[-index - 1];
    if (!offer) throw new Error("Stored comparison refers to a missing offer.");
    return offer;
  });
}

/**
 * Outcome of a new comparison. Failures carry what the API and the route actions need: the first message per
 * field and all messages per field (invalid input), or the error code and the engine's text (engine failure,
 * rate limit).
 */
export type CreateComparisonResult =
  | {
      ok: true;
      comparison: StoredComparison;
      /** JSON of `comparison.offers`, serialised once per cached ranking (the API's answer reuses it). */
      offersJson: () => string;
    }
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
  /** Re-reads the yearly figures admins store before a comparison (cheap while fresh). */
  yearlyFigures?: Pick<YearlyFigures, "refresh">;
}): ComparisonStore {
  const now = deps.now ?? (() => new Date());
  const { db } = deps.database;
  // The long-form schema depends on the day only (age rules); built once per day, not per comparison.
  let schema: { today: string; schema: ReturnType<typeof createLongFormSchema> } | undefined;
  const schemaFor = (today: string) => {
    if (schema?.today !== today) schema = { today, schema: createLongFormSchema({ today }) };
    return schema.schema;
  };
  const decoded = new LruCache<string, Offer[]>(DECODED_RESULTS, Number.POSITIVE_INFINITY);
  /** The ranked offers as positions, per cached ranking (the engine-result cache hands out the same arrays). */
  const packedRankings = new WeakMap<
    readonly Offer[],
    { variants: readonly Offer[]; packed: PackedRanking }
  >();
  const packRankedOnce = (variants: readonly Offer[], ranked: readonly Offer[]): PackedRanking => {
    const known = packedRankings.get(ranked);
    if (known?.variants === variants) return known.packed;
    const packed = packRanked(variants, ranked);
    packedRankings.set(ranked, { variants, packed });
    return packed;
  };
  /** New comparison rows, written together when they arrive while a write is in flight (group commit). */
  const insertComparison = createWriteBatcher<typeof comparisons.$inferInsert>(async (rows) => {
    await db.insert(comparisons).values(rows);
  });
  /** When this process last made sure a shared result is stored (and marked it used). */
  const touched = new Map<string, number>();

  /** Stores the shared result once (or marks it used); equal results share one row. */
  async function storeResult(hash: string, variants: Offer[], at: Date, variantsJson?: Uint8Array) {
    decoded.set(hash, variants);
    const last = touched.get(hash);
    if (last !== undefined && at.getTime() - last < RESULT_TOUCH_INTERVAL_MS) return;
    const updated = await db
      .update(comparisonResults)
      .set({ lastUsedAt: at })
      .where(eq(comparisonResults.hash, hash))
      .returning({ hash: comparisonResults.hash });
    if (updated.length === 0) {
      const payload = await gzip(variantsJson ?? JSON.stringify(variants));
      await db
        .insert(comparisonResults)
        .values({ hash, offers: payload, offerCount: variants.length, createdAt: at, lastUsedAt: at })
        .onConflictDoUpdate({ target: comparisonResults.hash, set: { lastUsedAt: at } });
    }
    if (touched.size >= 10_000) touched.clear();
    touched.set(hash, at.getTime());
  }

  async function loadResult(hash: string): Promise<Offer[]> {
    const cached = decoded.get(hash);
    if (cached) return cached;
    const [row] = await db
      .select({ offers: comparisonResults.offers })
      .from(comparisonResults)
      .where(eq(comparisonResults.hash, hash));
    if (!row) throw new Error(`Shared comparison result ${hash} is missing.`);
    const variants = JSON.parse((await gunzip(row.offers)).toString("utf8")) as Offer[];
    decoded.set(hash, variants);
    return variants;
  }

  return {
    async create(input, options = {}) {
      const schema = schemaFor(berlinDate(now()));
      const parsed = schema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsFromIssues(parsed.error.issues);
        const errors: Record<string, string> = {};
        for (const [field, messages] of Object.entries(fieldErrors)) errors[field] = messages[0] ?? "";
        return { ok: false, kind: "invalid", errors, fieldErrors };
      }
      await deps.yearlyFigures?.refresh();
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
      const resultHash = result.resultHash ?? resultHashOf(variants);
      const createdAt = now();
      const insuranceStart =
        result.insuranceStart ?? parsed.data.insuranceStart ?? firstOfNextMonth(berlinDate(createdAt));
      const figures: StoredFigures = result.figures
        ? { label: figuresLabel(result.figures), constants: result.figures.constants }
        : legacyFigures(createdAt);
      // The JSON hashed for resultHash is the stored form too (serialised once per new result).
      await storeResult(resultHash, variants, createdAt, result.resultHash ? result.variantsJson : undefined);
      const stored: CompactStoredOffers = {
        format: 2,
        ...packRankedOnce(variants, all),
        preferredDeductible: preferred,
        priceBasis: result.priceBasis,
        insuranceStart,
        figures,
      };
      const id = randomBytes(12).toString("base64url");
      await insertComparison({
        id,
        userId: options.userId ?? null,
        input: parsed.data,
        offers: stored,
        resultHash,
        offerCount: all.length,
        engine: deps.engine,
        createdAt,
        updatedAt: createdAt,
      });
      let offersJson: string | undefined;
      return {
        ok: true,
        offersJson: () => {
          offersJson ??= result.offersJson?.() ?? JSON.stringify(all);
          return offersJson;
        },
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
          insuranceStart,
          figures: figures.label,
          constants: figures.constants,
          createdAt: createdAt.toISOString(),
          ownerId: options.userId ?? null,
        },
      };
    },

    async get(id) {
      if (!isComparisonId(id)) return undefined;
      const [row] = await db.select().from(comparisons).where(eq(comparisons.id, id));
      if (!row) return undefined;
      const input = row.input as LongFormData;
      let stored: StoredOffers;
      if (isCompact(row.offers) && row.resultHash) {
        const variants = await loadResult(row.resultHash);
        stored = { ...row.offers, all: unpackRanked(variants, row.offers), variants };
      } else {
        stored = row.offers as StoredOffers;
      }
      const offers = stored.all ?? [];
      // Rows stored before the start was a choice: the start was the first of the month after the comparison,
      // and the figures shown were those of the comparison's year (as the page showed them then).
      const figures =
        (isCompact(row.offers) ? row.offers.figures : undefined) ?? legacyFigures(row.createdAt);
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
        insuranceStart: stored.insuranceStart ?? firstOfNextMonth(berlinDate(row.createdAt)),
        figures: figures.label,
        constants: figures.constants,
        createdAt: row.createdAt.toISOString(),
        ownerId: row.userId,
      };
    },

    async deleteExpiredAnonymous() {
      const time = now().getTime();
      const cutoff = new Date(time - ANONYMOUS_COMPARISON_TTL_MS);
      const deleted = await db
        .delete(comparisons)
        .where(and(isNull(comparisons.userId), lt(comparisons.createdAt, cutoff)))
        .returning({ id: comparisons.id });
      // Shared results no comparison refers to any more (also after deleted accounts), unused for a day: a
      // process marks a result used at least hourly while it stores comparisons with it, so none is in use.
      await db
        .delete(comparisonResults)
        .where(
          and(
            lt(comparisonResults.lastUsedAt, new Date(time - UNUSED_RESULT_GRACE_MS)),
            sql`not exists (select 1 from ${comparisons} where ${comparisons.resultHash} = ${comparisonResults.hash})`,
          ),
        );
      touched.clear();
      return deleted.length;
    },
  };
}

/**
 * The store as one request sees it: new comparisons count against the client address's limit (shared by the
 * API and the /comparison form action) and belong to the signed-in owner. A comparison that belongs to an account
 * is found only by that account (for anybody else it does not exist: 404, never 403); anonymous ones are read by
 * anybody with the link (docs/product/results.md#who-sees-a-comparison). The viewer is looked up only when needed.
 */
export function createRequestComparisons(deps: {
  store: ComparisonStore;
  limiter: RateLimiter;
  clientIp: (request: Request) => string;
}) {
  return (request: Request, ownerId: () => Promise<string | undefined>): ComparisonStore => ({
    ...deps.store,
    async get(id) {
      const comparison = await deps.store.get(id);
      if (!comparison?.ownerId) return comparison;
      return comparison.ownerId === (await ownerId()) ? comparison : undefined;
    },
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
