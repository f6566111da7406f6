import { sql } from "drizzle-orm";
import type { PersonRole } from "../../../domain/comparison/family-input";
import { type RiskPreCheckPerson, riskPreCheckPersons } from "../../../domain/leads/risk-pre-check";
import { leads } from "../../adapters/db/schema/leads";
import { type Comparisons, type ComparisonViewer, type StoredComparison, visibleTo } from "../comparisons";

/**
 * The health data of a risk pre-check (docs/product/leads.md#risk-pre-check-request): read from the comparison
 * through the comparison service when the person asks, and erased from the lead again on withdrawal or deletion.
 */

/**
 * The columns that erase a lead's health data: the copied answers and the explicit consent of Art. 9 DSGVO that
 * allowed passing them on (the other consent records stay as proof). For an UPDATE's `set`.
 */
export function healthDataErasure() {
  return {
    healthAnswers: null,
    consent: sql`coalesce((select jsonb_agg(record) from jsonb_array_elements(${leads.consent}) as record where record->>'purpose' is distinct from 'health-data'), '[]'::jsonb)`,
  };
}

/**
 * The persons of a comparison's household (or the one person) that gave health answers, each read through
 * `comparisons.get`. A comparison the viewer may not see in full (another account's or browser's) counts as not found
 * (docs/product/results.md#who-sees-a-comparison).
 */
export async function healthAnswersOfComparison(
  comparisons: Pick<Comparisons, "get">,
  comparisonId: string,
  viewer: ComparisonViewer,
): Promise<RiskPreCheckPerson[]> {
  const comparison = visibleTo(await comparisons.get(comparisonId), viewer);
  if (!comparison) return [];
  return householdHealthAnswers(comparisons, comparison);
}

/** The persons with health answers of a comparison read already, its household members read on demand. */
export async function householdHealthAnswers(
  comparisons: Pick<Comparisons, "get">,
  comparison: StoredComparison,
): Promise<RiskPreCheckPerson[]> {
  const members = comparison.household?.members ?? [];
  if (members.length === 0) {
    const health = comparison.choices?.health;
    return riskPreCheckPersons([{ role: comparison.choices?.role ?? "self", health }]);
  }
  const persons: Array<{ role: PersonRole; health?: RiskPreCheckPerson["answers"] }> = [];
  for (const member of members) {
    const stored =
      member.comparisonId === comparison.id ? comparison : await comparisons.get(member.comparisonId);
    // A member of another owner never belongs to this household; one gone with the purge has no answers left.
    if (!stored || stored.ownerId !== comparison.ownerId) continue;
    persons.push({ role: member.role, health: stored.choices?.health });
  }
  return riskPreCheckPersons(persons);
}

/** Whether anybody of a comparison's household gave health answers (the results page's risk pre-check offer). */
export async function hasHealthAnswers(
  comparisons: Pick<Comparisons, "get">,
  comparison: StoredComparison,
): Promise<boolean> {
  if (comparison.choices?.health) return true;
  const others = (comparison.household?.members ?? []).filter(
    (member) => member.comparisonId !== comparison.id,
  );
  for (const member of others) {
    const stored = await comparisons.get(member.comparisonId);
    if (stored?.choices?.health && stored.ownerId === comparison.ownerId) return true;
  }
  return false;
}
