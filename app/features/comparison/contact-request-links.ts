import type { ContactTopic } from "../../../domain/leads/contact-texts";

/** Where the contact form posts and lives as a page (app/routes/public/contact-request.tsx); zod-free. */
export const CONTACT_REQUEST_PATH = "/kontaktanfrage";

/**
 * The page's `anliegen` parameter per topic ('Lassen Sie sich anrufen', 'Beratungsgespräch vereinbaren',
 * 'Anonyme Risikovoranfrage beauftragen', 'Antrag anfragen').
 */
const TOPIC_PARAMS: Record<ContactTopic, string> = {
  callback: "rueckruf",
  consultation: "beratung",
  "risk-pre-check": "risikovoranfrage",
  application: "antrag",
};

/** The page's parameter naming the topic. */
export const CONTACT_TOPIC_PARAM = "anliegen";

/** The value of {@link CONTACT_TOPIC_PARAM} for a topic. */
export function contactTopicParam(topic: ContactTopic): string {
  return TOPIC_PARAMS[topic];
}

/** The topic named by the page's `anliegen` parameter (a callback when it names none). */
export function topicOfParam(param: string | null | undefined): ContactTopic {
  const topics = Object.keys(TOPIC_PARAMS) as ContactTopic[];
  return topics.find((topic) => TOPIC_PARAMS[topic] === param) ?? "callback";
}

/** The page's parameter naming the offer of an application request. */
export const CONTACT_OFFER_PARAM = "tarif";

/** 'Antrag anfragen' of one offered tariff (docs/product/leads.md#application-request). */
export function applicationRequestHref(comparisonId: string, offerId: string): string {
  const params = new URLSearchParams({
    [CONTACT_TOPIC_PARAM]: TOPIC_PARAMS.application,
    c: comparisonId,
    [CONTACT_OFFER_PARAM]: offerId,
  });
  return `${CONTACT_REQUEST_PATH}?${params.toString()}`;
}
