import { and, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { comparisonResults, comparisons } from "../../adapters/db/schema/comparisons";
import type { SharedResults } from "./shared-results";
import type { Comparisons } from "./types";

/** Anonymous comparisons are deleted after this time. */
export const ANONYMOUS_COMPARISON_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How often the clean-up runs while the server is up (plus once at start-up). */
const CLEANUP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Shared results no comparison refers to are kept this long after their last use. */
const UNUSED_RESULT_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * The advisory lock of the clean-up: with several instances on one PostgreSQL database only one of them runs it
 * at a time (the others skip their run; docs/architecture.md#background-jobs).
 */
export const PURGE_LOCK_ID = 7_244_872;

/**
 * Deletes anonymous comparisons older than 30 days and the shared results nobody uses any more. Runs in one
 * transaction under `pg_try_advisory_xact_lock`: when another instance holds the lock, this run deletes
 * nothing and returns 0.
 */
export function createPurgeComparisons(
  db: Database,
  results: SharedResults,
  now: () => Date,
): Comparisons["deleteExpiredAnonymous"] {
  return async () => {
    const time = now().getTime();
    const cutoff = new Date(time - ANONYMOUS_COMPARISON_TTL_MS);
    const deleted = await db.transaction(async (tx) => {
      const locked = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${PURGE_LOCK_ID}) as "locked"`,
      )) as unknown as { rows: Array<{ locked: boolean }> };
      if (!locked.rows[0]?.locked) return undefined;
      const rows = await tx
        .delete(comparisons)
        .where(and(isNull(comparisons.userId), lt(comparisons.createdAt, cutoff)))
        .returning({ id: comparisons.id });
      // Shared results no comparison refers to any more (also after deleted accounts), unused for a day: a
      // process marks a result used at least hourly while it stores comparisons with it, so none is in use.
      await tx
        .delete(comparisonResults)
        .where(
          and(
            lt(comparisonResults.lastUsedAt, new Date(time - UNUSED_RESULT_GRACE_MS)),
            sql`not exists (select 1 from ${comparisons} where ${comparisons.resultHash} = ${comparisonResults.hash})`,
          ),
        );
      return rows.length;
    });
    if (deleted === undefined) return 0;
    results.forgetTouched();
    return deleted;
  };
}

/**
 * Runs the clean-up now and then every `intervalMs`; a run never starts while the last one is still going.
 * `stop` ends the timer and resolves once a run in flight has finished, so the database can be closed after it.
 * The timer never keeps Node alive.
 */
export function scheduleComparisonCleanup(
  service: Pick<Comparisons, "deleteExpiredAnonymous">,
  options: { intervalMs?: number; onError: (error: unknown) => void },
): { firstRun: Promise<number>; stop: () => Promise<void> } {
  const { onError } = options;
  let running: Promise<number> | undefined;
  const run = () => {
    running ??= service
      .deleteExpiredAnonymous()
      .catch((error: unknown) => {
        onError(error);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const firstRun = run();
  const timer = setInterval(run, options.intervalMs ?? CLEANUP_INTERVAL_MS);
  timer.unref();
  return {
    firstRun,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
