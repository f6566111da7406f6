import { data, type ShouldRevalidateFunctionArgs, useActionData, useLoaderData } from "react-router";
import { AppError } from "../../../domain/errors/app-error";
import { dashboardTitle, marketQuerySchema } from "../../../domain/leads/market";
import type { BrokerPageServices } from "../../../server/transport/page-context.server";
import { BrokerDashboard } from "../../features/broker/broker-dashboard";
import type { MarketPage, PurchaseActionResult } from "../../features/broker/types";
import { formFailure, readForm } from "../../lib/form-action.server";
import { requireBroker } from "../../lib/guards.server";
import type { Route } from "./+types/broker-dashboard";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Leads per page of the market. */
const MARKET_PAGE_SIZE = 20;

/**
 * Broker and insurance users only (docs/product/accounts.md#roles, docs/decisions/004-roles-and-admins.md), checked
 * on the server: the license card; with a valid license the purchased leads with their contact data (each reveal
 * audited) and a purchased risk pre-check's health answers (docs/product/leads.md#risk-pre-check-request), and the
 * market page the URL asks for (`?quality=&jobStatus=&coverageWish=&sort=&page=`, and `buy=` for the confirmation
 * without JavaScript); without one only the notice.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { viewer, broker } = requireBroker(context);
  const revealTo = { id: viewer.userId, email: viewer.email };
  const { license, notice, purchases } = await broker.dashboard(viewer.userId, { revealTo });
  const { market } = broker;
  // The health answers of this buyer's purchased risk pre-checks (none without a valid licence).
  const healthAnswers =
    notice || purchases.length === 0 ? {} : await market.purchasedRiskPreChecks(viewer.userId);
  // Their needs and advice documentation (docs/product/broker-duties.md#advice-documentation), under the same rule.
  const advice = notice || purchases.length === 0 ? {} : await market.purchasedAdvice(viewer.userId);
  const page = {
    license,
    notice,
    purchases: purchases.map((purchase) => ({
      ...purchase,
      riskPreCheck: healthAnswers[purchase.leadId] ?? null,
      advice: advice[purchase.leadId] ?? null,
    })),
    now: Date.now(),
    title: dashboardTitle(viewer.userType),
  };
  if (notice) return { ...page, market: undefined };
  return {
    ...page,
    market: await marketPage(market, viewer.userId, new URL(request.url)),
  };
}

async function marketPage(
  market: BrokerPageServices["market"],
  userId: string,
  url: URL,
): Promise<MarketPage> {
  const param = (name: string) => url.searchParams.get(name) || undefined;
  const query = marketQuerySchema.parse({
    quality: param("quality"),
    jobStatus: param("jobStatus"),
    coverageWish: param("coverageWish"),
    sort: param("sort"),
  });
  const requested = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  try {
    const { leads } = await market.listMarket(userId, query);
    const pageCount = Math.max(1, Math.ceil(leads.length / MARKET_PAGE_SIZE));
    const page = Number.isInteger(requested) ? Math.min(Math.max(requested, 1), pageCount) : 1;
    const buy = url.searchParams.get("buy");
    return {
      query,
      leads: leads.slice((page - 1) * MARKET_PAGE_SIZE, page * MARKET_PAGE_SIZE),
      page,
      pageCount,
      selected: buy ? leads.find((lead) => lead.id === buy) : undefined,
      failed: false,
    };
  } catch {
    // An error gives an empty market with its message (docs/product/errors.md).
    return { query, leads: [], page: 1, pageCount: 1, selected: undefined, failed: true };
  }
}

/**
 * 'Verbindlich kaufen' (intent `purchase`): the market service checks the licence, the consent and the sales limit
 * in one transaction; a refusal comes back as the form's message with its status (403, 404, 409).
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { viewer, broker } = requireBroker(context);
  const { intent, fields } = await readForm(request);
  if (intent !== "purchase") throw data(null, { status: 400 });
  try {
    if (!UUID.test(fields.leadId ?? "")) throw new AppError("lead-not-found");
    const purchase = await broker.market.purchase(
      { id: viewer.userId, email: viewer.email },
      fields.leadId as string,
    );
    return data<PurchaseActionResult>({
      ok: true,
      intent: "purchase",
      values: fields,
      amountCents: purchase.amountCents,
    });
  } catch (error) {
    return formFailure("purchase", error, fields);
  }
}

/** After every purchase attempt, refused ones too, the market and the purchases are read again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" ? true : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Makler-Dashboard" },
  { name: "robots", content: "noindex" },
];

export default function BrokerDashboardRoute() {
  const result = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  return (
    <BrokerDashboard
      license={result.license}
      notice={result.notice}
      now={result.now}
      title={result.title}
      purchases={result.purchases}
      market={result.market}
      result={actionResult && "intent" in actionResult ? (actionResult as PurchaseActionResult) : undefined}
    />
  );
}
