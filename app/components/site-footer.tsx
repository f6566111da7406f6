import { Link } from "react-router";
import type { SavingsClaimBasis } from "../../domain/offers/savings-claim";
import { berlinYear } from "../../lib/dates/berlin-date";
import { SavingsFootnote } from "./claim-footnote";

/**
 * `year`: the current year in Berlin from the layout's loader (absent on an error page without loader data);
 * `savingsClaim`: the basis of 'bis zu 65 %' the footnote names.
 */
export function SiteFooter({
  siteName,
  year,
  savingsClaim,
}: {
  siteName: string;
  year: number | undefined;
  savingsClaim?: SavingsClaimBasis;
}) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm text-slate-600 md:flex-row md:items-center md:justify-between">
        <p>
          © {year ?? berlinYear(Date.now())} {siteName} · Versicherungsmakler nach § 34d Abs. 1 GewO · Wir
          vergleichen eine Auswahl des Marktes.
        </p>
        <nav aria-label="Rechtliches">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to="/datenschutz" className="hover:text-primary-800 hover:underline">
                Datenschutz
              </Link>
            </li>
            <li>
              <Link to="/impressum" className="hover:text-primary-800 hover:underline">
                Impressum
              </Link>
            </li>
            <li>
              <Link to="/agb" className="hover:text-primary-800 hover:underline">
                AGB
              </Link>
            </li>
            <li>
              <Link to="/erstinformation" className="hover:text-primary-800 hover:underline">
                Erstinformation
              </Link>
            </li>
            <li>
              <Link to="/barrierefreiheit" className="hover:text-primary-800 hover:underline">
                Barrierefreiheit
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-8">
        <SavingsFootnote basis={savingsClaim} />
      </div>
    </footer>
  );
}
