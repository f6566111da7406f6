import type { ReactNode } from "react";
import type { FiguresLabel } from "../../../domain/constants/figures-notice";
import type { Offer } from "../../../domain/offers/offer";
import { formatEuro, formatNumber } from "../../../lib/format/number-format";
import { FiguresNote } from "./figures-note";
import { ModelPriceNote } from "./model-price-note";

type SharedOffer = Pick<
  Offer,
  | "id"
  | "provider"
  | "name"
  | "deductible"
  | "monthlyPrice"
  | "employeeContribution"
  | "grade"
  | "totalLeistungPoints"
>;

/**
 * A shared comparison, read-only (docs/product/documents.md#share-link): who it was made for in words (no birth
 * date), the same tariffs in the same order with their figures, the notes on figures and model.
 */
export function SharedResults({
  who,
  coverage,
  insuranceStart,
  figures,
  priceNotice,
  offers,
  assumptions,
  topIds,
  children,
}: {
  who: string;
  coverage: string;
  insuranceStart: string;
  figures: FiguresLabel;
  priceNotice: string | undefined;
  offers: SharedOffer[];
  /** What was priced, the sentence of every surface (docs/product/comparison.md#assumptions). */
  assumptions?: string;
  /** The highlighted offers (the results page's top picks; fewer than three when fewer qualify). */
  topIds: readonly string[];
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 md:py-10">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Geteilter PKV-Vergleich</h1>
      <p className="mt-2 text-slate-700" data-testid="shared-summary">
        Nur zum Ansehen: {offers.length} Tarife für {who}, Leistungspaket {coverage}, in der Reihenfolge
        „Preis-Leistung“. Die persönlichen Angaben sind nicht Teil des Links.
      </p>
      {assumptions && (
        <p className="mt-2 text-sm text-slate-700" data-testid="offer-assumptions">
          {assumptions}
        </p>
      )}
      <div className="mt-4 space-y-3">
        {priceNotice && <ModelPriceNote text={priceNotice} />}
        <FiguresNote insuranceStart={insuranceStart} figures={figures} />
      </div>
      <div className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Alle Tarife des Vergleichs</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="p-3">
                Nr.
              </th>
              <th scope="col" className="p-3">
                Tarif
              </th>
              <th scope="col" className="p-3">
                Selbstbeteiligung
              </th>
              <th scope="col" className="p-3 text-right">
                Monatsbeitrag
              </th>
              <th scope="col" className="p-3 text-right">
                Eigenanteil
              </th>
              <th scope="col" className="p-3 text-right">
                Note
              </th>
              <th scope="col" className="p-3 text-right">
                Punkte
              </th>
            </tr>
          </thead>
          <tbody>
            {offers.map((offer, index) => (
              <tr key={offer.id} className="border-t border-slate-100" data-testid="shared-offer">
                <td className="p-3">{index + 1}</td>
                <th scope="row" className="p-3 font-medium text-slate-900">
                  {offer.provider} – {offer.name}
                  {topIds.includes(offer.id) && (
                    <span className="ml-2 text-xs font-semibold text-primary-800">Top-Empfehlung</span>
                  )}
                </th>
                <td className="p-3">{offer.deductible}</td>
                <td className="p-3 text-right whitespace-nowrap">{formatEuro(offer.monthlyPrice)}</td>
                <td className="p-3 text-right whitespace-nowrap">{formatEuro(offer.employeeContribution)}</td>
                <td className="p-3 text-right">{offer.grade ? formatNumber(offer.grade.value, 1) : "–"}</td>
                <td className="p-3 text-right">{formatNumber(offer.totalLeistungPoints, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
