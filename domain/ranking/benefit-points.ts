/** Benefit point colours, grading texts and keyword-based benefit groups (docs/product/constants.md#comparison). */

export type PointColor = "green" | "blue" | "yellow" | "orange" | "red";

/** 80 or more green, 60 blue, 40 yellow, 20 orange, below 20 red. */
export function pointColor(points: number): PointColor {
  if (points >= 80) return "green";
  if (points >= 60) return "blue";
  if (points >= 40) return "yellow";
  if (points >= 20) return "orange";
  return "red";
}

/**
 * Over 80 'Sehr gut', over 60 'Gut', over 40 'Befriedigend', over 20 'Ausreichend'. The spec names no text
 * for 20 or less; we use 'Mangelhaft' (the next grade of the German school scale). Absolute, for the benefit
 * groups' points; a tariff's own grade is relative to its comparison (relative-grade.ts).
 */
export function gradingText(points: number): string {
  if (points > 80) return "Sehr gut";
  if (points > 60) return "Gut";
  if (points > 40) return "Befriedigend";
  if (points > 20) return "Ausreichend";
  return "Mangelhaft";
}

export const BENEFIT_GROUPS = [
  "Ambulante Leistungen",
  "Stationäre Leistungen",
  "Zahnleistungen",
  "Pflegeleistungen",
  "Sonstige Leistungen",
] as const;
export type BenefitGroup = (typeof BENEFIT_GROUPS)[number];

/**
 * Documented weighting of the groups in the total benefit points (LeistPoints, 0–100): ambulatory care is
 * used by everyone every year (30 %); hospital (25 %) and dental (25 %) carry the large single risks; the
 * remaining extras (15 %) and supplementary care benefits (5 %) weigh less because the PPV covers care.
 */
export const BENEFIT_GROUP_WEIGHTS: Record<BenefitGroup, number> = {
  "Ambulante Leistungen": 0.3,
  "Stationäre Leistungen": 0.25,
  Zahnleistungen: 0.25,
  Pflegeleistungen: 0.05,
  "Sonstige Leistungen": 0.15,
};

const GROUP_KEYWORDS: ReadonlyArray<readonly [BenefitGroup, readonly string[]]> = [
  ["Zahnleistungen", ["zahn", "kiefer", "prophylaxe", "inlay", "implantat"]],
  ["Pflegeleistungen", ["pflege"]],
  [
    "Stationäre Leistungen",
    ["stationär", "stationaer", "krankenhaus", "klinik", "chefarzt", "bettzimmer", "unterbringung"],
  ],
  [
    "Ambulante Leistungen",
    [
      "ambulant",
      "arzt",
      "heilpraktiker",
      "psycho",
      "sehhilfe",
      "brille",
      "hilfsmittel",
      "arznei",
      "vorsorge",
      "goä",
      "heilmittel",
    ],
  ],
];

/** Assigns a benefit text to its group by keywords; anything else is 'Sonstige Leistungen'. */
export function benefitGroupOf(text: string): BenefitGroup {
  const lower = text.toLowerCase();
  for (const [group, keywords] of GROUP_KEYWORDS) {
    if (keywords.some((keyword) => lower.includes(keyword))) return group;
  }
  return "Sonstige Leistungen";
}
