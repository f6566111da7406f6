import { Store } from "lucide-react";
import type { CoverageType } from "../../../domain/comparison/form-values";
import {
  type MarketBasis,
  marketBasisHeadline,
  marketBasisScope,
  notIncludedSentence,
} from "../../../domain/comparison/market-basis";

/**
 * The comparison's market basis inline (§ 60 Abs. 1 VVG, docs/product/broker-duties.md#market-basis): how many
 * tariffs of how many insurers, the list one click away (a disclosure that works without JavaScript) and what is
 * not included. Stands beside the model notice.
 */
export function MarketBasisNote({
  basis,
  coverage,
}: {
  basis: MarketBasis;
  coverage: CoverageType | undefined;
}) {
  return (
    <section
      data-testid="market-basis"
      aria-label="Marktgrundlage"
      className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800"
    >
      <Store className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p>
          <strong className="text-slate-900">{marketBasisHeadline(basis)}</strong>{" "}
          {marketBasisScope(coverage)}
        </p>
        {basis.insurers.length > 0 && (
          <details>
            <summary className="cursor-pointer font-semibold text-primary-800 underline-offset-2 hover:underline">
              Alle {basis.insurerCount} Versicherer und ihre Tarife anzeigen
            </summary>
            <ul className="mt-2 space-y-1" data-testid="market-basis-list">
              {basis.insurers.map((insurer) => (
                <li key={insurer.provider}>
                  <span className="font-semibold text-slate-900">{insurer.provider}</span> (
                  {insurer.tariffs.length}): {insurer.tariffs.join(", ")}
                </li>
              ))}
            </ul>
          </details>
        )}
        <p data-testid="market-basis-not-included">{notIncludedSentence(basis, coverage)}</p>
      </div>
    </section>
  );
}
