import { childOf, textOf, type XmlValue } from "../lib/xml/safe-xml";
import { CalcInputError } from "./calc-input-error";

/** Reading the fields of a request element: texts, numbers and xs:booleans, with the engine's German faults. */

/** The text of a child element; an empty element counts as absent. */
export function text(node: XmlValue, key: string): string | undefined {
  const value = textOf(childOf(node, key));
  return value === undefined || value === "" ? undefined : value;
}

export const NOT_A_NUMBER = (key: string, value: string) => `${key} ist keine Zahl: „${value}“.`;

/** A number ('99,5' and '99.5' both read as 99.5); absent → `fallback`, not a number → fault. */
export function num(node: XmlValue, key: string, fallback: number): number {
  const value = text(node, key);
  if (value === undefined) return fallback;
  const parsed = Number(value.replace(",", "."));
  if (!Number.isFinite(parsed)) throw new CalcInputError(NOT_A_NUMBER(key, value));
  return parsed;
}

const NOT_A_BOOLEAN = (key: string, value: string) => `${key} muss true oder false sein, nicht „${value}“.`;

/** xs:boolean: 'true' / '1' or 'false' / '0' (surrounding spaces aside); anything else is undefined. */
function parseBoolean(value: string): boolean | undefined {
  const trimmed = value.trim();
  if (trimmed === "true" || trimmed === "1") return true;
  if (trimmed === "false" || trimmed === "0") return false;
  return undefined;
}

/** An xs:boolean: absent → `fallback`; anything but true/false/1/0 is a fault, not false. */
export function bool(node: XmlValue, key: string, fallback: boolean): boolean {
  const value = text(node, key);
  if (value === undefined) return fallback;
  const parsed = parseBoolean(value);
  if (parsed === undefined) throw new CalcInputError(NOT_A_BOOLEAN(key, value));
  return parsed;
}
