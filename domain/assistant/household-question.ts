/**
 * 'Was kostet das für die ganze Familie?' on a household's results page (docs/product/assistant-dialogues.md#
 * results-questions): the family totals of the insurers' combinations as the page's family view shows them, in
 * the stored order, with each member's tariff — not only the first person's prices. Pure: the caller formats.
 */
import type { PersonRole } from "../comparison/family-input";
import type { NumberFormatter } from "./results-questions";

/** One insurer's combination for the household, as the comparison stores it. */
export interface HouseholdCombination {
  provider: string;
  totalMonthly: number;
  declined: boolean;
  members: ReadonlyArray<{ role: PersonRole; name: string; monthlyPrice: number }>;
}

/** Whether a message asks about the household's totals. */
export function isHouseholdQuestion(message: string): boolean {
  return /\b(famili\w*|ganze[nr]? haushalt|haushalt|alle zusammen|zusammen|insgesamt|gesamt\w*|für uns|wir alle)\b/i.test(
    message,
  );
}

const ROLE_LABELS: Record<PersonRole, string> = { self: "Sie", partner: "Partner/in", child: "Kind" };

/** The household's totals: range, the first combination with its members, the cheapest one. */
export function answerHouseholdQuestion(
  combinations: readonly HouseholdCombination[],
  format: NumberFormatter,
): string | undefined {
  const accepted = combinations.filter((combination) => !combination.declined);
  const [first] = accepted;
  if (!first) return undefined;
  const totals = combinations.map((combination) => combination.totalMonthly);
  const members = first.members
    .map((member) => `${ROLE_LABELS[member.role]} ${member.name} ${format.euro(member.monthlyPrice)}`)
    .join(", ");
  const cheapest = [...accepted].sort((a, b) => a.totalMonthly - b.totalMonthly)[0]!;
  const sentences = [
    `Für Ihre ganze Familie zeigt der Vergleich ${combinations.length} Versicherer-Kombinationen von ${format.euro(Math.min(...totals))} bis ${format.euro(Math.max(...totals))} im Monat für alle zusammen.`,
    `Vorn steht ${first.provider} mit ${format.euro(first.totalMonthly)} im Monat (${members}).`,
  ];
  if (cheapest !== first)
    sentences.push(
      `Am günstigsten ist ${cheapest.provider} mit ${format.euro(cheapest.totalMonthly)}; die Reihenfolge bewertet Leistungspunkte je Euro der ganzen Familie.`,
    );
  return sentences.join(" ");
}
