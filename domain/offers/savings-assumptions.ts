/**
 * What a savings claim assumed, read from the offer's savings text (domain/offers/gkv-contribution.ts writes it), and
 * what is left of it once the card's own deductible is used up (docs/product/broker-duties.md#claims).
 */

/** The assumptions behind 'Ersparnis bis zu … €', shown beside the claim. */
export interface SavingsAssumptions {
  /** The year of the GKV figures. */
  year: number;
  /** 'ceiling': income at the contribution ceiling; 'student': the students' contribution (BAföG need). */
  basis: "ceiling" | "student";
  /** The childless surcharge (from 23) is counted on the GKV side. */
  childlessSurcharge: boolean;
}

/** The assumptions of a savings text, or undefined for a text that names none. */
export function savingsAssumptionsOf(text: string): SavingsAssumptions | undefined {
  const year = /(?:GKV|GKV-Beitrag|Krankenversicherung) (\d{4})\b/.exec(text)?.[1];
  if (year === undefined) return undefined;
  const student = text.includes("studentischen Krankenversicherung");
  if (!student && !text.includes("an der Beitragsbemessungsgrenze")) return undefined;
  return {
    year: Number(year),
    basis: student ? "student" : "ceiling",
    childlessSurcharge: text.includes("Kinderlosenzuschlag ") && !text.includes("kein Kinderlosenzuschlag"),
  };
}

/**
 * The yearly saving after the card's deductible is used up in full (whole euros; zero or less: none left). The
 * claim itself is the saving without a bill; this is its other end.
 */
export function savingsAfterDeductible(estimate: number, deductibleYearly: number | undefined): number {
  return estimate - (deductibleYearly ?? 0);
}
