import {
  HEALTH_CONDITION_CODES,
  type HealthConditionCode,
  isHealthConditionCode,
} from "../domain/comparison/health-conditions";
import { formatNumber } from "../lib/format/number-format";
import { childOf, textOf, type XmlValue } from "../lib/xml/safe-xml";
import { CalcInputError } from "./calc-input-error";
import { HEALTH_ANSWER_RANGES, type HealthAnswers } from "./underwriting/health-answers";
import { num, text } from "./xml-fields";

/**
 * Reading the health answers of a CalcInput (`Gesundheit`, docs/product/rating-engine.md#health-answers): height
 * and weight are required, the rest defaults to none; implausible values and unknown condition codes are refused
 * with a German message (a SOAP Fault), as the rest of the CalcInput is.
 */

const german = (value: number) => formatNumber(value, 2).replace(/,?0+$/, "");
const range = ([from, to]: readonly [number, number], unit: string) =>
  `zwischen ${german(from)} und ${german(to)}${unit}`;

export const HEALTH_FAULT = {
  sizeMissing: "Für die Gesundheitsangaben werden Größe (GroesseCm) und Gewicht (GewichtKg) benötigt.",
  height: (value: string, child: boolean) =>
    `Die Größe GroesseCm „${value}“ muss ${child ? "bei Kindern " : ""}${range(HEALTH_ANSWER_RANGES[child ? "child" : "adult"].heightCm, " cm")} liegen.`,
  weight: (value: string, child: boolean) =>
    `Das Gewicht GewichtKg „${value}“ muss ${child ? "bei Kindern " : ""}${range(HEALTH_ANSWER_RANGES[child ? "child" : "adult"].weightKg, " kg")} liegen.`,
  count: (key: string, value: string) =>
    `Die Anzahl ${key} „${value}“ muss eine ganze Zahl ${range(HEALTH_ANSWER_RANGES.count, "")} sein.`,
  diopters: (value: string) =>
    `Die Dioptrien „${value}“ müssen zwischen −${HEALTH_ANSWER_RANGES.diopters[1]} und +${HEALTH_ANSWER_RANGES.diopters[1]} liegen.`,
  yesNo: (key: string, value: string) => `${key} muss true oder false sein, nicht „${value}“.`,
  condition: (value: string) =>
    `Unbekannte Erkrankung „${value}“ (erlaubt: ${HEALTH_CONDITION_CODES.join(", ")}).`,
} as const;

function within(value: number, [from, to]: readonly [number, number]) {
  return value >= from && value <= to;
}

function count(node: XmlValue, key: string): number {
  const value = num(node, key, 0);
  if (!Number.isInteger(value) || !within(value, HEALTH_ANSWER_RANGES.count))
    throw new CalcInputError(HEALTH_FAULT.count(key, text(node, key) ?? ""));
  return value;
}

/** xs:boolean, strictly: true/false/1/0 (a health answer must not be guessed). */
function yesNo(node: XmlValue, key: string): boolean {
  const value = text(node, key)?.trim();
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (lower === "true" || lower === "1") return true;
  if (lower === "false" || lower === "0") return false;
  throw new CalcInputError(HEALTH_FAULT.yesNo(key, value));
}

/**
 * The `Gesundheit` element of a CalcInput, or null without one. `child`: the person is insured as 'Kind'
 * (VersichertePerson), whose height and weight have the children's ranges.
 */
export function readHealthAnswers(calcInput: XmlValue, child: boolean): HealthAnswers | null {
  const node = childOf(calcInput, "Gesundheit");
  if (node === undefined) return null;
  if (text(node, "GroesseCm") === undefined || text(node, "GewichtKg") === undefined)
    throw new CalcInputError(HEALTH_FAULT.sizeMissing);
  const ranges = HEALTH_ANSWER_RANGES[child ? "child" : "adult"];
  const heightCm = num(node, "GroesseCm", 0);
  if (!within(heightCm, ranges.heightCm))
    throw new CalcInputError(HEALTH_FAULT.height(text(node, "GroesseCm") ?? "", child));
  const weightKg = num(node, "GewichtKg", 0);
  if (!within(weightKg, ranges.weightKg))
    throw new CalcInputError(HEALTH_FAULT.weight(text(node, "GewichtKg") ?? "", child));
  const diopters = num(node, "Dioptrien", 0);
  if (!within(diopters, HEALTH_ANSWER_RANGES.diopters))
    throw new CalcInputError(HEALTH_FAULT.diopters(text(node, "Dioptrien") ?? ""));
  const conditions = new Set<HealthConditionCode>();
  // Erkrankung elements are text: one is a string, several an array.
  const listed = childOf(childOf(node, "ChronischeErkrankungen"), "Erkrankung");
  for (const entry of listed === undefined ? [] : Array.isArray(listed) ? listed : [listed]) {
    const code = (textOf(entry) ?? "").trim();
    if (!isHealthConditionCode(code)) throw new CalcInputError(HEALTH_FAULT.condition(code));
    conditions.add(code);
  }
  return {
    heightCm,
    weightKg,
    outpatientTreatments3y: count(node, "AmbulanteBehandlungen3J"),
    hospitalStays5y: count(node, "StationaereAufenthalte5J"),
    psychotherapy10y: yesNo(node, "Psychotherapie10J"),
    // In the order of the list, whatever the order sent: the same answers give the same reasons.
    chronicConditions: HEALTH_CONDITION_CODES.filter((code) => conditions.has(code)),
    regularMedication: yesNo(node, "RegelmaessigeMedikamente"),
    missingTeeth: count(node, "FehlendeZaehne"),
    plannedDentalTreatment: yesNo(node, "ZahnbehandlungGeplant"),
    diopters,
  };
}
