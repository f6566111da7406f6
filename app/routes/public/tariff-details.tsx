import { data, useLoaderData } from "react-router";
import { pageContext } from "../../../server/page-context.server";
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
  const offer = comparison?.offers.find((entry) => entry.id === params.offerId);
  if (!comparison || !offer) throw data("Dieser Tarif wurde nicht gefunden.", { status: 404 });
  const { extendedOutput: _extended, additionalBenefits: _additional, ...rest } = offer;
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
