import { data, type ShouldRevalidateFunctionArgs, useActionData, useLoaderData } from "react-router";
import { AppError } from "../../../domain/errors/app-error";
import { LEAD_STATUSES } from "../../../domain/leads/lifecycle";
import { LeadMarketplace } from "../../features/lead-marketplace/lead-marketplace";
import {
  ADMIN_LEAD_INTENTS,
  type AdminActionResult,
  type AdminLeadIntent,
  type LeadFilter,
} from "../../features/lead-marketplace/types";
import { formFailure, formSuccess, readForm } from "../../lib/form-action.server";
import { requireAdmin } from "../../lib/guards.server";
import type { Route } from "./+types/lead-marketplace";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LICENSE_NUMBER = /^[A-Za-z0-9-]{1,64}$/;
/** Audit entries shown on the page, newest first. */
const AUDIT_ROWS = 50;

/** `?status=&q=` → the leads table's filter (an unknown status means 'Alle'). */
function filterOf(url: URL): LeadFilter {
  const status = url.searchParams.get("status") ?? "";
  return {
    status: (LEAD_STATUSES as readonly string[]).includes(status) ? status : "",
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 36),
  };
}

/**
 * The admins' landing via the logo (docs/product/leads.md#admin-lead-marketplace): no session → /admin-login, no
 * admin → 403. Reads leads (filtered by the URL), sales, revenue, licences and the audit log.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = requireAdmin(context).admin.leads;
  const filter = filterOf(new URL(request.url));
  const page = { filter, now: Date.now() };
  try {
    const [leads, sales, licenses, audit] = await Promise.all([
      admin.listLeads(),
      admin.listSales(),
      admin.listLicenses(),
      admin.listAudit({ limit: AUDIT_ROWS }),
    ]);
    const search = filter.q.toLowerCase();
    return {
      ...page,
      loadFailed: false,
      leads: leads.filter(
        (lead) =>
          (filter.status === "" || lead.status === filter.status) &&
          (search === "" || lead.id.toLowerCase().includes(search)),
      ),
      sales,
      revenue: await admin.revenueByMonth(),
      licenses,
      audit: audit.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
    };
  } catch {
    return { ...page, loadFailed: true, leads: [], sales: [], revenue: [], licenses: [], audit: [] };
  }
}

/**
 * Every change of the page, told apart by `intent` (docs/product/leads.md#admin-lead-marketplace): validate,
 * withdraw and reveal a lead, mark a sale paid, create a licence, switch it on or off, set its expiry. The
 * services check the input and write the audit log; a failure comes back as the form's message.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { viewer, admin: adminServices } = requireAdmin(context);
  const admin = adminServices.leads;
  const actor = { id: viewer.userId, email: viewer.email };
  const { intent: posted, fields } = await readForm(request);
  if (!(ADMIN_LEAD_INTENTS as readonly string[]).includes(posted ?? "")) throw data(null, { status: 400 });
  const intent = posted as AdminLeadIntent;
  const leadId = () => {
    if (!UUID.test(fields.leadId ?? "")) throw new AppError("lead-not-found");
    return fields.leadId as string;
  };
  const licenseNumber = () => {
    if (!LICENSE_NUMBER.test(fields.licenseNumber ?? "")) throw new AppError("license-not-found");
    return fields.licenseNumber as string;
  };
  try {
    switch (intent) {
      case "validate":
      case "withdraw":
        await admin.updateLead(actor, leadId(), { action: intent });
        break;
      case "reveal": {
        const { id, firstName, lastName, email, phone, healthAnswers, application } = await admin.revealLead(
          actor,
          leadId(),
        );
        return data<AdminActionResult>({
          ok: true,
          intent,
          values: fields,
          // Health answers and an application request's tariff with the contact (docs/product/leads.md#risk-pre-check-request).
          contact: { id, firstName, lastName, email, phone, healthAnswers, application },
        });
      }
      case "mark-paid":
        if (!UUID.test(fields.purchaseId ?? "")) throw new AppError("purchase-not-found");
        await admin.markPaid(actor, fields.purchaseId as string, { invoiceNumber: fields.invoiceNumber });
        break;
      case "create-license":
        await admin.createLicense(actor, {
          licenseNumber: fields.licenseNumber,
          userType: fields.userType,
          expiresAt: fields.expiresAt ?? "",
        });
        break;
      case "set-license-active":
        await admin.updateLicense(actor, licenseNumber(), { isActive: fields.isActive === "true" });
        break;
      case "set-license-expiry":
        await admin.updateLicense(actor, licenseNumber(), { expiresAt: fields.expiresAt ?? "" });
        break;
    }
    return formSuccess(intent, fields);
  } catch (error) {
    return formFailure(intent, error, fields);
  }
}

/** After every change, refused ones too, the page reads its data again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = () => [
  { title: "Lead-Marktplatz" },
  { name: "robots", content: "noindex" },
];

export default function LeadMarketplaceRoute() {
  const result = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  const submitted =
    actionResult && "intent" in actionResult ? (actionResult as AdminActionResult) : undefined;
  return <LeadMarketplace data={result} result={submitted} />;
}
