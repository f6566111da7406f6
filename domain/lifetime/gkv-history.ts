/**
 * The GKV's yearly figures of the last years (docs/product/lifetime-cost.md#gkv-growth): the contribution ceiling
 * (Beitragsbemessungsgrenze), the general rate, the average additional rate and the care rate without the
 * childless surcharge, each as in force on 1 January (Sozialversicherungs-Rechengrößenverordnungen and the
 * Bundesgesundheitsministerium's announcements of the average additional rate). Rates as fractions.
 */
export interface GkvYear {
  year: number;
  contributionCeilingYearly: number;
  generalRate: number;
  averageAdditionalRate: number;
  careRate: number;
}

export const GKV_HISTORY: readonly GkvYear[] = [
  {
    year: 2016,
    contributionCeilingYearly: 50_850,
    generalRate: 0.146,
    averageAdditionalRate: 0.011,
    careRate: 0.0235,
  },
  {
    year: 2017,
    contributionCeilingYearly: 52_200,
    generalRate: 0.146,
    averageAdditionalRate: 0.011,
    careRate: 0.0255,
  },
  {
    year: 2018,
    contributionCeilingYearly: 53_100,
    generalRate: 0.146,
    averageAdditionalRate: 0.01,
    careRate: 0.0255,
  },
  {
    year: 2019,
    contributionCeilingYearly: 54_450,
    generalRate: 0.146,
    averageAdditionalRate: 0.009,
    careRate: 0.0305,
  },
  {
    year: 2020,
    contributionCeilingYearly: 56_250,
    generalRate: 0.146,
    averageAdditionalRate: 0.011,
    careRate: 0.0305,
  },
  {
    year: 2021,
    contributionCeilingYearly: 58_050,
    generalRate: 0.146,
    averageAdditionalRate: 0.013,
    careRate: 0.0305,
  },
  {
    year: 2022,
    contributionCeilingYearly: 58_050,
    generalRate: 0.146,
    averageAdditionalRate: 0.013,
    careRate: 0.0305,
  },
  {
    year: 2023,
    contributionCeilingYearly: 59_850,
    generalRate: 0.146,
    averageAdditionalRate: 0.016,
    careRate: 0.0305,
  },
  {
    year: 2024,
    contributionCeilingYearly: 62_100,
    generalRate: 0.146,
    averageAdditionalRate: 0.017,
    careRate: 0.034,
  },
  {
    year: 2025,
    contributionCeilingYearly: 66_150,
    generalRate: 0.146,
    averageAdditionalRate: 0.025,
    careRate: 0.036,
  },
  {
    year: 2026,
    contributionCeilingYearly: 69_750,
    generalRate: 0.146,
    averageAdditionalRate: 0.029,
    careRate: 0.036,
  },
];

/** The highest yearly GKV contribution of a year (health with the average additional rate, and care). */
function maxYearlyContribution(row: GkvYear): number {
  return row.contributionCeilingYearly * (row.generalRate + row.averageAdditionalRate + row.careRate);
}

/**
 * How much the highest GKV contribution rose per year on average over the (up to) ten years before `year`
 * (geometric mean, as a fraction); the default growth of the GKV side of the lifetime view. Uses the rows up to
 * `year` (the latest row when `year` is later).
 */
export function gkvContributionGrowth(
  year: number,
  history: readonly GkvYear[] = GKV_HISTORY,
): {
  rate: number;
  fromYear: number;
  toYear: number;
} {
  const rows = history.filter((row) => row.year <= year);
  const last = rows.at(-1) ?? history.at(-1)!;
  const first = history.find((row) => row.year >= last.year - 10) ?? last;
  const years = last.year - first.year;
  const rate =
    years === 0 ? 0 : (maxYearlyContribution(last) / maxYearlyContribution(first)) ** (1 / years) - 1;
  return { rate, fromYear: first.year, toYear: last.year };
}
