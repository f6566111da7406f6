import { Loader2, ShoppingCart } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { JOB_STATUS_LABELS, JOB_STATUSES } from "../../../domain/comparison/form-values";
import { formatDateTime } from "../../../domain/format/date-format";
import { formatEuro } from "../../../domain/format/number-format";
import { LEAD_QUALITIES, LEAD_QUALITY_LABELS } from "../../../domain/leads/lifecycle";
import {
  COVERAGE_WISH_LABELS,
  MARKET_SORTS,
  type MarketLead,
  type MarketSort,
} from "../../../domain/leads/market";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { apiRequest, isApiError } from "../../lib/api-client";

interface Filters {
  quality: string;
  jobStatus: string;
  coverageWish: string;
  sort: MarketSort;
}

const EMPTY_FILTERS: Filters = { quality: "", jobStatus: "", coverageWish: "", sort: "newest" };

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === "" ? "-" : String(value);

/**
 * The lead marketplace on /broker-dashboard (docs/product/leads.md#broker-side-marketplace-and-purchased-leads): the
 * listed leads anonymised, filter and sort (the server applies them), buy with a confirmation dialog showing price
 * and consent basis.
 * A refused purchase shows the server's German message (e.g. 'Dieser Lead ist bereits verkauft.').
 */
export function LeadMarket({ onPurchased }: { onPurchased: () => void }) {
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [leads, setLeads] = useState<MarketLead[] | undefined>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [selected, setSelected] = useState<MarketLead | undefined>();
  const [buying, setBuying] = useState(false);
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | undefined>();
  const messageRef = useRef<HTMLOutputElement>(null);
  const ids = useId();

  const load = useCallback(async (current: Filters) => {
    const query = new URLSearchParams(
      Object.entries(current).filter(([, value]) => value !== "") as Array<[string, string]>,
    );
    try {
      const body = await apiRequest<{ leads: MarketLead[] }>(`/api/leads/market?${query}`);
      setLeads(body.leads);
      setLoadFailed(false);
    } catch {
      setLeads([]);
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void load(filters);
  }, [filters, load]);

  const change = (name: keyof Filters) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    setFilters((current) => ({ ...current, [name]: event.target.value }));

  async function buy(lead: MarketLead) {
    setBuying(true);
    try {
      const result = await apiRequest<{ amountCents: number }>(`/api/leads/${lead.id}/purchase`, {
        method: "POST",
        json: {},
      });
      setMessage({
        kind: "success",
        text: `Lead gekauft für ${formatEuro(result.amountCents / 100)}. Die Kontaktdaten stehen unter 'Gekaufte Leads'.`,
      });
      onPurchased();
    } catch (error) {
      setMessage({
        kind: "error",
        text: isApiError(error) && error.detail ? error.detail : "Der Kauf ist fehlgeschlagen.",
      });
    } finally {
      setBuying(false);
      setSelected(undefined);
      void load(filters);
      requestAnimationFrame(() => messageRef.current?.focus());
    }
  }

  const select = (label: string, name: keyof Filters, options: Array<[string, string]>) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${ids}-${name}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={`${ids}-${name}`}
        value={filters[name]}
        onChange={change(name)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm"
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby="market-title" className="mt-8">
      <h2 id="market-title" className="text-xl font-semibold text-slate-900">
        Lead-Marktplatz
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Anonymisierte Anfragen; Name, E-Mail und Telefon sehen Sie nach dem Kauf unter 'Gekaufte Leads'.
      </p>
      <form
        aria-label="Filter und Sortierung"
        className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        onSubmit={(event) => event.preventDefault()}
      >
        {select("Qualität", "quality", [
          ["", "Alle"],
          ...LEAD_QUALITIES.map((quality): [string, string] => [quality, LEAD_QUALITY_LABELS[quality]]),
        ])}
        {select("Berufsstatus", "jobStatus", [
          ["", "Alle"],
          ...JOB_STATUSES.map((status): [string, string] => [status, JOB_STATUS_LABELS[status]]),
        ])}
        {select("Versicherungswunsch", "coverageWish", [
          ["", "Alle"],
          ...Object.entries(COVERAGE_WISH_LABELS),
        ])}
        {select("Sortierung", "sort", Object.entries(MARKET_SORTS))}
      </form>

      <output
        ref={messageRef}
        tabIndex={-1}
        aria-live="polite"
        data-testid="market-message"
        className={
          message
            ? `mt-4 block rounded-lg p-3 text-sm ${message.kind === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`
            : "sr-only"
        }
      >
        {message?.text}
      </output>

      {leads === undefined ? (
        <p role="status" className="mt-4 flex items-center gap-2 text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden /> <span className="sr-only">Laden...</span>
        </p>
      ) : leads.length === 0 ? (
        <p className="mt-4 text-slate-600">
          {loadFailed
            ? "Der Marktplatz konnte nicht geladen werden."
            : "Zurzeit sind keine passenden Leads im Marktplatz."}
        </p>
      ) : (
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
                  <td className="px-4 py-3">{dash(lead.age)}</td>
                  <td className="px-4 py-3">
                    {lead.jobStatus ? JOB_STATUS_LABELS[lead.jobStatus] : "-"}
                    {lead.beihilfe ? " (Beihilfe)" : ""}
                  </td>
                  <td className="px-4 py-3">
                    {lead.coverageWish ? COVERAGE_WISH_LABELS[lead.coverageWish] : "-"}
                  </td>
                  <td className="px-4 py-3">{dash(lead.postalRegion)}</td>
                  <td className="px-4 py-3">{LEAD_QUALITY_LABELS[lead.quality]}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(lead.createdAt)}</td>
                  <td className="px-4 py-3 whitespace-nowrap font-semibold">
                    {formatEuro(lead.priceCents / 100)}
                  </td>
                  <td className="px-4 py-3">
                    <Button size="md" variant="secondary" onClick={() => setSelected(lead)}>
                      <ShoppingCart className="size-4" aria-hidden /> Kaufen
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <Dialog open={selected !== undefined} onOpenChange={(open) => !open && setSelected(undefined)}>
        {selected && (
          <DialogContent className="max-w-lg p-6">
            <DialogTitle className="pr-10 text-lg font-semibold text-slate-900">Lead kaufen?</DialogTitle>
            <DialogDescription className="mt-2 text-sm text-slate-700">
              Nach dem Kauf sehen Sie Name, E-Mail-Adresse und Telefonnummer. Die Zahlung erfolgt auf
              Rechnung.
            </DialogDescription>
            <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-2 text-sm">
              <dt className="text-slate-500">Preis</dt>
              <dd className="font-semibold text-slate-900" data-testid="purchase-price">
                {formatEuro(selected.priceCents / 100)}
              </dd>
              <dt className="text-slate-500">Qualität</dt>
              <dd>{LEAD_QUALITY_LABELS[selected.quality]}</dd>
              <dt className="text-slate-500">Exklusivität</dt>
              <dd>
                {selected.maxSales <= 1
                  ? "Exklusiv (nur ein Käufer)"
                  : `Bis zu ${selected.maxSales} Käufer (bisher ${selected.salesCount})`}
              </dd>
              <dt className="text-slate-500">Einwilligung</dt>
              <dd data-testid="purchase-consent">{selected.consentBasis}</dd>
            </dl>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={() => setSelected(undefined)}>
                Abbrechen
              </Button>
              <Button onClick={() => buy(selected)} disabled={buying}>
                {buying && <Loader2 className="size-4 animate-spin" aria-hidden />} Verbindlich kaufen
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
