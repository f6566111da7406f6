/** The contact request's topics and the texts shown with it (docs/decisions/006-leads-and-consent.md), without the schema. */

export const CONTACT_TOPICS = {
  callback: "Lassen Sie sich anrufen",
  consultation: "Beratungsgespräch vereinbaren",
  // docs/product/leads.md#risk-pre-check-request
  "risk-pre-check": "Anonyme Risikovoranfrage beauftragen",
  // docs/product/leads.md#application-request
  application: "Antrag anfragen",
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

/** The consent texts exactly as shown; the server stores the same texts with time and channel (docs/decisions/006-leads-and-consent.md). */
export function consentTexts(brokerName: string) {
  return {
    call: "Ich willige ein, dass mich ein Versicherungsexperte zu meiner Anfrage telefonisch zur gewählten Zeit kontaktiert. Diese Einwilligung kann ich jederzeit widerrufen.",
    // Covers the buyer (docs/decisions/017-lead-marketplace.md): the operator and the licensed partners of the
    // partner list (/partner) at the time of consent, at most as many as the list states.
    broker: `Ich willige ein, dass meine Angaben (Name, Telefonnummer, E-Mail-Adresse, Alter und Vergleichsdaten) zur Beratung an den Versicherungsmakler ${brokerName} sowie an die Versicherungsmakler und Versicherer der Partnerliste (/partner), die meine Anfrage über den Lead-Marktplatz erwerben, weitergegeben werden. Diese Einwilligung kann ich jederzeit widerrufen, auch über den Link in der Bestätigungs-E-Mail.`,
  };
}

/** What the portal states before any contact request is sent (docs/decisions/006-leads-and-consent.md). */
export function brokerStatusNote(brokerName: string): string {
  return `${brokerName} ist als Versicherungsmakler nach § 34d Abs. 1 GewO tätig. Wir vergleichen eine Auswahl des Marktes, nicht alle Versicherer und Tarife. Die Reihenfolge der Tarife wird nicht durch Provisionen beeinflusst.`;
}

/**
 * The explicit consent to pass the health answers of a comparison to a broker for an anonymous risk pre-check
 * (Art. 9 Abs. 2 lit. a DSGVO; docs/product/leads.md#risk-pre-check-request). Versioned: a new wording gets a new
 * version, and the lead stores the version with the text exactly as shown, the time and the channel.
 */
export const HEALTH_DATA_CONSENT = {
  version: "2026-11-v1",
  text: "Ich willige ausdrücklich ein, dass meine Gesundheitsangaben aus diesem Vergleich an einen Vermittler übermittelt und von ihm für eine anonyme Risikovoranfrage bei Versicherern verarbeitet werden (Art. 9 Abs. 2 lit. a DSGVO). Die Einwilligung kann ich jederzeit widerrufen.",
} as const;

/** The channel recorded with the health-data consent: the portal's web pages (dialog or page). */
export const HEALTH_DATA_CONSENT_CHANNEL = "web";

/**
 * The optional, explicit consent to pass the health answers of a comparison on with an application request
 * (Art. 9 Abs. 2 lit. a DSGVO; docs/product/leads.md#application-request). Stored like {@link HEALTH_DATA_CONSENT}
 * (purpose 'health-data') with its own text and version; without it the broker asks the health questions himself.
 */
export const APPLICATION_HEALTH_DATA_CONSENT = {
  version: "2026-11-application-v1",
  text: "Ich willige ausdrücklich ein, dass meine Gesundheitsangaben aus diesem Vergleich an einen Vermittler übermittelt und von ihm zur Vorbereitung meines Antrags für diesen Tarif verarbeitet werden (Art. 9 Abs. 2 lit. a DSGVO). Die Einwilligung ist freiwillig und kann jederzeit widerrufen werden.",
} as const;
