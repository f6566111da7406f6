import { FEWER_TOP_PICKS } from "../../../domain/ranking/top-picks";

/**
 * Why fewer than three tariffs are highlighted, or none within the person's deductible
 * (docs/product/results.md#ranking): the rule of 'So sortieren wir' in one sentence.
 */
export const FEWER_TOP_PICKS_NOTE = `${FEWER_TOP_PICKS} Mehr dazu unter „So sortieren wir“.`;
export const NO_TOP_PICK_WITHIN_DEDUCTIBLE =
  "Mit Ihrer Selbstbeteiligung finden wir keinen Tarif. Die Tarife unten gibt es nur mit einer höheren " +
  "Selbstbeteiligung.";

/** The requested level exists only above the person's deductible: the picks are of a higher level. */
export const LEVEL_ONLY_ABOVE_DEDUCTIBLE =
  "Im gewünschten Leistungsumfang finden wir mit Ihrer Selbstbeteiligung keinen Tarif; hervorgehoben sind deshalb " +
  "Tarife mit höherer Leistung. Die Tarife unter „Nur mit höherer Selbstbeteiligung erhältlich“ gibt es nur mit " +
  "einer höheren Selbstbeteiligung.";

export function TopPicksNote({ text }: { text: string }) {
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="top-picks-note">
      {text}
    </p>
  );
}
