import { data, useLoaderData } from "react-router";
import { accountMessages as m } from "../../../domain/accounts/messages";
import { dashboardTitle } from "../../../domain/leads/market";
import { BrokerDashboard } from "../../features/broker/broker-dashboard";
import { requireViewer } from "../../lib/require-viewer.server";
import type { Route } from "./+types/broker-dashboard";

/** Broker and insurance users only (docs/product/accounts.md#roles, docs/decisions/004-roles-and-admins.md), checked on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const { accounts, viewer, allowed } = requireViewer(context, "broker");
  if (!allowed) return data({ state: "denied" as const }, { status: 403 });
  // Only the license card and, without a valid license, the notice; the leads come from /api/broker/dashboard.
  const { license, notice } = await accounts.services.brokerDashboard(viewer.userId);
  return {
    state: "allowed" as const,
    license,
    notice,
    now: Date.now(),
    title: dashboardTitle(viewer.userType),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.state === "allowed" ? loaderData.title : "Makler-Dashboard" },
  { name: "robots", content: "noindex" },
];

export default function BrokerDashboardRoute() {
  const result = useLoaderData<typeof loader>();
  if (result.state === "denied") {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{m.accessDenied}</h1>
        <p className="mt-3 text-slate-700">
          Dieser Bereich ist ausschließlich für Makler und Versicherungen zugänglich.
        </p>
      </section>
    );
  }
  return (
    <BrokerDashboard license={result.license} notice={result.notice} now={result.now} title={result.title} />
  );
}
