import type { ChatLink } from "../../../../domain/assistant/chat-input";
import { PRICE_DIALOGUE_TEXTS } from "../../../../domain/assistant/price-dialogue";
import { offerAssumptions } from "../../../../domain/comparison/assumptions";
import { ownShareStatement, pricedStatement } from "../../../../domain/comparison/assumptions-text";
import { selectVisibleOffers } from "../../../../domain/comparison/results-filters";
import { figuresNotice } from "../../../../domain/constants/figures-notice";
import { formatCalendarDate } from "../../../../lib/format/date-format";
import { formatEuro } from "../../../../lib/format/number-format";
import type { CreatedComparison, StoredComparison } from "../../comparisons";
import { comparisonPaths } from "../../comparisons";

/** The prices of a comparison with the applicant's health answers (docs/product/assistant-dialogues.md#health). */
const HEALTH_INCLUDED =
  "Die Preise enthalten die geschätzten Risikozuschläge Ihrer Gesundheitsangaben (anonyme Gesundheitsvorprüfung, keine Zusage eines Versicherers); was Sie nicht genannt haben, habe ich als „nein“ bzw. „keine“ angenommen.";

const COVERAGE_LABELS = { basic: "Basis", comfort: "Komfort", premium: "Premium" } as const;

interface Pick {
  label: string;
  monthly: number;
  /** The offer, for a single person: what it priced is stated at its own step. */
  offer?: {
    deductibleAmount: number | undefined;
    employeeContribution: number;
    employerContribution: number;
  };
}

/** The three top picks and the price range of one person's comparison, as the results page shows them. */
function personFigures(comparison: StoredComparison): {
  picks: Pick[];
  min: number;
  max: number;
  count: number;
} {
  const visible = selectVisibleOffers(comparison.variants, {
    preferredDeductible: comparison.preferredDeductible,
    requestedCoverage: comparison.input.coverageType,
  });
  const prices = visible.all.map((offer) => offer.monthlyPrice);
  return {
    picks: visible.top.map((offer) => ({
      label: `${offer.provider} ${offer.name}`,
      monthly: offer.monthlyPrice,
      offer,
    })),
    min: Math.min(...prices),
    max: Math.max(...prices),
    count: visible.all.length,
  };
}

/** A household: the insurers' family combinations in the stored order (points per euro of the family). */
function householdFigures(comparison: StoredComparison): {
  picks: Pick[];
  min: number;
  max: number;
  count: number;
} {
  const combinations = comparison.household?.combinations ?? [];
  const accepted = combinations.filter((combination) => !combination.declined);
  const totals = combinations.map((combination) => combination.totalMonthly);
  return {
    picks: accepted.slice(0, 3).map((combination) => ({
      label: `${combination.provider} (${combination.members.map((member) => member.name).join(" / ")})`,
      monthly: combination.totalMonthly,
    })),
    min: Math.min(...totals),
    max: Math.max(...totals),
    count: combinations.length,
  };
}

/**
 * The answer after the dialogue's comparison (docs/product/assistant-dialogues.md#answer): the price range, the
 * three top picks with their monthly prices, which year's figures and the model-price notice, and the link to the
 * results page of that comparison.
 */
export function priceAnswer(created: CreatedComparison): { text: string; links: ChatLink[] } {
  const { comparison } = created;
  const family = (created.members?.length ?? 0) > 1 && comparison.household !== undefined;
  const figures = family ? householdFigures(comparison) : personFigures(comparison);
  const href = comparisonPaths.results(comparison.id);
  if (figures.count === 0 || figures.picks.length === 0) {
    return {
      text: "Für Ihre Angaben hat der Vergleich leider keinen Tarif gefunden. Auf der Ergebnisseite können Sie Ihre Angaben ändern.",
      links: [{ label: "Zur Ergebnisseite", href }],
    };
  }
  const level = COVERAGE_LABELS[comparison.input.coverageType];
  const start = formatCalendarDate(comparison.insuranceStart);
  const lines = [
    family
      ? `Ihr Familienvergleich (Leistungsstufe ${level}, Beginn ${start}): ${figures.count} Versicherer-Kombinationen von ${formatEuro(figures.min)} bis ${formatEuro(figures.max)} im Monat für die ganze Familie.`
      : `Ihr Vergleich (Leistungsstufe ${level}, Beginn ${start}): ${figures.count} Tarife von ${formatEuro(figures.min)} bis ${formatEuro(figures.max)} im Monat.`,
    family
      ? "Die drei besten Kombinationen nach Leistungspunkten je Euro:"
      : "Die drei Top-Tarife nach Preis-Leistung:",
    ...figures.picks.map(
      (pick, index) => `${index + 1}. ${pick.label}: ${formatEuro(pick.monthly)} im Monat`,
    ),
    // What was priced, in the wording of every surface (docs/product/comparison.md#assumptions).
    ...assumptionLines(comparison, family ? undefined : figures.picks[0]?.offer),
    [comparison.priceNotice, figuresNotice(comparison.figures)].filter(Boolean).join(" "),
    "Alle Tarife mit Leistungen, Filtern und Details finden Sie auf der Ergebnisseite; das ist keine individuelle Beratung.",
    // With health answers given in the chat: what the prices hold; without: the offer to add them (#health).
    comparison.choices?.health ? HEALTH_INCLUDED : PRICE_DIALOGUE_TEXTS.healthQuestion,
  ];
  return {
    text: lines.join("\n"),
    links: [
      { label: family ? "Ergebnisse Ihrer Familie ansehen" : "Alle Ergebnisse ansehen", href },
      { label: "Angaben ändern (z. B. Gesundheitsfragen)", href: comparisonPaths.form(comparison.id) },
    ],
  };
}

/**
 * The assumptions of the answer: for one person at the first pick's own step, with the employee's own share after
 * the employer's; for a household the applicant's ('Für Sie: …').
 */
function assumptionLines(comparison: StoredComparison, first: Pick["offer"]): string[] {
  if (!first) return [`Für Sie: ${pricedStatement(comparison.assumptions)}`];
  const assumptions = offerAssumptions(comparison.assumptions, first);
  const own = ownShareStatement(assumptions);
  return [pricedStatement(assumptions), ...(own ? [`Platz 1 – ${own}`] : [])];
}
