import { describe, expect, it } from "vitest";
import {
  isAboveAgeLimit,
  maskBirthDate,
  SHORT_FORM_MESSAGES,
  shortFormBody,
  shortFormToLongForm,
  toGermanDate,
  toIsoDate,
  validateShortBirthDate,
} from "./short-form";

const today = "2026-11-23";

describe("short form birth date", () => {
  it("masks input to digits with dots, at most 10 characters", () => {
    expect(maskBirthDate("1")).toBe("1");
    expect(maskBirthDate("140")).toBe("14.0");
    expect(maskBirthDate("1403")).toBe("14.03");
    expect(maskBirthDate("14031991")).toBe("14.03.1991");
    expect(maskBirthDate("14.03.1991999")).toBe("14.03.1991");
    expect(maskBirthDate("ab14-03/19x91")).toBe("14.03.1991");
    expect(maskBirthDate("")).toBe("");
  });

  // The messages: docs/product/comparison.md#validation (short form birth date).
  it("reports each message of the short form", () => {
    expect(validateShortBirthDate("", today)).toBe("Bitte geben Sie Ihr Geburtsdatum ein");
    expect(validateShortBirthDate("14.03.91", today)).toBe("Bitte verwenden Sie das Format TT.MM.JJJJ");
    expect(validateShortBirthDate("1991-03-14", today)).toBe(SHORT_FORM_MESSAGES.format);
    expect(validateShortBirthDate("32.03.1991", today)).toBe("Ungültiger Tag");
    expect(validateShortBirthDate("00.03.1991", today)).toBe("Ungültiger Tag");
    expect(validateShortBirthDate("31.02.1991", today)).toBe("Ungültiger Tag");
    expect(validateShortBirthDate("14.13.1991", today)).toBe("Ungültiger Monat");
    expect(validateShortBirthDate("14.00.1991", today)).toBe("Ungültiger Monat");
    expect(validateShortBirthDate("14.03.1919", today)).toBe("Das Jahr muss zwischen 1920 und 2026 liegen");
    expect(validateShortBirthDate("24.11.2026", today)).toBe(
      "Das Geburtsdatum kann nicht in der Zukunft liegen",
    );
    expect(validateShortBirthDate("23.11.2026", today)).toBeUndefined();
    expect(validateShortBirthDate("14.03.1991", today)).toBeUndefined();
    expect(validateShortBirthDate("29.02.2024", today)).toBeUndefined();
  });

  it("calls every real date after today 'in der Zukunft', also in a later year", () => {
    const future = "Das Geburtsdatum kann nicht in der Zukunft liegen";
    expect(validateShortBirthDate("15.03.2030", today)).toBe(future);
    expect(validateShortBirthDate("14.03.2027", today)).toBe(future);
    expect(validateShortBirthDate("01.01.2027", "2026-12-31")).toBe(future);
    expect(validateShortBirthDate("31.12.2026", "2026-12-31")).toBeUndefined();
    expect(validateShortBirthDate("29.02.2028", today)).toBe(future);
    // Not a calendar date or not TT.MM.JJJJ: the day or format message, as for a past year.
    expect(validateShortBirthDate("29.02.2027", today)).toBe("Ungültiger Tag");
    expect(validateShortBirthDate("31.04.2030", today)).toBe("Ungültiger Tag");
    expect(validateShortBirthDate("15.13.2030", today)).toBe("Ungültiger Monat");
    expect(validateShortBirthDate("15.3.2030", today)).toBe("Bitte verwenden Sie das Format TT.MM.JJJJ");
    // Before 1920: still the year range, naming the reference date's year.
    expect(validateShortBirthDate("31.12.1919", "2030-06-01")).toBe(
      "Das Jahr muss zwischen 1920 und 2030 liegen",
    );
  });

  it("converts between TT.MM.JJJJ and YYYY-MM-DD", () => {
    expect(toIsoDate("14.03.1991")).toBe("1991-03-14");
    expect(toGermanDate("1991-03-14")).toBe("14.03.1991");
  });

  it("blocks from age 60", () => {
    expect(isAboveAgeLimit("1966-11-23", today)).toBe(true);
    expect(isAboveAgeLimit("1966-11-24", today)).toBe(false);
  });

  // The fixed data: docs/product/comparison.md#short-form.
  it("sends the short form's fixed data", () => {
    expect(shortFormToLongForm({ birthDate: "14.03.1991", jobStatus: "self-employed" })).toEqual({
      birthDate: "1991-03-14",
      gender: "male",
      jobStatus: "self-employed",
      insuredPerson: "self",
      existingInsurance: "public",
      coverageType: "comfort",
      insuranceType: "adult",
      deductible: "0€",
      beihilfeDienstherr: "NOT_IN_WISH",
      beihilfeStufe: "NOT_IN_WISH",
    });
  });

  it("adds an employee's typed income to the body, never a self-employed person's", () => {
    const employee = shortFormBody({
      birthDate: "14.03.1991",
      jobStatus: "employed",
      annualIncome: " 90.000 ",
    });
    expect(employee).toMatchObject({
      birthDate: "1991-03-14",
      jobStatus: "employed",
      annualIncome: "90.000",
    });
    expect(
      shortFormBody({ birthDate: "14.03.1991", jobStatus: "employed", annualIncome: "" }),
    ).not.toHaveProperty("annualIncome");
    expect(
      shortFormBody({ birthDate: "14.03.1991", jobStatus: "self-employed", annualIncome: "90000" }),
    ).not.toHaveProperty("annualIncome");
  });
});
