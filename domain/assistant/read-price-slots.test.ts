import { describe, expect, it } from "vitest";
import type { PriceDialogue } from "./price-dialogue-state";
import { readSlots } from "./read-price-slots";

describe("slots and privacy", () => {
  it("reads a partner's answer into the partner", () => {
    const state: PriceDialogue = { kind: "price", self: {}, partner: {}, asked: "partnerJobStatus" };
    expect(readSlots("Beamtin", state).state.partner).toMatchObject({ jobStatus: "civil-servant" });
  });
  it("reads a duration as no age", () => {
    const fresh: PriceDialogue = { kind: "price", self: {} };
    expect(readSlots("ich bin seit 5 Jahren selbstständig", fresh).state.self).toEqual({
      jobStatus: "self-employed",
    });
    expect(readSlots("seit 5 Jahren selbstständig, 38 Jahre alt", fresh).state.self.age).toBe(38);
  });
});

describe("more ways to say it", () => {
  it("reads 'mit 45', 'Jahrgang 1990' and 'Beihilfe 70'", () => {
    const base: PriceDialogue = { kind: "price", self: {} };
    expect(readSlots("als Selbstständiger mit 45", base).state.self).toMatchObject({ age: 45 });
    expect(readSlots("Jahrgang 1990", base).state.self).toMatchObject({ birthDate: "1990-07-01" });
    expect(readSlots("Beamter in Hessen, Beihilfe 70", base).state).toMatchObject({
      dienstherr: "TYPE_G_Hessen",
      beihilfeStufe: "TYPE_B_70_70R",
    });
    expect(readSlots("mit 70 % Beihilfe", base).state.self.age).toBeUndefined();
  });
});
