/**
 * Page copy of the contact request's risk pre-check and application request: headings, intros and labels only the
 * results screen and /kontaktanfrage show (docs/architecture.md#what-domain-holds). The consent texts, which the lead
 * stores as shown, stay with the rules in domain/leads/contact-texts.ts.
 */

/** What the results page says about the risk pre-check (docs/product/leads.md#risk-pre-check-request). */
export const RISK_PRE_CHECK_TEXTS = {
  title: "Anonyme Risikovoranfrage",
  explanation:
    "Ein Versicherungsmakler fragt mit Ihren Gesundheitsangaben aus diesem Vergleich anonym bei Versicherern an – ohne Ihren Namen. So erfahren Sie das echte Votum der Versicherer, bevor Sie einen Antrag stellen.",
  intro:
    "Ein Versicherungsmakler fragt mit Ihren Gesundheitsangaben aus diesem Vergleich anonym bei Versicherern an und ruft Sie zur gewünschten Zeit mit dem Ergebnis an – kostenlos und unverbindlich. Ihre Gesundheitsangaben gibt er nur mit Ihrer ausdrücklichen Einwilligung weiter.",
} as const;

/** What the application request says (docs/product/leads.md#application-request). */
export const APPLICATION_TEXTS = {
  intro:
    "Ein Versicherungsmakler bereitet mit Ihnen den Antrag für diesen Tarif vor, klärt die Gesundheitsfragen und ruft Sie zur gewünschten Zeit an – kostenlos und unverbindlich. Erst mit Ihrer Unterschrift auf dem Antrag wird er gestellt; über die Annahme entscheidet der Versicherer.",
  healthOptional:
    "Freiwillig: Ohne diese Einwilligung fragt der Makler Ihre Gesundheitsangaben im Gespräch ab.",
  tariff: "Gewählter Tarif",
} as const;
