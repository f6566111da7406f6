import { describe, expect, it } from "vitest";
import { BEIHILFE_DIENSTHERREN, createLongFormSchema } from "../../../domain/comparison/long-form";
import {
  BEIHILFE_DIENSTHERR_LABELS,
  COVERAGE_CARDS,
  deductibleOptions,
  hasBeihilfe,
  personGroupLabel,
  personLabel,
} from "./form-labels";

describe("long form options", () => {
  it("labels all 17 Beihilfe employers", () => {
    expect(BEIHILFE_DIENSTHERREN.map((code) => BEIHILFE_DIENSTHERR_LABELS[code])).toHaveLength(17);
    expect(BEIHILFE_DIENSTHERR_LABELS.TYPE_Q_Bund).toBe("Bund");
  });

  it("offers deductibles up to each card's maximum", () => {
    const values = (coverage: "basic" | "comfort" | "premium") =>
      deductibleOptions(coverage).map((option) => option.value);
    expect(values("premium")).toEqual(["0€", "300€", "500€"]);
    expect(values("comfort")).toEqual(["0€", "300€", "500€", "600€", "1000€"]);
    expect(values("basic").at(-1)).toBe("5000€");
    expect(deductibleOptions("basic").map((option) => option.label)).toEqual([
      "0 €",
      "300 €",
      "500 €",
      "600 €",
      "1.000 €",
      "1.200 €",
      "1.500 €",
      "2.400 €",
      "2.500 €",
      "5.000 €",
    ]);
    expect(COVERAGE_CARDS.comfort.benefits).toContain("Selbstbeteiligung bis 1.000 €");
    expect(COVERAGE_CARDS.premium.benefits).toContain("Selbstbeteiligung bis 500 €");
    expect(COVERAGE_CARDS.basic.benefits).toContain("Selbstbeteiligung bis 5.000 €");
  });

  it("shows Beihilfe only for civil servants and their children, and resets it otherwise", () => {
    expect(hasBeihilfe("civil-servant")).toBe(true);
    expect(hasBeihilfe("civil-servant-child")).toBe(true);
    expect(hasBeihilfe("employed")).toBe(false);
    const schema = createLongFormSchema({ today: "2026-11-23" });
    const base = {
      birthDate: "1990-01-01",
      gender: "male",
      beihilfeDienstherr: "TYPE_B_Bayern",
      beihilfeStufe: "TYPE_A_50_70R",
    };
    expect(schema.parse({ ...base, jobStatus: "employed" })).toMatchObject({
      beihilfeDienstherr: "NOT_IN_WISH",
      beihilfeStufe: "NOT_IN_WISH",
    });
    expect(schema.parse({ ...base, birthDate: "1986-01-01", jobStatus: "civil-servant" })).toMatchObject({
      beihilfeDienstherr: "TYPE_B_Bayern",
    });
    expect(
      schema.parse({ birthDate: "1990-01-01", gender: "male", jobStatus: "employed", deductible: "500" })
        .deductible,
    ).toBe("500€");
    expect(schema.safeParse({ birthDate: "2026-11-24" }).success).toBe(false);
  });
});

describe("summary line person", () => {
  it("names the real person", () => {
    expect(personLabel({ insuredPerson: "child", jobStatus: "child" })).toBe("Kind");
    expect(personLabel({ insuredPerson: "child", jobStatus: "employed" })).toBe("Kind");
    expect(personLabel({ insuredPerson: "child", jobStatus: "civil-servant-child" })).toBe("Beamtenkind");
    expect(personLabel({ insuredPerson: "self", jobStatus: "civil-servant" })).toBe("Beamter");
    expect(personLabel({ insuredPerson: "self", jobStatus: "" })).toBe("Nicht angegeben");
    expect(personLabel({ insuredPerson: "self", jobStatus: "pilot" })).toBe("pilot");
  });

  it("takes the form that follows 'Tarife für' (the shared comparison's line)", () => {
    expect(personGroupLabel({ insuredPerson: "self", jobStatus: "employed" })).toBe("Angestellte");
    expect(personGroupLabel({ insuredPerson: "self", jobStatus: "self-employed" })).toBe("Selbstständige");
    expect(personGroupLabel({ insuredPerson: "self", jobStatus: "civil-servant" })).toBe("Beamte");
    expect(personGroupLabel({ insuredPerson: "child", jobStatus: "employed" })).toBe("Kinder");
    expect(personGroupLabel({ insuredPerson: "self", jobStatus: "" })).toBe("Sie");
  });
});
