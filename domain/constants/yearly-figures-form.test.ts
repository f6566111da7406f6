import { describe, expect, it } from "vitest";
import { YEARLY_CONSTANTS } from "./yearly-constants";
import {
  createYearlyFiguresFormSchema,
  editableYears,
  parseGermanAmount,
  parsePercent,
  storedYearlyConstantsSchema,
  YEARLY_FIGURES_MESSAGES,
  yearlyFiguresFormValues,
} from "./yearly-figures-form";

const schema = createYearlyFiguresFormSchema(2026);

/** The 2026 figures as an admin types them. */
const input2026 = {
  year: "2026",
  compulsoryInsuranceLimitYearly: "77.400",
  contributionCeilingYearly: "69.750",
  generalRate: "14,6",
  averageAdditionalRate: "2,9",
  careRate: "3,6",
  childlessSurchargeRate: "0,6",
};

/** The messages per field of a failed parse (first message each). */
function messagesOf(input: Record<string, unknown>, currentYear = 2026): Record<string, string> {
  const parsed = createYearlyFiguresFormSchema(currentYear).safeParse(input);
  if (parsed.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[String(issue.path[0] ?? "form")] ??= issue.message;
  return messages;
}

describe("parseGermanAmount", () => {
  it.each([
    ["77.400", 77_400],
    ["77400", 77_400],
    ["77.400,00 €", 77_400],
    [" 77.400 ", 77_400],
    ["77.400\u00a0€", 77_400],
    ["69.750,5", 69_750.5],
    ["1.234.567,89", 1_234_567.89],
  ])("reads '%s' as %d", (text, amount) => {
    expect(parseGermanAmount(text)).toBe(amount);
  });

  it.each(["", "abc", "77,400.00", "77.40", "7.74.00", "-5", "77.400,123", "77.400 $"])(
    "refuses '%s'",
    (text) => {
      expect(parseGermanAmount(text)).toBeUndefined();
    },
  );
});

describe("parsePercent", () => {
  it.each([
    ["14,6", 14.6],
    ["14.6", 14.6],
    ["14,6 %", 14.6],
    ["0,6", 0.6],
    ["2,55", 2.55],
    ["3", 3],
  ])("reads '%s' as %d percent", (text, percent) => {
    expect(parsePercent(text)).toBe(percent);
  });

  it.each(["", "abc", "14,6,1", "100", "-1", "1,2345"])("refuses '%s'", (text) => {
    expect(parsePercent(text)).toBeUndefined();
  });
});

describe("createYearlyFiguresFormSchema", () => {
  it("reproduces the shipped 2025 and 2026 rows exactly from their entered figures", () => {
    for (const row of YEARLY_CONSTANTS) {
      expect(schema.parse(yearlyFiguresFormValues(row))).toEqual(row);
    }
    expect(schema.parse(input2026)).toEqual(YEARLY_CONSTANTS.find((row) => row.year === 2026));
  });

  it("derives the monthly ceiling, the employer caps and the PPV maximum (508,59 / 104,63 / 209,25 / 104,63)", () => {
    expect(schema.parse(input2026)).toMatchObject({
      contributionCeilingMonthly: 5_812.5,
      maxEmployerSubsidyHealthMonthly: 508.59,
      maxEmployerSubsidyCareMonthly: 104.63,
      maxCarePremiumMonthly: 209.25,
      maxCarePremiumBeihilfeMonthly: 104.63,
    });
    expect(
      schema.parse({
        ...input2026,
        year: "2027",
        compulsoryInsuranceLimitYearly: "79.650",
        contributionCeilingYearly: "71.100",
      }),
    ).toEqual({
      year: 2027,
      compulsoryInsuranceLimitYearly: 79_650,
      contributionCeilingYearly: 71_100,
      contributionCeilingMonthly: 5_925,
      generalRate: 0.146,
      averageAdditionalRate: 0.029,
      careRate: 0.036,
      childlessSurchargeRate: 0.006,
      maxEmployerSubsidyHealthMonthly: 518.44,
      maxEmployerSubsidyCareMonthly: 106.65,
      maxCarePremiumMonthly: 213.3,
      maxCarePremiumBeihilfeMonthly: 106.65,
    });
  });

  it("accepts amounts with cents and the euro sign, and rates with a point", () => {
    expect(
      schema.parse({
        ...input2026,
        compulsoryInsuranceLimitYearly: "77.400,00 €",
        generalRate: "14.6",
        careRate: "3,6 %",
      }),
    ).toEqual(schema.parse(input2026));
  });

  it("accepts the years from last year to two years ahead of the current Berlin year, nothing else", () => {
    expect(editableYears(2026)).toEqual({ from: 2025, to: 2028 });
    const message = YEARLY_FIGURES_MESSAGES.year(2025, 2028);
    expect(message).toBe("Bitte geben Sie ein Jahr von 2025 bis 2028 ein.");
    for (const year of ["2025", "2028", " 2027 "]) {
      expect(schema.safeParse({ ...input2026, year }).success).toBe(true);
    }
    for (const year of ["2024", "2029", "27", "20261", "zwei", ""]) {
      expect(messagesOf({ ...input2026, year })).toEqual({ year: message });
    }
    // The window moves with the current year.
    expect(messagesOf({ ...input2026, year: "2029" }, 2027)).toEqual({});
    expect(messagesOf({ ...input2026, year: "2025" }, 2027)).toEqual({
      year: "Bitte geben Sie ein Jahr von 2026 bis 2029 ein.",
    });
  });

  it("refuses amounts that are no amounts or out of range, with German messages", () => {
    expect(messagesOf({ ...input2026, compulsoryInsuranceLimitYearly: "viel" })).toEqual({
      compulsoryInsuranceLimitYearly: "Bitte geben Sie einen Betrag in Euro ein, z. B. 77.400.",
    });
    expect(messagesOf({ ...input2026, compulsoryInsuranceLimitYearly: "45.000" })).toEqual({
      compulsoryInsuranceLimitYearly: "Der Betrag muss zwischen 50.000 € und 200.000 € liegen.",
    });
    expect(messagesOf({ ...input2026, contributionCeilingYearly: "30.000" })).toEqual({
      contributionCeilingYearly: "Der Betrag muss zwischen 40.000 € und 200.000 € liegen.",
    });
    expect(messagesOf({ ...input2026, contributionCeilingYearly: "250.000" })).toEqual({
      contributionCeilingYearly: "Der Betrag muss zwischen 40.000 € und 200.000 € liegen.",
    });
  });

  it("refuses rates that are no percentages or out of range, with German messages", () => {
    expect(messagesOf({ ...input2026, generalRate: "45" })).toEqual({
      generalRate: "Der Satz muss zwischen 10 % und 20 % liegen.",
    });
    expect(messagesOf({ ...input2026, generalRate: "vierzehn" })).toEqual({
      generalRate: "Bitte geben Sie einen Prozentsatz ein, z. B. 14,6.",
    });
    expect(messagesOf({ ...input2026, averageAdditionalRate: "8,5" })).toEqual({
      averageAdditionalRate: "Der Satz muss zwischen 0 % und 8 % liegen.",
    });
    expect(messagesOf({ ...input2026, careRate: "1,5" })).toEqual({
      careRate: "Der Satz muss zwischen 2 % und 8 % liegen.",
    });
    expect(messagesOf({ ...input2026, childlessSurchargeRate: "2,5" })).toEqual({
      childlessSurchargeRate: "Der Satz muss zwischen 0 % und 2 % liegen.",
    });
    // The bounds themselves are allowed.
    expect(
      schema.safeParse({ ...input2026, averageAdditionalRate: "0", childlessSurchargeRate: "2" }).success,
    ).toBe(true);
  });

  it("requires the compulsory insurance limit (JAEG) above the contribution ceiling", () => {
    const message =
      "Die Versicherungspflichtgrenze liegt über der Beitragsbemessungsgrenze. Bitte prüfen Sie beide Werte.";
    expect(YEARLY_FIGURES_MESSAGES.limitAboveCeiling).toBe(message);
    expect(messagesOf({ ...input2026, compulsoryInsuranceLimitYearly: "69.750" })).toEqual({
      compulsoryInsuranceLimitYearly: message,
    });
    expect(
      messagesOf({
        ...input2026,
        compulsoryInsuranceLimitYearly: "69.750",
        contributionCeilingYearly: "77.400",
      }),
    ).toEqual({ compulsoryInsuranceLimitYearly: message });
  });

  it("names every missing field", () => {
    expect(messagesOf({})).toEqual({
      year: "Bitte geben Sie ein Jahr von 2025 bis 2028 ein.",
      compulsoryInsuranceLimitYearly: YEARLY_FIGURES_MESSAGES.amount,
      contributionCeilingYearly: YEARLY_FIGURES_MESSAGES.amount,
      generalRate: YEARLY_FIGURES_MESSAGES.rate,
      averageAdditionalRate: YEARLY_FIGURES_MESSAGES.rate,
      careRate: YEARLY_FIGURES_MESSAGES.rate,
      childlessSurchargeRate: YEARLY_FIGURES_MESSAGES.rate,
    });
  });
});

describe("yearlyFiguresFormValues", () => {
  it("shows a row as an admin types it (German amounts, rates in percent)", () => {
    expect(yearlyFiguresFormValues(YEARLY_CONSTANTS.find((row) => row.year === 2026)!)).toEqual(input2026);
    expect(yearlyFiguresFormValues(YEARLY_CONSTANTS.find((row) => row.year === 2025)!)).toMatchObject({
      compulsoryInsuranceLimitYearly: "73.800",
      contributionCeilingYearly: "66.150",
      averageAdditionalRate: "2,5",
    });
  });
});

describe("storedYearlyConstantsSchema", () => {
  it("accepts the shipped rows and refuses rows with missing or non-numeric figures", () => {
    for (const row of YEARLY_CONSTANTS) expect(storedYearlyConstantsSchema.parse(row)).toEqual(row);
    const row = YEARLY_CONSTANTS[0]!;
    expect(storedYearlyConstantsSchema.safeParse({ ...row, generalRate: "14,6" }).success).toBe(false);
    expect(storedYearlyConstantsSchema.safeParse({ ...row, generalRate: 14.6 }).success).toBe(false);
    const { careRate: _careRate, ...withoutCareRate } = row;
    expect(storedYearlyConstantsSchema.safeParse(withoutCareRate).success).toBe(false);
    expect(storedYearlyConstantsSchema.safeParse({ ...row, year: 1999 }).success).toBe(false);
  });
});
