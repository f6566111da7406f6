import { data, useActionData, useLoaderData, useLocation } from "react-router";
import { asksAdvice } from "../../../domain/leads/advice";
import { contactRequestFromForm } from "../../../domain/leads/contact-request";
import { firstInformationVersion } from "../../../domain/settings/first-information";
import { berlinDate } from "../../../lib/dates/berlin-date";
import { pageContext } from "../../../server/transport/page-context.server";
import { notFound } from "../../components/not-found-page";
import { adviceSummaryView } from "../../features/comparison/advice-summary";
import {
  type ContactRequestResult,
  contactFailureMessage,
} from "../../features/comparison/contact-form-fields";
import {
  CONTACT_OFFER_PARAM,
  CONTACT_REQUEST_PATH,
  CONTACT_TOPIC_PARAM,
  topicOfParam,
} from "../../features/comparison/contact-request-links";
import { type ApplicationPreview, ContactRequestPage } from "../../features/comparison/contact-request-page";
import { shownFirstInformation } from "../../lib/first-information.server";
import { failureAnswer, readForm } from "../../lib/form-action.server";
import type { Route } from "./+types/contact-request";

/**
 * /kontaktanfrage (docs/product/leads.md#contact-request): the contact form's route action. The dialog of the
 * results screen posts here through a fetcher; without JavaScript the advice box links to this page, whose form
 * posts here as a plain form and shows the answer on the page. 'Antrag anfragen' of the tariff details opens it with
 * the comparison and the offer (docs/product/leads.md#application-request).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const params = new URL(request.url).searchParams;
  const topic = topicOfParam(params.get(CONTACT_TOPIC_PARAM));
  const comparisonId = params.get("c") || undefined;
  let application: ApplicationPreview | undefined;
  // The viewer's comparison (only one the viewer may see).
  const comparison = comparisonId ? await page.comparisons.get(comparisonId) : undefined;
  if (topic === "application") {
    // The tariff as the viewer's comparison offers it; a comparison or offer the viewer cannot see: the German 404.
    if (!comparison) throw notFound({ kind: "comparison" });
    const offerId = params.get(CONTACT_OFFER_PARAM);
    const offer =
      comparison.offers.find((entry) => entry.id === offerId) ??
      comparison.variants.find((entry) => entry.id === offerId);
    if (!offer) throw notFound({ kind: "tariff", comparisonId: comparison.id });
    application = {
      offerId: offer.id,
      insurer: offer.provider,
      tariffName: offer.name,
      monthlyPrice: offer.monthlyPrice,
      deductible: offer.deductible,
      figuresYear: comparison.figures.year,
      healthAnswers: await page.leads.offersRiskPreCheck(comparison),
    };
  }
  // The recommendation with the ranking's reasons, before the needs are asked (docs/product/broker-duties.md#advice-documentation).
  const recommendation =
    asksAdvice(topic) && comparison ? page.leads.adviceRecommendation(comparison, application?.offerId) : [];
  return {
    topic,
    comparisonId,
    application,
    recommendation,
    brokerName: await page.leads.brokerName(),
    firstInformationVersion: firstInformationVersion(await page.services.getSiteSettings()),
    today: berlinDate(page.gate.now),
  };
}

/** Rate limit per client address, the schema of domain/leads/contact-request.ts, then the lead. */
export async function action({ context, request }: Route.ActionArgs) {
  const page = context.get(pageContext);
  const { fields } = await readForm(request);
  const viewer = page.accounts.viewer;
  try {
    // The Erstinformation the form named (docs/product/broker-duties.md#first-information), when still in force.
    const firstInformation = await shownFirstInformation(page, fields);
    const created = await page.leads.submitContactRequest(
      page.caller,
      async () => contactRequestFromForm(fields),
      {
        userId: viewer.kind === "user" ? viewer.userId : undefined,
        ...(firstInformation ? { firstInformation } : {}),
      },
    );
    const advice = adviceSummaryView(created.advice);
    return data<ContactRequestResult>({ ok: true, ...(advice ? { advice } : {}) }, { status: 201 });
  } catch (error) {
    const answer = failureAnswer(error);
    return data<ContactRequestResult>(
      {
        ok: false,
        code: answer.code,
        message: contactFailureMessage(answer.code, answer.fieldErrors),
        fieldErrors: answer.fieldErrors,
        values: fields,
      },
      answer.init,
    );
  }
}

/**
 * The dialog's fetcher post without an answer (offline, the server gone): the dialog says 'not sent' and keeps the
 * entries, as for a refused request, instead of replacing the results page with the error page.
 */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  const values = Object.fromEntries(
    [...(await request.clone().formData())].filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
  try {
    return (await serverAction()) as ContactRequestResult;
  } catch {
    const failed: ContactRequestResult = {
      ok: false,
      code: "network",
      message: contactFailureMessage("network"),
      fieldErrors: {},
      values,
    };
    return failed;
  }
}

/** A refused request's `Retry-After` (rate limit) reaches the browser with the page, too. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const meta: Route.MetaFunction = () => [
  { title: "Kontaktanfrage" },
  { name: "robots", content: "noindex" },
];

export default function ContactRequestRoute() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <ContactRequestPage
      topic={loaded.topic}
      comparisonId={loaded.comparisonId}
      application={loaded.application}
      recommendation={loaded.recommendation}
      brokerName={loaded.brokerName}
      firstInformationVersion={loaded.firstInformationVersion}
      today={loaded.today}
      result={result}
      formAction={`${CONTACT_REQUEST_PATH}${search}`}
    />
  );
}
