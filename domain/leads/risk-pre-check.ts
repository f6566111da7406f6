/**
 * The anonymous risk pre-check a person asks a broker for (docs/product/leads.md#risk-pre-check-request): the health
 * answers of a comparison are copied into the lead — per person the role and the answers — only with the separate,
 * explicit consent of Art. 9 DSGVO (`HEALTH_DATA_CONSENT`, contact-texts.ts). Buyers see them only after the
 * purchase; a withdrawal or the person's deletion removes them.
 */
import { z } from "zod";
import {
  type HealthAnswers,
  healthAnswersSchema,
  PERSON_ROLES,
  type PersonRole,
} from "../comparison/family-input";

/** One person's health answers as the lead keeps them. */
export interface RiskPreCheckPerson {
  role: PersonRole;
  answers: HealthAnswers;
}

const ROLE_ORDER: Record<PersonRole, number> = { self: 0, partner: 1, child: 2 };

/**
 * The persons of a comparison (or of its household) that gave health answers, in the household's order (the
 * applicant, the partner, the children): what a risk pre-check copies into the lead. Empty when nobody answered.
 */
export function riskPreCheckPersons(
  persons: ReadonlyArray<{ role: PersonRole; health?: HealthAnswers }>,
): RiskPreCheckPerson[] {
  return persons
    .map((person, index) => ({ person, index }))
    .filter(({ person }) => person.health !== undefined)
    .sort((a, b) => ROLE_ORDER[a.person.role] - ROLE_ORDER[b.person.role] || a.index - b.index)
    .map(({ person }) => ({ role: person.role, answers: person.health as HealthAnswers }));
}

const storedPersonsSchema = z
  .array(z.object({ role: z.enum(PERSON_ROLES), answers: healthAnswersSchema }))
  .min(1);

/** The health answers stored with a lead (JSON), or undefined when there are none or they do not parse. */
export function storedRiskPreCheck(value: unknown): RiskPreCheckPerson[] | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = storedPersonsSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** What the market shows of a risk pre-check before the purchase: that it is one, and for how many persons. */
export interface RiskPreCheckSummary {
  persons: number;
}

/** The market's summary of a lead: for a risk pre-check with answers the number of persons, else null. */
export function riskPreCheckSummary(lead: {
  kind: string;
  healthAnswers: unknown;
}): RiskPreCheckSummary | null {
  if (lead.kind !== "risk-pre-check") return null;
  const persons = Array.isArray(lead.healthAnswers) ? lead.healthAnswers.length : 0;
  return persons > 0 ? { persons } : null;
}
