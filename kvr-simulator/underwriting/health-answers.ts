import type { HealthConditionCode } from "../../domain/comparison/health-conditions";

/**
 * The anonymous health answers of one person as the engine reads them from `CalcInput/Gesundheit`
 * (docs/product/rating-engine.md#health-answers), and the ranges it accepts.
 */
export interface HealthAnswers {
  heightCm: number;
  weightKg: number;
  /** Ambulatory treatments (doctor's visits with a diagnosis) in the last 3 years. */
  outpatientTreatments3y: number;
  /** Hospital stays in the last 5 years. */
  hospitalStays5y: number;
  /** Psychotherapy in the last 10 years. */
  psychotherapy10y: boolean;
  chronicConditions: readonly HealthConditionCode[];
  regularMedication: boolean;
  missingTeeth: number;
  plannedDentalTreatment: boolean;
  /** Strongest correction of either eye in dioptres (0 without glasses). */
  diopters: number;
}

/**
 * Plausible answers, adults and children ('Kind': a newborn weighs 2 kg); counts are whole numbers. The forms keep
 * the same ranges (domain/comparison/family-input.ts); the engine checks them on its own, as any engine would.
 */
export const HEALTH_ANSWER_RANGES = {
  adult: { heightCm: [100, 230], weightKg: [30, 250] },
  child: { heightCm: [40, 200], weightKg: [2, 150] },
  count: [0, 99],
  diopters: [-30, 30],
} as const;

/** Body mass index: weight ÷ height² (kg/m²). */
export function bodyMassIndex(answers: Pick<HealthAnswers, "heightCm" | "weightKg">): number {
  const metres = answers.heightCm / 100;
  return answers.weightKg / (metres * metres);
}
