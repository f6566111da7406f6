import { useLoaderData } from "react-router";
import {
  ASSUMPTION_LIMITS,
  type AssumptionField,
  readLifetimeAssumptions,
} from "../../../domain/lifetime/lifetime-assumptions";
import { longViewFor, longViewPerson } from "../../../domain/lifetime/long-view";
import { pageContext } from "../../../server/transport/page-context.server";
import { notFound } from "../../components/not-found-page";
import { LongViewSection } from "../../features/comparison/long-view-section";
import { TariffDetails } from "../../features/comparison/tariff-details";
import { LucyWidget } from "../../features/lucy/lucy-widget";
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
  const url = new URL(request.url);
  const id = url.searchParams.get("c");
  const comparison = id ? await page.comparisons.get(id) : undefined;
  // Unknown, deleted (after 30 days) or another account's comparison, or a tariff it does not hold: the German 404.
  if (!comparison) throw notFound({ kind: "comparison" });
  const offer = comparison.offers.find((entry) => entry.id === params.offerId);
  if (!offer) throw notFound({ kind: "tariff", comparisonId: comparison.id });
  const { additionalBenefits: _additional, ...rest } = offer;
  // The assumptions panel is a GET form (docs/product/lifetime-cost.md#assumptions): its fields come in the query.
  const fields = Object.fromEntries(
    (Object.keys(ASSUMPTION_LIMITS) as AssumptionField[]).flatMap((name) => {
      const value = url.searchParams.get(name);
      return value === null ? [] : [[name, value]];
    }),
  ) as Partial<Record<AssumptionField, string>>;
  const { choice, errors } = readLifetimeAssumptions(fields);
  const longView = longViewFor({
    offer,
    person: longViewPerson(comparison),
    constants: comparison.constants,
    choice,
  });
  const typed = Object.fromEntries(
    Object.entries(fields).filter(([name]) => errors[name as AssumptionField] !== undefined),
  ) as Partial<Record<AssumptionField, string>>;
  // The insurer's real terms, when an admin has linked them (docs/product/documents.md#insurer-terms).
  const settings = await page.services.getSiteSettings();
  const termsUrl = settings.tariffTerms[offer.tariffKey]?.url;
  return {
    comparisonId: comparison.id,
    termsUrl,
    // Lucy knows this comparison and this tariff here (docs/product/assistant-dialogues.md#results-questions).
    assistantEnabled: settings.assistant.enabled,
    offer: rest,
    priceNotice: comparison.priceNotice,
    insuranceStart: comparison.insuranceStart,
    figures: comparison.figures,
    assumptions: comparison.assumptions,
    longView,
    typed,
    errors,
  };
}

export default function TariffDetailsRoute() {
  const {
    comparisonId,
    offer,
    priceNotice,
    insuranceStart,
    figures,
    longView,
    typed,
    errors,
    termsUrl,
    assistantEnabled,
    assumptions,
  } = useLoaderData<typeof loader>();
  return (
    <>
      <TariffDetails
        comparisonId={comparisonId}
        offer={offer}
        priceNotice={priceNotice}
        insuranceStart={insuranceStart}
        figures={figures}
        termsUrl={termsUrl}
        assumptions={assumptions}
      >
        <LongViewSection
          view={longView}
          comparisonId={comparisonId}
          typed={typed}
          errors={errors}
          figuresYear={figures.year}
        />
      </TariffDetails>
      {assistantEnabled && <LucyWidget storageKey="lucy-session-id-ihre-pkv-tarife" typingSpeedMs={50} />}
    </>
  );
}
