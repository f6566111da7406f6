import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { AppError } from "../../domain/errors/app-error";
import { CONTACT_MESSAGES } from "../../domain/leads/contact-request";
import { marketQuerySchema } from "../../domain/leads/market";
import type { DatabaseHandle } from "../adapters/db/client";
import { leads } from "../adapters/db/schema";
import { readJsonBody, readJsonFields } from "../http/read-body";
import type { RateLimiter } from "../middleware/rate-limiter";
import { requireViewer, type SessionViewer } from "../services/accounts";
import type { LeadsService } from "../services/leads";
import type { LeadMarket } from "../services/leads-market";

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /api/leads: a contact request from the results screen creates a lead (rate limited per client IP); brokers
 * browse and buy listed leads (GET /market, POST /{id}/purchase); the consent behind a withdrawal link is
 * withdrawn with POST /withdraw, a waiting request confirmed with POST /confirm (the link in the e-mail to the
 * lead's own address); signed-in users list their own requests (GET /mine).
 */
export function createLeadRoutes(deps: {
  leads: LeadsService;
  market: LeadMarket;
  getViewer: (headers: Headers) => Promise<SessionViewer>;
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
    const viewer = await deps.getViewer(c.req.raw.headers);
    const result = await deps.leads.createFromContactRequest(await readJsonBody(c), {
      userId: viewer.kind === "user" ? viewer.userId : undefined,
    });
    if (!result.ok) throw new AppError("validation-failed", { fieldErrors: result.fieldErrors });
    return c.json({ id: result.id, message: CONTACT_MESSAGES.confirmation }, 201);
  });

  routes.get("/market", async (c) => {
    const viewer = requireViewer(await deps.getViewer(c.req.raw.headers), "broker");
    const query = marketQuerySchema.parse({
      quality: c.req.query("quality") || undefined,
      jobStatus: c.req.query("jobStatus") || undefined,
      coverageWish: c.req.query("coverageWish") || undefined,
      sort: c.req.query("sort") || undefined,
    });
    // Without a valid licence: no leads, and the notice why and how to renew.
    return c.json(await deps.market.listMarket(viewer.userId, query));
  });

  routes.post("/withdraw", async (c) => {
    const { token } = await readJsonFields(c);
    const result = await deps.leads.withdrawByToken(typeof token === "string" ? token : "");
    if (!result.ok) throw new AppError("withdrawal-link-invalid");
    return c.json({ withdrawn: true, alreadyWithdrawn: result.alreadyWithdrawn });
  });

  routes.post("/confirm", async (c) => {
    const { token } = await readJsonFields(c);
    const result = await deps.leads.confirmByToken(typeof token === "string" ? token : "");
    if (!result.ok) throw new AppError("confirmation-link-invalid");
    return c.json({ state: result.state });
  });

  routes.get("/mine", async (c) => {
    const viewer = requireViewer(await deps.getViewer(c.req.raw.headers), "signed-in");
    return c.json({ leads: await deps.market.listOwnLeads(viewer) });
  });

  routes.post("/:id/purchase", async (c) => {
    const viewer = requireViewer(await deps.getViewer(c.req.raw.headers), "broker");
    const id = c.req.param("id");
    if (!LEAD_ID.test(id)) throw new AppError("lead-not-found");
    const purchase = await deps.market.purchase({ id: viewer.userId, email: viewer.email }, id);
    return c.json(purchase, 201);
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
