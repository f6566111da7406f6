import { useState } from "react";
import type { ConsoleAnalysis } from "../../../domain/kvr-console/requests";
import { websiteViewCategories } from "../../../domain/ranking/website-view";
import { formatEuro } from "../../../lib/format/number-format";
import { cn } from "../../lib/cn";

const CATEGORY_LABELS = {
  "preis-leistung": "Preis-Leistung",
  premium: "Premium",
  guenstig: "Günstig",
  standard: "Standard",
} as const;

/**
 * The old website's view of the last calculation (docs/product/rating-engine.md#developer-console, with the
 * category rule of docs/product/results.md#ranking): filter, Desktop/Mobile, the top 3 and up to 100 more (positions
 * 4 to 103); hidden tariffs stay out.
 */
export function WebsiteView({
  analysis,
  error,
  hidden,
}: {
  analysis: ConsoleAnalysis | undefined;
  error: string | undefined;
  hidden: ReadonlySet<string>;
}) {
  const [filter, setFilter] = useState("");
  const [device, setDevice] = useState<"desktop" | "mobile">("desktop");
  if (error)
    return (
      <p role="alert" className="text-red-800">
        Die Tarife konnten nicht geladen werden
      </p>
    );
  if (!analysis)
    return (
      <p className="text-slate-700">Noch keine Tarife: Senden Sie im Tab „Calculate“ eine Berechnung.</p>
    );
  const needle = filter.trim().toLowerCase();
  const offers = analysis.tariffs
    .filter((tariff) => !hidden.has(tariff.key))
    .filter(
      (tariff) =>
        needle === "" ||
        tariff.companyName.toLowerCase().includes(needle) ||
        tariff.prodName.toLowerCase().includes(needle),
    )
    .map((tariff) => ({
      key: tariff.key,
      provider: tariff.companyName,
      name: tariff.prodName,
      monthlyPrice: tariff.monthlyPrice,
    }));
  const { top, more } = websiteViewCategories(offers);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm font-medium text-slate-800">
          Versicherer oder Tarif filtern
          <input
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="min-h-11 rounded-lg border border-slate-300 px-3"
          />
        </label>
        <fieldset className="flex gap-1">
          <legend className="sr-only">Ansicht</legend>
          {(["desktop", "mobile"] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={device === value}
              onClick={() => setDevice(value)}
              className={cn(
                "min-h-11 rounded-lg border px-3 text-sm",
                device === value
                  ? "border-primary-800 bg-primary-800 text-white"
                  : "border-slate-300 bg-white",
              )}
            >
              {value === "desktop" ? "Desktop" : "Mobile"}
            </button>
          ))}
        </fieldset>
      </div>
      <div
        data-testid="website-preview"
        className={cn(
          "rounded-xl border border-slate-200 bg-slate-50 p-3",
          device === "mobile" && "mx-auto max-w-[375px]",
        )}
      >
        {top.length === 0 ? (
          <p className="text-slate-700">Keine Tarife für diesen Filter.</p>
        ) : (
          <>
            <h3 className="font-semibold text-slate-900">Unsere Empfehlungen</h3>
            <ol className={cn("mt-2 grid gap-3", device === "desktop" && "md:grid-cols-3")}>
              {top.map((offer, index) => (
                <li
                  key={offer.key}
                  data-testid="website-top"
                  className="rounded-lg border border-primary-200 bg-white p-3"
                >
                  <p className="text-xs font-semibold text-primary-800">
                    Platz {index + 1} · {CATEGORY_LABELS[offer.category]}
                  </p>
                  <p className="text-sm text-slate-600">{offer.provider}</p>
                  <p className="font-semibold text-slate-900">{offer.name}</p>
                  <p>{formatEuro(offer.monthlyPrice)} / Monat</p>
                </li>
              ))}
            </ol>
            {more.length > 0 && (
              <>
                <h3 className="mt-4 font-semibold text-slate-900">Weitere Tarife ({more.length})</h3>
                <ol start={4} className="mt-2 grid gap-1 text-sm">
                  {more.map((offer, index) => (
                    <li
                      key={offer.key}
                      data-testid="website-more"
                      className="flex flex-wrap justify-between gap-2 rounded bg-white px-2 py-1"
                    >
                      <span>
                        {index + 4}. {offer.provider} – {offer.name} ({CATEGORY_LABELS[offer.category]})
                      </span>
                      <span>{formatEuro(offer.monthlyPrice)}</span>
                    </li>
                  ))}
                </ol>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
