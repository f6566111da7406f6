import type { LifetimeProjection } from "../../../domain/lifetime/lifetime-projection";
import { formatEuroWhole } from "../../../lib/format/number-format";

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 56, right: 12, top: 12, bottom: 32 };

/**
 * The monthly own cost of the PKV tariff and of the GKV by age, as an SVG line chart
 * (docs/product/lifetime-cost.md#lifetime-view). The chart is an image with a text alternative; the same figures
 * stand in the table below it.
 */
export function LifetimeChart({ projection }: { projection: LifetimeProjection }) {
  const { years, breakEvenAge } = projection;
  const first = years[0]!.age;
  const last = years.at(-1)!.age;
  const top = Math.max(...years.map((row) => Math.max(row.pkvMonthly, row.gkvMonthly)), 1);
  const yMax = niceCeiling(top);
  const x = (age: number) =>
    PAD.left + ((age - first) / Math.max(1, last - first)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / yMax) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (pick: (row: (typeof years)[number]) => number) =>
    years.map((row) => `${x(row.age).toFixed(1)},${y(pick(row)).toFixed(1)}`).join(" ");
  const ageTicks = years.filter((row) => row.age % 10 === 0 || row.age === first).map((row) => row.age);
  const valueTicks = [0, 0.25, 0.5, 0.75, 1].map((share) => yMax * share);
  const summary = `Monatlicher Eigenanteil von ${first} bis ${last} Jahren: PKV von ${formatEuroWhole(years[0]!.pkvMonthly)} bis ${formatEuroWhole(years.at(-1)!.pkvMonthly)}, GKV von ${formatEuroWhole(years[0]!.gkvMonthly)} bis ${formatEuroWhole(years.at(-1)!.gkvMonthly)}.`;
  return (
    <figure className="mt-4">
      {/* On a phone the chart keeps a readable size and scrolls sideways. */}
      <div className="overflow-x-auto">
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full min-w-[520px]"
          role="img"
          aria-labelledby="lebenszeit-titel lebenszeit-beschreibung"
          data-slot="lifetime-chart"
          data-break-even={breakEvenAge ?? ""}
        >
          <title id="lebenszeit-titel">Monatlicher Eigenanteil PKV und GKV nach Alter (Projektion)</title>
          <desc id="lebenszeit-beschreibung">{summary}</desc>
          {valueTicks.map((value) => (
            <g key={value}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(value)}
                y2={y(value)}
                className="stroke-slate-200"
              />
              <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" className="fill-slate-600 text-[11px]">
                {formatEuroWhole(value)}
              </text>
            </g>
          ))}
          {ageTicks.map((age) => (
            <text
              key={age}
              x={x(age)}
              y={HEIGHT - 10}
              textAnchor="middle"
              className="fill-slate-600 text-[11px]"
            >
              {age}
            </text>
          ))}
          {breakEvenAge !== undefined && (
            <line
              x1={x(breakEvenAge)}
              x2={x(breakEvenAge)}
              y1={PAD.top}
              y2={HEIGHT - PAD.bottom}
              strokeDasharray="4 4"
              className="stroke-slate-500"
            />
          )}
          <polyline
            points={line((row) => row.gkvMonthly)}
            fill="none"
            strokeWidth={2.5}
            className="stroke-slate-500"
          />
          <polyline
            points={line((row) => row.pkvMonthly)}
            fill="none"
            strokeWidth={2.5}
            className="stroke-primary-700"
          />
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-6 rounded bg-primary-700" /> PKV (dieser
          Tarif)
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-1 w-6 rounded bg-slate-500" /> GKV
        </span>
        {breakEvenAge !== undefined && (
          <span className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-0 border-l-2 border-dashed border-slate-500"
            />
            Wendepunkt mit {breakEvenAge} Jahren
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** 1, 2 or 5 times a power of ten at or above the value. */
function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}
