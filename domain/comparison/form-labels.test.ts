import { describe, expect, it } from "vitest";
import { BEIHILFE_DIENSTHERR_LABELS, deductibleOptions, hasBeihilfe } from "./form-labels";
import { BEIHILFE_DIENSTHERREN, createLongFormSchema } from "./long-form";

describe("long form options", () => {
  it("labels all 17 Beihilfe employers", () => {
    expect(BEIHILFE_DIENSTHERREN.map((code) => BEIHILFE_DIENSTHERR_LABELS[code])).toHaveLength(17);
    expect(BEIHILFE_DIENSTHERR_LABELS.TYPE_Q_Bund).toBe("Bund");
  });

  it("offers deductibles up to each card's maximum", () => {
    expect(deductibleOptions("premium")).toEqual(["0€", "300€", "500€"]);
    expect(deductibleOptions("comfort")).toEqual(["0€", "300€", "500€", "1000€"]);
    expect(deductibleOptions("basic").at(-1)).toBe("5000€");
  });

  it("shows Beihilfe only for civil servants and their children, and resets it otherwise", () => {
    expect(hasBeihilfe("civil-servant")).toBe(true);
    expect(hasBeihilfe("civil-servant-child")).toBe(true);
    expect(hasBeihilfe("employed")).toBe(false);
    const schema = createLongFormSchema({ today: "2026-11-23" });
    const base = {
      birthDate: "1990-01-01",
      beihilfeDienstherr: "TYPE_B_Bayern",
      beihilfeStufe: "TYPE_A_50_70R",
    };
    expect(schema.parse({ ...base, jobStatus: "employed" })).toMatchObject({
      beihilfeDienstherr: "NOT_IN_WISH",
      beihilfeStufe: "NOT_IN_WISH",
    });
    expect(schema.parse({ ...base, jobStatus: "civil-servant" })).toMatchObject({
      beihilfeDienstherr: "TYPE_B_Bayern",
    });
    expect(schema.parse({ birthDate: "1990-01-01", deductible: "500" }).deductible).toBe("500€");
    expect(schema.safeParse({ birthDate: "2026-11-24" }).success).toBe(false);
  });
});
