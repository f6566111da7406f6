import type { LongFormData } from "../../../domain/comparison/long-form";
import { FIRST_INFORMATION_FIELD } from "../../../domain/settings/first-information-field";
import type { SickPayRerun } from "./results-hints";
import { HINT_SICK_PAY } from "./results-hints-copy";
import { resultsHref } from "./results-links";

/** The long form's field that sends the browser to the results page after its action (not to the form). */
export const AFTER_FIELD = "after";
export const AFTER_RESULTS = "results";

/**
 * The hint's action 'Mit Krankentagegeld neu berechnen' (docs/product/results.md#hints): the stored input of one
 * person as the long form's fields, plus sick pay ({@link HINT_SICK_PAY}) and any premium relief. A household or a
 * person with health answers is sent to the prefilled long form instead (those answers never travel as hidden
 * fields).
 */
export function sickPayRerun(comparison: {
  id: string;
  input: LongFormData;
  household: boolean;
  health: boolean;
  premiumReliefMonthly?: number | undefined;
  /**
   * The version of the Erstinformation in force, when the person saw one on the form that made the comparison
   * (docs/product/broker-duties.md#first-information); without it the long form shows it first.
   */
  firstInformationVersion?: string | undefined;
}): SickPayRerun {
  if (comparison.household || comparison.health || !comparison.firstInformationVersion)
    return { href: resultsHref.form(comparison.id) };
  const fields: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(comparison.input))
    if (value !== undefined && value !== null) fields.push([name, String(value)]);
  fields.push(
    ["persons.0.sickPay.dailyAmount", String(HINT_SICK_PAY.dailyAmount)],
    ["persons.0.sickPay.startDay", String(HINT_SICK_PAY.startDay)],
  );
  if (comparison.premiumReliefMonthly !== undefined)
    fields.push(["persons.0.premiumRelief.monthlyAmount", String(comparison.premiumReliefMonthly)]);
  fields.push([FIRST_INFORMATION_FIELD, comparison.firstInformationVersion]);
  fields.push([AFTER_FIELD, AFTER_RESULTS]);
  return { fields };
}
