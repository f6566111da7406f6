import { desc, eq } from "drizzle-orm";
import { comparisons } from "../../adapters/db/schema/comparisons";
import type { AccountDeps } from "./types";

/**
 * 'Meine Vergleiche' (personal area): the account's comparisons, the newest made or kept first
 * (docs/product/documents.md#meine-vergleiche).
 */
export function createListComparisons(deps: Pick<AccountDeps, "db">) {
  const { db } = deps;
  return async function listComparisons(userId: string) {
    return db
      .select({ id: comparisons.id, createdAt: comparisons.createdAt, offerCount: comparisons.offerCount })
      .from(comparisons)
      .where(eq(comparisons.userId, userId))
      .orderBy(desc(comparisons.updatedAt), desc(comparisons.createdAt))
      .limit(100);
  };
}
