import { Hono } from "hono";
import { figuresNotice } from "../../domain/constants/figures-notice";
import { AppError } from "../../domain/errors/app-error";
import { readJsonBody } from "../http/read-body";
import type { Comparisons, StoredComparison } from "../services/comparisons";

/**
 * The answer to a new comparison, as documented (docs/product/comparison.md#api): `{id, offers, count, engine,
 * priceBasis, priceNotice, insuranceStart, figures, input, createdAt}`; `figures` names the year whose
 * Rechengrößen were used and whether they stand in for the start's year (`provisional`). The offers' JSON comes
 * serialised from the engine-result cache, so equal comparisons do not serialise the same offers again.
 */
function comparisonBody(
  comparison: StoredComparison,
  offersJson: string,
  members?: readonly StoredComparison[],
): string {
  const { id, count, engine, priceBasis, priceNotice, insuranceStart, input, createdAt } = comparison;
  const figures = { ...comparison.figures, notice: figuresNotice(comparison.figures) };
  const rest = JSON.stringify({
    count,
    engine,
    priceBasis,
    priceNotice,
    insuranceStart,
    figures,
    input,
    createdAt,
    ...(comparison.choices ? { role: comparison.choices.role } : {}),
    ...householdParts(comparison, members),
  });
  return `{"id":${JSON.stringify(id)},"offers":${offersJson},${rest.slice(1)}`;
}

/**
 * A household (docs/product/comparison.md#family-and-health): every person's comparison (with its offers when
 * just made) and the family's combinations per insurer, ordered by the family's price-performance.
 */
function householdParts(comparison: StoredComparison, members: readonly StoredComparison[] | undefined) {
  const { household } = comparison;
  if (!household) return {};
  const made = new Map(members?.map((member) => [member.id, member]));
  return {
    persons: household.members.map((member) => {
      const own = made.get(member.comparisonId);
      return {
        role: member.role,
        id: member.comparisonId,
        ...(own ? { count: own.count, offers: own.offers } : {}),
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
export function isJsonContentType(header: string | undefined): boolean {
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
    return c.body(comparisonBody(created.comparison, created.offersJson(), created.members), 201);
  });

  routes.get("/:id", async (c) => {
    const comparisons = deps.comparisonsFor(c.req.raw);
    const comparison = await comparisons.get(c.req.param("id"));
    if (!comparison) throw new AppError("comparison-not-found");
    c.header("Cache-Control", "private, no-store");
    c.header("Content-Type", "application/json; charset=UTF-8");
    return c.body(comparisonBody(comparison, JSON.stringify(comparison.offers)), 200);
  });

  return routes;
}
