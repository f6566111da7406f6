import { desc, eq } from "drizzle-orm";
import { comparisons } from "../../adapters/db/schema";
import type { AccountDeps } from "./types";

/** The user's stored comparisons, newest first (personal area). */
export function createListComparisons(deps: Pick<AccountDeps, "db">) {
  const { db } = deps;
  return async function listComparisons(userId: string) {
    return db
      .select({ id: comparisons.id, createdAt: comparisons.createdAt, offerCount: comparisons.offerCount })
      .from(comparisons)
      .where(eq(comparisons.userId, userId))
      .orderBy(desc(comparisons.createdAt))
      .limit(20);
  };
}
