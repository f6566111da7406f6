/**
 * A tariff's modelled premium history (docs/product/lifetime-cost.md#premium-history): model data, not the
 * insurer's real adjustments. The portal's market model has no real history, so it is modelled the way premiums
 * move by law (§ 155 VAG, § 203 VVG): claims per insured rise every year; the insurer may only adjust when the
 * claims of a tariff have drifted from its calculation by more than the trigger (10 %, or 5 % where the terms say
 * so), and then by the whole drift. So years without a change alternate with jumps.
 *
 * The claims growth of a year is the market's (below) plus a drift of the tariff and a yearly deviation, both drawn
 * from a generator seeded by the tariff key: the same tariff always gets the same history.
 */

/**
 * Modelled market-wide growth of claims per insured, per year (fractions). Shaped after what the PKV market reported
 * (moderate growth to 2021, high medical inflation 2023–2025); years outside the table use the long-run mean.
 */
const MARKET_CLAIMS_GROWTH: Readonly<Record<number, number>> = {
  2012: 0.028,
  2013: 0.027,
  2014: 0.029,
  2015: 0.03,
  2016: 0.026,
  2017: 0.027,
  2018: 0.028,
  2019: 0.031,
  2020: 0.019,
  2021: 0.034,
  2022: 0.037,
  2023: 0.048,
  2024: 0.061,
  2025: 0.058,
  2026: 0.045,
};
const LONG_RUN_CLAIMS_GROWTH = 0.032;

/** How many years of changes the history shows. */
export const PREMIUM_HISTORY_YEARS = 10;

interface PremiumChange {
  /** The change took effect on 1 January of this year. */
  year: number;
  /** The change as a fraction (0 = no change that year). */
  rate: number;
}

export interface PremiumHistory {
  /** One entry per year, oldest first; the last is the start year's. */
  changes: PremiumChange[];
  /** The average change per year over the history (geometric mean, fraction). */
  averageRate: number;
  /** The trigger of the tariff's adjustments (0,1 or 0,05). */
  trigger: number;
}

/** The modelled premium changes of the ten years up to and including `toYear`. */
export function modelledPremiumHistory(tariffKey: string, toYear: number): PremiumHistory {
  const random = seededRandom(tariffKey);
  const trigger = random() < 0.3 ? 0.05 : 0.1;
  const drift = -0.008 + random() * 0.02;
  // Tariffs stand at different points of their cycle: the drift already built up before the first year shown.
  let gap = 1 + random() * trigger;
  const changes: PremiumChange[] = [];
  for (let year = toYear - PREMIUM_HISTORY_YEARS + 1; year <= toYear; year += 1) {
    const market = MARKET_CLAIMS_GROWTH[year] ?? LONG_RUN_CLAIMS_GROWTH;
    const deviation = (random() - 0.5) * 0.03;
    gap *= 1 + Math.max(-0.02, market + drift + deviation);
    if (gap - 1 >= trigger) {
      changes.push({ year, rate: Math.round((gap - 1) * 1000) / 1000 });
      gap = 1;
    } else changes.push({ year, rate: 0 });
  }
  const growth = changes.reduce((product, change) => product * (1 + change.rate), 1);
  return { changes, averageRate: growth ** (1 / changes.length) - 1, trigger };
}

/** A small deterministic generator (mulberry32) seeded with the FNV-1a hash of the text. */
function seededRandom(text: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    state ^= text.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
