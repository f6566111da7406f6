import type { ApplicationSnapshot } from "../../../domain/leads/application";
import { formatEuro } from "../../../lib/format/number-format";
import type { OutgoingMessage } from "../delivery";

/** The mail's line naming an application request's tariff: 'Ihr gewählter Tarif: Debeka N, 412,30 € im Monat.' */
function applicationMailLine(snapshot: ApplicationSnapshot): string {
  return `Ihr gewählter Tarif: ${snapshot.insurer} ${snapshot.tariffName}, ${formatEuro(snapshot.monthlyPrice)} im Monat (Rechengrößen ${snapshot.figuresYear}).`;
}

/**
 * 'Ihre Anfrage ist eingegangen' (docs/product/leads.md#consent-and-withdrawal): the consents as given, the withdrawal
 * link first, the request's own confirmation link when needed, and the Erstinformation in Textform
 * (docs/product/broker-duties.md#first-information).
 */
export function leadConfirmationMail(lead: {
  id: string;
  email: string;
  name: string;
  application: ApplicationSnapshot | undefined;
  consents: string[];
  withdrawalLink: string;
  confirmationLink: string | undefined;
  firstInformation: string[];
}): OutgoingMessage {
  const confirmation = lead.confirmationLink
    ? [
        "",
        "Bitte bestätigen Sie Ihre Anfrage über diesen Link. Erst danach leiten wir sie weiter; haben Sie",
        "keine Anfrage gestellt, ignorieren Sie diese E-Mail einfach:",
        lead.confirmationLink,
      ]
    : [];
  return {
    channel: "mail",
    key: `lead-confirmation.${lead.id}`,
    to: lead.email,
    subject: "Ihre Anfrage ist eingegangen",
    text: [
      `Guten Tag ${lead.name},`,
      "",
      "vielen Dank für Ihre Anfrage. Ein Experte meldet sich zur gewünschten Zeit telefonisch bei Ihnen.",
      ...(lead.application ? ["", applicationMailLine(lead.application)] : []),
      "",
      "Sie haben eingewilligt:",
      ...lead.consents.map((text) => `- ${text}`),
      "",
      "Ihre Einwilligung können Sie jederzeit widerrufen; Ihre Anfrage wird dann sofort nicht mehr weitergegeben:",
      lead.withdrawalLink,
      ...confirmation,
      "",
      "—",
      "",
      ...lead.firstInformation,
    ].join("\n"),
  };
}
