import { describe, expect, it } from "vitest";
import { NOT_IN_WISH } from "../../../domain/comparison/long-form";
import { FORM_STORAGE_KEY } from "./form-labels";
import { LONG_FORM_DEFAULTS } from "./long-comparison-form";
import {
  insuranceStartChoice,
  needsAgeNotice,
  readStoredForm,
  readStoredHousehold,
  storeForm,
  withBeihilfeReset,
  withInsuredPerson,
} from "./use-long-form-state";

/** A Storage in memory; `failing` makes every write throw (full or disabled). */
function memoryStorage(entries: Record<string, string> = {}, options: { failing?: boolean } = {}) {
  const map = new Map(Object.entries(entries));
  const storage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (options.failing) throw new Error("QuotaExceededError");
      map.set(key, value);
    },
    removeItem: (key: string) => void map.delete(key),
  } as unknown as Storage;
  return { storage: () => storage, map };
}

const civilServant = {
  ...LONG_FORM_DEFAULTS,
  jobStatus: "civil-servant",
  beihilfeDienstherr: "TYPE_A_BadenW",
  beihilfeStufe: "TYPE_A_50_70R",
} satisfies typeof LONG_FORM_DEFAULTS;

describe("withBeihilfeReset", () => {
  it("keeps the Beihilfe fields for a status with Beihilfe and resets them otherwise", () => {
    expect(withBeihilfeReset("civil-servant")).toEqual({ jobStatus: "civil-servant" });
    expect(withBeihilfeReset("employed")).toEqual({
      jobStatus: "employed",
      beihilfeDienstherr: NOT_IN_WISH,
      beihilfeStufe: NOT_IN_WISH,
    });
  });
});

describe("withInsuredPerson", () => {
  it("keeps a job status that fits the insured person", () => {
    const next = withInsuredPerson(civilServant, "self");
    expect(next).toMatchObject({
      insuredPerson: "self",
      jobStatus: "civil-servant",
      beihilfeStufe: "TYPE_A_50_70R",
    });
    expect(
      withInsuredPerson({ ...LONG_FORM_DEFAULTS, jobStatus: "civil-servant-child" }, "child"),
    ).toMatchObject({
      insuredPerson: "child",
      jobStatus: "civil-servant-child",
    });
  });

  it("falls back to the person's first status and resets Beihilfe when the status does not fit", () => {
    const next = withInsuredPerson(civilServant, "child");
    expect(next).toMatchObject({
      insuredPerson: "child",
      jobStatus: "child",
      beihilfeDienstherr: NOT_IN_WISH,
      beihilfeStufe: NOT_IN_WISH,
    });
    expect(
      withInsuredPerson({ ...LONG_FORM_DEFAULTS, insuredPerson: "child", jobStatus: "child" }, "self"),
    ).toMatchObject({ insuredPerson: "self", jobStatus: "employed" });
  });
});

describe("insuranceStartChoice", () => {
  it("offers the coming firsts of a month and keeps a chosen one that is offered", () => {
    const { options, start } = insuranceStartChoice("2027-03-01", "2026-11-26");
    expect(options[0]).toBe("2026-12-01");
    expect(options).toContain("2027-03-01");
    expect(start).toBe("2027-03-01");
  });

  it("falls back to the earliest start for none, a passed or an unknown one", () => {
    for (const chosen of [undefined, "", "2026-06-01", "2027-03-15"]) {
      expect(insuranceStartChoice(chosen, "2026-11-26").start).toBe("2026-12-01");
    }
  });
});

describe("needsAgeNotice", () => {
  it("asks for the notice from 60 on the insurance start, only for a complete date", () => {
    expect(needsAgeNotice("1966-12-01", "2026-12-01")).toBe(true);
    expect(needsAgeNotice("1966-12-02", "2026-12-01")).toBe(false);
    expect(needsAgeNotice("1950-1-1", "2026-12-01")).toBe(false);
    expect(needsAgeNotice("", "2026-12-01")).toBe(false);
  });
});

describe("readStoredForm and storeForm", () => {
  it("stores the sent data with the deductible normalised and reads it back with public insurance", () => {
    const { storage, map } = memoryStorage();
    storeForm(storage, {
      ...LONG_FORM_DEFAULTS,
      birthDate: "1990-05-01",
      deductible: "600",
      existingInsurance: "private",
    });
    expect(JSON.parse(map.get(FORM_STORAGE_KEY) ?? "{}")).toMatchObject({
      birthDate: "1990-05-01",
      deductible: "600€",
    });
    expect(readStoredForm(storage)).toMatchObject({
      birthDate: "1990-05-01",
      deductible: "600€",
      existingInsurance: "public",
    });
  });

  it("reads nothing without an entry and discards an unreadable one", () => {
    expect(readStoredForm(memoryStorage().storage)).toEqual({});
    const broken = memoryStorage({ [FORM_STORAGE_KEY]: "{not json" });
    expect(readStoredForm(broken.storage)).toEqual({});
    expect(broken.map.has(FORM_STORAGE_KEY)).toBe(false);
    expect(readStoredForm(memoryStorage({ [FORM_STORAGE_KEY]: "null" }).storage)).toEqual({});
  });

  it("lets the comparison run when the storage is full, disabled or throws on access", () => {
    const { storage, map } = memoryStorage({}, { failing: true });
    expect(() => storeForm(storage, LONG_FORM_DEFAULTS)).not.toThrow();
    expect(map.size).toBe(0);
    expect(() =>
      storeForm(() => {
        throw new Error("SecurityError");
      }, LONG_FORM_DEFAULTS),
    ).not.toThrow();
  });
});

describe("the household kept with the form", () => {
  const household = {
    "persons.0.health.heightCm": ["182"],
    "persons.0.health.weightKg": ["80"],
    "persons.1.birthDate": ["1990-07-01"],
    "persons.1.health.chronicConditions": ["ASTHMA", "RHEUMA"],
    "persons.2.birthDate": ["2018-02-02"],
  };

  it("stores partner, children and health answers under the form's key and reads them back apart", () => {
    const { storage, map } = memoryStorage();
    storeForm(storage, { ...LONG_FORM_DEFAULTS, birthDate: "1988-03-14" }, household);
    expect(map.size).toBe(1);
    expect(JSON.parse(map.get(FORM_STORAGE_KEY) ?? "{}")).toMatchObject({
      birthDate: "1988-03-14",
      household,
    });
    expect(readStoredHousehold(storage)).toEqual(household);
    expect(readStoredForm(storage)).not.toHaveProperty("household");
    expect(readStoredForm(storage)).toMatchObject({ birthDate: "1988-03-14" });
  });

  it("keeps no household when none was sent, and the next send replaces the one before", () => {
    const { storage, map } = memoryStorage();
    storeForm(storage, LONG_FORM_DEFAULTS, household);
    storeForm(storage, LONG_FORM_DEFAULTS, {});
    expect(JSON.parse(map.get(FORM_STORAGE_KEY) ?? "{}")).not.toHaveProperty("household");
    expect(readStoredHousehold(storage)).toBeUndefined();
  });

  it("reads only the form's own fields, and discards the household with an unreadable entry", () => {
    const stored = (value: unknown) =>
      memoryStorage({ [FORM_STORAGE_KEY]: JSON.stringify({ birthDate: "1988-03-14", household: value }) });
    expect(
      readStoredHousehold(
        stored({
          "persons.1.birthDate": ["1990-07-01"],
          "persons.1.gender": "female",
          "persons.7.birthDate": ["2000-01-01"],
          birthDate: ["1999-01-01"],
          "persons.2.birthDate": [42],
        }).storage,
      ),
    ).toEqual({ "persons.1.birthDate": ["1990-07-01"] });
    expect(readStoredHousehold(stored(["persons.1.birthDate"]).storage)).toBeUndefined();
    expect(readStoredHousehold(stored("x").storage)).toBeUndefined();
    const broken = memoryStorage({ [FORM_STORAGE_KEY]: '{"household":' });
    expect(readStoredHousehold(broken.storage)).toBeUndefined();
    expect(broken.map.has(FORM_STORAGE_KEY)).toBe(false);
    expect(
      readStoredHousehold(() => {
        throw new Error("SecurityError");
      }),
    ).toBeUndefined();
  });
});
