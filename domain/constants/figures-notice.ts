import type { FiguresInUse } from "./yearly-constants";

/**
 * Which year's figures a result was computed with, as stored with a comparison and answered by the API:
 * `year` is the year of the figures used, `requestedYear` the insurance start's year, `provisional` true when
 * that year had no row yet and `year`'s figures stood in (docs/product/constants.md#maintaining-the-yearly-figures).
 */
export interface FiguresLabel {
  year: number;
  requestedYear: number;
  provisional: boolean;
}

export function figuresLabel(figures: FiguresInUse): FiguresLabel {
  return {
    year: figures.constants.year,
    requestedYear: figures.requestedYear,
    provisional: figures.provisional,
  };
}

/**
 * The sentence shown wherever figures appear (results, tariff details, savings tooltip, the engine's answer):
 * 'Berechnet mit den Rechengrößen 2027.' or, provisional, 'Berechnet mit den Rechengrößen 2026; die Werte für
 * 2027 sind noch nicht hinterlegt (vorläufig).'
 */
export function figuresNotice(figures: FiguresLabel | FiguresInUse): string {
  const label = "constants" in figures ? figuresLabel(figures) : figures;
  return label.provisional
    ? `Berechnet mit den Rechengrößen ${label.year}; die Werte für ${label.requestedYear} sind noch nicht hinterlegt (vorläufig).`
    : `Berechnet mit den Rechengrößen ${label.year}.`;
}
