import { useState } from "react";
import type { ConsoleAnalysis, ConsoleTariff } from "../../../domain/kvr-console/requests";
import { formatEuro } from "../../../lib/format/number-format";
import { Button } from "../../components/ui/button";
import type { HiddenTariffs } from "./use-hidden-tariffs";

const EMPTY = "Noch keine Tarife: Senden Sie im Tab „Calculate“ eine Berechnung.";

/**
 * Tariff analysis (docs/product/rating-engine.md#developer-console): summary cards, insurer filter with counts,
 * overview, hide/show, details.
 */
export function TariffAnalysis({
  analysis,
  error,
  hiddenTariffs,
}: {
  analysis: ConsoleAnalysis | undefined;
  error: string | undefined;
  hiddenTariffs: HiddenTariffs;
}) {
  const [insurer, setInsurer] = useState("");
  if (error)
    return (
      <p role="alert" className="text-red-800">
        {error}
      </p>
    );
  if (!analysis) return <p className="text-slate-700">{EMPTY}</p>;
  const insurers = Object.entries(analysis.tariffsByInsurer).sort(([a], [b]) => a.localeCompare(b, "de"));
  const tariffs = analysis.tariffs.filter((tariff) => insurer === "" || tariff.companyName === insurer);
  const { hidden, toggle, save, clear } = hiddenTariffs;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-3 sm:grid-cols-3">
        <SummaryCard label="PKV-Tarife" value={analysis.summary.tariffCount} />
        <SummaryCard label="ProductPool-Einträge" value={analysis.summary.productPoolCount} />
        <SummaryCard label="Versicherer" value={analysis.summary.insurerCount} />
      </dl>

      <div className="grid gap-1">
        <label htmlFor="insurer-filter" className="text-sm font-medium text-slate-800">
          Versicherer
        </label>
        <select
          id="insurer-filter"
          value={insurer}
          onChange={(event) => setInsurer(event.target.value)}
          className="min-h-11 max-w-md rounded-lg border border-slate-300 px-3"
        >
          <option value="">Alle Versicherer ({analysis.summary.tariffCount})</option>
          {insurers.map(([name, count]) => (
            <option key={name} value={name}>
              {name} ({count})
            </option>
          ))}
        </select>
      </div>

      <section aria-labelledby="insurer-overview">
        <h3 id="insurer-overview" className="font-semibold text-slate-900">
          Versicherer-Übersicht
        </h3>
        <ul className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {insurers.map(([name, count]) => (
            <li
              key={name}
              className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 p-2"
            >
              <span className="text-sm">
                {name} <span className="text-slate-600">({count})</span>
              </span>
              <Button
                type="button"
                variant="secondary"
                onClick={() => setInsurer(name)}
                aria-label={`${name} anzeigen`}
              >
                Anzeigen
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="tariff-management">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id="tariff-management" className="font-semibold text-slate-900">
            Tarifverwaltung ({hidden.size} ausgeblendet)
          </h3>
          <Button type="button" variant="secondary" onClick={save}>
            Konfiguration speichern
          </Button>
          <Button type="button" variant="ghost" onClick={clear}>
            Konfiguration zurücksetzen
          </Button>
        </div>
        {tariffs.length === 0 ? (
          <p className="mt-2 text-slate-700">Keine Tarife für diesen Versicherer.</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {tariffs.map((tariff) => (
              <TariffCard
                key={tariff.key}
                tariff={tariff}
                hidden={hidden.has(tariff.key)}
                onToggle={() => toggle(tariff.key)}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function SummaryCard({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

const percent = (value: number | undefined) => (value === undefined ? "–" : `${value} %`);

function TariffCard({
  tariff,
  hidden,
  onToggle,
}: {
  tariff: ConsoleTariff;
  hidden: boolean;
  onToggle: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <li
      data-testid="console-tariff"
      className={
        hidden
          ? "rounded-lg border border-dashed border-slate-300 bg-slate-50 p-3 opacity-70"
          : "rounded-lg border border-slate-200 p-3"
      }
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm text-slate-600">{tariff.companyName}</p>
          <p className="font-semibold text-slate-900">{tariff.prodName}</p>
          <p className="text-slate-900">{formatEuro(tariff.monthlyPrice)} / Monat</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="secondary"
            onClick={onToggle}
            aria-label={`${tariff.prodName} ${hidden ? "einblenden" : "ausblenden"}`}
          >
            {hidden ? "Einblenden" : "Ausblenden"}
          </Button>
          <Button
            type="button"
            variant="ghost"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? "Weniger anzeigen" : "Alle Leistungen anzeigen"}
          </Button>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Fact
          label="Selbstbeteiligung"
          value={tariff.deductible === undefined ? "–" : formatEuro(tariff.deductible)}
        />
        <Fact label="Zahnersatz" value={percent(tariff.dentalReplacement)} />
        <Fact label="Zahnbehandlung" value={percent(tariff.dentalTreatment)} />
        <Fact
          label="Chefarzt"
          value={tariff.chiefPhysician === undefined ? "–" : tariff.chiefPhysician ? "Ja" : "Nein"}
        />
        <Fact
          label="Arbeitnehmer (AN)"
          value={tariff.employeeShare === undefined ? "–" : formatEuro(tariff.employeeShare)}
        />
        <Fact
          label="Arbeitgeber (AG)"
          value={tariff.employerShare === undefined ? "–" : formatEuro(tariff.employerShare)}
        />
      </dl>
      {tariff.components.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Bausteine">
          {tariff.components.map((component) => (
            <li key={component} className="rounded-full bg-primary-50 px-2 py-0.5 text-xs text-primary-900">
              {component}
            </li>
          ))}
        </ul>
      )}
      {expanded && (
        <div className="mt-3 grid gap-3">
          {tariff.benefits.length === 0 ? (
            <p className="text-sm text-slate-700">Keine Leistungsdaten in der Antwort.</p>
          ) : (
            tariff.benefits.map((group) => (
              <section key={group.category}>
                <h4 className="text-sm font-semibold text-slate-900">{group.category}</h4>
                <ul className="mt-1 grid gap-0.5 text-sm text-slate-800">
                  {group.items.map((item) => (
                    <li key={`${item.text}|${item.value ?? ""}`}>
                      {item.text}
                      {item.value ? `: ${item.value}` : ""}
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
          <section>
            <h4 className="text-sm font-semibold text-slate-900">ProductPool</h4>
            {tariff.productPool.length === 0 ? (
              <p className="text-sm text-slate-700">Keine ProductPool-Einträge zu diesem Tarif.</p>
            ) : (
              <ul className="mt-1 grid gap-0.5 text-sm text-slate-800">
                {tariff.productPool.map((item) => (
                  <li key={`${item.prodId}-${item.prodName}`}>
                    {item.prodName}: Tarifart {item.profileType ?? "–"}, Unisex {item.unisex ? "ja" : "nein"}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </li>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
