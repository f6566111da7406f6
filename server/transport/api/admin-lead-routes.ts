import { Hono } from "hono";
import { requireViewer, type SessionViewer } from "../../areas/accounts";
import type { LeadAdmin } from "../../areas/leads";

/**
 * The sales CSV of the admin's lead marketplace (mounted at /api/admin; admins only, checked per request): a plain
 * download link on /lead-marketplace, so it works without JavaScript, and an outside API for the bookkeeping
 * (docs/product/leads.md#api). Everything else of the page is its route loader and action.
 */
export function createAdminLeadRoutes(deps: {
  admin: Pick<LeadAdmin, "salesCsv">;
  getViewer: (headers: Headers) => Promise<SessionViewer>;
}) {
  const routes = new Hono();

  routes.get("/leads/export.csv", async (c) => {
    const viewer = requireViewer(await deps.getViewer(c.req.raw.headers), "admin");
    const csv = await deps.admin.salesCsv({ id: viewer.userId, email: viewer.email });
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="lead-verkaeufe.csv"',
    });
  });

  return routes;
}
