import { describe, expect, it } from "vitest";
import {
  ageOn,
  createLongFormSchema,
  deductibleLabel,
  LONG_FORM_MESSAGES,
  longFormSchema,
  normalizeDeductible,
} from "./long-form";
import { AGE_NOTICE } from "./short-form-basics";

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
      deductible: undefined,
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
    const newborn = { insuredPerson: "child", jobStatus: "child", gender: "female" };
    expect(schema.safeParse({ birthDate: "2026-11-23", ...newborn }).success).toBe(false);
    expect(schema.safeParse({ birthDate: "2026-11-22", ...newborn }).success).toBe(true);
  });

  // docs/product/comparison.md#validation: the future message for a real date, the format message otherwise.
  it("says 'in der Zukunft' for a real date after today and 'Format' only for a malformed one", () => {
    const schema = createLongFormSchema({ today: "2026-11-22" });
    const birthDateMessages = (birthDate: string) =>
      schema
        .safeParse({ birthDate })
        .error?.issues.filter((issue) => issue.path[0] === "birthDate")
        .map((issue) => issue.message);
    const future = ["Das Geburtsdatum kann nicht in der Zukunft liegen"];
    expect(LONG_FORM_MESSAGES.birthDateFuture).toBe(future[0]);
    expect(birthDateMessages("2026-11-23")).toEqual(future);
    expect(birthDateMessages("2030-03-15")).toEqual(future);
    expect(birthDateMessages("9999-12-31")).toEqual(future);
    const format = [LONG_FORM_MESSAGES.birthDateFormat];
    expect(birthDateMessages("2030-02-30")).toEqual(format);
    expect(birthDateMessages("15.03.2030")).toEqual(format);
    expect(birthDateMessages("2030-3-15")).toEqual(format);
    // Without a reference date (re-reading stored input) no date is in the future.
    expect(longFormSchema.safeParse({ birthDate: "2030-03-15" }).success).toBe(true);
  });

  it("reports unknown gender and job status values with the values allowed", () => {
    const result = longFormSchema.safeParse({ birthDate: "1990-05-01", gender: "x", jobStatus: "pilot" });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain("Bitte wählen Sie Ihr Geschlecht aus. Erlaubte Werte: male, female.");
    expect(messages).toContain(
      "Bitte wählen Sie Ihren Berufsstand aus. Erlaubte Werte: employed, self-employed, freelancer, civil-servant, civil-servant-child, student, child.",
    );
    expect(
      longFormSchema.safeParse({ birthDate: "1990-05-01", insuranceType: "kids" }).error?.issues,
    ).toEqual([
      expect.objectContaining({
        path: ["insuranceType"],
        message: "Diese Versicherungsart wird nicht angeboten. Erlaubte Werte: adult.",
      }),
    ]);
  });

  // docs/product/comparison.md#validation: forms and API name gender and job status.
  it("requires gender and job status with a reference date, and falls back without one", () => {
    const schema = createLongFormSchema({ today: "2026-11-22" });
    const messagesOf = (input: unknown) =>
      schema.safeParse(input).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messagesOf({ birthDate: "1990-05-01" })).toEqual([
      ["gender", LONG_FORM_MESSAGES.genderRequired],
      ["jobStatus", LONG_FORM_MESSAGES.jobStatusRequired],
    ]);
    expect(messagesOf({ birthDate: "1990-05-01", gender: "female" })).toEqual([
      ["jobStatus", LONG_FORM_MESSAGES.jobStatusRequired],
    ]);
    // Reported beside another field's error, so a caller learns all at once.
    expect(messagesOf({ jobStatus: "employed" })).toEqual([
      ["birthDate", LONG_FORM_MESSAGES.birthDateRequired],
      ["gender", LONG_FORM_MESSAGES.genderRequired],
    ]);
    expect(schema.parse({ birthDate: "1990-05-01", gender: "female", jobStatus: "student" })).toMatchObject({
      gender: "female",
      jobStatus: "student",
    });
    expect(longFormSchema.parse({ birthDate: "1990-05-01" })).toMatchObject({
      gender: "male",
      jobStatus: "employed",
    });
  });

  it("refuses a body that is no object with one German message", () => {
    for (const input of [[], "1990-05-01", null, 42]) {
      expect(createLongFormSchema({ today: "2026-11-22" }).safeParse(input).error?.issues).toEqual([
        expect.objectContaining({ path: [], message: LONG_FORM_MESSAGES.notAnObject }),
      ]);
    }
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

  it("normalises the deductible text; empty is no choice", () => {
    expect(normalizeDeductible("")).toBeUndefined();
    expect(normalizeDeductible(undefined)).toBeUndefined();
    expect(normalizeDeductible("600")).toBe("600€");
    expect(normalizeDeductible("600€")).toBe("600€");
    expect(normalizeDeductible("1.200 €")).toBe("1200€");
  });

  it("computes whole years of age", () => {
    expect(ageOn("1990-11-23", "2026-11-22")).toBe(35);
    expect(ageOn("1990-11-22", "2026-11-22")).toBe(36);
  });
});

// docs/product/comparison.md#input-rules
describe("input rules", () => {
  const formSchema = createLongFormSchema({ today: "2026-11-23" });
  /** Gender and job status are required here; the cases below name only what they are about. */
  const person = { gender: "female", jobStatus: "employed" };
  const schema = {
    parse: (input: Record<string, unknown>) => formSchema.parse({ ...person, ...input }),
    safeParse: (input: Record<string, unknown>) => formSchema.safeParse({ ...person, ...input }),
  };
  const messagesOf = (input: Record<string, unknown>) => {
    const result = schema.safeParse(input);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };
  const servant = { beihilfeDienstherr: "TYPE_Q_Bund", beihilfeStufe: "TYPE_A_50_70R" };

  it("requires Beihilfe employer and level for civil servants and their children", () => {
    expect(messagesOf({ birthDate: "1986-05-01", jobStatus: "civil-servant" })).toEqual({
      beihilfeDienstherr: "Bitte wählen Sie Ihren Dienstherrn (Beihilfe) aus.",
      beihilfeStufe: "Bitte wählen Sie Ihren Beihilfesatz aus.",
    });
    expect(
      messagesOf({
        birthDate: "2018-05-01",
        insuredPerson: "child",
        jobStatus: "civil-servant-child",
        beihilfeDienstherr: "TYPE_B_Bayern",
      }),
    ).toEqual({ beihilfeStufe: LONG_FORM_MESSAGES.beihilfeStufe });
    expect(
      schema.parse({ birthDate: "1986-05-01", jobStatus: "civil-servant", ...servant }).beihilfeStufe,
    ).toBe("TYPE_A_50_70R");
  });

  it("limits the job statuses to the insured person", () => {
    expect(messagesOf({ birthDate: "2018-05-01", insuredPerson: "child", jobStatus: "employed" })).toEqual({
      jobStatus: LONG_FORM_MESSAGES.childJobStatus,
    });
    expect(messagesOf({ birthDate: "1990-05-01", insuredPerson: "self", jobStatus: "child" })).toEqual({
      jobStatus: LONG_FORM_MESSAGES.selfJobStatus,
    });
    expect(
      schema.parse({ birthDate: "2018-05-01", insuredPerson: "child", jobStatus: "child" }).jobStatus,
    ).toBe("child");
  });

  it("applies the documented age limits on the insurance start (default: 2026-12-01)", () => {
    // A child ('Kind') 0–17 on the start.
    expect(
      schema.safeParse({ birthDate: "2026-11-23", insuredPerson: "child", jobStatus: "child" }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ birthDate: "2008-12-02", insuredPerson: "child", jobStatus: "child" }).success,
    ).toBe(true);
    expect(messagesOf({ birthDate: "2008-12-01", insuredPerson: "child", jobStatus: "child" })).toEqual({
      birthDate: LONG_FORM_MESSAGES.childTooOld,
    });
    // 17 today, 18 on a start in March: no longer a child.
    expect(
      messagesOf({
        birthDate: "2009-02-10",
        insuredPerson: "child",
        jobStatus: "child",
        insuranceStart: "2027-03-01",
      }),
    ).toEqual({ birthDate: LONG_FORM_MESSAGES.childTooOld });
    // A civil servant's child up to 25, as 'Mein Kind' or 'Ich selbst'; never 40.
    const beamtenkind = { jobStatus: "civil-servant-child", ...servant };
    expect(schema.safeParse({ birthDate: "2001-01-01", ...beamtenkind }).success).toBe(true);
    expect(messagesOf({ birthDate: "1986-05-01", ...beamtenkind })).toEqual({
      birthDate: LONG_FORM_MESSAGES.civilServantChildTooOld,
    });
    expect(messagesOf({ birthDate: "1986-05-01", insuredPerson: "child", ...beamtenkind })).toEqual({
      birthDate: LONG_FORM_MESSAGES.civilServantChildTooOld,
    });
    // Employees (everyone insuring themself) at least 16 on the start: 15 today is enough if 16 by then.
    expect(schema.safeParse({ birthDate: "2010-12-01", jobStatus: "employed" }).success).toBe(true);
    expect(messagesOf({ birthDate: "2010-12-02", jobStatus: "employed" })).toEqual({
      birthDate: LONG_FORM_MESSAGES.selfTooYoung,
    });
    expect(
      schema.safeParse({ birthDate: "2010-12-02", jobStatus: "employed", insuranceStart: "2027-01-01" })
        .success,
    ).toBe(true);
  });

  it("blocks age 60 or more on the insurance start with the dialog text, for every person", () => {
    expect(schema.safeParse({ birthDate: "1966-12-02" }).success).toBe(true);
    expect(messagesOf({ birthDate: "1966-12-01" })).toEqual({ birthDate: AGE_NOTICE.text });
    // 59 today, 60 before the chosen start: refused.
    expect(schema.safeParse({ birthDate: "1967-01-15", insuranceStart: "2027-01-01" }).success).toBe(true);
    expect(messagesOf({ birthDate: "1967-01-15", insuranceStart: "2027-02-01" })).toEqual({
      birthDate: AGE_NOTICE.text,
    });
    expect(messagesOf({ birthDate: "1961-01-01", jobStatus: "civil-servant", ...servant })).toEqual({
      birthDate: AGE_NOTICE.text,
    });
    expect(
      messagesOf({ birthDate: "1950-01-01", insuredPerson: "child", jobStatus: "employed" }),
    ).toMatchObject({
      birthDate: AGE_NOTICE.text,
    });
  });

  it("accepts birth years from 1920 only, with and without a reference date", () => {
    expect(messagesOf({ birthDate: "1900-01-01" })).toEqual({ birthDate: LONG_FORM_MESSAGES.birthYear });
    expect(longFormSchema.safeParse({ birthDate: "1919-12-31" }).success).toBe(false);
    expect(longFormSchema.safeParse({ birthDate: "1920-01-01" }).success).toBe(true);
  });

  it("takes the deductible as a known step within the coverage's limit, or no choice", () => {
    expect(schema.parse({ birthDate: "1990-05-01" }).deductible).toBeUndefined();
    expect(schema.parse({ birthDate: "1990-05-01", deductible: "" }).deductible).toBeUndefined();
    expect(schema.parse({ birthDate: "1990-05-01", deductible: "0€" }).deductible).toBe("0€");
    expect(schema.parse({ birthDate: "1990-05-01", deductible: "1.000 €" }).deductible).toBe("1000€");
    expect(messagesOf({ birthDate: "1990-05-01", deductible: "700€" })).toEqual({
      deductible: LONG_FORM_MESSAGES.deductible,
    });
    expect(messagesOf({ birthDate: "1990-05-01", deductible: "abc" })).toEqual({
      deductible: LONG_FORM_MESSAGES.deductible,
    });
    expect(messagesOf({ birthDate: "1990-05-01", coverageType: "premium", deductible: "1000€" })).toEqual({
      deductible: "Bei diesem Leistungspaket ist eine Selbstbeteiligung bis 500 € möglich.",
    });
    expect(
      schema.parse({ birthDate: "1990-05-01", coverageType: "basic", deductible: "5000€" }).deductible,
    ).toBe("5000€");
  });

  it("refuses over-long strings in every field", () => {
    const huge = "x".repeat(10 * 1024 * 1024);
    for (const field of [
      "birthDate",
      "coverageType",
      "insuredPerson",
      "gender",
      "jobStatus",
      "existingInsurance",
      "deductible",
      "beihilfeDienstherr",
      "beihilfeStufe",
    ]) {
      const result = schema.safeParse({ birthDate: "1990-05-01", [field]: huge });
      expect(result.success, field).toBe(false);
      expect(result.error?.issues.every((issue) => !issue.message.includes("xxxx"))).toBe(true);
    }
  });

  it("labels deductibles in German", () => {
    expect(deductibleLabel(0)).toBe("0 €");
    expect(deductibleLabel(300)).toBe("300 €");
    expect(deductibleLabel(1200)).toBe("1.200 €");
  });
});
