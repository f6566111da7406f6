import type { MarketQuery } from "../../../domain/leads/market";

/** The market's URL search params for a query and page (empty filters and the defaults left out). */
export function marketSearch(query: MarketQuery, extra: { page?: number; buy?: string } = {}): string {
  const params = new URLSearchParams();
  if (query.quality) params.set("quality", query.quality);
  if (query.jobStatus) params.set("jobStatus", query.jobStatus);
  if (query.coverageWish) params.set("coverageWish", query.coverageWish);
  if (query.sort !== "newest") params.set("sort", query.sort);
  if (extra.page && extra.page > 1) params.set("page", String(extra.page));
  if (extra.buy) params.set("buy", extra.buy);
  const search = params.toString();
  return search ? `?${search}` : "";
}
