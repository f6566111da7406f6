import type { TariffDefinition } from "./catalogue/types";
import { BEIHILFE_CLAIMS_FACTOR } from "./claims-basis";
import { ADULT_ENTRY_AGE, CHILD_BANDS, STUDENT_AGES } from "./entry-age";

/**
 * The age group a premium without ageing reserve is calculated on (docs/product/rating-engine.md#segment-model):
 * children 0–15 and adolescents 16–20, each with its mean claims; a student tariff's 16–34 with the mean claims of
 * 20–34 (STUDENT_AGES).
 */
interface FlatGroup {
  from: number;
  to: number;
  meanFrom: number;
  meanTo: number;
}
export function flatGroup(tariff: TariffDefinition, entryAge: number): FlatGroup {
  if (tariff.kind === "student")
    return {
      from: STUDENT_AGES.from,
      to: STUDENT_AGES.to,
      meanFrom: STUDENT_AGES.bandFrom,
      meanTo: STUDENT_AGES.bandTo,
    };
  const [from, to] = CHILD_BANDS.find(([a, b]) => entryAge >= a && entryAge <= b) ?? CHILD_BANDS[0]!;
  return { from, to, meanFrom: from, meanTo: to };
}

/**
 * The tariff's band of `entryAge` within its age group and the band's premium factor: (1 + bandGradient)^k for
 * the k-th band, normalised so that the age-weighted mean over the group is 1 — a graded tariff is cheaper for
 * the youngest of a group and dearer for the oldest, at the same claims of the group. The adolescents' band
 * (16–20) carries the factor of the children's top band.
 */
export function bandOf(tariff: TariffDefinition, entryAge: number): { index: number; factor: number } {
  const group = flatGroup(tariff, entryAge);
  // Adolescents (one band) keep the children's top factor: the step at 16 stays the step of the claims.
  if (tariff.kind !== "student" && group.from === CHILD_BANDS[1]![0]) {
    return { index: 0, factor: bandOf(tariff, CHILD_BANDS[0]![1]).factor };
  }
  const bands = tariff.basis.bands.filter(([a, b]) => a >= group.from && b <= group.to);
  // Outside the group's bands (a student tariff quoted beyond 34): the nearest band.
  const found = bands.findIndex(([a, b]) => entryAge >= a && entryAge <= b);
  const index = found >= 0 ? found : entryAge > (bands.at(-1)?.[1] ?? 0) ? bands.length - 1 : 0;
  if (bands.length < 2) return { index, factor: 1 };
  const step = 1 + tariff.basis.bandGradient;
  const length = group.to - group.from + 1;
  const mean = bands.reduce((sum, [a, b], k) => sum + ((b - a + 1) / length) * step ** k, 0);
  return { index, factor: step ** index / mean };
}

export const flatPremium = (tariff: TariffDefinition, entryAge: number) =>
  tariff.kind === "student" || entryAge < ADULT_ENTRY_AGE;
/**
 * Children and adolescents are a pool of their own: their claims are the market's for the tariff's benefits ×
 * the youth level, not the adult pool's claims level (students' selection is in the claims basis).
 */
export const youthLevel = (tariff: TariffDefinition) =>
  tariff.kind === "student"
    ? 1
    : tariff.basis.youthLevel /
      (tariff.basis.claimsLevel * (tariff.kind === "beihilfe" ? BEIHILFE_CLAIMS_FACTOR : 1));
