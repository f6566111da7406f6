import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { comparisons } from "../../adapters/db/schema/comparisons";
import { visibleTo } from "./request-comparisons";
import type { Comparisons, StoredComparison } from "./types";

/** The comparison and, for a household, every member's comparison: they are kept and deleted together. */
const idsOf = (comparison: StoredComparison) =>
  comparison.household?.members.map((member) => member.comparisonId) ?? [comparison.id];

/**
 * 'Vergleich speichern' (docs/product/documents.md#meine-vergleiche): an anonymous comparison becomes the account's,
 * listed in 'Meine Vergleiche' and no longer deleted after 30 days — only for the browser that made it. Nothing
 * changes for a comparison of another account or browser (false) or one the account already has (true). The
 * update claims the rows only while they are still nobody's, so of concurrent keeps exactly one wins; the others
 * are told false.
 */
export function createKeepComparison(
  db: Database,
  get: Comparisons["get"],
  now: () => Date,
): Comparisons["keep"] {
  return async (id, viewer) => {
    const comparison = visibleTo(await get(id), viewer);
    if (!comparison) return false;
    if (comparison.ownerId) return true;
    const claimed = await db
      .update(comparisons)
      // 'Meine Vergleiche' lists the newest kept first (updated_at).
      .set({ userId: viewer.userId, updatedAt: now() })
      .where(
        and(
          inArray(comparisons.id, idsOf(comparison)),
          isNull(comparisons.userId),
          eq(comparisons.creatorKeyHash, comparison.creatorKeyHash ?? ""),
        ),
      )
      .returning({ id: comparisons.id });
    if (claimed.some((row) => row.id === comparison.id)) return true;
    // Lost a race: true only when this very account won it (a double submit).
    const [row] = await db
      .select({ userId: comparisons.userId })
      .from(comparisons)
      .where(eq(comparisons.id, comparison.id));
    return row?.userId === viewer.userId;
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
