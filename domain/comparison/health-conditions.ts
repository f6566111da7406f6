/**
 * The chronic conditions the anonymous health pre-check asks about (docs/product/rating-engine.md#health-answers):
 * the codes the engine reads in `Gesundheit/ChronischeErkrankungen/Erkrankung` and their German labels. One list
 * for the forms, the API and the rating engine.
 */

export const HEALTH_CONDITION_CODES = [
  "ALLERGIE",
  "ASTHMA",
  "BLUTHOCHDRUCK",
  "DIABETES_TYP1",
  "DIABETES_TYP2",
  "SCHILDDRUESE",
  "RUECKEN",
  "MIGRAENE",
  "NEURODERMITIS",
  "DEPRESSION",
  "HERZ",
  "RHEUMA",
] as const;
export type HealthConditionCode = (typeof HEALTH_CONDITION_CODES)[number];

/** German labels, as shown in the forms and in the engine's reasons. */
export const HEALTH_CONDITION_LABELS: Readonly<Record<HealthConditionCode, string>> = {
  ALLERGIE: "Heuschnupfen/Allergie",
  ASTHMA: "Asthma",
  BLUTHOCHDRUCK: "Bluthochdruck",
  DIABETES_TYP1: "Diabetes Typ 1",
  DIABETES_TYP2: "Diabetes Typ 2",
  SCHILDDRUESE: "Schilddrüsenerkrankung",
  RUECKEN: "Bandscheibe/Rücken",
  MIGRAENE: "Migräne",
  NEURODERMITIS: "Neurodermitis",
  DEPRESSION: "Depression/Angst",
  HERZ: "Herzerkrankung",
  RHEUMA: "Rheuma",
};

/** Whether a text is one of the condition codes. */
export function isHealthConditionCode(value: string): value is HealthConditionCode {
  return (HEALTH_CONDITION_CODES as readonly string[]).includes(value);
}
