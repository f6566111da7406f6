import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues } from "../errors/field-errors";
import { createComparisonRequestSchema, requestedPersonCount } from "./comparison-request";
import { FAMILY_INPUT_MESSAGES, HEALTH_RANGES } from "./family-input";
import { LONG_FORM_MESSAGES } from "./long-form";

const schema = createComparisonRequestSchema({ today: "2026-11-26" });
const errorsOf = (body: unknown) => {
  const result = schema.safeParse(body);
  if (result.success) throw new Error("expected a refusal");
  return fieldErrorsFromIssues(result.error.issues);
};

describe("comparison request", () => {
  it("keeps today's single-person body valid and adds the person's choices", () => {
    const result = schema.parse({
      birthDate: "1990-05-01",
      gender: "female",
      jobStatus: "self-employed",
      coverageType: "premium",
      health: { heightCm: 170, weightKg: 65 },
      sickPay: { dailyAmount: 120, startDay: 22 },
    });
    expect(result.persons).toHaveLength(1);
    expect(result.form).toMatchObject({
      birthDate: "1990-05-01",
      jobStatus: "self-employed",
      insuranceStart: "2026-12-01",
    });
    expect(result.persons[0]).toMatchObject({
      role: "self",
      health: { heightCm: 170, weightKg: 65, chronicConditions: [] },
      sickPay: { dailyAmount: 120, startDay: 22 },
    });
    expect(result.persons[0]!.form).toEqual(result.form);
  });

  it("reads a household: shared choices at the top, each person checked by the long form's rules", () => {
    const result = schema.parse({
      coverageType: "comfort",
      deductible: "600",
      persons: [
        {
          role: "self",
          birthDate: "1988-03-14",
          gender: "male",
          jobStatus: "employed",
          premiumRelief: { monthlyAmount: 200 },
        },
        {
          role: "partner",
          birthDate: "1990-07-01",
          gender: "female",
          jobStatus: "self-employed",
          health: { heightCm: 168, weightKg: 95 },
        },
        { role: "child", birthDate: "2019-02-02", gender: "female", jobStatus: "child" },
        { role: "child", birthDate: "2022-09-09", gender: "male", jobStatus: "child" },
      ],
    });
    expect(
      result.persons.map((person) => [person.role, person.form.insuredPerson, person.form.coverageType]),
    ).toEqual([
      ["self", "self", "comfort"],
      ["partner", "self", "comfort"],
      ["child", "child", "comfort"],
      ["child", "child", "comfort"],
    ]);
    expect(result.form).toEqual(result.persons[0]!.form);
    expect(result.persons[1]!.health?.weightKg).toBe(95);
  });

  it("names every refused field of a household with its person", () => {
    const errors = errorsOf({
      persons: [
        {
          role: "self",
          birthDate: "1988-03-14",
          gender: "male",
          jobStatus: "employed",
          health: { heightCm: 20, weightKg: 900, outpatientTreatments3y: -1 },
        },
        { role: "child", birthDate: "2030-01-01", gender: "female", jobStatus: "child" },
        { role: "cousin" },
      ],
    });
    expect(errors).toEqual({
      "persons.0.health.heightCm": [FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm)],
      "persons.0.health.weightKg": [FAMILY_INPUT_MESSAGES.weight(HEALTH_RANGES.adult.weightKg)],
      "persons.0.health.outpatientTreatments3y": [FAMILY_INPUT_MESSAGES.count],
      "persons.1.birthDate": [LONG_FORM_MESSAGES.birthDateFuture],
      "persons.2.role": [FAMILY_INPUT_MESSAGES.role],
    });
  });

  it("refuses a household's shared choice given per person instead of ignoring it", () => {
    const me = { role: "self", birthDate: "1988-03-14", gender: "male", jobStatus: "employed" };
    expect(
      errorsOf({ deductible: "0", persons: [me, { ...me, role: "partner", deductible: "1200" }] }),
    ).toEqual({ "persons.1.deductible": [FAMILY_INPUT_MESSAGES.sharedField("deductible")] });
    expect(errorsOf({ persons: [{ ...me, coverageType: "basic", insuranceStart: "2027-01-01" }] })).toEqual({
      "persons.0.coverageType": [FAMILY_INPUT_MESSAGES.sharedField("coverageType")],
      "persons.0.insuranceStart": [FAMILY_INPUT_MESSAGES.sharedField("insuranceStart")],
    });
  });

  it("refuses an empty or too large household, and two of oneself", () => {
    expect(errorsOf({ persons: [] })).toEqual({ persons: [FAMILY_INPUT_MESSAGES.persons] });
    const me = { role: "self", birthDate: "1988-03-14", gender: "male", jobStatus: "employed" };
    expect(errorsOf({ persons: Array.from({ length: 7 }, () => me) })).toEqual({
      persons: [FAMILY_INPUT_MESSAGES.persons],
    });
    expect(errorsOf({ persons: [me, me] })).toEqual({ persons: [FAMILY_INPUT_MESSAGES.oneSelf] });
  });

  it("keeps the long form's messages for one person, with health fields named", () => {
    expect(errorsOf({ birthDate: "1990-01-01", health: { heightCm: 170, weightKg: 1 } })).toEqual({
      gender: [LONG_FORM_MESSAGES.genderRequired],
      jobStatus: [LONG_FORM_MESSAGES.jobStatusRequired],
      "health.weightKg": [FAMILY_INPUT_MESSAGES.weight(HEALTH_RANGES.adult.weightKg)],
    });
    expect(errorsOf([1, 2])).toEqual({ form: [LONG_FORM_MESSAGES.notAnObject] });
    expect(
      errorsOf({
        birthDate: "2010-01-01",
        gender: "male",
        jobStatus: "child",
        insuredPerson: "child",
        premiumRelief: { monthlyAmount: 100 },
      }),
    ).toEqual({ premiumRelief: [FAMILY_INPUT_MESSAGES.premiumReliefChild] });
  });
});

describe("requestedPersonCount", () => {
  it("counts the persons of a household, one for a single body, at most six", () => {
    expect(requestedPersonCount({ birthDate: "1990-01-01" })).toBe(1);
    expect(requestedPersonCount({ persons: [{}, {}, {}] })).toBe(3);
    expect(requestedPersonCount({ persons: [] })).toBe(1);
    expect(requestedPersonCount({ persons: Array.from({ length: 50 }, () => ({})) })).toBe(6);
    expect(requestedPersonCount([{}, {}])).toBe(1);
    expect(requestedPersonCount(null)).toBe(1);
  });

  it("carries an employee's annualIncome per person, and names a wrong one by its person", () => {
    const result = schema.parse({
      coverageType: "comfort",
      persons: [
        {
          role: "self",
          birthDate: "1990-05-01",
          gender: "female",
          jobStatus: "employed",
          annualIncome: 90_000,
        },
        {
          role: "partner",
          birthDate: "1991-05-01",
          gender: "male",
          jobStatus: "employed",
          annualIncome: "60.000",
        },
      ],
    });
    expect(result.persons.map((person) => person.form.annualIncome)).toEqual([90_000, 60_000]);
    expect(
      errorsOf({
        persons: [
          {
            role: "self",
            birthDate: "1990-05-01",
            gender: "female",
            jobStatus: "employed",
            annualIncome: -1,
          },
        ],
      }),
    ).toEqual({ "persons.0.annualIncome": ["Das Bruttojahreseinkommen kann nicht negativ sein."] });
  });
});
