/** The comparison request a completed price dialogue makes (docs/product/assistant-dialogues.md#age-rule). */
import { defaultInsuranceStart } from "../comparison/insurance-start";
import { type DialogueAdult, needsBeihilfeSlots, type PriceDialogue } from "./price-dialogue-state";

/**
 * The birth date for an age (docs/product/assistant-dialogues.md#age-rule): the insurance start (the first of
 * next month) `age` years earlier, so the person is exactly that age on the start; never after today.
 */
export function birthDateForAge(age: number, today: string): string {
  const start = defaultInsuranceStart(today);
  const year = Number(start.slice(0, 4)) - age;
  const date = `${String(year).padStart(4, "0")}${start.slice(4)}`;
  return date > today ? today : date;
}

const birthDateOf = (adult: DialogueAdult, today: string) =>
  adult.birthDate ?? birthDateForAge(adult.age ?? 0, today);

/**
 * The request for the comparison service (the same shape `POST /api/comparisons` takes): one person as the long
 * form posts it, or a household `{ coverageType, persons }`. Children of a civil servant are insured as
 * 'Beamtenkind' with 80 % Beihilfe of the same Dienstherr; other children as 'Kind'. A child's gender is not asked
 * (the tariffs are unisex); it is recorded as 'female'.
 */
export function comparisonRequestOf(state: PriceDialogue, today: string): Record<string, unknown> {
  const coverageType = state.coverage ?? "comfort";
  const beihilfe = (jobStatus: string | undefined) =>
    jobStatus === "civil-servant"
      ? { beihilfeDienstherr: state.dienstherr, beihilfeStufe: state.beihilfeStufe }
      : {};
  const adult = (person: DialogueAdult) => ({
    birthDate: birthDateOf(person, today),
    gender: person.gender ?? "female",
    jobStatus: person.jobStatus ?? "employed",
    ...(person.annualIncome !== undefined ? { annualIncome: person.annualIncome } : {}),
    ...beihilfe(person.jobStatus),
  });
  // The health answers are a household's (docs/product/comparison.md#family-and-health): with them, one person too.
  const selfHealth = state.health ? { health: state.health } : {};
  if (!state.partner && !state.children && !state.health)
    return { ...adult(state.self), coverageType, insuredPerson: "self" };
  const civilServantParent = needsBeihilfeSlots(state);
  const children = (state.children?.ages ?? []).map((age) => ({
    role: "child",
    birthDate: birthDateForAge(age, today),
    gender: "female",
    ...(civilServantParent
      ? {
          jobStatus: "civil-servant-child",
          beihilfeDienstherr: state.dienstherr,
          beihilfeStufe: "TYPE_C_80_80R",
        }
      : { jobStatus: "child" }),
  }));
  return {
    coverageType,
    persons: [
      { role: "self", ...adult(state.self), ...selfHealth },
      ...(state.partner ? [{ role: "partner", ...adult(state.partner) }] : []),
      ...children,
    ],
  };
}
