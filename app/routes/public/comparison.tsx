import { useEffect, useRef } from "react";
import { data, Link, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { formFieldErrors, householdRequestFromForm } from "../../../domain/comparison/household-form-fields";
import { type LongFormData, NOT_IN_WISH } from "../../../domain/comparison/long-form";
import { toResultOffer } from "../../../domain/comparison/result-offer";
import { selectVisibleOffers } from "../../../domain/comparison/results-filters";
import { AGE_NOTICE } from "../../../domain/comparison/short-form-basics";
import { figuresNotice } from "../../../domain/constants/figures-notice";
import { savingsBasis } from "../../../domain/constants/yearly-constants";
import type { ErrorCode } from "../../../domain/errors/error-codes";
import { FIRST_INFORMATION_FIELD } from "../../../domain/settings/first-information-field";
import { berlinDate } from "../../../lib/dates/berlin-date";
import { pageContext } from "../../../server/transport/page-context.server";
import { ClaimMark } from "../../components/claim-footnote";
import { notFound } from "../../components/not-found-page";
import { dismissToast, toast } from "../../components/ui/toast";
import { EligibilityAnswerSection, eligibilityAnswerOf } from "../../features/comparison/eligibility-answer";
import { longFormEngineToast } from "../../features/comparison/engine-error-toasts";
import { FiguresNote } from "../../features/comparison/figures-note";
import { LONG_FORM_DEFAULTS, LongComparisonForm } from "../../features/comparison/long-comparison-form";
import { ModelPriceNote } from "../../features/comparison/model-price-note";
import { NO_MATCHING_TARIFFS } from "../../features/comparison/no-matching-tariffs";
import { TopOfferCard } from "../../features/comparison/offer-cards";
import { resultsHref } from "../../features/comparison/results-links";
import { securityClaimFor } from "../../features/comparison/security-claim.server";
import { AFTER_FIELD, AFTER_RESULTS } from "../../features/comparison/sick-pay-rerun";
import { storedFormPrefill } from "../../features/comparison/stored-form.server";
import { TrustBanner } from "../../features/comparison/trust-banner";
import { LucyWidget } from "../../features/lucy/lucy-widget";
import { firstInformationPanel, requireFirstInformation } from "../../lib/first-information.server";
import { failureAnswer } from "../../lib/form-action.server";
import type { Route } from "./+types/comparison";

export const meta: Route.MetaFunction = () => [
  { title: "PKV-Vergleich: Tarife berechnen" },
  { name: "description", content: "Vergleichen Sie Tarife der privaten Krankenversicherung kostenlos." },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const id = new URL(request.url).searchParams.get("c");
  const comparison = id ? await page.comparisons.get(id) : undefined;
  // A link to a comparison that is unknown, deleted (after 30 days) or another account's: the German 404 page,
  // whose 'Neuen Vergleich starten' opens this form without it.
  if (id && !comparison) throw notFound({ kind: "comparison" });
  // The same three as the results screen's default order ('Preis-Leistung'), chosen for the requested level.
  const ranked =
    comparison &&
    selectVisibleOffers(comparison.variants.map(toResultOffer), {
      preferredDeductible: comparison.preferredDeductible,
      requestedCoverage: comparison.input.coverageType,
    });
  // The form shows the whole household of a stored comparison (docs/product/comparison.md#family-and-health).
  const prefill = comparison && (await storedFormPrefill(page.comparisons, comparison));
  return {
    assistantEnabled: (await page.services.getSiteSettings()).assistant.enabled,
    security: await securityClaimFor(page),
    firstInformation: await firstInformationPanel(page),
    today: berlinDate(Date.now()),
    figureYears: page.services.yearlyTable().map((row) => row.year),
    comparison:
      comparison && prefill
        ? {
            id: comparison.id,
            ...prefill,
            count: comparison.count,
            top: ranked?.top ?? [],
            topNotes: ranked?.topNotes ?? {},
            priceNotice: comparison.priceNotice,
            savingsBasis: savingsBasis(comparison.constants),
            insuranceStart: comparison.insuranceStart,
            figures: comparison.figures,
            assumptions: comparison.assumptions,
          }
        : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const page = context.get(pageContext);
  const formData = await request.formData();
  const entries = [...formData];
  // The applicant's and shared fields as before; the household's flat fields (persons.<slot>.…, repeated for
  // checkboxes) apart, to render them back (docs/product/comparison.md#family-and-health).
  const values: Record<string, string> = {};
  const householdValues: Record<string, string[]> = {};
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    if (key.startsWith("persons.")) householdValues[key] = [...(householdValues[key] ?? []), value];
    else values[key] = value;
  }
  let created: Awaited<ReturnType<typeof page.comparisons.create>>;
  try {
    // Nothing is calculated before the Erstinformation was shown (docs/product/broker-duties.md#first-information).
    const firstInformation = await requireFirstInformation(page, formData);
    created = await page.comparisons.create(householdRequestFromForm(entries), { firstInformation });
  } catch (caught) {
    const answer = failureAnswer(caught);
    if (answer.code === "validation-failed") {
      // Status 200: a validation message is an answer, not a failed request (keeps the browser console clean).
      return {
        errors: formFieldErrors(answer.fieldErrors, entries),
        values,
        householdValues,
        engineError: undefined,
        eligibility: undefined,
      };
    }
    // Below the Versicherungspflichtgrenze: the answer instead of a list (docs/product/comparison.md#eligibility).
    const eligibility = eligibilityAnswerOf(answer.error);
    if (eligibility)
      return { errors: undefined, values, householdValues, engineError: undefined, eligibility };
    // Too many calculations from this address (429, its own German toast) or an engine failure (502): the
    // service's code and text for the toast (docs/product/errors.md#comparison-and-engine).
    const engineError: { code: ErrorCode; detail: string } = { code: answer.code, detail: answer.detail };
    return data(
      { errors: undefined, values, householdValues, engineError, eligibility: undefined },
      answer.init,
    );
  }
  // A household's results need the family view and a tab per person: the results page shows them.
  // So does the results' 'Mit Krankentagegeld neu berechnen' (docs/product/results.md#hints).
  if ((created.members?.length ?? 1) > 1 || values[AFTER_FIELD] === AFTER_RESULTS)
    return redirect(resultsHref.results(created.comparison.id));
  return redirect(`/comparison?c=${created.comparison.id}#ergebnisse`);
}

function initialValues(
  values: Record<string, string> | undefined,
  stored: LongFormData | undefined,
): LongFormData {
  if (stored) return stored;
  if (!values) return LONG_FORM_DEFAULTS;
  return {
    ...LONG_FORM_DEFAULTS,
    ...(values as Partial<LongFormData>),
    insuranceType: "adult",
    beihilfeDienstherr: (values.beihilfeDienstherr as LongFormData["beihilfeDienstherr"]) ?? NOT_IN_WISH,
    beihilfeStufe: (values.beihilfeStufe as LongFormData["beihilfeStufe"]) ?? NOT_IN_WISH,
  };
}

/** Dismisses the running progress toast (only the latest progress toast stays on screen). */
function clearProgress(progressToast: { current: number | undefined }) {
  if (progressToast.current !== undefined) dismissToast(progressToast.current);
  progressToast.current = undefined;
}

export default function ComparisonPage() {
  const { today, figureYears, comparison, assistantEnabled, security, firstInformation } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  // Toasts of docs/product/comparison.md#states and docs/product/errors.md#comparison-and-engine: once per finished
  // calculation (not on reload). Only the latest progress toast stays.
  const shownFor = useRef(comparison?.id);
  const progressToast = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!comparison || shownFor.current === comparison.id) return;
    shownFor.current = comparison.id;
    clearProgress(progressToast);
    if (comparison.count > 0) {
      toast({
        title: "Berechnung abgeschlossen",
        description: `${comparison.count} passende Tarife gefunden`,
      });
    } else {
      toast({
        title: "Keine Tarife gefunden",
        description: NO_MATCHING_TARIFFS,
        variant: "destructive",
      });
    }
  }, [comparison]);
  useEffect(() => {
    if (!actionData) return;
    clearProgress(progressToast);
    if (actionData.errors?.birthDate === AGE_NOTICE.text) return; // the form shows the age dialog
    if (actionData.engineError !== undefined) {
      const { code, detail } = actionData.engineError;
      toast({ ...longFormEngineToast(code, detail), variant: "destructive" });
    } else if (actionData.errors?.[FIRST_INFORMATION_FIELD]) {
      toast({ title: "Erstinformation", description: actionData.errors[FIRST_INFORMATION_FIELD] });
    } else if (actionData.errors) {
      toast({
        title: "Fehlende Daten",
        description: "Bitte füllen Sie alle Pflichtfelder aus.",
        variant: "destructive",
      });
    }
  }, [actionData]);
  useEffect(() => {
    if (!submitting) return;
    clearProgress(progressToast);
    progressToast.current = toast({
      title: "Berechnung läuft",
      description: "Anbieter laden, Tarife berechnen …",
    });
  }, [submitting]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl md:text-4xl">
        Private Krankenversicherung vergleichen
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Machen Sie ein paar Angaben – unsere KI berechnet passende Tarife von über 20 Anbietern.
      </p>
      <div className="mt-6">
        <TrustBanner security={security} />
      </div>
      {actionData?.eligibility && (
        <div className="mt-8">
          <EligibilityAnswerSection answer={actionData.eligibility} />
        </div>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <LongComparisonForm
            initial={initialValues(actionData?.values, comparison?.input)}
            errors={actionData?.errors}
            submitting={submitting}
            today={today}
            figureYears={figureYears}
            restoreFromStorage={!comparison && !actionData}
            restoreHealthFromStorage={!actionData && comparison?.healthFromDevice === true}
            householdValues={actionData?.householdValues ?? comparison?.householdValues}
            firstInformation={firstInformation}
          />
        </div>
        <aside aria-label="Ihre Vorteile" className="space-y-4">
          <div className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="text-lg font-bold text-slate-900">Ihre Vorteile</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
              <li>In nur 10 Sekunden zum Tarif</li>
              <li>Über 20 Anbieter im Vergleich</li>
              <li>
                Bis zu 65% sparen
                <ClaimMark />
              </li>
              <li>Unverbindliche Beratung durch geprüfte Experten</li>
            </ul>
          </div>
        </aside>
      </div>

      {comparison && !actionData?.eligibility && (
        <section id="ergebnisse" aria-labelledby="ergebnisse-heading" className="mt-12 scroll-mt-24">
          <h2 id="ergebnisse-heading" className="text-2xl font-bold text-slate-900">
            {comparison.count > 0 ? `${comparison.count} passende Tarife gefunden` : "Keine Tarife gefunden"}
          </h2>
          <div className="mt-3 space-y-3">
            {comparison.priceNotice && <ModelPriceNote text={comparison.priceNotice} />}
            <FiguresNote insuranceStart={comparison.insuranceStart} figures={comparison.figures} />
          </div>
          {comparison.count > 0 ? (
            <>
              <div className="mt-5 grid gap-5 md:grid-cols-3">
                {comparison.top.map((offer, index) => (
                  <TopOfferCard
                    key={offer.id}
                    offer={offer}
                    position={index}
                    savingsBasis={comparison.savingsBasis}
                    figuresNotice={figuresNotice(comparison.figures)}
                    detailsHref={resultsHref.details(comparison.id, offer.id)}
                    note={comparison.topNotes[offer.id]}
                    assumptions={comparison.assumptions}
                  />
                ))}
              </div>
              <Link
                to={resultsHref.results(comparison.id)}
                className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-primary-800 px-6 font-semibold text-white hover:bg-primary-900"
              >
                Alle {comparison.count} Tarife ansehen
              </Link>
            </>
          ) : (
            <p className="mt-3 text-slate-700">{NO_MATCHING_TARIFFS}</p>
          )}
        </section>
      )}
      {assistantEnabled && <LucyWidget storageKey="lucy-session-id" typingSpeedMs={50} />}
    </div>
  );
}
