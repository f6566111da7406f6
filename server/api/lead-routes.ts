import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { CONTACT_MESSAGES } from "../../domain/leads/contact-request";
import type { DatabaseHandle } from "../adapters/db/client";
import { leads } from "../adapters/db/schema";
import type { RateLimiter } from "../middleware/rate-limiter";
import type { LeadsService } from "../services/leads";
import { problem } from "./problem";

/** POST /api/leads: a contact request from the results screen creates a lead. Rate limited per client IP. */
export function createLeadRoutes(deps: {
  leads: LeadsService;
  limiter: RateLimiter;
  clientIp: (request: Request) => string;
  /** Test-only read access (GET /api/leads/__test?email=) for the e2e tests. */
  testRoutes?: { database: DatabaseHandle };
}) {
  const routes = new Hono();

  routes.post("/", async (c) => {
    const { allowed, retryAfterSeconds } = await deps.limiter.hit(deps.clientIp(c.req.raw));
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSeconds));
      return problem(c, 429, "Zu viele Anfragen", { detail: CONTACT_MESSAGES.rateLimited });
    }
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return problem(c, 400, "Ungültiges Format", { detail: "Der Inhalt ist kein gültiges JSON." });
    }
    const result = await deps.leads.createFromContactRequest(body);
    if (!result.ok) {
      return problem(c, 400, "Fehlende Daten", {
        detail: "Bitte füllen Sie alle Pflichtfelder aus.",
        errors: result.errors,
      });
    }
    return c.json({ id: result.id, message: CONTACT_MESSAGES.confirmation }, 201);
  });

  const testRoutes = deps.testRoutes;
  if (testRoutes) {
    routes.get("/__test", async (c) => {
      const email = (c.req.query("email") ?? "").toLowerCase();
      const rows = await testRoutes.database.db
        .select()
        .from(leads)
        .where(eq(leads.email, email))
        .orderBy(desc(leads.createdAt));
      return c.json(rows);
    });
  }

  return routes;
}
