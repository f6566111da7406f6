import { Hono } from "hono";
import { CONTACT_MESSAGES } from "../../../domain/leads/contact-request";
import type { DatabaseHandle } from "../../adapters/db/client";
import type { SessionViewer } from "../../areas/accounts";
import { type LeadsService, leadsSentWith } from "../../areas/leads";
import type { Caller } from "../../ports/caller";
import { readJsonBody, readJsonFields } from "../http/read-body";

/**
 * /api/leads: a contact request from the results screen creates a lead (rate limited per client IP); the consent
 * behind a withdrawal link is withdrawn with POST /withdraw, a waiting request confirmed with POST /confirm (the
 * link in the e-mail to the lead's own address). Brokers browse and buy on /broker-dashboard (route loader and
 * action, docs/product/leads.md#api).
 */
export function createLeadRoutes(deps: {
  leads: LeadsService;
  /** Who sends a request (server/ports/caller.ts). */
  callerOf: (request: Request) => Caller;
  getViewer: (headers: Headers) => Promise<SessionViewer>;
  /** Test-only read access (GET /api/leads/__test?email=) for the e2e tests. */
  testRoutes?: { database: DatabaseHandle };
}) {
  const routes = new Hono();

  routes.post("/", async (c) => {
    const viewer = await deps.getViewer(c.req.raw.headers);
    // The limit counts before the body is read: the same counter as the form's route action (/kontaktanfrage).
    const { id } = await deps.leads.submitContactRequest(deps.callerOf(c.req.raw), () => readJsonBody(c), {
      userId: viewer.kind === "user" ? viewer.userId : undefined,
    });
    return c.json({ id, message: CONTACT_MESSAGES.confirmation }, 201);
  });

  routes.post("/withdraw", async (c) => {
    const { token } = await readJsonFields(c);
    const { alreadyWithdrawn } = await deps.leads.withdrawByToken(typeof token === "string" ? token : "");
    return c.json({ withdrawn: true, alreadyWithdrawn });
  });

  routes.post("/confirm", async (c) => {
    const { token } = await readJsonFields(c);
    const { state } = await deps.leads.confirmByToken(typeof token === "string" ? token : "");
    return c.json({ state });
  });

  const testRoutes = deps.testRoutes;
  if (testRoutes) {
    routes.get("/__test", async (c) => {
      return c.json(await leadsSentWith(testRoutes.database.db, c.req.query("email") ?? ""));
    });
  }

  return routes;
}
