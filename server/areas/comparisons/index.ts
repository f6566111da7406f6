import { createCreateComparison } from "./create-comparison";
import { createGetComparison } from "./get-comparison";
import { createKeepComparison, createRemoveComparison } from "./keep-comparison";
import { createPurgeComparisons } from "./purge-comparisons";
import { createComparisonRowBatcher } from "./result-batcher";
import { createSavingsClaimBasis } from "./savings-claim-basis";
import { createSharedResults } from "./shared-results";
import type { ComparisonDeps, Comparisons } from "./types";

export type { ComparisonObserver } from "./calculate-offers";
export {
  createTariffEngine,
  type EngineAdapter,
  engineCredentials,
  type TariffCalculator,
  type TariffEngine,
} from "./compare-tariffs";
export { deleteComparisonsOf, exportComparisonsOf, listComparisonsOf } from "./comparisons-of-person";
export { comparisonPaths } from "./portal-paths";
export { ANONYMOUS_COMPARISON_TTL_MS, scheduleComparisonCleanup } from "./purge-comparisons";
export { createRequestComparisons, type RequestComparisons, visibleTo } from "./request-comparisons";
export { defaultResultsView } from "./results-view";
export { createShareLinks, type ShareLinks } from "./share-links";
export type {
  Comparisons,
  ComparisonViewer,
  CreatedComparison,
  EngineKind,
  StoredComparison,
} from "./types";

/** The comparison use cases (one per file) over one database, calculator and shared-result store. */
export function createComparisons(options: Omit<ComparisonDeps, "now"> & { now?: () => Date }): Comparisons {
  const deps: ComparisonDeps = { ...options, now: options.now ?? (() => new Date()) };
  const { db } = deps.database;
  const results = createSharedResults(db);
  const get = createGetComparison(db, results);
  return {
    create: createCreateComparison(deps, { results, insertRow: createComparisonRowBatcher(db) }),
    get,
    deleteExpiredAnonymous: createPurgeComparisons(db, results, deps.now),
    keep: createKeepComparison(db, get, deps.now),
    remove: createRemoveComparison(db, get),
    savingsClaimBasis: createSavingsClaimBasis(deps.calculator, deps.now),
  };
}
