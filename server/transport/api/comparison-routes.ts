import { Hono } from "hono";
import { pricedStatement } from "../../../domain/comparison/assumptions-text";
import {
  type OffersPageRequest,
  offersPageOf,
  parseOffersPageRequest,
} from "../../../domain/comparison/offers-page";
import { figuresNotice } from "../../../domain/constants/figures-notice";
import { AppError } from "../../../domain/errors/app-error";
import type { Comparisons, StoredComparison } from "../../areas/comparisons";
import { readJsonBody } from "../http/read-body";

/** One list of offers of an answer as its page, and where the next page of that comparison is. */
function offersOf(
  comparison: StoredComparison,
  request: OffersPageRequest,
  /** The whole list's JSON when it is at hand (the engine-result cache): used when the page is the whole list. */
  wholeJson?: () => string,
) {
  const page = offersPageOf(comparison.offers.length, request, comparison.household !== undefined);
  const whole = page.offset === 0 && page.limit >= page.total;
  const offers = whole ? comparison.offers : comparison.offers.slice(page.offset, page.offset + page.limit);
  const next =
    page.nextOffset === undefined
      ? null
      : `/api/comparisons/${comparison.id}?offset=${page.nextOffset}&limit=${page.limit}`;
  return {
    offers,
    json: () => (whole && wholeJson ? wholeJson() : JSON.stringify(offers)),
    offersPage: { offset: page.offset, limit: page.limit, total: page.total, next },
  };
}

/**
 * The answer to a new comparison, as documented (docs/product/comparison.md#api): `{id, offers, offersPage, count,
 * engine, priceBasis, priceNotice, insuranceStart, figures, assumptions, input, createdAt}`; `figures` names the year whose
 * Rechengrößen were used and whether they stand in for the start's year (`provisional`). Every list of offers is a
 * page (docs/product/comparison.md#offer-pages): a single person's all of them unless `limit` says otherwise, a
 * household's first five per person. The offers' JSON comes serialised from the engine-result cache, so equal
 * comparisons do not serialise the same offers again.
 */
function comparisonBody(
  comparison: StoredComparison,
  request: OffersPageRequest,
  wholeJson?: () => string,
  members?: readonly StoredComparison[],
): string {
  const { id, count, engine, priceBasis, priceNotice, insuranceStart, input, createdAt } = comparison;
  const figures = { ...comparison.figures, notice: figuresNotice(comparison.figures) };
  const own = offersOf(comparison, request, wholeJson);
  const rest = JSON.stringify({
    offersPage: own.offersPage,
    count,
    engine,
    priceBasis,
    priceNotice,
    insuranceStart,
    figures,
    assumptions: assumptionsBody(comparison),
    input,
    createdAt,
    ...(comparison.choices ? { role: comparison.choices.role } : {}),
    ...householdParts(comparison, request, members),
  });
  return `{"id":${JSON.stringify(id)},"offers":${own.json()},${rest.slice(1)}`;
}

/**
 * What the comparison priced (docs/product/comparison.md#assumptions): the values and the German sentence every
 * surface states; each offer's own step is its `deductibleAmount`, its own share its `employeeContribution`.
 */
function assumptionsBody(comparison: StoredComparison) {
  return { ...comparison.assumptions, text: pricedStatement(comparison.assumptions) };
}

/**
 * A household (docs/product/comparison.md#family-and-health): every person's comparison (with the page of its
 * offers when just made) and the family's combinations per insurer, ordered by the family's price-performance.
 */
function householdParts(
  comparison: StoredComparison,
  request: OffersPageRequest,
  members: readonly StoredComparison[] | undefined,
) {
  const { household } = comparison;
  if (!household) return {};
  const made = new Map(members?.map((member) => [member.id, member]));
  return {
    persons: household.members.map((member) => {
      const own = made.get(member.comparisonId);
      const page = own && offersOf(own, request);
      return {
        role: member.role,
        id: member.comparisonId,
        ...(own && page
          ? {
              count: own.count,
              assumptions: assumptionsBody(own),
              offers: page.offers,
              offersPage: page.offersPage,
            }
          : {}),
      };
    }),
    family: {
      combinations: household.combinations.map((combination) => ({
        provider: combination.provider,
        totalMonthly: combination.totalMonthly,
        matchesRequest: combination.matchesRequest,
        declined: combination.declined,
        members: combination.members.map((member) => ({
          role: member.role,
          comparisonId: member.comparisonId,
          tariffKey: member.tariffKey,
          name: member.name,
          monthlyPrice: member.monthlyPrice,
          declined: member.declined,
        })),
      })),
    },
  };
}

/** `offset` and `limit` of the query (docs/product/comparison.md#offer-pages); `validation-failed` when wrong. */
function readOffersPage(query: Record<string, string>): OffersPageRequest {
  const parsed = parseOffersPageRequest({ offset: query.offset, limit: query.limit });
  if ("errors" in parsed) {
    throw new AppError("validation-failed", {
      fieldErrors: parsed.errors,
      detail: Object.values(parsed.errors)[0]?.[0],
    });
  }
  return parsed.page;
}

/**
 * `Prefer: return=minimal` (RFC 7240): the caller only needs where the comparison is and how many tariffs fit
 * (the short form, which then opens the results page). Without it the whole comparison is answered.
 */
function wantsMinimal(request: Request): boolean {
  return /(^|[\s,;])return=minimal($|[\s,;])/i.test(request.headers.get("Prefer") ?? "");
}

/**
 * Whether a Content-Type header names JSON: `application/json`, with parameters; a charset other than UTF-8
 * (the only encoding of JSON, RFC 8259) is refused too. Case and spaces do not matter.
 */
function isJsonContentType(header: string | undefined): boolean {
  const [mediaType = "", ...parameters] = (header ?? "").split(";");
  if (mediaType.trim().toLowerCase() !== "application/json") return false;
  return parameters.every((parameter) => {
    const [name = "", value = ""] = parameter.split("=");
    if (name.trim().toLowerCase() !== "charset") return true;
    return /^"?utf-?8"?$/i.test(value.trim());
  });
}

/**
 * POST /api/comparisons (long-form data → stored, ranked offers; the documented partner API, the same service
 * function as the form actions) and GET /api/comparisons/:id. The comparisons given here are bound to the request
 * (client address for the rate limit, the signed-in owner).
 */
export function createComparisonRoutes(deps: { comparisonsFor: (request: Request) => Comparisons }) {
  const routes = new Hono();

  routes.post("/", async (c) => {
    // Only JSON is read as JSON (docs/product/comparison.md#api): a text/plain body is refused, not guessed.
    if (!isJsonContentType(c.req.header("Content-Type"))) throw new AppError("json-required");
    // A wrong page is refused before anything is calculated (or counted against the limit).
    const page = readOffersPage(c.req.query());
    const comparisons = deps.comparisonsFor(c.req.raw);
    // Invalid input, the rate limit and engine failures are AppErrors: app.onError answers with the problem.
    const created = await comparisons.create(await readJsonBody(c));
    const { id, count, createdAt } = created.comparison;
    c.header("Location", `/api/comparisons/${id}`);
    c.header("Vary", "Prefer");
    if (wantsMinimal(c.req.raw)) {
      c.header("Preference-Applied", "return=minimal");
      return c.json({ id, count, createdAt }, 201);
    }
    c.header("Content-Type", "application/json; charset=UTF-8");
    return c.body(comparisonBody(created.comparison, page, created.offersJson, created.members), 201);
  });

  routes.get("/:id", async (c) => {
    const page = readOffersPage(c.req.query());
    const comparisons = deps.comparisonsFor(c.req.raw);
    const comparison = await comparisons.get(c.req.param("id"));
    if (!comparison) throw new AppError("comparison-not-found");
    c.header("Cache-Control", "private, no-store");
    c.header("Content-Type", "application/json; charset=UTF-8");
    return c.body(comparisonBody(comparison, page), 200);
  });

  return routes;
}
