import { describe, expect, it } from "vitest";
import { primaryDoctorRuleOf } from "./primary-doctor";

describe("primaryDoctorRuleOf", () => {
  it("reads the rule from the engine's benefit items, not from the tariff's name", () => {
    expect(
      primaryDoctorRuleOf([
        { text: "Ambulante Behandlung 100 %", description: "Erstattung ambulanter Behandlung zu 100 %" },
        { text: "Primärarztprinzip", description: "Facharzt ohne Überweisung nur 80 % Erstattung" },
      ]),
    ).toBe("Facharzt ohne Überweisung nur 80 % Erstattung");
    expect(primaryDoctorRuleOf([{ text: "Hausarztmodell", description: undefined }])).toBe("Hausarztmodell");
  });

  it("finds none with free choice of doctor or without items", () => {
    expect(
      primaryDoctorRuleOf([{ text: "Freie Arztwahl", description: "Freie Arztwahl ohne Primärarztprinzip" }]),
    ).toBeUndefined();
    expect(primaryDoctorRuleOf([])).toBeUndefined();
    expect(primaryDoctorRuleOf(undefined)).toBeUndefined();
  });
});
