import { useLoaderData } from "react-router";
import { longViewFor, longViewPerson, longViewSummary } from "../../../domain/lifetime/long-view";
import { tariffFacts } from "../../../domain/offers/tariff-facts";
import { pageContext } from "../../../server/transport/page-context.server";
import { notFound } from "../../components/not-found-page";
import { MAX_COMPARE } from "../../features/comparison/results-links";
import { TariffCompare } from "../../features/comparison/tariff-compare";
import type { Route } from "./+types/tariff-compare";

export const meta: Route.MetaFunction = () => [
  { title: "Tarifvergleich" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const url = new URL(request.url);
  const id = url.searchParams.get("c");
  const comparison = id ? await page.comparisons.get(id) : undefined;
  // Unknown, deleted (after 30 days) or another account's comparison: the German 404.
  if (!comparison) throw notFound({ kind: "comparison" });
  const wanted = [...new Set(url.searchParams.getAll("t"))].slice(0, MAX_COMPARE);
  const chosen = wanted
    .map((offerId) => comparison.offers.find((offer) => offer.id === offerId))
    .filter((offer) => offer !== undefined);
  const offers = chosen.map(({ additionalBenefits: _additional, benefitDetails: _details, ...rest }) => rest);
  // The long view with the default assumptions (docs/product/lifetime-cost.md), a few figures per tariff.
  const longViews = Object.fromEntries(
    chosen.map((offer) => [
      offer.id,
      longViewSummary(
        longViewFor({
          offer,
          person: longViewPerson(comparison),
          constants: comparison.constants,
          choice: {},
        }),
      ),
    ]),
  );
  // Tariffs were asked for, none of them is in the comparison: a dead link too. (No `t` at all: the page asks to
  // choose up to three on the results.)
  if (wanted.length > 0 && offers.length === 0)
    throw notFound({ kind: "tariff", comparisonId: comparison.id });
  // What a person needs to choose, and the insurers' terms where an admin linked them (docs/product/results.md#choosing-facts).
  const facts = Object.fromEntries(chosen.map((offer) => [offer.id, tariffFacts(offer)]));
  const { tariffTerms } = await page.services.getSiteSettings();
  const termsUrls = Object.fromEntries(chosen.map((offer) => [offer.id, tariffTerms[offer.tariffKey]?.url]));
  return {
    comparisonId: comparison.id,
    offers,
    priceNotice: comparison.priceNotice,
    insuranceStart: comparison.insuranceStart,
    figures: comparison.figures,
    longViews,
    facts,
    termsUrls,
    assumptions: comparison.assumptions,
  };
}

export default function TariffCompareRoute() {
  const {
    comparisonId,
    offers,
    priceNotice,
    insuranceStart,
    figures,
    longViews,
    facts,
    termsUrls,
    assumptions,
  } = useLoaderData<typeof loader>();
  return (
    <TariffCompare
      comparisonId={comparisonId}
      offers={offers}
      priceNotice={priceNotice}
      insuranceStart={insuranceStart}
      figures={figures}
      longViews={longViews}
      facts={facts}
      termsUrls={termsUrls}
      assumptions={assumptions}
    />
  );
}
