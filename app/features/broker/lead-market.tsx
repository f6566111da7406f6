import { useEffect, useId, useRef, useState } from "react";
import { Link, useNavigation } from "react-router";
import type { MarketLead } from "../../../domain/leads/market";
import { formatEuro } from "../../../lib/format/number-format";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { MarketFilters } from "./market-filters";
import { MarketPager } from "./market-pager";
import { marketSearch } from "./market-search";
import { MarketTable } from "./market-table";
import { PURCHASE_DESCRIPTION, PurchaseDetails } from "./purchase-confirmation";
import type { MarketPage, PurchaseActionResult } from "./types";

function messageOf(result: PurchaseActionResult): { kind: "success" | "error"; text: string } {
  if (result.ok) {
    return {
      kind: "success",
      text: `Lead gekauft für ${formatEuro((result.amountCents ?? 0) / 100)}. Die Kontaktdaten stehen unter 'Gekaufte Leads'.`,
    };
  }
  return { kind: "error", text: result.formError ?? "Der Kauf ist fehlgeschlagen." };
}

/**
 * The lead marketplace on /broker-dashboard (docs/product/leads.md#broker-side-marketplace-and-purchased-leads): the
 * listed leads anonymised, filter, sort and page (in the URL; the loader applies them), buy after a confirmation
 * showing price and consent basis (the route action). A refused purchase shows the server's German message (e.g.
 * 'Dieser Lead ist bereits verkauft.'). Local state: only the lead whose confirmation dialog is open.
 */
export function LeadMarket({
  market,
  result,
}: {
  market: MarketPage;
  result: PurchaseActionResult | undefined;
}) {
  const [selected, setSelected] = useState<MarketLead | undefined>();
  const messageRef = useRef<HTMLOutputElement>(null);
  const ids = useId();
  const navigation = useNavigation();
  const buying = navigation.state === "submitting" && navigation.formData?.get("intent") === "purchase";
  const message = result ? messageOf(result) : undefined;

  // A new purchase result closes the dialog and moves the focus to the message.
  useEffect(() => {
    if (!result) return;
    setSelected(undefined);
    requestAnimationFrame(() => messageRef.current?.focus());
  }, [result]);

  return (
    <section aria-labelledby="market-title" className="mt-8">
      <h2 id="market-title" className="text-xl font-semibold text-slate-900">
        Lead-Marktplatz
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Anonymisierte Anfragen; Name, E-Mail und Telefon sehen Sie nach dem Kauf unter 'Gekaufte Leads'.
      </p>
      <MarketFilters query={market.query} idPrefix={ids} />

      <output
        ref={messageRef}
        tabIndex={-1}
        aria-live="polite"
        data-testid="market-message"
        data-code={result && !result.ok ? result.code : undefined}
        className={
          message
            ? `mt-4 block rounded-lg p-3 text-sm ${message.kind === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`
            : "sr-only"
        }
      >
        {message?.text}
      </output>

      {market.selected && (
        // Without JavaScript 'Kaufen' reloads the page with `?buy=`: the same confirmation, as a non-modal dialog.
        <dialog
          open
          aria-labelledby={`${ids}-confirm`}
          className="relative mx-0 mt-4 block w-full max-w-lg rounded-xl border border-primary-200 bg-white p-6 text-slate-900 shadow-sm"
        >
          <h3 id={`${ids}-confirm`} className="text-lg font-semibold text-slate-900">
            Lead kaufen?
          </h3>
          <p className="mt-2 text-sm text-slate-700">{PURCHASE_DESCRIPTION}</p>
          <PurchaseDetails
            lead={market.selected}
            buying={buying}
            cancel={
              <Button asChild variant="ghost">
                <Link to={marketSearch(market.query, { page: market.page })} preventScrollReset>
                  Abbrechen
                </Link>
              </Button>
            }
          />
        </dialog>
      )}

      {market.leads.length === 0 ? (
        <p className="mt-4 text-slate-600">
          {market.failed
            ? "Der Marktplatz konnte nicht geladen werden."
            : "Zurzeit sind keine passenden Leads im Marktplatz."}
        </p>
      ) : (
        <>
          <MarketTable leads={market.leads} query={market.query} page={market.page} onBuy={setSelected} />
          <MarketPager query={market.query} page={market.page} pageCount={market.pageCount} />
        </>
      )}

      <Dialog open={selected !== undefined} onOpenChange={(open) => !open && setSelected(undefined)}>
        {selected && (
          <DialogContent className="max-w-lg p-6">
            <DialogTitle className="pr-10 text-lg font-semibold text-slate-900">Lead kaufen?</DialogTitle>
            <DialogDescription className="mt-2 text-sm text-slate-700">
              {PURCHASE_DESCRIPTION}
            </DialogDescription>
            <PurchaseDetails
              lead={selected}
              buying={buying}
              cancel={
                <Button type="button" variant="ghost" onClick={() => setSelected(undefined)}>
                  Abbrechen
                </Button>
              }
            />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
