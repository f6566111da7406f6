import { Form } from "react-router";
import type { AssumptionField } from "../../../domain/lifetime/lifetime-assumptions";
import type { LongView } from "../../../domain/lifetime/long-view";
import { taxBrackets } from "../../../domain/lifetime/net-cost";
import { formatEuro, formatEuroWhole, formatNumber, formatPercent } from "../../../lib/format/number-format";
import { Button } from "../../components/ui/button";
import { comparisonControlClass } from "./field-styles";
import { LifetimeChart } from "./lifetime-chart";

/** What the panel shows in a field: what was typed (with its message) or the value in force. */
export type AssumptionValues = Partial<Record<AssumptionField, string>>;

const decimal = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 1);

/**
 * The long view of a tariff on its details page (docs/product/lifetime-cost.md): net cost, the projection to 85
 * with its assumptions panel (a GET form: works without JavaScript), and the modelled premium history.
 */
export function LongViewSection({
  view,
  comparisonId,
  typed,
  errors,
  figuresYear,
}: {
  view: LongView;
  comparisonId: string;
  /** Values typed into the panel that were not valid, shown again with their messages. */
  typed: AssumptionValues;
  errors: Partial<Record<AssumptionField, string>>;
  /** The year of the figures the prices were computed with. */
  figuresYear: number;
}) {
  const { net, assumptions: a, projection, history } = view;
  const shown: Record<AssumptionField, string> = {
    premiumGrowth: decimal(a.premiumGrowthPercent),
    gkvGrowth: decimal(a.gkvGrowthPercent),
    incomeGrowth: decimal(a.incomeGrowthPercent),
    income: formatNumber(a.incomeYearly),
    retirementAge: String(a.retirementAge),
    taxRate: decimal(a.taxRatePercent),
  };
  const field = (name: AssumptionField, label: string, hint: string, suffix: string) => {
    const error = errors[name];
    const id = `annahme-${name}`;
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <div className="mt-1 flex items-center gap-2">
          <input
            id={id}
            name={name}
            inputMode="decimal"
            defaultValue={typed[name] ?? shown[name]}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hinweis${error ? ` ${id}-fehler` : ""}`}
            list={name === "taxRate" ? "steuersaetze" : undefined}
            className={`${comparisonControlClass} mt-0 max-w-40`}
          />
          <span className="text-sm text-slate-700">{suffix}</span>
        </div>
        <p id={`${id}-hinweis`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
        {error && (
          <p id={`${id}-fehler`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <section
      aria-labelledby="langfristig"
      id="langfristig-bereich"
      className="mt-8 space-y-6 rounded-2xl border border-slate-200 bg-white p-5"
      data-slot="long-view"
    >
      <h2 id="langfristig" className="text-xl font-bold text-slate-900">
        Was kostet dieser Tarif langfristig?
      </h2>

      <div data-slot="net-cost">
        <h3 className="text-lg font-semibold text-slate-900">Ihr Beitrag netto ({figuresYear})</h3>
        <dl className="mt-2 grid gap-2 sm:grid-cols-2">
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-700">Ihr Anteil nach Arbeitgeberzuschuss</dt>
            <dd className="text-xl font-bold text-slate-900">{formatEuro(net.afterEmployerShare)}</dd>
          </div>
          <div className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-700">nach Steuerersparnis (geschätzt)</dt>
            <dd className="text-xl font-bold text-slate-900">{formatEuro(net.afterTax)}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-slate-700">
          Absetzbar als Basisabsicherung (§ 10 Abs. 1 Nr. 3 EStG): {formatEuro(net.deductible)} im Monat – der
          Basisanteil dieses Tarifs ({formatPercent(net.basisShare)}, Modellwert; die Versicherer bescheinigen
          ihn je Tarif) und die Pflegepflichtversicherung, abzüglich des steuerfreien Arbeitgeberzuschusses.
          Bei einem Grenzsteuersatz von {decimal(a.taxRatePercent)} % sparen Sie etwa{" "}
          {formatEuro(net.taxSaving)} im Monat (ohne Solidaritätszuschlag und Kirchensteuer; Krankentagegeld
          und Beitragsentlastung zählen nicht zur Basisabsicherung).
        </p>
      </div>

      <div data-slot="lifetime">
        <h3 className="text-lg font-semibold text-slate-900">Kosten bis 85: PKV und GKV im Vergleich</h3>
        <p className="mt-1 text-sm font-medium text-slate-800">
          Projektion, keine Zusage: Beiträge, Einkommen und die GKV entwickeln sich anders, als heute jemand
          weiß. Grundlage sind die Zahlen {figuresYear} und das Marktmodell dieses Portals.
        </p>
        <Form
          method="get"
          preventScrollReset
          aria-label="Annahmen der Projektion"
          key={JSON.stringify(shown)}
          className="mt-4 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <input type="hidden" name="c" value={comparisonId} />
          {field(
            "premiumGrowth",
            "Beitragssteigerung PKV pro Jahr",
            `Vorgabe: ${decimal(a.defaults.premiumGrowthPercent)} % (Mittel der Beitragsentwicklung unten)`,
            "%",
          )}
          {field(
            "gkvGrowth",
            "Steigerung GKV-Höchstbeitrag pro Jahr",
            `Vorgabe: ${decimal(a.defaults.gkvGrowthPercent)} % (Mittel ${a.gkvYears.from}–${a.gkvYears.to} aus Beitragsbemessungsgrenze und Beitragssätzen)`,
            "%",
          )}
          {field(
            "incomeGrowth",
            "Einkommenssteigerung pro Jahr",
            `Vorgabe: ${decimal(a.defaults.incomeGrowthPercent)} %`,
            "%",
          )}
          {field(
            "income",
            "Bruttoeinkommen im Jahr",
            `Vorgabe: ${formatEuroWhole(a.defaults.incomeYearly)} (Versicherungspflichtgrenze ${figuresYear})`,
            "€",
          )}
          {field("retirementAge", "Rentenbeginn mit", `Vorgabe: ${a.defaults.retirementAge} Jahre`, "Jahren")}
          {field(
            "taxRate",
            "Grenzsteuersatz",
            "Eigener Satz oder eine Stufe aus der Liste (Einkommensteuertarif 2026)",
            "%",
          )}
          <datalist id="steuersaetze">
            {taxBrackets().map((bracket) => (
              <option
                key={bracket.taxableIncome}
                value={String(bracket.ratePercent)}
                label={`zu versteuerndes Einkommen ca. ${formatEuroWhole(bracket.taxableIncome)}`}
              />
            ))}
          </datalist>
          <div className="flex items-end">
            <Button type="submit" variant="secondary">
              Neu berechnen
            </Button>
          </div>
        </Form>
        {projection ? (
          <>
            <p className="mt-4 font-semibold text-slate-900" data-slot="break-even">
              {breakEvenText(projection)}
            </p>
            <LifetimeChart projection={projection} />
            <details className="mt-3">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary-800">
                Alle Jahre als Tabelle
              </summary>
              <div className="overflow-x-auto">
                <table className="mt-2 w-full text-right text-sm" data-slot="lifetime-table">
                  <caption className="sr-only">
                    Eigenanteil pro Monat und Summe seit Beginn, PKV und GKV
                  </caption>
                  <thead>
                    <tr className="text-slate-700">
                      <th scope="col" className="py-1 text-left">
                        Alter (Jahr)
                      </th>
                      <th scope="col">PKV im Monat</th>
                      <th scope="col">GKV im Monat</th>
                      <th scope="col">PKV Summe</th>
                      <th scope="col">GKV Summe</th>
                    </tr>
                  </thead>
                  <tbody>
                    {projection.years.map((row) => (
                      <tr key={row.age} className="border-t border-slate-100">
                        <th scope="row" className="py-1 text-left font-normal">
                          {row.age} ({row.year})
                        </th>
                        <td>{formatEuro(row.pkvMonthly)}</td>
                        <td>{formatEuro(row.gkvMonthly)}</td>
                        <td>{formatEuroWhole(row.pkvCumulative)}</td>
                        <td>{formatEuroWhole(row.gkvCumulative)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>Gesetzlicher Zuschlag (§ 149 VAG, 10 %) bis zum Ende des Jahres, in dem Sie 60 werden.</li>
              <li>
                Arbeitgeberzuschuss (§ 257 SGB V) bis zum Rentenbeginn, danach Zuschuss der Rentenversicherung
                (§ 106 SGB VI) auf eine gesetzliche Rente von {a.pensionLevelPercent} % des letzten Einkommens
                (bis zur Beitragsbemessungsgrenze).
              </li>
              <li>
                Krankentagegeld endet mit dem Rentenbeginn; eine Beitragsentlastung senkt den Beitrag ab dann.
              </li>
              <li>
                Angezeigt ist, was Sie selbst tragen, vor Steuern; die GKV mit allgemeinem Beitragssatz,
                durchschnittlichem Zusatzbeitrag und Pflegeversicherung (ohne Kinderlosenzuschlag).
              </li>
            </ul>
          </>
        ) : (
          <p className="mt-4 text-sm text-slate-700" data-slot="lifetime-unavailable">
            Die Projektion bis 85 gibt es für Angestellte und Selbstständige, die sich selbst versichern: Nur
            dann steht ein eigener GKV-Beitrag zum Vergleich.
          </p>
        )}
        <p className="mt-3 text-sm text-slate-700">
          <strong>Alterungsrückstellungen:</strong> Ein Teil Ihres Beitrags wird in jungen Jahren angespart,
          damit der Beitrag nicht allein wegen Ihres steigenden Alters wächst. Beiträge steigen trotzdem, wenn
          die Kosten im Gesundheitswesen steigen oder der Rechnungszins sinkt; der gesetzliche Zuschlag bis 60
          fließt in Rückstellungen, die den Beitrag ab 65 entlasten. Bei einem Wechsel des Versicherers geht
          nur ein Teil der Rückstellungen mit (Übertragungswert nach Basistarif).
        </p>
      </div>

      <div data-slot="premium-history">
        <h3 className="text-lg font-semibold text-slate-900">Beitragsentwicklung (Modelldaten)</h3>
        <p className="mt-1 text-sm text-slate-700">
          Modellierte Beitragsanpassungen der letzten {history.changes.length} Jahre, keine Historie des
          Versicherers: Beiträge dürfen nur angepasst werden, wenn die Leistungsausgaben um mehr als{" "}
          {formatPercent(history.trigger)} von der Kalkulation abweichen – deshalb wechseln Jahre ohne
          Änderung mit Sprüngen. Im Mittel {formatPercent(Math.round(history.averageRate * 1000) / 1000)} pro
          Jahr; das ist die Vorgabe der Projektion.
        </p>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-right text-sm">
            <caption className="sr-only">Modellierte Beitragsanpassungen je Jahr</caption>
            <thead>
              <tr className="text-slate-700">
                <th scope="col" className="py-1 text-left">
                  Jahr
                </th>
                <th scope="col">Anpassung zum 1. Januar</th>
                <th scope="col">Ihr Beitrag (Modell)</th>
              </tr>
            </thead>
            <tbody>
              {history.premiums.map((row) => (
                <tr key={row.year} className="border-t border-slate-100">
                  <th scope="row" className="py-1 text-left font-normal">
                    {row.year}
                  </th>
                  <td>{row.rate === 0 ? "keine" : `+${formatPercent(row.rate)}`}</td>
                  <td>{formatEuro(row.monthly)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function breakEvenText(projection: NonNullable<LongView["projection"]>): string {
  const { breakEvenAge, cheaperAtStart, years } = projection;
  const year = years.find((row) => row.age === breakEvenAge)?.year;
  if (cheaperAtStart === "pkv")
    return breakEvenAge === undefined
      ? "Bis 85 zahlen Sie in dieser Projektion in der PKV insgesamt weniger als in der GKV."
      : `Wendepunkt mit ${breakEvenAge} Jahren (${year}): Ab dann haben Sie in der PKV insgesamt mehr gezahlt als in der GKV.`;
  return breakEvenAge === undefined
    ? "Bis 85 zahlen Sie in dieser Projektion in der GKV insgesamt weniger als in der PKV."
    : `Wendepunkt mit ${breakEvenAge} Jahren (${year}): Ab dann haben Sie in der GKV insgesamt mehr gezahlt als in der PKV.`;
}
