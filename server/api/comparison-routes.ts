import { Hono } from "hono";
import type { RateLimiter } from "../middleware/rate-limiter";
import { COMPARISON_RATE_LIMITED, type ComparisonsService } from "../services/comparisons";
import { problem } from "./problem";

/** POST /api/comparisons (long-form data → stored, ranked offers) and GET /api/comparisons/:id. */
export function createComparisonRoutes(deps: {
  comparisons: ComparisonsService;
  limiter: RateLimiter;
  clientIp: (request: Request) => string;
  /** The signed-in user's id, so their comparisons appear in the personal area (and are not purged). */
  userIdOf?: (request: Request) => Promise<string | undefined>;
}) {
  const routes = new Hono();

  routes.post("/", async (c) => {
    const { allowed, retryAfterSeconds } = await deps.limiter.hit(deps.clientIp(c.req.raw));
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      return problem(c, 429, "Zu viele Anfragen", { detail: COMPARISON_RATE_LIMITED });
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return problem(c, 400, "Ungültiges Format", { detail: "Der Inhalt ist kein gültiges JSON." });
    }
    const result = await deps.comparisons.create(body, { userId: await deps.userIdOf?.(c.req.raw) });
    if (!result.ok && result.kind === "invalid") {
      return problem(c, 400, "Fehlende Daten", {
        detail: "Bitte füllen Sie alle Pflichtfelder aus.",
        errors: result.errors,
      });
    }
    if (!result.ok) {
      return problem(c, 502, "Berechnungsfehler", {
        detail: "Die Tarifberechnung konnte nicht durchgeführt werden.",
        error: result.error,
      });
    }
    c.header("Location", `/api/comparisons/${result.comparison.id}`);
    return c.json(result.comparison, 201);
  });

  routes.get("/:id", async (c) => {
    const comparison = await deps.comparisons.get(c.req.param("id"));
    if (!comparison) return problem(c, 404, "Vergleich nicht gefunden");
    c.header("Cache-Control", "private, no-store");
    return c.json(comparison);
  });

  return routes;
}
