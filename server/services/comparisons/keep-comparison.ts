import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { comparisons } from "../../adapters/db/schema";
import type { Comparisons, StoredComparison } from "./types";

/** The comparison and, for a household, every member's comparison: they are kept and deleted together. */
const idsOf = (comparison: StoredComparison) =>
  comparison.household?.members.map((member) => member.comparisonId) ?? [comparison.id];

/**
 * 'Vergleich speichern' (docs/product/documents.md#meine-vergleiche): an anonymous comparison becomes the account's,
 * listed in 'Meine Vergleiche' and no longer deleted after 30 days. Nothing changes for a comparison of another
 * account (false) or one the account already has (true).
 */
export function createKeepComparison(
  db: Database,
  get: Comparisons["get"],
  now: () => Date,
): Comparisons["keep"] {
  return async (id, userId) => {
    const comparison = await get(id);
    if (!comparison) return false;
    if (comparison.ownerId) return comparison.ownerId === userId;
    await db
      .update(comparisons)
      // 'Meine Vergleiche' lists the newest kept first (updated_at).
      .set({ userId, updatedAt: now() })
      .where(and(inArray(comparisons.id, idsOf(comparison)), isNull(comparisons.userId)));
    return true;
  };
}

/** Deletes one of the account's comparisons (with its household's); false when it is not the account's. */
export function createRemoveComparison(db: Database, get: Comparisons["get"]): Comparisons["remove"] {
  return async (id, userId) => {
    const comparison = await get(id);
    if (!comparison || comparison.ownerId !== userId) return false;
    await db
      .delete(comparisons)
      .where(and(inArray(comparisons.id, idsOf(comparison)), eq(comparisons.userId, userId)));
    return true;
  };
}
