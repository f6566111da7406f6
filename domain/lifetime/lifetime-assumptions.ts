import { z } from "zod";

/**
 * The assumptions panel of the lifetime view (docs/product/lifetime-cost.md#assumptions): one schema for the form
 * and the loader that reads it from the query. Percentages and euros as the person types them (German decimal
 * comma allowed); every field is optional, an empty one keeps its default.
 */
export const ASSUMPTION_LIMITS = {
  premiumGrowth: { min: 0, max: 10 },
  gkvGrowth: { min: 0, max: 10 },
  incomeGrowth: { min: 0, max: 10 },
  income: { min: 10_000, max: 1_000_000 },
  retirementAge: { min: 60, max: 70 },
  taxRate: { min: 0, max: 45 },
} as const;

export type AssumptionField = keyof typeof ASSUMPTION_LIMITS;

export const ASSUMPTION_MESSAGES: Record<AssumptionField, string> = {
  premiumGrowth: "Bitte geben Sie eine Beitragssteigerung zwischen 0 und 10 % ein.",
  gkvGrowth: "Bitte geben Sie eine GKV-Steigerung zwischen 0 und 10 % ein.",
  incomeGrowth: "Bitte geben Sie eine Einkommenssteigerung zwischen 0 und 10 % ein.",
  income: "Bitte geben Sie ein Bruttoeinkommen zwischen 10.000 und 1.000.000 € im Jahr ein.",
  retirementAge: "Bitte geben Sie ein Rentenalter zwischen 60 und 70 Jahren ein.",
  taxRate: "Bitte geben Sie einen Grenzsteuersatz zwischen 0 und 45 % ein.",
};

/** '3,5', '3.5', '77.400' (thousands), ' 4 % ' → number; undefined when it is not a plain number. */
export function parseGermanNumber(text: string): number | undefined {
  let cleaned = text.trim().replace(/\s|%|€/g, "");
  if (cleaned === "") return undefined;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(cleaned)) cleaned = cleaned.replace(/\./g, "");
  cleaned = cleaned.replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

function field(name: AssumptionField) {
  const { min, max } = ASSUMPTION_LIMITS[name];
  const message = ASSUMPTION_MESSAGES[name];
  return z
    .string({ error: message })
    .max(20, { error: message })
    .optional()
    .transform((text, context) => {
      if (text === undefined || text.trim() === "") return undefined;
      const value = parseGermanNumber(text);
      if (value === undefined || value < min || value > max) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return value;
    });
}

const lifetimeAssumptionsSchema = z.object({
  premiumGrowth: field("premiumGrowth"),
  gkvGrowth: field("gkvGrowth"),
  incomeGrowth: field("incomeGrowth"),
  income: field("income"),
  retirementAge: field("retirementAge").refine((value) => value === undefined || Number.isInteger(value), {
    error: ASSUMPTION_MESSAGES.retirementAge,
  }),
  taxRate: field("taxRate"),
});

export type LifetimeAssumptionsChoice = Partial<z.output<typeof lifetimeAssumptionsSchema>>;

/**
 * Reads the panel's fields: the valid ones, and a German message per invalid one (the projection then keeps the
 * default for that field, and the form shows what was typed with the message).
 */
export function readLifetimeAssumptions(values: Partial<Record<AssumptionField, string>>): {
  choice: LifetimeAssumptionsChoice;
  errors: Partial<Record<AssumptionField, string>>;
} {
  const choice: LifetimeAssumptionsChoice = {};
  const errors: Partial<Record<AssumptionField, string>> = {};
  for (const name of Object.keys(ASSUMPTION_LIMITS) as AssumptionField[]) {
    const parsed = lifetimeAssumptionsSchema.shape[name].safeParse(values[name]);
    if (parsed.success) {
      if (parsed.data !== undefined) choice[name] = parsed.data;
    } else errors[name] = ASSUMPTION_MESSAGES[name];
  }
  return { choice, errors };
}
