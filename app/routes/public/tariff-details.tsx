import { useLoaderData } from "react-router";
import { pageContext } from "../../../server/page-context.server";
import { notFound } from "../../components/not-found-page";
import { TariffDetails } from "../../features/comparison/tariff-details";
import type { Route } from "./+types/tariff-details";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData
      ? `${loaderData.offer.provider} ${loaderData.offer.name} – Tarifdetails`
      : "Tarifdetails",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const id = new URL(request.url).searchParams.get("c");
  const comparison = id ? await page.comparisons.get(id) : undefined;
  // Unknown, deleted (after 30 days) or another account's comparison, or a tariff it does not hold: the German 404.
  if (!comparison) throw notFound({ kind: "comparison" });
  const offer = comparison.offers.find((entry) => entry.id === params.offerId);
  if (!offer) throw notFound({ kind: "tariff", comparisonId: comparison.id });
  const { additionalBenefits: _additional, ...rest } = offer;
  return {
    comparisonId: comparison.id,
    offer: rest,
    priceNotice: comparison.priceNotice,
    insuranceStart: comparison.insuranceStart,
    figures: comparison.figures,
  };
}

export default function TariffDetailsRoute() {
  const { comparisonId, offer, priceNotice, insuranceStart, figures } = useLoaderData<typeof loader>();
  return (
    <TariffDetails
      comparisonId={comparisonId}
      offer={offer}
      priceNotice={priceNotice}
      insuranceStart={insuranceStart}
      figures={figures}
    />
  );
}
