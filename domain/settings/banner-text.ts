/**
 * The scrolling banner's default text (admin page 'Erscheinungsbild'). Its own module without zod: the site
 * layout falls back to it in the browser, and importing it from site-settings.ts would load zod with every page.
 */
export const DEFAULT_BANNER_TEXT =
  "AKTUELL: Wechseln Sie noch Heute in die PKV und sparen Sie bis zu 65% gegenüber Ihrer aktuellen gesetzlichen Krankenkasse!";
