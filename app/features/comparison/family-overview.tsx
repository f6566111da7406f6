import { AlertTriangle, Info } from "lucide-react";
import type { ReactNode } from "react";
import { familyPricedStatement } from "../../../domain/comparison/assumptions-text";
import { formatEuro } from "../../../lib/format/number-format";
import type { FamilyCombinationView, LabelledMember } from "./household-view";

/** How many combinations are shown before 'Alle N Kombinationen anzeigen'. */
const FAMILY_ROWS_SHOWN = 5;

export const FAMILY_NOTE =
  "Summe der Monatsbeiträge aller Personen beim selben Versicherer; sortiert nach Leistungspunkten je Euro der Familie.";
export const BELOW_REQUEST_NOTE = "Nicht für alle Personen im gewünschten Leistungsumfang";

/** 'Ablehnung wahrscheinlich bei Partner/in und Kind 1'. */
export function refusalText(labels: readonly string[]): string {
  if (labels.length === 0) return "Ablehnung wahrscheinlich";
  const names =
    labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(", ")} und ${labels[labels.length - 1]}`;
  return `Ablehnung wahrscheinlich bei ${names}`;
}

const cellLabel = "font-semibold text-slate-600 sm:hidden";

/**
 * 'Ihre Familie im Vergleich' (docs/product/comparison.md#family-and-health): per insurer every member's tariff and
 * price and the family's total per month, in the stored order (the family's price-performance). A table; on small
 * screens each row is a card. The first rows are shown, the rest behind a <details> (works without JavaScript).
 * `notes` are the page's model-price and figures notes.
 */
export function FamilyOverview({
  members,
  combinations,
  assumptions,
  notes,
}: {
  members: ReadonlyArray<LabelledMember>;
  combinations: ReadonlyArray<FamilyCombinationView>;
  assumptions?: { deductible: number; insuranceStart: string } | undefined;
  notes?: ReactNode;
}) {
  const shown = combinations.slice(0, FAMILY_ROWS_SHOWN);
  const rest = combinations.slice(FAMILY_ROWS_SHOWN);
  return (
    <section
      aria-labelledby="familie-im-vergleich"
      data-testid="family-overview"
      className="mb-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="familie-im-vergleich" className="text-xl font-bold text-slate-900">
        Ihre Familie im Vergleich
      </h2>
      {combinations.length === 0 ? (
        <p className="mt-3 text-slate-700">
          Kein Versicherer hat für jede Person Ihrer Familie einen passenden Tarif.
        </p>
      ) : (
        <>
          <FamilyTable
            caption={`Die ${shown.length === combinations.length ? "" : `${shown.length} besten von ${combinations.length} `}Kombinationen für Ihre Familie je Versicherer`}
            members={members}
            rows={shown}
          />
          {rest.length > 0 && (
            <details className="mt-4" data-testid="family-more">
              <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-primary-800 px-4 text-sm font-semibold text-primary-800 hover:bg-primary-50">
                Alle {combinations.length} Kombinationen anzeigen
              </summary>
              <FamilyTable
                caption={`Weitere Kombinationen (${FAMILY_ROWS_SHOWN + 1} bis ${combinations.length})`}
                members={members}
                rows={rest}
              />
            </details>
          )}
        </>
      )}
      {assumptions && (
        <p className="mt-4 text-sm text-slate-700" data-testid="family-assumptions">
          {familyPricedStatement({
            ...assumptions,
            persons: members.map((member) => ({
              label: member.label,
              known: "sickPay" in member,
              sickPay: member.sickPay,
            })),
          })}
        </p>
      )}
      <p className="mt-4 flex items-start gap-2 text-sm text-slate-700" data-testid="family-note">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{FAMILY_NOTE}</span>
      </p>
      {notes && <div className="mt-3 space-y-3">{notes}</div>}
    </section>
  );
}

function FamilyTable({
  caption,
  members,
  rows,
}: {
  caption: string;
  members: ReadonlyArray<LabelledMember>;
  rows: ReadonlyArray<FamilyCombinationView>;
}) {
  const labelOf = new Map(members.map((member) => [member.comparisonId, member.label]));
  return (
    <table className="mt-4 w-full border-collapse text-left text-sm max-sm:block" data-testid="family-table">
      <caption className="mb-2 text-left text-sm text-slate-600 max-sm:block">{caption}</caption>
      <thead className="max-sm:sr-only">
        <tr className="border-b border-slate-300">
          <th scope="col" className="py-2 pr-3 font-semibold text-slate-800">
            Versicherer
          </th>
          {members.map((member) => (
            <th key={member.comparisonId} scope="col" className="py-2 pr-3 font-semibold text-slate-800">
              {member.labelWithAge}
            </th>
          ))}
          <th scope="col" className="py-2 text-right font-semibold text-slate-800">
            Familie gesamt pro Monat
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block max-sm:space-y-3">
        {rows.map((row) => (
          <tr
            key={row.provider}
            data-testid="family-row"
            data-declined={row.declined}
            data-matches-request={row.matchesRequest}
            className="border-b border-slate-100 align-top max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:p-3"
          >
            <th scope="row" className="py-2 pr-3 font-bold text-slate-900 max-sm:block">
              {row.provider}
              {row.declined && (
                <span
                  className="mt-1 flex items-start gap-1 text-xs font-semibold text-red-800"
                  data-testid="family-refusal"
                >
                  <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
                  {refusalText(row.refused.map((id) => labelOf.get(id) ?? id))}
                </span>
              )}
              {!row.matchesRequest && (
                <span
                  className="mt-1 flex items-start gap-1 text-xs font-semibold text-amber-900"
                  data-testid="family-below-request"
                >
                  <Info className="size-3.5 shrink-0" aria-hidden />
                  {BELOW_REQUEST_NOTE}
                </span>
              )}
            </th>
            {members.map((member) => {
              const pick = row.members.find((entry) => entry.comparisonId === member.comparisonId);
              return (
                <td key={member.comparisonId} className="py-2 pr-3 text-slate-800 max-sm:block max-sm:py-1">
                  <span className={cellLabel}>{member.label}: </span>
                  {pick ? (
                    <>
                      <span>{pick.name}</span>{" "}
                      <span className="whitespace-nowrap text-slate-600 sm:block">
                        {formatEuro(pick.monthlyPrice)}
                      </span>
                    </>
                  ) : (
                    "–"
                  )}
                </td>
              );
            })}
            <td
              className="py-2 text-right font-bold whitespace-nowrap text-slate-900 max-sm:block max-sm:text-left"
              data-testid="family-total"
            >
              <span className={cellLabel}>Familie gesamt: </span>
              {formatEuro(row.totalMonthly)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
