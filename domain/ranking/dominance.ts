/**
 * When one offer beats another (docs/decisions/026-undominated-top-picks.md#beats,
 * docs/product/results.md#ranking). An offer A beats an offer B of the same comparison when A costs no more per
 * month than B, A's grade is no worse than B's, and A is strictly better in at least one of the two: cheaper, or
 * better graded. Prices are compared in whole cents, grades in tenths (the grade the cards show: 1,6 beats 2,6;
 * lower is better). Equal price and equal grade is a tie: neither beats the other.
 */
import type { GradeLabel } from "./relative-grade";

/** The two numbers the rule looks at: the monthly price and the grade shown on the card. */
export interface PriceAndGrade {
  monthlyPrice: number;
  /** The grade's value, 1,0 (best) to 5,0. */
  grade: number;
}

const cents = (price: number) => Math.round(price * 100);
const tenths = (grade: number) => Math.round(grade * 10);

/** Whether `a` beats `b`: no dearer and no worse graded, and cheaper or better graded. */
export function beats(a: PriceAndGrade, b: PriceAndGrade): boolean {
  const price = cents(a.monthlyPrice) - cents(b.monthlyPrice);
  const grade = tenths(a.grade) - tenths(b.grade);
  return price <= 0 && grade <= 0 && (price < 0 || grade < 0);
}

/** The entries no other entry beats ({@link beats}), in the order given. */
export function undominated<T>(entries: readonly T[], facts: (entry: T) => PriceAndGrade): T[] {
  const known = entries.map(facts);
  return entries.filter((_, index) => !known.some((other) => beats(other, known[index]!)));
}

/** The grades a highlighted tariff must not carry while the comparison has a better graded one. */
const POOR_GRADES: ReadonlySet<GradeLabel> = new Set<GradeLabel>(["ausreichend", "mangelhaft"]);

/** 'ausreichend' or worse. */
export const isPoorGrade = (label: GradeLabel) => POOR_GRADES.has(label);
