import { useLoaderData } from "react-router";
import { pageContext } from "../../../server/transport/page-context.server";
import { startReactOnIntent } from "../../lib/start-on-intent/route-handle";
import type { Route } from "./+types/partners";

/**
 * The partner list the contact request's consent names (docs/product/leads.md#consent-and-withdrawal): the licensed
 * brokers and insurers who may buy a request through the lead marketplace, and how many buyers one request has at most.
 * A request's consent covers the partners listed here at the moment it was given.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { leads, siteName } = context.get(pageContext);
  return { ...(await leads.partnerList()), operator: await leads.brokerName(), siteName };
}

export const meta: Route.MetaFunction = () => [{ title: "Partnerliste" }];

// Read first, nothing needs JavaScript while it loads (docs/decisions/025-react-starts-on-intent.md).
export const handle = startReactOnIntent;

export default function Partners() {
  const { partners, maxSales, operator } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Partnerliste</h1>
      <p className="mt-4 text-slate-700">
        Wenn Sie in die Weitergabe Ihrer Anfrage eingewilligt haben, geben wir Ihre Angaben an {operator} und
        an die folgenden Versicherungsmakler und Versicherer weiter, sofern sie Ihre Anfrage über unseren
        Lead-Marktplatz erwerben.{" "}
        {maxSales <= 1
          ? "Jede Anfrage wird an höchstens einen Partner weitergegeben."
          : `Jede Anfrage wird an höchstens ${maxSales} Partner weitergegeben.`}{" "}
        Ihre Einwilligung gilt für die Partner, die zum Zeitpunkt Ihrer Einwilligung hier aufgeführt waren.
        Sie können sie jederzeit über den Link in Ihrer Bestätigungs-E-Mail widerrufen.
      </p>
      {partners.length === 0 ? (
        <p className="mt-6 text-slate-600">Zurzeit sind keine Partner eingetragen.</p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {partners.map((partner) => (
            <li
              key={partner.licenseNumber}
              className="flex flex-wrap justify-between gap-2 px-4 py-3 text-sm"
            >
              <span className="font-medium text-slate-900">{partner.name}</span>
              <span className="text-slate-600">
                {partner.kind === "insurance" ? "Versicherer" : "Versicherungsmakler"} · Lizenz{" "}
                <span className="font-mono">{partner.licenseNumber}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
