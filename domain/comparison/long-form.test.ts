import { describe, expect, it } from "vitest";
import {
  ageOn,
  createLongFormSchema,
  LONG_FORM_MESSAGES,
  longFormSchema,
  normalizeDeductible,
} from "./long-form";

describe("long form schema", () => {
  it("applies the spec defaults", () => {
    const data = longFormSchema.parse({ birthDate: "1990-05-01" });
    expect(data).toEqual({
      insuranceType: "adult",
      birthDate: "1990-05-01",
      coverageType: "comfort",
      insuredPerson: "self",
      gender: "male",
      jobStatus: "employed",
      existingInsurance: "public",
      deductible: "0€",
      beihilfeDienstherr: "NOT_IN_WISH",
      beihilfeStufe: "NOT_IN_WISH",
    });
  });

  it("reports the exact birth-date messages", () => {
    const missing = longFormSchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(LONG_FORM_MESSAGES.birthDateRequired);
    const wrong = longFormSchema.safeParse({ birthDate: "01.05.1990" });
    expect(wrong.error?.issues[0]?.message).toBe(
      "Bitte geben Sie ein gültiges Geburtsdatum im Format YYYY-MM-DD ein.",
    );
    expect(longFormSchema.safeParse({ birthDate: "1990-02-30" }).success).toBe(false);
  });

  it("rejects a birth date after today", () => {
    const schema = createLongFormSchema({ today: "2026-11-22" });
    expect(schema.safeParse({ birthDate: "2026-11-23" }).success).toBe(false);
    expect(schema.safeParse({ birthDate: "2026-11-22" }).success).toBe(true);
  });

  it("reports gender and job status messages", () => {
    const result = longFormSchema.safeParse({ birthDate: "1990-05-01", gender: "x", jobStatus: "pilot" });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain("Bitte wählen Sie Ihr Geschlecht aus.");
    expect(messages).toContain("Bitte wählen Sie Ihren Berufsstand aus.");
  });

  it("resets Beihilfe for job statuses other than civil servant (child)", () => {
    const employed = longFormSchema.parse({
      birthDate: "1990-05-01",
      jobStatus: "employed",
      beihilfeDienstherr: "TYPE_Q_Bund",
      beihilfeStufe: "TYPE_A_50_70R",
    });
    expect(employed.beihilfeDienstherr).toBe("NOT_IN_WISH");
    expect(employed.beihilfeStufe).toBe("NOT_IN_WISH");
    const servant = longFormSchema.parse({
      birthDate: "1990-05-01",
      jobStatus: "civil-servant",
      beihilfeDienstherr: "TYPE_Q_Bund",
      beihilfeStufe: "TYPE_A_50_70R",
    });
    expect(servant.beihilfeDienstherr).toBe("TYPE_Q_Bund");
  });

  it("normalises the deductible text", () => {
    expect(normalizeDeductible("")).toBe("0€");
    expect(normalizeDeductible("600")).toBe("600€");
    expect(normalizeDeductible("600€")).toBe("600€");
  });

  it("computes whole years of age", () => {
    expect(ageOn("1990-11-23", "2026-11-22")).toBe(35);
    expect(ageOn("1990-11-22", "2026-11-22")).toBe(36);
  });
});
