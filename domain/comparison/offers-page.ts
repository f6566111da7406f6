import type { FieldErrors } from "../errors/app-error";

/**
 * Pages of a comparison's offers in the API's answers (docs/product/comparison.md#offer-pages): a household's
 * answer holds every person's list, so each list is one page unless `limit` asks for more; a single person's
 * answer holds all of its offers unless `limit` asks for fewer.
 */
export const HOUSEHOLD_OFFERS_PAGE = 5;
/** The most offers one list of an answer holds. */
export const MAX_OFFERS_PAGE = 100;

export const OFFERS_PAGE_MESSAGES = {
  limit: `Bitte geben Sie für limit eine ganze Zahl von 1 bis ${MAX_OFFERS_PAGE} an.`,
  offset: "Bitte geben Sie für offset eine ganze Zahl ab 0 an.",
} as const;

/** What a request asks for: the first offer of the page and, when given, how many. */
export interface OffersPageRequest {
  offset: number;
  limit: number | undefined;
}

/** The page an answer's list holds: where it starts, how many it may hold, how many there are, where the next starts. */
export interface OffersPage {
  offset: number;
  limit: number;
  total: number;
  /** The offset of the next page; undefined on the last. */
  nextOffset: number | undefined;
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/** `offset` and `limit` of a query (strings as sent, absent = default); per-field messages when one is wrong. */
export function parseOffersPageRequest(query: {
  offset?: string | undefined;
  limit?: string | undefined;
}): { page: OffersPageRequest } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  let offset = 0;
  let limit: number | undefined;
  if (query.offset !== undefined) {
    if (WHOLE_NUMBER.test(query.offset)) offset = Number(query.offset);
    else errors.offset = [OFFERS_PAGE_MESSAGES.offset];
  }
  if (query.limit !== undefined) {
    const value = WHOLE_NUMBER.test(query.limit) ? Number(query.limit) : 0;
    if (value >= 1 && value <= MAX_OFFERS_PAGE) limit = value;
    else errors.limit = [OFFERS_PAGE_MESSAGES.limit];
  }
  return Object.keys(errors).length > 0 ? { errors } : { page: { offset, limit } };
}

/** The page of a list of `total` offers: `limit` as asked, else a household's page or (single person) all of them. */
export function offersPageOf(total: number, request: OffersPageRequest, household: boolean): OffersPage {
  const limit = request.limit ?? (household ? HOUSEHOLD_OFFERS_PAGE : Math.max(total, 1));
  const end = request.offset + limit;
  return { offset: request.offset, limit, total, nextOffset: end < total ? end : undefined };
}
