import { asc, eq } from "drizzle-orm";
import {
  mergeYearlyTables,
  YEARLY_CONSTANTS,
  type YearlyConstants,
  type YearlyTable,
} from "../../../domain/constants/yearly-constants";
import { storedYearlyConstantsSchema } from "../../../domain/constants/yearly-figures-form";
import type { Database } from "../../adapters/db/client";
import { yearlyFigures } from "../../adapters/db/schema/site";
import { type AuditActor, recordAudit } from "./audit-log";
import { settingsChanges } from "./site-settings";

/**
 * The yearly figures in force on this instance (docs/product/constants.md#maintaining-the-yearly-figures): the
 * shipped table with the years admins stored in `yearly_figures` on top. Calculations ask `table()` (synchronous:
 * the engine prices without I/O); the stored years are read again at most every `ttlMs`, so a year stored on
 * another instance applies here within that time, and at once on the instance that stored it.
 */
export interface YearlyFigures {
  /** The merged table as last read (a stale one starts a read in the background). */
  table(): YearlyTable;
  /** Reads the stored years again when the last read is older than the TTL (or `force`); callers share a read. */
  refresh(options?: { force?: boolean }): Promise<YearlyTable>;
  /** The stored years, newest first, with who stored them and when (the admin page). */
  stored(): Promise<StoredYearlyFigures[]>;
  /** Stores (or replaces) one year's full row, audited in the same transaction; applies at once here. */
  save(row: YearlyConstants, actor: AuditActor | null): Promise<YearlyConstants>;
}

export interface StoredYearlyFigures {
  figures: YearlyConstants;
  updatedAt: Date;
  updatedBy: string | null;
}

/** How long an instance reuses the stored years it read. */
const YEARLY_FIGURES_TTL_MS = 2_000;

async function readStored(db: Database): Promise<StoredYearlyFigures[]> {
  const rows = await db.select().from(yearlyFigures).orderBy(asc(yearlyFigures.year));
  const stored: StoredYearlyFigures[] = [];
  for (const row of rows) {
    // A row that does not parse (edited by hand) is left out: the shipped row or the nearest year applies.
    const parsed = storedYearlyConstantsSchema.safeParse(row.figures);
    if (parsed.success && parsed.data.year === row.year)
      stored.push({ figures: parsed.data, updatedAt: row.updatedAt, updatedBy: row.updatedBy });
  }
  return stored;
}

export function createYearlyFigures(
  db: Database,
  options: { ttlMs?: number; now?: () => number; onError?: (error: unknown) => void } = {},
): YearlyFigures {
  const ttlMs = options.ttlMs ?? YEARLY_FIGURES_TTL_MS;
  const now = options.now ?? Date.now;
  let current: YearlyTable = YEARLY_CONSTANTS;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<YearlyTable> | undefined;

  const read = (): Promise<YearlyTable> => {
    reading ??= readStored(db)
      .then((stored) => {
        current = mergeYearlyTables(
          YEARLY_CONSTANTS,
          stored.map((entry) => entry.figures),
        );
        readAt = now();
        return current;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  const refresh: YearlyFigures["refresh"] = async ({ force = false } = {}) => {
    if (!force && now() - readAt < ttlMs) return current;
    return read();
  };

  return {
    table() {
      if (now() - readAt >= ttlMs && !reading) {
        read().catch((error: unknown) => options.onError?.(error));
      }
      return current;
    },
    refresh,
    stored: async () => (await readStored(db)).reverse(),
    async save(row, actor) {
      const figures = storedYearlyConstantsSchema.parse(row);
      const at = new Date(now());
      await db.transaction(async (tx) => {
        const database = tx as unknown as Database;
        const [previous] = await database
          .select({ figures: yearlyFigures.figures })
          .from(yearlyFigures)
          .where(eq(yearlyFigures.year, figures.year));
        const before = previous?.figures ?? YEARLY_CONSTANTS.find((entry) => entry.year === figures.year);
        await database
          .insert(yearlyFigures)
          .values({ year: figures.year, figures, updatedAt: at, updatedBy: actor?.email ?? null })
          .onConflictDoUpdate({
            target: yearlyFigures.year,
            set: { figures, updatedAt: at, updatedBy: actor?.email ?? null },
          });
        await recordAudit(
          database,
          {
            actor,
            action: previous ? "yearly-figures.update" : "yearly-figures.create",
            subjectType: "yearly-figures",
            subjectId: String(figures.year),
            details: { changes: settingsChanges(before ?? {}, figures) },
          },
          at,
        );
      });
      await refresh({ force: true });
      return figures;
    },
  };
}
