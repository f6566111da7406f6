import { describe, expect, it } from "vitest";
import { createComparisonRequestSchema, type RequestPerson } from "./comparison-request";
import { preferredDeductible } from "./deductible";
import { FAMILY_INPUT_MESSAGES, HEALTH_RANGES } from "./family-input";
import {
  formFieldErrors,
  householdFormValues,
  householdRequestFromForm,
  householdValuesOf,
  withSavedHealthAnswers,
} from "./household-form-fields";

const today = {
  insuranceType: "adult",
  insuredPerson: "self",
  gender: "male",
  birthDate: "1988-03-14",
  jobStatus: "employed",
  existingInsurance: "public",
  insuranceStart: "2027-01-01",
  coverageType: "comfort",
  deductible: "0€",
};
const entries = (extra: Array<[string, string]> = [], base: Record<string, string> = today) => [
  ...Object.entries(base),
  ...extra,
];

describe("householdRequestFromForm", () => {
  it("keeps the chosen deductible, 0 € included, for every person with health answers or a partner", () => {
    const schema = createComparisonRequestSchema({ today: "2026-11-23" });
    const health: Array<[string, string]> = [
      ["persons.0.health.heightCm", "180"],
      ["persons.0.health.weightKg", "80"],
    ];
    const partner: Array<[string, string]> = [
      ["persons.1.birthDate", "1990-07-01"],
      ["persons.1.gender", "female"],
      ["persons.1.jobStatus", "self-employed"],
    ];
    for (const deductible of ["0€", "1000€"])
      for (const extra of [health, partner, [...health, ...partner]]) {
        const request = schema.parse(householdRequestFromForm(entries(extra, { ...today, deductible })));
        for (const person of request.persons) {
          expect(person.form.deductible, `${deductible} ${person.role}`).toBe(deductible);
          expect(preferredDeductible(person.form)).toBe(Number.parseInt(deductible, 10));
        }
      }
  });

  it("returns exactly today's single-person body without any household or health entry", () => {
    expect(householdRequestFromForm(entries())).toEqual(today);
    // Empty partner and child slots, untouched selects and the employee's default sick pay change nothing.
    const untouched = entries([
      ["persons.0.sickPay.dailyAmount", "100"],
      ["persons.0.sickPay.netIncomeMonthly", ""],
      ["persons.0.premiumRelief.monthlyAmount", ""],
      ["persons.0.health.heightCm", "180"],
      ["persons.0.health.weightKg", ""],
      ["persons.1.birthDate", ""],
      ["persons.1.jobStatus", "employed"],
      ["persons.1.health.heightCm", "170"],
      ["persons.2.birthDate", ""],
      ["persons.2.beihilfeStufe", "TYPE_C_80_80R"],
    ]);
    expect(householdRequestFromForm(untouched)).toEqual(today);
    expect(householdRequestFromForm(entries([["deductible", ""]]))).toEqual({ ...today, deductible: "" });
  });

  it("sends a family of four with health answers, sick pay and premium relief as persons", () => {
    const body = householdRequestFromForm(
      entries([
        ["persons.0.health.heightCm", "182"],
        ["persons.0.health.weightKg", "80"],
        ["persons.0.health.outpatientTreatments3y", ""],
        ["persons.0.health.psychotherapy10y", "nein"],
        ["persons.0.health.chronicConditions", "ASTHMA"],
        ["persons.0.health.chronicConditions", "MIGRAENE"],
        ["persons.0.sickPay.dailyAmount", "120"],
        ["persons.0.sickPay.netIncomeMonthly", "4000"],
        ["persons.0.premiumRelief.monthlyAmount", "300"],
        ["persons.1.birthDate", "1990-07-01"],
        ["persons.1.gender", "female"],
        ["persons.1.jobStatus", "self-employed"],
        ["persons.1.sickPay.startDay", "15"],
        ["persons.1.sickPay.dailyAmount", "80"],
        ["persons.1.premiumRelief.monthlyAmount", ""],
        ["persons.2.birthDate", "2018-02-02"],
        ["persons.2.gender", "female"],
        ["persons.2.beihilfeStufe", "TYPE_C_80_80R"],
        ["persons.3.birthDate", ""],
        ["persons.4.birthDate", "2020-05-05"],
        ["persons.4.gender", "male"],
        ["persons.4.health.heightCm", "110"],
        ["persons.4.health.weightKg", "19,5"],
      ]),
    );
    expect(body).toEqual({
      insuranceType: "adult",
      existingInsurance: "public",
      insuranceStart: "2027-01-01",
      coverageType: "comfort",
      deductible: "0€",
      persons: [
        {
          role: "self",
          birthDate: "1988-03-14",
          gender: "male",
          jobStatus: "employed",
          health: {
            heightCm: "182",
            weightKg: "80",
            psychotherapy10y: "nein",
            chronicConditions: ["ASTHMA", "MIGRAENE"],
          },
          sickPay: { dailyAmount: "120", startDay: "43", netIncomeMonthly: "4000" },
          premiumRelief: { monthlyAmount: "300" },
        },
        {
          role: "partner",
          birthDate: "1990-07-01",
          gender: "female",
          jobStatus: "self-employed",
          sickPay: { dailyAmount: "80", startDay: "15" },
        },
        { role: "child", birthDate: "2018-02-02", gender: "female", jobStatus: "child" },
        {
          role: "child",
          birthDate: "2020-05-05",
          gender: "male",
          jobStatus: "child",
          health: { heightCm: "110", weightKg: "19,5" },
        },
      ],
    });
    const parsed = createComparisonRequestSchema({ today: "2026-11-26" }).safeParse(body);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.persons.map((person) => person.role)).toEqual(["self", "partner", "child", "child"]);
    expect(parsed.data?.persons[3]?.health?.weightKg).toBe(19.5);
  });

  it("gives a civil servant's child the applicant's Dienstherr and 80 % unless chosen otherwise", () => {
    const civilServant = {
      ...today,
      jobStatus: "civil-servant",
      beihilfeDienstherr: "TYPE_B_Bayern",
      beihilfeStufe: "TYPE_A_50_70R",
    };
    const body = householdRequestFromForm(
      entries(
        [
          ["persons.2.birthDate", "2015-01-01"],
          ["persons.2.gender", "male"],
          ["persons.2.civilServantChild", "on"],
          ["persons.3.birthDate", "2016-01-01"],
          ["persons.3.gender", "female"],
          ["persons.3.civilServantChild", "on"],
          ["persons.3.beihilfeStufe", "TYPE_B_70_70R"],
        ],
        civilServant,
      ),
    ) as { persons: Array<Record<string, unknown>> };
    expect(body.persons.slice(1)).toEqual([
      {
        role: "child",
        birthDate: "2015-01-01",
        gender: "male",
        jobStatus: "civil-servant-child",
        beihilfeDienstherr: "TYPE_B_Bayern",
        beihilfeStufe: "TYPE_C_80_80R",
      },
      {
        role: "child",
        birthDate: "2016-01-01",
        gender: "female",
        jobStatus: "civil-servant-child",
        beihilfeDienstherr: "TYPE_B_Bayern",
        beihilfeStufe: "TYPE_B_70_70R",
      },
    ]);
  });

  it("has no sick pay without a start day (self-employed 'kein Krankentagegeld') and sends the applicant's health alone as one person", () => {
    const body = householdRequestFromForm(
      entries(
        [
          ["persons.0.sickPay.startDay", ""],
          ["persons.0.sickPay.dailyAmount", "100"],
          ["persons.0.health.heightCm", "175"],
          ["persons.0.health.weightKg", "70"],
        ],
        { ...today, jobStatus: "freelancer" },
      ),
    ) as { persons: Array<Record<string, unknown>> };
    expect(body.persons).toEqual([
      {
        role: "self",
        birthDate: "1988-03-14",
        gender: "male",
        jobStatus: "freelancer",
        health: { heightCm: "175", weightKg: "70" },
      },
    ]);
  });
});

describe("formFieldErrors", () => {
  it("names the server's messages by the form's fields: slots, the applicant's own and the shared fields", () => {
    const form = entries([
      ["persons.0.health.heightCm", "20"],
      ["persons.0.health.weightKg", "80"],
      ["persons.3.birthDate", "2019-01-01"],
      ["persons.3.civilServantChild", "on"],
      ["persons.3.health.heightCm", "20"],
      ["persons.3.health.weightKg", "15"],
    ]);
    const height = FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm);
    expect(
      formFieldErrors(
        {
          "persons.0.birthDate": "a",
          "persons.0.health.heightCm": height,
          "persons.0.deductible": "b",
          "persons.1.deductible": "c",
          "persons.1.gender": "d",
          "persons.1.beihilfeDienstherr": "e",
          "persons.1.health.heightCm": "f",
          persons: "g",
        },
        form,
      ),
    ).toEqual({
      birthDate: "a",
      "persons.0.health.heightCm": height,
      deductible: "b",
      "persons.3.gender": "d",
      "persons.3.civilServantChild": "e",
      "persons.3.health.heightCm": "f",
      persons: "g",
    });
    expect(formFieldErrors({ birthDate: "a" }, entries())).toEqual({ birthDate: "a" });
  });
});

describe("householdFormValues (a stored comparison back into the form)", () => {
  const schema = createComparisonRequestSchema({ today: "2026-11-26" });
  /** The form's entries of stored persons: the applicant's fields on top, the household's flat fields. */
  const formEntriesOf = (persons: RequestPerson[], options = { withHealth: true }) => [
    ...Object.entries(persons[0]!.form).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, String(value)] as [string, string]],
    ),
    ...Object.entries(householdFormValues(persons, options)).flatMap(([name, list]) =>
      list.map((value) => [name, value] as [string, string]),
    ),
  ];
  const parse = (entries: Array<[string, string]>) => {
    const parsed = schema.safeParse(householdRequestFromForm(entries));
    expect(parsed.success).toBe(true);
    return parsed.data!.persons;
  };
  const family = entries([
    ["persons.0.health.heightCm", "182"],
    ["persons.0.health.weightKg", "80,5"],
    ["persons.0.health.psychotherapy10y", "ja"],
    ["persons.0.health.chronicConditions", "ASTHMA"],
    ["persons.0.health.chronicConditions", "MIGRAENE"],
    ["persons.0.health.glassesDiopters", "-2,5"],
    ["persons.0.sickPay.dailyAmount", "120"],
    ["persons.0.sickPay.netIncomeMonthly", "4000"],
    ["persons.0.premiumRelief.monthlyAmount", "300"],
    ["persons.1.birthDate", "1990-07-01"],
    ["persons.1.gender", "female"],
    ["persons.1.jobStatus", "civil-servant"],
    ["persons.1.beihilfeDienstherr", "TYPE_B_Bayern"],
    ["persons.1.beihilfeStufe", "TYPE_A_50_70R"],
    ["persons.1.premiumRelief.monthlyAmount", "150"],
    // Kind 1 left empty: the children move up into the first slots.
    ["persons.3.birthDate", "2018-02-02"],
    ["persons.3.gender", "female"],
    ["persons.3.civilServantChild", "on"],
    ["persons.3.beihilfeStufe", "TYPE_B_70_70R"],
    ["persons.3.health.heightCm", "120"],
    ["persons.3.health.weightKg", "22"],
    ["persons.3.health.regularMedication", "ja"],
    ["persons.5.birthDate", "2021-09-09"],
    ["persons.5.gender", "male"],
  ]);

  it("fills every person's fields so that sending the form again asks for the same comparison", () => {
    const stored = parse(family);
    const values = householdFormValues(stored, { withHealth: true });
    expect(values).toMatchObject({
      "persons.0.health.weightKg": ["80,5"],
      "persons.0.health.psychotherapy10y": ["ja"],
      "persons.0.health.regularMedication": ["nein"],
      "persons.0.health.chronicConditions": ["ASTHMA", "MIGRAENE"],
      "persons.0.health.glassesDiopters": ["-2,5"],
      "persons.0.sickPay.netIncomeMonthly": ["4000"],
      "persons.0.premiumRelief.monthlyAmount": ["300"],
      "persons.1.birthDate": ["1990-07-01"],
      "persons.1.jobStatus": ["civil-servant"],
      "persons.1.beihilfeDienstherr": ["TYPE_B_Bayern"],
      "persons.2.birthDate": ["2018-02-02"],
      "persons.2.civilServantChild": ["on"],
      "persons.2.beihilfeStufe": ["TYPE_B_70_70R"],
      "persons.2.health.heightCm": ["120"],
      "persons.3.birthDate": ["2021-09-09"],
    });
    expect(Object.keys(values).some((name) => name.startsWith("persons.4."))).toBe(false);
    expect(parse(formEntriesOf(stored))).toEqual(stored);
  });

  it("leaves the health answers out unless asked for, and keeps everything else", () => {
    const stored = parse(family);
    const values = householdFormValues(stored, { withHealth: false });
    expect(Object.keys(values).filter((name) => name.includes(".health."))).toEqual([]);
    expect(values["persons.1.premiumRelief.monthlyAmount"]).toEqual(["150"]);
    expect(parse(formEntriesOf(stored, { withHealth: false }))).toEqual(
      stored.map(({ health: _health, ...person }) => person),
    );
  });

  it("fills a single person's own choices and a child insured as the applicant", () => {
    const single = parse(entries([["persons.0.premiumRelief.monthlyAmount", "200"]]));
    expect(householdFormValues(single, { withHealth: true })).toEqual({
      "persons.0.premiumRelief.monthlyAmount": ["200"],
    });
    const child = parse(
      entries(
        [
          ["persons.0.health.heightCm", "130"],
          ["persons.0.health.weightKg", "30"],
          ["persons.2.birthDate", "2019-01-01"],
          ["persons.2.gender", "male"],
        ],
        { ...today, insuredPerson: "child", jobStatus: "child", birthDate: "2016-05-05" },
      ),
    );
    const values = householdFormValues(child, { withHealth: true });
    expect(values["persons.0.health.heightCm"]).toEqual(["130"]);
    expect(values["persons.2.birthDate"]).toEqual(["2019-01-01"]);
    expect(parse(formEntriesOf(child))).toEqual(child);
    expect(householdFormValues([], { withHealth: true })).toEqual({});
  });
});

describe("householdValuesOf", () => {
  it("keeps the filled household fields, checkboxes with every value", () => {
    expect(
      householdValuesOf([
        ["birthDate", "1988-03-14"],
        ["persons.1.birthDate", "1990-07-01"],
        ["persons.1.sickPay.netIncomeMonthly", " "],
        ["persons.0.health.chronicConditions", "ASTHMA"],
        ["persons.0.health.chronicConditions", "RHEUMA"],
        ["persons.9.birthDate", "2000-01-01"],
        ["persons.1.__proto__.x.y", "1"],
      ]),
    ).toEqual({
      "persons.1.birthDate": ["1990-07-01"],
      "persons.0.health.chronicConditions": ["ASTHMA", "RHEUMA"],
    });
  });
});

describe("withSavedHealthAnswers", () => {
  const saved = {
    "persons.0.health.heightCm": ["182"],
    "persons.0.health.weightKg": ["80"],
    "persons.1.birthDate": ["1990-07-01"],
    "persons.1.health.heightCm": ["165"],
    "persons.1.health.chronicConditions": ["ASTHMA"],
    "persons.3.birthDate": ["2018-02-02"],
    "persons.3.health.heightCm": ["120"],
    "persons.5.birthDate": ["2021-09-09"],
    "persons.5.health.heightCm": ["90"],
  };

  it("adds the answers saved on this device to the same persons, found by their birth dates", () => {
    const merged = withSavedHealthAnswers(
      {
        "persons.1.birthDate": ["1990-07-01"],
        "persons.2.birthDate": ["2021-09-09"],
        "persons.3.birthDate": ["2018-02-02"],
        "persons.4.birthDate": ["2022-01-01"],
      },
      saved,
      { current: "1988-03-14", saved: "1988-03-14" },
    );
    expect(merged).toEqual({
      "persons.0.health.heightCm": ["182"],
      "persons.0.health.weightKg": ["80"],
      "persons.1.birthDate": ["1990-07-01"],
      "persons.1.health.heightCm": ["165"],
      "persons.1.health.chronicConditions": ["ASTHMA"],
      "persons.2.birthDate": ["2021-09-09"],
      "persons.2.health.heightCm": ["90"],
      "persons.3.birthDate": ["2018-02-02"],
      "persons.3.health.heightCm": ["120"],
      "persons.4.birthDate": ["2022-01-01"],
    });
  });

  it("adds nothing to other persons or to persons with answers of their own", () => {
    const values = {
      "persons.1.birthDate": ["1991-01-01"],
      "persons.2.birthDate": ["2018-02-02"],
      "persons.2.health.heightCm": ["118"],
    };
    expect(withSavedHealthAnswers(values, saved, { current: "1988-03-14", saved: "1977-01-01" })).toEqual(
      values,
    );
    expect(withSavedHealthAnswers({}, saved, { current: "", saved: undefined })).toEqual({});
  });
});
