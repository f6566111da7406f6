import { describe, expect, it } from "vitest";
import { escapeXml, parseXmlSafely } from "../lib/xml/safe-xml";
import { MAX_SICK_PAY_DAILY_AMOUNT, PERSON_AGE_LIMITS } from "./legal-rules";
import { CalcInputError, readCalcInput, SICK_PAY_START_DAYS } from "./read-calc-input";
import { SICK_PAY_START_FACTORS } from "./sick-pay-premium";

/** The engine's date: the earliest start is 2026-12-01 (docs/product/comparison.md#insurance-start). */
const TODAY = "2026-11-22";
const START = "2026-12-01";

/** What the portal sends for an employee insuring themself (rating/soap/calc-input.ts), in short. */
const EMPLOYEE: Record<string, string> = {
  GeburtsDatum: "1990-03-01",
  Geschlecht: "WEIBLICH",
  KTTag: "43",
  KTBetrag: "100",
  KVRBeruflicherStatus: "Arbeitnehmer",
  SBOber: "1000",
  SBUnter: "0",
  VersicherungsBeginn: START,
  VersichertePerson: "Erwachsener",
};

/** A Calculate element with one CalcInput of `fields` (a field set to undefined is left out). */
function calculateOf(fields: Record<string, string | undefined>) {
  const elements = Object.entries(fields)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join("");
  const xml = `<Calculate><input><Persons><CalcInput>${elements}</CalcInput></Persons></input></Calculate>`;
  return parseXmlSafely(xml).Calculate;
}

const read = (override: Record<string, string | undefined>) =>
  readCalcInput(calculateOf({ ...EMPLOYEE, ...override }), { today: TODAY }).request;

/** The German fault text of an invalid CalcInput (the engine answers it as a `soap:Client` fault). */
function faultOf(override: Record<string, string | undefined>): string {
  try {
    read(override);
  } catch (error) {
    if (error instanceof CalcInputError) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${JSON.stringify(override)}`);
}

/** A birth date that is `age` whole years old on START (born on the start's day and month). */
const agedOnStart = (age: number) => `${2026 - age}-12-01`;
/** One day younger than {@link agedOnStart}: still `age - 1` on START. */
const turningOnDayAfterStart = (age: number) => `${2026 - age}-12-02`;

describe("readCalcInput: what the portal sends", () => {
  it("reads the employee's request with sick pay and deductible range", () => {
    expect(read({})).toMatchObject({
      birthDate: "1990-03-01",
      start: START,
      status: "Arbeitnehmer",
      insuredPerson: "Erwachsener",
      sickPay: { startDay: 43, dailyAmount: 100 },
      sbUnter: 0,
      sbOber: 1000,
    });
  });

  it("reads a child without sick pay (KTTag and KTBetrag 0) as 'Kind', up to 17", () => {
    const child = read({
      GeburtsDatum: turningOnDayAfterStart(18),
      KVRBeruflicherStatus: "Kind",
      VersichertePerson: "Kind",
      KTTag: "0",
      KTBetrag: "0",
    });
    expect(child).toMatchObject({ insuredPerson: "Kind", status: "Kind", sickPay: null });
  });

  it("reads a civil servant's child as 'Kind' up to 25 and a 16-year-old applicant", () => {
    const beamtenkind = {
      KVRBeruflicherStatus: "Beamtenkind",
      VersichertePerson: "Kind",
      BeihilfeDienstherr: "TYPE_Q_Bund",
      BeihilfeStufe: "TYPE_A_50_70R",
      KTTag: "0",
      KTBetrag: "0",
    };
    expect(read({ ...beamtenkind, GeburtsDatum: agedOnStart(25) }).insuredPerson).toBe("Kind");
    expect(read({ GeburtsDatum: agedOnStart(16) }).insuredPerson).toBe("Erwachsener");
  });

  it("accepts every offered sick-pay start day, the amounts 0 and 500 € and a start day without amount", () => {
    expect(SICK_PAY_START_DAYS).toEqual([8, 15, 22, 29, 43, 92, 183]);
    expect(SICK_PAY_START_DAYS).toEqual(Object.keys(SICK_PAY_START_FACTORS).map(Number));
    for (const day of SICK_PAY_START_DAYS) {
      expect(read({ KTTag: String(day) }).sickPay).toEqual({ startDay: day, dailyAmount: 100 });
    }
    expect(read({ KTBetrag: "500" }).sickPay?.dailyAmount).toBe(MAX_SICK_PAY_DAILY_AMOUNT);
    expect(read({ KTBetrag: "99,50" }).sickPay?.dailyAmount).toBe(99.5);
    expect(read({ KTBetrag: "0" }).sickPay).toBeNull();
    expect(read({ KTTag: undefined, KTBetrag: undefined }).sickPay).toBeNull();
  });

  it("accepts SBUnter equal to SBOber (one step)", () => {
    expect(read({ SBUnter: "600", SBOber: "600" })).toMatchObject({ sbUnter: 600, sbOber: 600 });
  });
});

describe("readCalcInput refuses with a German fault", () => {
  it("a sick-pay amount outside 0–500 € a day", () => {
    expect(faultOf({ KTBetrag: "-100" })).toBe(
      "Das Krankentagegeld KTBetrag „-100“ muss zwischen 0 und 500 € pro Tag liegen.",
    );
    expect(faultOf({ KTBetrag: "99999" })).toBe(
      "Das Krankentagegeld KTBetrag „99999“ muss zwischen 0 und 500 € pro Tag liegen.",
    );
    expect(faultOf({ KTBetrag: "500,01" })).toContain("zwischen 0 und 500 €");
  });

  it("a sick-pay start day that is not offered, and an amount without a start day", () => {
    const unknownDay = (value: string) =>
      `Unbekannter Beginn des Krankentagegelds KTTag „${value}“ (erlaubt: 8, 15, 22, 29, 43, 92 oder 183; 0 ohne Krankentagegeld).`;
    expect(faultOf({ KTTag: "42" })).toBe(unknownDay("42"));
    expect(faultOf({ KTTag: "-43" })).toBe(unknownDay("-43"));
    expect(faultOf({ KTTag: "43.5" })).toBe(unknownDay("43.5"));
    expect(faultOf({ KTTag: "0" })).toBe(
      "Für ein Krankentagegeld (KTBetrag) wird der Beginn KTTag benötigt (8, 15, 22, 29, 43, 92 oder 183).",
    );
  });

  it("a person too old for 'Kind' (a 36-year-old is no child; 18 on the start is too old already)", () => {
    const child = { KVRBeruflicherStatus: "Kind", VersichertePerson: "Kind", KTTag: "0", KTBetrag: "0" };
    expect(faultOf({ ...child, GeburtsDatum: "1990-03-01" })).toBe(
      "Als Kind (VersichertePerson Kind) können Personen bis 17 Jahre versichert werden; die Person ist zum Versicherungsbeginn 36 Jahre alt.",
    );
    expect(faultOf({ ...child, GeburtsDatum: agedOnStart(PERSON_AGE_LIMITS.childMax + 1) })).toContain(
      "bis 17 Jahre",
    );
    // Another status sent as 'Kind' has the same limit.
    expect(faultOf({ VersichertePerson: "Kind", GeburtsDatum: "1990-03-01" })).toContain("bis 17 Jahre");
    const beamtenkind = {
      KVRBeruflicherStatus: "Beamtenkind",
      VersichertePerson: "Kind",
      BeihilfeDienstherr: "TYPE_Q_Bund",
      BeihilfeStufe: "TYPE_A_50_70R",
      KTTag: "0",
      KTBetrag: "0",
    };
    expect(faultOf({ ...beamtenkind, GeburtsDatum: agedOnStart(26) })).toBe(
      "Als Kind (VersichertePerson Kind, Beamtenkind) können Personen bis 25 Jahre versichert werden; die Person ist zum Versicherungsbeginn 26 Jahre alt.",
    );
  });

  it("an applicant ('Erwachsener') younger than 16 on the start", () => {
    expect(faultOf({ GeburtsDatum: turningOnDayAfterStart(16) })).toBe(
      "Als versicherte Person „Erwachsener“ ist ein Alter von mindestens 16 Jahren zum Versicherungsbeginn nötig (die Person ist 15); jüngere Personen werden als Kind versichert.",
    );
    // Without VersichertePerson a status other than 'Kind' is the applicant.
    expect(faultOf({ VersichertePerson: undefined, GeburtsDatum: "2018-05-01" })).toContain("mindestens 16");
  });

  it("SBUnter above SBOber instead of answering no tariff", () => {
    expect(faultOf({ SBUnter: "1200", SBOber: "600" })).toBe(
      "Die Selbstbeteiligung SBUnter (1.200 €) darf nicht größer sein als SBOber (600 €).",
    );
  });

  it("a date with a time or a time zone (only YYYY-MM-DD)", () => {
    expect(faultOf({ GeburtsDatum: "1990-03-01T00:00:00" })).toBe(
      "Das Geburtsdatum „1990-03-01T00:00:00“ ist kein gültiges Datum (JJJJ-MM-TT).",
    );
    expect(faultOf({ GeburtsDatum: "1990-03-01Z" })).toContain("kein gültiges Datum");
    expect(faultOf({ GeburtsDatum: "1990-03-01 12:00" })).toContain("kein gültiges Datum");
    expect(faultOf({ VersicherungsBeginn: `${START}T00:00:00+01:00` })).toBe(
      `Der Versicherungsbeginn „${START}T00:00:00+01:00“ ist kein gültiges Datum (JJJJ-MM-TT).`,
    );
    // Spaces around the date are allowed (xs:date collapses white space).
    expect(read({ GeburtsDatum: " 1990-03-01 " }).birthDate).toBe("1990-03-01");
  });
});

/** A Calculate element with one CalcInput per entry (fields as in {@link calculateOf}; `Gesundheit` as raw XML). */
function familyOf(
  persons: Array<Record<string, string | undefined>>,
  health: Array<string | undefined> = [],
) {
  const inputs = persons
    .map((fields, index) => {
      const elements = Object.entries(fields)
        .filter((entry): entry is [string, string] => entry[1] !== undefined)
        .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
        .join("");
      return `<CalcInput>${elements}${health[index] ?? ""}</CalcInput>`;
    })
    .join("");
  return parseXmlSafely(`<Calculate><input><Persons>${inputs}</Persons></input></Calculate>`).Calculate;
}

const readFamily = (persons: Array<Record<string, string | undefined>>, health?: Array<string | undefined>) =>
  readCalcInput(familyOf(persons, health), { today: TODAY });

function familyFault(persons: Array<Record<string, string | undefined>>, health?: Array<string | undefined>) {
  try {
    readFamily(persons, health);
  } catch (error) {
    if (error instanceof CalcInputError) return error.message;
    throw error;
  }
  throw new Error("accepted");
}

const CHILD: Record<string, string> = {
  ...EMPLOYEE,
  GeburtsDatum: "2018-04-01",
  KVRBeruflicherStatus: "Kind",
  VersichertePerson: "Kind",
  KTTag: "0",
  KTBetrag: "0",
};
const PARTNER: Record<string, string> = {
  ...EMPLOYEE,
  GeburtsDatum: "1988-09-01",
  KVRBeruflicherStatus: "Selbstaendiger",
  KTTag: "8",
  KTBetrag: "120",
};

describe("readCalcInput: several persons", () => {
  it("reads each CalcInput as its own person, with index and role (Selbst first, then Partner or Kind)", () => {
    const { request, persons } = readFamily([EMPLOYEE, PARTNER, CHILD, { ...CHILD, PersonRolle: "Kind" }]);
    expect(persons.map((person) => [person.personIndex, person.role, person.status])).toEqual([
      [0, "Selbst", "Arbeitnehmer"],
      [1, "Partner", "Selbstaendiger"],
      [2, "Kind", "Kind"],
      [3, "Kind", "Kind"],
    ]);
    expect(request).toBe(persons[0]);
    expect(persons[1]!.sickPay).toEqual({ startDay: 8, dailyAmount: 120 });
    expect(readFamily([{ ...EMPLOYEE, PersonRolle: "Partner" }]).request.role).toBe("Partner");
  });

  it("reads one person exactly as before (index 0, role Selbst, no health answers, no premium relief)", () => {
    expect(read({})).toMatchObject({ personIndex: 0, role: "Selbst", health: null, premiumRelief: 0 });
  });

  it("refuses more than six persons, different starts and an unknown role; a person's fault names the person", () => {
    expect(familyFault(Array.from({ length: 7 }, () => EMPLOYEE))).toBe(
      "Eine Berechnung umfasst höchstens 6 Personen (CalcInput); die Anfrage enthält 7.",
    );
    expect(readFamily(Array.from({ length: 6 }, () => EMPLOYEE)).persons).toHaveLength(6);
    expect(familyFault([EMPLOYEE, { ...PARTNER, VersicherungsBeginn: "2027-01-01" }])).toBe(
      "Alle Personen einer Berechnung brauchen denselben Versicherungsbeginn: Person 2 „2027-01-01“, Person 1 „2026-12-01“.",
    );
    expect(familyFault([EMPLOYEE, { ...PARTNER, PersonRolle: "Oma" }])).toBe(
      "Person 2: Unbekannte Personenrolle „Oma“ (erlaubt: Selbst, Partner, Kind).",
    );
    expect(familyFault([EMPLOYEE, CHILD, { ...CHILD, GeburtsDatum: "1990-03-01" }])).toBe(
      "Person 3: Als Kind (VersichertePerson Kind) können Personen bis 17 Jahre versichert werden; die Person ist zum Versicherungsbeginn 36 Jahre alt.",
    );
  });
});

describe("readCalcInput: premium relief (BEBetrag)", () => {
  it("reads the monthly amount from 67 for an adult from 21", () => {
    expect(read({ BEBetrag: "300" }).premiumRelief).toBe(300);
    expect(read({ BEBetrag: "1000", GeburtsDatum: agedOnStart(21) }).premiumRelief).toBe(1000);
    expect(read({ BEBetrag: "0", GeburtsDatum: agedOnStart(18) }).premiumRelief).toBe(0);
  });

  it("refuses amounts off the steps, children, the young and the old", () => {
    const amount = (value: string) =>
      `Die Beitragsentlastung BEBetrag „${value}“ muss zwischen 0 und 1.000 € im Monat in Schritten von 10 € liegen.`;
    expect(faultOf({ BEBetrag: "15" })).toBe(amount("15"));
    expect(faultOf({ BEBetrag: "1010" })).toBe(amount("1010"));
    expect(faultOf({ BEBetrag: "-10" })).toBe(amount("-10"));
    expect(faultOf({ BEBetrag: "viel" })).toBe("BEBetrag ist keine Zahl: „viel“.");
    expect(faultOf({ BEBetrag: "100", GeburtsDatum: turningOnDayAfterStart(21) })).toBe(
      "Eine Beitragsentlastung (BEBetrag) ist ab 21 und unter 67 Jahren zum Versicherungsbeginn möglich; die Person ist 20.",
    );
    expect(faultOf({ ...CHILD, BEBetrag: "100" })).toBe(
      "Eine Beitragsentlastung (BEBetrag) gibt es nur für Erwachsene (VersichertePerson Erwachsener), nicht für Kinder.",
    );
    // At 70 nobody is priced at all: the age limit of the forms comes first.
    expect(faultOf({ BEBetrag: "100", GeburtsDatum: agedOnStart(70) })).toContain("60 Jahren");
  });
});
