import { Link, useLoaderData } from "react-router";
import { pricedStatement } from "../../../domain/comparison/assumptions-text";
import { selectVisibleOffers } from "../../../domain/comparison/results-filters";
import { COVERAGE_WISH_LABELS } from "../../../domain/leads/market";
import { pageContext } from "../../../server/transport/page-context.server";
import { notFound } from "../../components/not-found-page";
import { personGroupLabel } from "../../features/comparison/form-labels";
import { SharedResults } from "../../features/comparison/shared-results";
import type { Route } from "./+types/shared-comparison";

export const meta: Route.MetaFunction = () => [
  { title: "Geteilter PKV-Vergleich" },
  { name: "robots", content: "noindex" },
];

/**
 * /geteilt/<token>: a comparison's results, read-only, for whoever has the link (docs/product/documents.md#share-link).
 * No birth date, no inputs to change; the link ends with the comparison (then the German 404).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const comparison = await page.sharing.comparisonOf(params.token);
  if (!comparison) throw notFound({ kind: "comparison" });
  // The results page's default view: the same top picks and order (docs/product/documents.md#share-link).
  const view = selectVisibleOffers(comparison.variants, {
    preferredDeductible: comparison.preferredDeductible,
    requestedCoverage: comparison.input.coverageType,
  });
  return {
    who: personGroupLabel(comparison.input),
    coverage: COVERAGE_WISH_LABELS[comparison.input.coverageType],
    insuranceStart: comparison.insuranceStart,
    figures: comparison.figures,
    priceNotice: comparison.priceNotice,
    // What was priced (docs/product/comparison.md#assumptions): no personal input, so the link may carry it.
    assumptions: pricedStatement(comparison.assumptions),
    topIds: view.top.map((offer) => offer.id),
    offers: view.all.map((offer) => ({
      id: offer.id,
      provider: offer.provider,
      name: offer.name,
      deductible: offer.deductible,
      monthlyPrice: offer.monthlyPrice,
      employeeContribution: offer.employeeContribution,
      grade: offer.grade,
      totalLeistungPoints: offer.totalLeistungPoints,
    })),
  };
}

export default function SharedComparisonRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <SharedResults {...data}>
      <Link
        to="/comparison"
        className="inline-flex min-h-12 items-center rounded-lg bg-primary-800 px-6 font-semibold text-white"
      >
        Eigenen Vergleich starten
      </Link>
    </SharedResults>
  );
}
