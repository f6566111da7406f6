import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { AppError } from "../../domain/errors/app-error";
import { CONTACT_MESSAGES } from "../../domain/leads/contact-request";
import type { DatabaseHandle } from "../adapters/db/client";
import { leads } from "../adapters/db/schema";
import { readJsonBody } from "../http/read-body";
import type { RateLimiter } from "../middleware/rate-limiter";
import type { LeadsService } from "../services/leads";

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
      throw new AppError("rate-limited", { detail: CONTACT_MESSAGES.rateLimited, retryAfterSeconds });
    }
    const result = await deps.leads.createFromContactRequest(await readJsonBody(c));
    if (!result.ok) throw new AppError("validation-failed", { fieldErrors: result.fieldErrors });
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
