import { Link } from "react-router";
import type { MarketQuery } from "../../../domain/leads/market";
import { marketSearch } from "./market-search";

/** 'Zurück' / 'Weiter' through the market's pages; the page lives in the URL (`?page=`). */
export function MarketPager({
  query,
  page,
  pageCount,
}: {
  query: MarketQuery;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const link = "font-semibold text-primary-700 underline";
  return (
    <nav aria-label="Seiten des Marktplatzes" className="mt-3 flex items-center gap-4 text-sm">
      {page > 1 && (
        <Link to={marketSearch(query, { page: page - 1 })} className={link} preventScrollReset>
          Zurück
        </Link>
      )}
      <span className="text-slate-700">
        Seite {page} von {pageCount}
      </span>
      {page < pageCount && (
        <Link to={marketSearch(query, { page: page + 1 })} className={link} preventScrollReset>
          Weiter
        </Link>
      )}
    </nav>
  );
}
