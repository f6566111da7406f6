import { describe, expect, it } from "vitest";
import { isPriceIntent } from "./price-intent";

describe("price intent", () => {
  it.each([
    "Was kostet mich die PKV?",
    "Wie viel würde ich zahlen?",
    "Preis für mich",
    "Beitrag berechnen",
    "wie viel kostet mich so ne private krankenversicherung im monat",
    "Was müssten wir als Familie zahlen?",
  ])("'%s' starts the dialogue", (question) => {
    expect(isPriceIntent(question)).toBe(true);
  });
  it.each([
    "Was kostet eine private Krankenversicherung?",
    "Was ist der Unterschied zwischen PKV und GKV?",
    "Welche Voraussetzungen gibt es für die PKV?",
  ])("'%s' stays a knowledge question", (question) => {
    expect(isPriceIntent(question)).toBe(false);
  });
});
