import { requestedPersonCount } from "../../../domain/comparison/comparison-request";
import { browserKeyHash } from "../../adapters/auth/browser-key";
import type { Caller } from "../../ports/caller";
import type { RateLimiter } from "../../ports/rate-limiter";
import { enforceComparisonRateLimit } from "./comparison-rate-limit";
import type { Comparisons, ComparisonViewer, StoredComparison } from "./types";

/**
 * A comparison as a viewer may see it in full — inputs, birth date, health answers
 * (docs/product/results.md#who-sees-a-comparison): an account's only for that account, an anonymous one only for
 * the browser that made it; for anybody else it does not exist. (The share link shows the results without any of
 * that to whoever holds it: share-links.ts.)
 */
export function visibleTo(
  comparison: StoredComparison | undefined,
  viewer: ComparisonViewer,
): StoredComparison | undefined {
  if (!comparison) return undefined;
  if (comparison.ownerId) return comparison.ownerId === viewer.userId ? comparison : undefined;
  const hash = browserKeyHash(viewer.browserKey);
  return hash !== undefined && comparison.creatorKeyHash === hash ? comparison : undefined;
}

/**
 * The comparisons as one request sees them: new comparisons count against the client address's limit (shared by
 * the API and the form actions; one point per person priced) and belong to the signed-in owner and to the browser that made them. `get` finds
 * only what `visibleTo` lets the viewer see (for anybody else it does not exist: 404, never 403); `anonymous`
 * tells whether a comparison the viewer cannot see is an anonymous one (its results page then shows the share
 * view). The viewer is looked up only when needed.
 */
export function createRequestComparisons(deps: { comparisons: Comparisons; limiter: RateLimiter }) {
  return (caller: Caller, ownerId: () => Promise<string | undefined>): RequestComparisons => {
    const { browserKey } = caller;
    return {
      ...deps.comparisons,
      async get(id) {
        const comparison = await deps.comparisons.get(id);
        if (!comparison) return undefined;
        // The account is looked up only for an account's comparison.
        return visibleTo(comparison, {
          userId: comparison.ownerId ? await ownerId() : undefined,
          browserKey,
        });
      },
      async create(input, options = {}) {
        await enforceComparisonRateLimit(deps.limiter, caller.clientAddress, requestedPersonCount(input));
        return deps.comparisons.create(input, {
          userId: options.userId ?? (await ownerId()),
          browserKey,
          ...(options.firstInformation ? { firstInformation: options.firstInformation } : {}),
        });
      },
      async keep(id, viewer) {
        return deps.comparisons.keep(id, { ...viewer, browserKey });
      },
      async isOthersAnonymous(id) {
        const comparison = await deps.comparisons.get(id);
        return (
          comparison !== undefined &&
          !comparison.ownerId &&
          visibleTo(comparison, { browserKey }) === undefined
        );
      },
    };
  };
}

/** The comparisons of one request (createRequestComparisons). */
export interface RequestComparisons extends Comparisons {
  /** Whether `id` is an anonymous comparison another browser made (its plain link then opens the share view). */
  isOthersAnonymous(id: string): Promise<boolean>;
}
