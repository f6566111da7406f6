import { useMemo } from "react";
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useLoaderData,
} from "react-router";
import { canAccess } from "../../../domain/accounts/roles";
import { defaultInsuranceStart } from "../../../domain/comparison/insurance-start";
import { packResultOffers, toResultOffer, unpackResultOffers } from "../../../domain/comparison/result-offer";
import { resultHints } from "../../../domain/comparison/results-hints";
import {
  AGE_NOTICE,
  isAboveAgeLimit,
  shortFormBody,
  toIsoDate,
  validateShortBirthDate,
} from "../../../domain/comparison/short-form";
import { savingsBasis } from "../../../domain/constants/yearly-constants";
import { firstInformationVersion } from "../../../domain/settings/first-information";
import { ageOn, berlinDate } from "../../../lib/dates/berlin-date";
import { pageContext } from "../../../server/transport/page-context.server";
import { NEW_COMPARISON_PATH, notFound } from "../../components/not-found-page";
import { EligibilityAnswerSection, eligibilityAnswerOf } from "../../features/comparison/eligibility-answer";
import { familyView } from "../../features/comparison/family-view.server";
import { personLabel } from "../../features/comparison/form-labels";
import { offerExtrasById } from "../../features/comparison/offer-extras";
import { resultsHref } from "../../features/comparison/results-links";
import { ResultsScreen } from "../../features/comparison/results-screen";
import {
  SHORT_FORM_SCRIPT_FIELD,
  SHORT_FORM_SCRIPT_VALUE,
  type ShortFormActionData,
} from "../../features/comparison/short-form-result";
import { sickPayRerun } from "../../features/comparison/sick-pay-rerun";
import { LucyWidget } from "../../features/lucy/lucy-widget";
import { InsurerLogoByName } from "../../features/media/insurer-logo-grid";
import { requireFirstInformation } from "../../lib/first-information.server";
import { failureAnswer } from "../../lib/form-action.server";
import { startReactOnIntent } from "../../lib/start-on-intent/route-handle";
import type { Route } from "./+types/results";

export const meta: Route.MetaFunction = () => [
  { title: "Ihre PKV-Tarife" },
  { name: "robots", content: "noindex" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const id = new URL(request.url).searchParams.get("c");
  const assistantEnabled = (await page.services.getSiteSettings()).assistant.enabled;
  if (!id) return { comparison: null, assistantEnabled };
  const comparison = await page.comparisons.get(id);
  if (!comparison) {
    // Another browser's anonymous comparison: its plain link shows what its share link shows, without the
    // inputs, birth date and health answers (docs/product/results.md#who-sees-a-comparison).
    if (await page.comparisons.isOthersAnonymous(id)) throw redirect(`/geteilt/${page.sharing.tokenFor(id)}`);
    // Unknown, deleted (anonymous comparisons are deleted after 30 days) or another account's: the German 404.
    throw notFound({ kind: "comparison" });
  }
  const brokerName = await page.leads.brokerName();
  // The Erstinformation in force (docs/product/broker-duties.md#first-information): named in the contact dialog.
  const shownVersion = firstInformationVersion(await page.services.getSiteSettings());
  // A household member's page: the tabs and the family's combinations (docs/product/comparison.md#family-and-health).
  const family = familyView(comparison);
  // 'Vergleich speichern' for a signed-in private account (docs/product/documents.md#meine-vergleiche).
  const { viewer } = page.accounts;
  // Anonymous visitors are offered it too: signing in or registering returns here and keeps the comparison.
  const keep =
    viewer.kind === "user" && canAccess(viewer, "private")
      ? comparison.ownerId === viewer.userId
        ? ("kept" as const)
        : ("can-keep" as const)
      : viewer.kind === "anonymous"
        ? ("sign-in" as const)
        : undefined;
  // A read-only link to these results (docs/product/documents.md#share-link), on the address the visitor uses.
  const shareUrl = new URL(`/geteilt/${page.sharing.tokenFor(comparison.id)}`, request.url).href;
  return {
    assistantEnabled,
    keep,
    shareUrl,
    comparison: {
      id: comparison.id,
      summary: {
        jobStatusLabel: personLabel(comparison.input),
        // The age on the insurance start: the age the tariffs are priced for.
        age: ageOn(comparison.input.birthDate, comparison.insuranceStart),
      },
      insuranceStart: comparison.insuranceStart,
      figures: comparison.figures,
      offersJson: packResultOffers(comparison.variants.map(toResultOffer)),
      preferredDeductible: comparison.preferredDeductible,
      assumptions: comparison.assumptions,
      // The package asked for: the top 3 and the default order follow it (docs/product/results.md#ranking).
      requestedCoverage: comparison.input.coverageType,
      priceNotice: comparison.priceNotice,
      savingsBasis: savingsBasis(comparison.constants),
      brokerName,
      firstInformationVersion: shownVersion,
      family,
      // The health pre-check's estimate and the price parts, only for the offers that have them.
      offerExtras: offerExtrasById(comparison.variants),
      // With health answers in the household: 'Anonyme Risikovoranfrage beauftragen' (docs/product/leads.md#risk-pre-check-request).
      riskPreCheck: await page.leads.offersRiskPreCheck(comparison),
      // The hints per group (docs/product/results.md#hints) and the sick-pay hint's one action.
      hints: resultHints({
        jobStatus: comparison.input.jobStatus,
        birthDate: comparison.input.birthDate,
        insuranceStart: comparison.insuranceStart,
        hasSickPay: comparison.choices?.sickPay !== undefined,
        annualIncome: comparison.input.annualIncome,
        riskStatuses: comparison.variants.flatMap((offer) =>
          offer.riskAssessment ? [offer.riskAssessment.status] : [],
        ),
        threshold: {
          amount: comparison.constants.compulsoryInsuranceLimitYearly,
          year: comparison.constants.year,
        },
      }),
      sickPayRerun: sickPayRerun({
        id: comparison.id,
        input: comparison.input,
        household: comparison.household !== undefined,
        health: comparison.choices?.health !== undefined,
        premiumReliefMonthly: comparison.choices?.premiumRelief?.monthlyAmount,
        firstInformationVersion: comparison.firstInformation ? shownVersion : undefined,
      }),
    },
  };
}

/**
 * The one submit of the short landing form (docs/product/comparison.md#short-form): validate, age check,
 * calculate through the comparisons service (the same function as POST /api/comparisons), go to the results.
 * A plain post (no JavaScript) is redirected to the results; the form's script submission (`via=script`, a
 * fetcher) gets `{created: {url, count}}` for its count toast and navigates itself.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const page = context.get(pageContext);
  const form = await request.formData();
  const birthDate = String(form.get("birthDate") ?? "");
  const jobStatus = form.get("jobStatus") === "self-employed" ? "self-employed" : "employed";
  const annualIncome = String(form.get("annualIncome") ?? "");
  const viaScript = form.get(SHORT_FORM_SCRIPT_FIELD) === SHORT_FORM_SCRIPT_VALUE;
  const today = berlinDate(Date.now());
  const message = validateShortBirthDate(birthDate, today);
  if (message) {
    return data<ShortFormActionData>(
      { message, ageLimit: false, code: "validation-failed" },
      { status: 400 },
    );
  }
  if (isAboveAgeLimit(toIsoDate(birthDate), defaultInsuranceStart(today)))
    return data<ShortFormActionData>({ message: undefined, ageLimit: true });
  let created: Awaited<ReturnType<typeof page.comparisons.create>>;
  try {
    // Nothing is calculated before the Erstinformation was shown (docs/product/broker-duties.md#first-information).
    const firstInformation = await requireFirstInformation(page, form);
    created = await page.comparisons.create(shortFormBody({ birthDate, jobStatus, annualIncome }), {
      firstInformation,
    });
  } catch (caught) {
    const answer = failureAnswer(caught);
    // Below the Versicherungspflichtgrenze: the answer, no list (docs/product/comparison.md#eligibility).
    const eligibility = eligibilityAnswerOf(answer.error);
    if (eligibility) return data<ShortFormActionData>({ ageLimit: false, code: answer.code, eligibility });
    const failureMessage =
      answer.code === "validation-failed"
        ? // The long-form schema's person rules (e.g. an employee under 16): its message, not a failed calculation.
          (Object.values(answer.fieldErrors)[0] ?? answer.formError)
        : answer.code === "rate-limited"
          ? answer.detail
          : "Tarifberechnung fehlgeschlagen";
    return data<ShortFormActionData>(
      { message: failureMessage, ageLimit: false, code: answer.code },
      answer.init,
    );
  }
  const url = resultsHref.results(created.comparison.id);
  if (viaScript) {
    return data<ShortFormActionData>({ ageLimit: false, created: { url, count: created.comparison.count } });
  }
  return redirect(url);
}

/**
 * The short form's script submission in the browser: a failure that is no answer of the action (the gate locked
 * again, the network, a server error) becomes a code for the form's toast instead of the error page
 * (docs/product/errors.md#comparison-and-engine: 'Authentifizierung fehlgeschlagen', 'Fehler bei der
 * Tarifberechnung').
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ShortFormActionData> {
  try {
    return (await serverAction()) as ShortFormActionData;
  } catch (error) {
    const gateLocked = isRouteErrorResponse(error) && error.status === 401;
    return { ageLimit: false, code: gateLocked ? "gate-locked" : "unexpected" };
  }
}

/** Filters and paging live in the URL but are applied in the browser at once: only a new comparison reloads. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return defaultShouldRevalidate;
  if (
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.searchParams.get("c") === nextUrl.searchParams.get("c")
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

// Read first, nothing needs JavaScript while it loads (docs/decisions/025-react-starts-on-intent.md).
export const handle = startReactOnIntent;

export default function ResultsRoute() {
  const { comparison, assistantEnabled, keep, shareUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const offersJson = comparison?.offersJson;
  const offers = useMemo(
    () => (offersJson === undefined ? [] : unpackResultOffers(offersJson)),
    [offersJson],
  );
  if (!comparison && actionData?.ageLimit) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-2xl font-bold text-slate-900">{AGE_NOTICE.title}</h1>
        <p className="mt-3 text-slate-700">{AGE_NOTICE.text}</p>
        <Link
          to="/"
          className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-primary-800 px-6 font-semibold text-white"
        >
          {AGE_NOTICE.button}
        </Link>
      </div>
    );
  }
  if (!comparison && actionData?.eligibility) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <EligibilityAnswerSection answer={actionData.eligibility} headingLevel={1} changeHref="/" />
      </div>
    );
  }
  if (!comparison) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Noch kein Vergleich</h1>
        {actionData?.message && (
          <p role="alert" className="mt-3 font-medium text-red-700">
            {actionData.message}
          </p>
        )}
        <p className="mt-3 text-slate-700">Starten Sie einen Vergleich, um Ihre passenden Tarife zu sehen.</p>
        <Link
          to={NEW_COMPARISON_PATH}
          className="mt-6 inline-flex min-h-12 items-center rounded-lg bg-primary-800 px-6 font-semibold text-white"
        >
          Jetzt Tarife vergleichen
        </Link>
      </div>
    );
  }
  return (
    <ResultsScreen
      // A household's tabs switch persons on the same route: each person's page starts afresh.
      key={comparison.id}
      comparisonId={comparison.id}
      summary={comparison.summary}
      offers={offers}
      preferredDeductible={comparison.preferredDeductible}
      assumptions={comparison.assumptions}
      requestedCoverage={comparison.requestedCoverage}
      priceNotice={comparison.priceNotice}
      savingsBasis={comparison.savingsBasis}
      insuranceStart={comparison.insuranceStart}
      figures={comparison.figures}
      brokerName={comparison.brokerName}
      firstInformationVersion={comparison.firstInformationVersion}
      family={comparison.family}
      offerExtras={comparison.offerExtras}
      riskPreCheck={comparison.riskPreCheck}
      hints={comparison.hints}
      sickPayRerun={comparison.sickPayRerun}
      keep={keep}
      shareUrl={shareUrl}
      renderLogo={(name) => <InsurerLogoByName key={name} name={name} />}
      chatOpener={
        assistantEnabled ? (
          // The results page keeps its own chat session (docs/product/results.md: a page-specific key).
          <LucyWidget storageKey="lucy-session-id-ihre-pkv-tarife" typingSpeedMs={50} opener="inline" />
        ) : undefined
      }
    />
  );
}
