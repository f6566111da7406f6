/**
 * The Primärarzt (Hausarzt) rule of a tariff, read from the engine's benefit items, never from the tariff's name
 * (docs/product/results.md#primary-doctor): the engine rates the choice of doctor as one item ('Arztwahl'); a tariff
 * with the rule carries the item 'Primärarztprinzip' (or a 'Hausarzt…' item) whose long text says what a visit to
 * a specialist without referral is refunded ('Facharzt ohne Überweisung nur 80 % Erstattung'). Free choice is the
 * item 'Freie Arztwahl'.
 */
import type { BenefitDetail } from "./offer";

const RULE_ITEM = /primärarzt|hausarzt/i;

/**
 * The rule as the engine words it (the item's long text, else its name), or undefined for a tariff without one
 * (or without benefit items).
 */
export function primaryDoctorRuleOf(
  details: ReadonlyArray<Pick<BenefitDetail, "text" | "description">> | undefined,
): string | undefined {
  const item = details?.find((detail) => RULE_ITEM.test(detail.text));
  if (!item) return undefined;
  return item.description?.trim() || item.text;
}
