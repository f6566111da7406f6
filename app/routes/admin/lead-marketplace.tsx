import { data, Link, useLoaderData } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { LeadMarketplace } from "../../features/lead-marketplace/lead-marketplace";
import { requireViewer } from "../../lib/require-viewer.server";
import type { Route } from "./+types/lead-marketplace";

/**
 * The admins' landing via the logo (docs/product/leads.md#admin-lead-marketplace): no session → /admin-login, no
 * admin → 403.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { allowed } = requireViewer(context, "admin");
  if (!allowed) return data({ state: "denied" as const }, { status: 403 });
  return { state: "allowed" as const, now: Date.now() };
}

export const meta: Route.MetaFunction = () => [
  { title: "Lead-Marktplatz" },
  { name: "robots", content: "noindex" },
];

export default function LeadMarketplaceRoute() {
  const result = useLoaderData<typeof loader>();
  if (result.state === "denied") {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{m.noAdminAccess}</h1>
        <Link to="/" className="mt-6 inline-block font-medium text-primary-700 underline">
          Zurück zur Website
        </Link>
      </section>
    );
  }
  return <LeadMarketplace now={result.now} />;
}
