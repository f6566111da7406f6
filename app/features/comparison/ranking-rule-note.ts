/**
 * Where the spec's texts say the AI found the tariffs, the page says what really does (docs/product/broker-duties.md#claims):
 * the rating engine prices them and a published rule orders them; 'KI' is Lucy, the assistant.
 */
export const RANKING_RULE_NOTE =
  "Die Tarife berechnet unser Tarifrechner, die Reihenfolge bestimmt eine veröffentlichte Regel (erklärt bei „Sortieren nach“) – KI nutzen wir nur für Lucy, unsere Assistentin.";

/** The overlay's shorter form of the same statement. */
export const RANKING_RULE_OVERLAY_NOTE = "Die Reihenfolge bestimmt eine veröffentlichte Regel, keine KI.";
