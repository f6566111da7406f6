import type { YearlyTable } from "../domain/constants/yearly-constants";
import type { XmlValue } from "../lib/xml/safe-xml";
import { readCalcInput } from "./read-calc-input";
import { calculateFamily } from "./select-tariffs";
import { calculateResponseXml } from "./write-calc-response";

/**
 * The simulator's Calculate operation, composed of its three steps: read the CalcInputs (read-calc-input.ts; 1–6
 * persons), select and price the tariffs of each person (select-tariffs.ts), write the response XML
 * (write-calc-response.ts). Throws {@link CalcInputError} for an invalid request.
 */
export function calculateXml(
  calculateElement: XmlValue,
  options: { today?: string; todayBefore?: string; table?: YearlyTable } = {},
): string {
  const { persons, family } = readCalcInput(calculateElement, options);
  return calculateResponseXml(calculateFamily(persons, family, options.table));
}

export {
  CalcInputError,
  readCalcInput,
} from "./read-calc-input";
export {
  calculateFamily,
  selectTariffs,
} from "./select-tariffs";
export { calculateResponseXml } from "./write-calc-response";
