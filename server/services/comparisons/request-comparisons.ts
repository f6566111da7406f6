import type { RateLimiter } from "../../middleware/rate-limiter";
import { enforceComparisonRateLimit } from "./comparison-rate-limit";
import type { Comparisons, StoredComparison } from "./types";

/**
 * A comparison as a viewer may see it (docs/product/results.md#who-sees-a-comparison): an account's only for that
 * account, an anonymous one for anybody with the link; otherwise it does not exist.
 */
export function visibleTo(
  comparison: StoredComparison | undefined,
  viewerId: string | undefined,
): StoredComparison | undefined {
  return !comparison?.ownerId || comparison.ownerId === viewerId ? comparison : undefined;
}

/**
 * The comparisons as one request sees them: new comparisons count against the client address's limit (shared by
 * the API and the form actions) and belong to the signed-in owner. A comparison that belongs to an account is
 * found only by that account (for anybody else it does not exist: 404, never 403); anonymous ones are read by
 * anybody with the link (docs/product/results.md#who-sees-a-comparison). The viewer is looked up only when needed.
 */
export function createRequestComparisons(deps: {
  comparisons: Comparisons;
  limiter: RateLimiter;
  clientIp: (request: Request) => string;
}) {
  return (request: Request, ownerId: () => Promise<string | undefined>): Comparisons => ({
    ...deps.comparisons,
    async get(id) {
      const comparison = await deps.comparisons.get(id);
      // The viewer is looked up only for an account's comparison.
      return comparison?.ownerId ? visibleTo(comparison, await ownerId()) : comparison;
    },
    async create(input, options = {}) {
      await enforceComparisonRateLimit(deps.limiter, deps.clientIp(request));
      return deps.comparisons.create(input, { userId: options.userId ?? (await ownerId()) });
    },
  });
}
