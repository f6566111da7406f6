import type { HealthAnswers } from "../../domain/comparison/family-input";

/**
 * The labels of the anonymous health questions (docs/product/comparison.md#family-and-health): the long form asks
 * with them, and the purchased risk pre-checks show the answers with them (docs/product/leads.md#risk-pre-check-request).
 */
export const HEALTH_QUESTION_LABELS: Readonly<Record<keyof HealthAnswers, string>> = {
  heightCm: "Größe (cm)",
  weightKg: "Gewicht (kg)",
  outpatientTreatments3y: "Ambulante Behandlungen in den letzten 3 Jahren",
  hospitalStays5y: "Krankenhausaufenthalte in den letzten 5 Jahren",
  psychotherapy10y: "Psychotherapie in den letzten 10 Jahren",
  chronicConditions: "Chronische Erkrankungen",
  regularMedication: "Regelmäßige Medikamente",
  missingTeeth: "Fehlende oder ersetzte Zähne",
  plannedDentalTreatment: "Geplante Zahnbehandlung",
  glassesDiopters: "Brillenstärke (Dioptrien)",
};
