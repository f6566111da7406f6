import { describe, expect, it } from "vitest";
import { stepPriceDialogue } from "./price-dialogue";
import { readAnnualIncome } from "./read-income";

describe("reading an income in the chat", () => {
  it("reads amounts beside an income word, in German notations", () => {
    expect(readAnnualIncome("ich verdiene 60.000 € brutto im jahr")?.amount).toBe(60_000);
    expect(readAnnualIncome("jahresgehalt 85000 euro")?.amount).toBe(85_000);
    expect(readAnnualIncome("mein einkommen: 90k")?.amount).toBe(90_000);
    expect(readAnnualIncome("brutto 72 tausend")?.amount).toBe(72_000);
  });

  it("reads no amount without an income word, no birth date and no small number", () => {
    expect(readAnnualIncome("ich bin 34 und angestellt")).toBeUndefined();
    expect(readAnnualIncome("60.000 €")).toBeUndefined();
    expect(readAnnualIncome("geboren am 14.03.1991, gehalt ist gut")).toBeUndefined();
    expect(readAnnualIncome("ich verdiene 500 im monat")).toBeUndefined();
  });

  it("takes the income into the dialogue's request, and the age stays the age", () => {
    const step = stepPriceDialogue(
      "Was kostet mich die PKV? Ich bin 34, weiblich, angestellt und verdiene 60.000 € brutto, Komfort",
      undefined,
      "2026-11-23",
    );
    expect(step).toMatchObject({
      kind: "complete",
      state: { self: { age: 34, annualIncome: 60_000 } },
      request: { jobStatus: "employed", annualIncome: 60_000, birthDate: "1992-12-01" },
    });
  });
});
