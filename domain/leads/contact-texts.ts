/** The contact request's topics and the texts shown with it (docs/decisions/006-leads-and-consent.md), without the schema. */

export const CONTACT_TOPICS = {
  callback: "Lassen Sie sich anrufen",
  consultation: "Beratungsgespräch vereinbaren",
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
