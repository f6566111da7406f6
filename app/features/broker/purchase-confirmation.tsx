import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { LEAD_QUALITY_LABELS } from "../../../domain/leads/lifecycle";
import type { MarketLead } from "../../../domain/leads/market";
import { formatEuro } from "../../../lib/format/number-format";
import { applicationLabel } from "../../components/application-summary";
import { riskPreCheckLabel } from "../../components/health-answers-list";
import { Button } from "../../components/ui/button";

/** The confirmation's text: what the buyer gets and how he pays. */
export const PURCHASE_DESCRIPTION =
  "Nach dem Kauf sehen Sie Name, E-Mail-Adresse und Telefonnummer. Die Zahlung erfolgt auf Rechnung.";

/**
 * Price, quality, exclusivity and consent basis of one lead, and 'Verbindlich kaufen' (a post of intent
 * 'purchase' to the route action). `cancel` is the dialog's close button or, without JavaScript, a link back.
 */
export function PurchaseDetails({
  lead,
  buying,
  cancel,
}: {
  lead: MarketLead;
  buying: boolean;
  cancel: ReactNode;
}) {
  return (
    <>
      <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-2 text-sm">
        <dt className="text-slate-500">Preis</dt>
        <dd className="font-semibold text-slate-900" data-testid="purchase-price">
          {formatEuro(lead.priceCents / 100)}
        </dd>
        <dt className="text-slate-500">Qualität</dt>
        <dd>{LEAD_QUALITY_LABELS[lead.quality]}</dd>
        {lead.riskPreCheck && (
          <>
            <dt className="text-slate-500">Anliegen</dt>
            <dd data-testid="purchase-risk-pre-check">
              {riskPreCheckLabel(lead.riskPreCheck)} – die Gesundheitsangaben sehen Sie nach dem Kauf.
            </dd>
          </>
        )}
        {lead.application && (
          <>
            <dt className="text-slate-500">Anliegen</dt>
            <dd data-testid="purchase-application">
              {applicationLabel(lead.application)} – die Angaben zum Antrag sehen Sie nach dem Kauf.
            </dd>
          </>
        )}
        <dt className="text-slate-500">Exklusivität</dt>
        <dd>
          {lead.maxSales <= 1
            ? "Exklusiv (nur ein Käufer)"
            : `Bis zu ${lead.maxSales} Käufer (bisher ${lead.salesCount})`}
        </dd>
        <dt className="text-slate-500">Einwilligung</dt>
        <dd data-testid="purchase-consent">{lead.consentBasis}</dd>
      </dl>
      <Form method="post" className="mt-6 flex flex-wrap justify-end gap-2">
        <input type="hidden" name="leadId" value={lead.id} />
        {cancel}
        <Button type="submit" name="intent" value="purchase" disabled={buying}>
          {buying && <Loader2 className="size-4 animate-spin" aria-hidden />} Verbindlich kaufen
        </Button>
      </Form>
    </>
  );
}
