import { ShoppingCart } from "lucide-react";
import { Form } from "react-router";
import { orDash } from "../../../domain/accounts/license";
import { JOB_STATUS_LABELS } from "../../../domain/comparison/form-values";
import { LEAD_QUALITY_LABELS } from "../../../domain/leads/lifecycle";
import { COVERAGE_WISH_LABELS, type MarketLead, type MarketQuery } from "../../../domain/leads/market";
import { formatDateTime } from "../../../lib/format/date-format";
import { formatEuro } from "../../../lib/format/number-format";
import { applicationLabel } from "../../components/application-summary";
import { riskPreCheckLabel } from "../../components/health-answers-list";
import { Button } from "../../components/ui/button";

/**
 * The listed leads, anonymised. 'Kaufen' asks for the confirmation: with JavaScript in a dialog (`onBuy`), without
 * it as a GET of the same page with `?buy=<id>` (the filters kept), which shows the confirmation on the page.
 */
export function MarketTable({
  leads,
  query,
  page,
  onBuy,
}: {
  leads: MarketLead[];
  query: MarketQuery;
  page: number;
  onBuy: (lead: MarketLead) => void;
}) {
  const kept: Array<[string, string]> = [
    ["quality", query.quality ?? ""],
    ["jobStatus", query.jobStatus ?? ""],
    ["coverageWish", query.coverageWish ?? ""],
    ["sort", query.sort === "newest" ? "" : query.sort],
    ["page", page > 1 ? String(page) : ""],
  ];
  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
      tabIndex={0}
      aria-label="Tabelle der angebotenen Leads"
      className="relative mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[760px] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {[
              "Alter",
              "Berufsstatus",
              "Versicherungswunsch",
              "PLZ-Region",
              "Qualität",
              "Erstellt",
              "Preis",
              "Aktion",
            ].map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr
              key={lead.id}
              data-testid="market-lead"
              data-lead-id={lead.id}
              className="border-t border-slate-100"
            >
              <td className="px-4 py-3">{orDash(lead.age)}</td>
              <td className="px-4 py-3">
                {lead.jobStatus ? JOB_STATUS_LABELS[lead.jobStatus] : "-"}
                {lead.beihilfe ? " (Beihilfe)" : ""}
              </td>
              <td className="px-4 py-3">
                {lead.coverageWish ? COVERAGE_WISH_LABELS[lead.coverageWish] : "-"}
              </td>
              <td className="px-4 py-3">{orDash(lead.postalRegion)}</td>
              <td className="px-4 py-3">
                {LEAD_QUALITY_LABELS[lead.quality]}
                {lead.riskPreCheck && (
                  // A risk pre-check: the number of persons, the health answers only after the purchase.
                  <span
                    data-testid="market-risk-pre-check"
                    className="mt-1 block w-max rounded bg-primary-50 px-1.5 py-0.5 text-xs font-semibold text-primary-800"
                  >
                    {riskPreCheckLabel(lead.riskPreCheck)}
                  </span>
                )}
                {lead.application && (
                  // An application request: the tariff and its price, the person's inputs only after the purchase.
                  <span
                    data-testid="market-application"
                    className="mt-1 block w-max max-w-56 rounded bg-green-50 px-1.5 py-0.5 text-xs font-semibold text-green-800"
                  >
                    {applicationLabel(lead.application)}
                  </span>
                )}
                {lead.advice && (
                  // That the needs were documented (or the waiver declared); the content only after the purchase.
                  <span
                    data-testid="market-advice"
                    className="mt-1 block w-max max-w-56 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700"
                  >
                    {lead.advice}
                  </span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(lead.createdAt)}</td>
              <td className="px-4 py-3 whitespace-nowrap font-semibold">
                {formatEuro(lead.priceCents / 100)}
              </td>
              <td className="px-4 py-3">
                <Form method="get" preventScrollReset>
                  {kept
                    .filter(([, value]) => value !== "")
                    .map(([name, value]) => (
                      <input key={name} type="hidden" name={name} value={value} />
                    ))}
                  <input type="hidden" name="buy" value={lead.id} />
                  <Button
                    type="submit"
                    size="md"
                    variant="secondary"
                    onClick={(event) => {
                      event.preventDefault();
                      onBuy(lead);
                    }}
                  >
                    <ShoppingCart className="size-4" aria-hidden /> Kaufen
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
