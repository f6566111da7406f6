import { Hono } from "hono";
import { AppError } from "../../domain/errors/app-error";
import { readJsonBody } from "../http/read-body";
import { requireViewer, type SessionViewer } from "../services/accounts";
import type { AuditActor } from "../services/audit-log";
import type { LeadAdmin } from "../services/leads-admin";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The admin's lead marketplace API (mounted at /api/admin; admins only, checked per request): leads, sales,
 * revenue, CSV export, licence keys and the audit log. Thin: LeadAdmin holds the rules and writes the audit.
 */
export function createAdminLeadRoutes(deps: {
  admin: LeadAdmin;
  getViewer: (headers: Headers) => Promise<SessionViewer>;
}) {
  const routes = new Hono();
  const adminOf = async (request: Request): Promise<AuditActor> => {
    const viewer = requireViewer(await deps.getViewer(request.headers), "admin");
    return { id: viewer.userId, email: viewer.email };
  };
  const uuidParam = (value: string, code: "lead-not-found" | "purchase-not-found") => {
    if (!UUID.test(value)) throw new AppError(code);
    return value;
  };

  routes.get("/leads", async (c) => {
    await adminOf(c.req.raw);
    const [leads, sales, revenue] = await Promise.all([
      deps.admin.listLeads(),
      deps.admin.listSales(),
      deps.admin.revenueByMonth(),
    ]);
    return c.json({ leads, sales, revenue });
  });

  routes.get("/leads/export.csv", async (c) => {
    const csv = await deps.admin.salesCsv(await adminOf(c.req.raw));
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="lead-verkaeufe.csv"',
    });
  });

  routes.get("/leads/:id/contact", async (c) => {
    const actor = await adminOf(c.req.raw);
    return c.json(await deps.admin.revealLead(actor, uuidParam(c.req.param("id"), "lead-not-found")));
  });

  routes.patch("/leads/:id", async (c) => {
    const actor = await adminOf(c.req.raw);
    const id = uuidParam(c.req.param("id"), "lead-not-found");
    return c.json(await deps.admin.updateLead(actor, id, await readJsonBody(c)));
  });

  routes.patch("/lead-purchases/:id", async (c) => {
    const actor = await adminOf(c.req.raw);
    const id = uuidParam(c.req.param("id"), "purchase-not-found");
    return c.json(await deps.admin.markPaid(actor, id, await readJsonBody(c)));
  });

  routes.get("/licenses", async (c) => {
    await adminOf(c.req.raw);
    return c.json({ licenses: await deps.admin.listLicenses() });
  });

  routes.post("/licenses", async (c) => {
    const actor = await adminOf(c.req.raw);
    return c.json(await deps.admin.createLicense(actor, await readJsonBody(c)), 201);
  });

  routes.patch("/licenses/:number", async (c) => {
    const actor = await adminOf(c.req.raw);
    const number = c.req.param("number");
    if (!/^[A-Za-z0-9-]{1,64}$/.test(number)) throw new AppError("license-not-found");
    return c.json(await deps.admin.updateLicense(actor, number, await readJsonBody(c)));
  });

  routes.get("/audit", async (c) => {
    await adminOf(c.req.raw);
    const number = (value: string | undefined) => {
      const parsed = Number(value);
      return value && Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
    };
    const text = (value: string | undefined) => (value && value.length <= 100 ? value : undefined);
    const entries = await deps.admin.listAudit({
      limit: number(c.req.query("limit")) ?? 100,
      before: number(c.req.query("before")),
      subjectType: text(c.req.query("subjectType")),
      subjectId: text(c.req.query("subjectId")),
    });
    return c.json({ entries });
  });

  return routes;
}
