import type { YearlyTable } from "../domain/constants/yearly-constants";
import type { XmlValue } from "../lib/xml/safe-xml";
import { readCalcInput } from "./read-calc-input";
import { selectTariffs } from "./select-tariffs";
import { calculateResponseXml } from "./write-calc-response";

/**
 * The simulator's Calculate operation, composed of its three steps: read the CalcInput XML
 * (read-calc-input.ts), select and price the tariffs (select-tariffs.ts), write the response XML
 * (write-calc-response.ts). Throws {@link CalcInputError} for an invalid request.
 */
export function calculateXml(
  calculateElement: XmlValue,
  options: { today?: string; todayBefore?: string; table?: YearlyTable } = {},
): string {
  const { request, family } = readCalcInput(calculateElement, options);
  return calculateResponseXml(selectTariffs(request, family, options.table));
}

export { type BeruflicherStatus, CalcInputError, type CalcRequest, readCalcInput } from "./read-calc-input";
export {
  beihilfeResidual,
  type CalculationResult,
  chooseDeductible,
  deductibleSteps,
  selectTariffs,
  type TariffResult,
} from "./select-tariffs";
export { calculateResponseXml } from "./write-calc-response";
