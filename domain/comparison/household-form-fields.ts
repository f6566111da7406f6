/**
 * The long form's flat field names for a household ↔ the request body of comparison-request.ts
 * (docs/product/comparison.md#family-and-health). A plain form post (no JavaScript) names every field flat:
 *
 * - the applicant keeps today's names (`birthDate`, `gender`, `jobStatus`, …) and adds `persons.0.health.*`,
 *   `persons.0.sickPay.*`, `persons.0.premiumRelief.monthlyAmount`;
 * - the partner is slot 1 (`persons.1.birthDate`, `.gender`, `.jobStatus`, `.beihilfeDienstherr`, `.beihilfeStufe`,
 *   health, sick pay, premium relief), the children slots 2–5 (`persons.2.birthDate`, `.gender`,
 *   `.civilServantChild`, `.beihilfeStufe`, health).
 *
 * A partner or child counts when its birth date is filled; health answers when height and weight are. The rules and
 * messages stay in the schema: this module only moves values.
 */
import type { RequestPerson } from "./comparison-request";
import { SICK_PAY_CHOICES } from "./family-input";
import { NOT_IN_WISH } from "./long-form";
import { EXTRA_FIELDS, PERSON_FIELDS } from "./request-person-fields";

/** The form's slots: the applicant, the partner, then up to four children. */
export const HOUSEHOLD_SLOTS = { applicant: 0, partner: 1, children: [2, 3, 4, 5] } as const;

/** The Beihilfesatz a civil servant's child starts with (editable). */
export const CHILD_BEIHILFE_STUFE_DEFAULT = "TYPE_C_80_80R";

/** The fields of one person (all else of the long form is shared by the household). */
const SLOT_FIELD = /^persons\.(\d)\.(.+)$/;

type FormEntries = Iterable<readonly [string, unknown]>;
type Slot = Map<string, string[]>;

/** The form's string entries: the top-level fields (last value wins, as today) and the persons' fields per slot. */
function readEntries(entries: FormEntries) {
  const top: Record<string, string> = {};
  const slots = new Map<number, Slot>();
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    const match = SLOT_FIELD.exec(key);
    if (!match) {
      top[key] = value;
      continue;
    }
    const slot = Number(match[1]);
    const fields = slots.get(slot) ?? new Map<string, string[]>();
    fields.set(match[2]!, [...(fields.get(match[2]!) ?? []), value]);
    slots.set(slot, fields);
  }
  return { top, slots };
}

/** A slot's single value, trimmed; empty → undefined. */
const one = (slot: Slot | undefined, field: string): string | undefined => {
  const value = slot?.get(field)?.at(-1)?.trim();
  return value === undefined || value === "" ? undefined : value;
};

/** The filled fields among `names`, taken from `read`. */
const filled = (names: readonly string[], read: (name: string) => string | undefined) =>
  Object.fromEntries(
    names.flatMap((name) => {
      const value = read(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );

const HEALTH_FIELDS = [
  "heightCm",
  "weightKg",
  "outpatientTreatments3y",
  "hospitalStays5y",
  "psychotherapy10y",
  "regularMedication",
  "missingTeeth",
  "plannedDentalTreatment",
  "glassesDiopters",
] as const;

/** The health answers, only when height and weight are filled (else the person has none). */
function healthOf(slot: Slot | undefined): Record<string, unknown> | undefined {
  if (!one(slot, "health.heightCm") || !one(slot, "health.weightKg")) return undefined;
  const answers: Record<string, unknown> = filled(HEALTH_FIELDS, (name) => one(slot, `health.${name}`));
  const conditions = (slot?.get("health.chronicConditions") ?? []).map((code) => code.trim()).filter(Boolean);
  if (conditions.length > 0) answers.chronicConditions = conditions;
  return answers;
}

/**
 * The sick pay: a chosen start day, or for employees day 43 (their only start). Without a start it is none; an
 * employee's 100 € from day 43 without an income is the default and no choice
 * (docs/product/comparison.md#family-and-health).
 */
function sickPayOf(
  slot: Slot | undefined,
  jobStatus: string | undefined,
): Record<string, string> | undefined {
  const employee = jobStatus === "employed";
  const startDay =
    one(slot, "sickPay.startDay") ?? (employee ? String(SICK_PAY_CHOICES.employeeStartDay) : undefined);
  if (startDay === undefined) return undefined;
  const income = one(slot, "sickPay.netIncomeMonthly");
  const dailyAmount =
    one(slot, "sickPay.dailyAmount") ??
    (employee ? String(SICK_PAY_CHOICES.employeeDefaultDailyAmount) : undefined);
  if (
    employee &&
    income === undefined &&
    startDay === String(SICK_PAY_CHOICES.employeeStartDay) &&
    dailyAmount === String(SICK_PAY_CHOICES.employeeDefaultDailyAmount)
  )
    return undefined;
  return filled(["dailyAmount", "startDay", "netIncomeMonthly"], (name) =>
    name === "dailyAmount" ? dailyAmount : name === "startDay" ? startDay : income,
  );
}

function premiumReliefOf(slot: Slot | undefined): Record<string, string> | undefined {
  const monthlyAmount = one(slot, "premiumRelief.monthlyAmount");
  return monthlyAmount === undefined ? undefined : { monthlyAmount };
}

const withExtras = (person: Record<string, unknown>, extras: Record<string, unknown | undefined>) => {
  for (const [name, value] of Object.entries(extras)) if (value !== undefined) person[name] = value;
  return person;
};

/** The persons of the form in body order, each with its slot. */
function householdOf(entries: FormEntries) {
  const { top, slots } = readEntries(entries);
  const topValue = (name: string) => (top[name]?.trim() ? top[name]!.trim() : undefined);
  const applicantSlot = slots.get(HOUSEHOLD_SLOTS.applicant);
  const applicant = withExtras(
    { role: top.insuredPerson === "child" ? "child" : "self", ...filled(PERSON_FIELDS, topValue) },
    {
      health: healthOf(applicantSlot),
      sickPay: top.insuredPerson === "child" ? undefined : sickPayOf(applicantSlot, topValue("jobStatus")),
      premiumRelief: premiumReliefOf(applicantSlot),
    },
  );
  const persons: Array<{ slot: number; person: Record<string, unknown> }> = [
    { slot: HOUSEHOLD_SLOTS.applicant, person: applicant },
  ];

  const partnerSlot = slots.get(HOUSEHOLD_SLOTS.partner);
  const partnerDienstherr = one(partnerSlot, "beihilfeDienstherr");
  if (one(partnerSlot, "birthDate")) {
    const fields = filled(PERSON_FIELDS, (name) => one(partnerSlot, name));
    persons.push({
      slot: HOUSEHOLD_SLOTS.partner,
      person: withExtras(
        { role: "partner", ...fields },
        {
          health: healthOf(partnerSlot),
          sickPay: sickPayOf(partnerSlot, fields.jobStatus),
          premiumRelief: premiumReliefOf(partnerSlot),
        },
      ),
    });
  }

  // A civil servant's child gets the Dienstherr of the applicant (or else the partner's).
  const dienstherr = [topValue("beihilfeDienstherr"), partnerDienstherr].find(
    (value) => value !== undefined && value !== NOT_IN_WISH,
  );
  for (const slotNumber of HOUSEHOLD_SLOTS.children) {
    const slot = slots.get(slotNumber);
    if (!one(slot, "birthDate")) continue;
    const civilServantChild = one(slot, "civilServantChild") !== undefined;
    const person: Record<string, unknown> = {
      role: "child",
      ...filled(["birthDate", "gender"], (name) => one(slot, name)),
      jobStatus: civilServantChild ? "civil-servant-child" : "child",
    };
    if (civilServantChild) {
      person.beihilfeDienstherr = dienstherr ?? NOT_IN_WISH;
      person.beihilfeStufe = one(slot, "beihilfeStufe") ?? CHILD_BEIHILFE_STUFE_DEFAULT;
    }
    persons.push({ slot: slotNumber, person: withExtras(person, { health: healthOf(slot) }) });
  }
  return { top, persons };
}

const hasExtras = (person: Record<string, unknown>) =>
  EXTRA_FIELDS.some((extra) => person[extra] !== undefined);

/**
 * FormData entries → the body `createComparisonRequestSchema` reads. Without a partner, a child or any health,
 * sick pay or premium relief answer: exactly today's single-person body (every top-level field as posted);
 * otherwise the shared fields and `persons`, the applicant first.
 */
export function householdRequestFromForm(entries: FormEntries): Record<string, unknown> {
  const { top, persons } = householdOf(entries);
  if (persons.length === 1 && !hasExtras(persons[0]!.person)) return { ...top };
  const shared: Record<string, unknown> = { ...top };
  for (const field of [...PERSON_FIELDS, "insuredPerson"]) delete shared[field];
  return { ...shared, persons: persons.map((entry) => entry.person) };
}

const SLOT_ERROR = /^persons\.(\d+)\.(.+)$/;

/**
 * The server's messages (keyed by the body: `persons.<index>.<field>`) → the form's field names: a person's index
 * becomes its slot, the applicant's person fields and the shared fields their top-level names; a child's job status
 * and Dienstherr belong to its 'Beamtenkind' box. The first message per field wins.
 */
export function formFieldErrors(
  errors: Readonly<Record<string, string>>,
  entries: FormEntries,
): Record<string, string> {
  const { persons } = householdOf(entries);
  const mapped: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = SLOT_ERROR.exec(key);
    let field = key;
    if (match) {
      const slot = persons[Number(match[1])]?.slot ?? Number(match[1]);
      const rest = match[2]!;
      const ownField =
        (PERSON_FIELDS as readonly string[]).includes(rest) ||
        rest === "role" ||
        EXTRA_FIELDS.some((extra) => rest === extra || rest.startsWith(`${extra}.`));
      if (!ownField) field = rest;
      else if (slot === HOUSEHOLD_SLOTS.applicant && (PERSON_FIELDS as readonly string[]).includes(rest))
        field = rest;
      else if (slot >= HOUSEHOLD_SLOTS.children[0] && (rest === "jobStatus" || rest === "beihilfeDienstherr"))
        field = `persons.${slot}.civilServantChild`;
      else field = `persons.${slot}.${rest}`;
    }
    if (!(field in mapped)) mapped[field] = message;
  }
  return mapped;
}

/** The household's flat form values (`persons.<slot>.<field>` → the values, several for checkboxes). */
export type HouseholdFormValues = Record<string, readonly string[]>;

const HOUSEHOLD_FIELD = /^persons\.[0-5]\.[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)?$/;

/** Whether `name` is one of the household's field names (`persons.<slot>.<field>` or `….<group>.<field>`). */
export const isHouseholdField = (name: string) => HOUSEHOLD_FIELD.test(name);

/**
 * The filled household fields among form entries (`persons.<slot>.…`; empty values left out: an empty field is
 * the form's own default). What the long form keeps for the next visit (docs/product/comparison.md#family-and-health).
 */
export function householdValuesOf(entries: FormEntries): HouseholdFormValues {
  const values: Record<string, string[]> = {};
  for (const [key, value] of entries) {
    if (typeof value !== "string" || !isHouseholdField(key) || value.trim() === "") continue;
    values[key] = [...(values[key] ?? []), value];
  }
  return values;
}

/** A number in the form's notation: a decimal comma, no thousands separator (the form reads both '.' and ','). */
const formNumber = (value: number) => String(value).replace(".", ",");
const yesNoValue = (value: boolean) => (value ? "ja" : "nein");

/** A priced person's health answers, sick pay and premium relief as the fields of `slot`. */
function extrasValues(
  slot: number,
  person: RequestPerson,
  withHealth: boolean,
  values: HouseholdFormValues,
): void {
  const set = (field: string, value: string | number | undefined) => {
    if (value !== undefined) values[`persons.${slot}.${field}`] = [String(value)];
  };
  const { health, sickPay, premiumRelief } = person;
  if (health && withHealth) {
    set("health.heightCm", formNumber(health.heightCm));
    set("health.weightKg", formNumber(health.weightKg));
    set("health.outpatientTreatments3y", health.outpatientTreatments3y);
    set("health.hospitalStays5y", health.hospitalStays5y);
    set("health.psychotherapy10y", yesNoValue(health.psychotherapy10y));
    set("health.regularMedication", yesNoValue(health.regularMedication));
    set("health.missingTeeth", health.missingTeeth);
    set("health.plannedDentalTreatment", yesNoValue(health.plannedDentalTreatment));
    set("health.glassesDiopters", formNumber(health.glassesDiopters));
    if (health.chronicConditions.length > 0)
      values[`persons.${slot}.health.chronicConditions`] = [...health.chronicConditions];
  }
  if (sickPay) {
    set("sickPay.dailyAmount", sickPay.dailyAmount);
    set("sickPay.startDay", sickPay.startDay);
    set("sickPay.netIncomeMonthly", sickPay.netIncomeMonthly);
  }
  if (premiumRelief) set("premiumRelief.monthlyAmount", premiumRelief.monthlyAmount);
}

/**
 * A stored comparison's persons → the long form's household fields, the way back of
 * {@link householdRequestFromForm} (docs/product/comparison.md#family-and-health). The first person is the
 * applicant (its own fields are the form's top-level fields, `persons[0].form`; here only its health answers, sick
 * pay and premium relief), then the partner in slot 1 and the children in slots 2–5 in their order. The health
 * answers only `withHealth` (they are shown to the person alone).
 */
export function householdFormValues(
  persons: readonly RequestPerson[],
  options: { withHealth: boolean },
): HouseholdFormValues {
  const values: HouseholdFormValues = {};
  const [applicant, ...others] = persons;
  if (!applicant) return values;
  extrasValues(HOUSEHOLD_SLOTS.applicant, applicant, options.withHealth, values);
  let partnerDone = false;
  const childSlots: number[] = [...HOUSEHOLD_SLOTS.children];
  for (const person of others) {
    const slot =
      person.role === "partner" && !partnerDone
        ? HOUSEHOLD_SLOTS.partner
        : person.role === "child"
          ? childSlots.shift()
          : undefined;
    if (slot === undefined) continue;
    const set = (field: string, value: string | undefined) => {
      if (value !== undefined && value !== "" && value !== NOT_IN_WISH)
        values[`persons.${slot}.${field}`] = [value];
    };
    const { form } = person;
    set("birthDate", form.birthDate);
    set("gender", form.gender);
    if (slot === HOUSEHOLD_SLOTS.partner) {
      partnerDone = true;
      set("jobStatus", form.jobStatus);
      set("beihilfeDienstherr", form.beihilfeDienstherr);
      set("beihilfeStufe", form.beihilfeStufe);
      set("annualIncome", form.annualIncome === undefined ? undefined : String(form.annualIncome));
      extrasValues(slot, person, options.withHealth, values);
    } else {
      // A child's Dienstherr is the applicant's (or the partner's): the form asks only for its Beihilfesatz.
      if (form.jobStatus === "civil-servant-child") {
        set("civilServantChild", "on");
        set("beihilfeStufe", form.beihilfeStufe);
      }
      extrasValues(
        slot,
        { ...person, sickPay: undefined, premiumRelief: undefined },
        options.withHealth,
        values,
      );
    }
  }
  return values;
}

const HEALTH_PREFIX = /^persons\.(\d)\.health\./;
type SavedValues = Readonly<HouseholdFormValues>;

/**
 * The health answers kept on this device (`saved`) added to `values` for the same persons: the applicant when
 * both birth dates agree, the partner and each child when one of the same kind in `saved` has its birth date
 * (each saved person used once). Persons that already have answers in `values` keep them.
 */
export function withSavedHealthAnswers(
  values: SavedValues,
  saved: SavedValues,
  applicantBirthDates: { current: string; saved: string | undefined },
): HouseholdFormValues {
  const healthOf = (source: SavedValues, slot: number) =>
    Object.entries(source).filter(([name]) => HEALTH_PREFIX.exec(name)?.[1] === String(slot));
  const birthDate = (source: SavedValues, slot: number) => source[`persons.${slot}.birthDate`]?.at(-1);
  const pairs: Array<[number, number]> = [];
  if (applicantBirthDates.current !== "" && applicantBirthDates.current === applicantBirthDates.saved)
    pairs.push([HOUSEHOLD_SLOTS.applicant, HOUSEHOLD_SLOTS.applicant]);
  for (const group of [[HOUSEHOLD_SLOTS.partner], HOUSEHOLD_SLOTS.children] as const) {
    const unused: number[] = [...group];
    for (const slot of group) {
      const date = birthDate(values, slot);
      const match = date === undefined ? -1 : unused.findIndex((other) => birthDate(saved, other) === date);
      if (match >= 0) pairs.push([slot, unused.splice(match, 1)[0]!]);
    }
  }
  const merged: HouseholdFormValues = { ...values };
  for (const [slot, savedSlot] of pairs) {
    if (healthOf(values, slot).length > 0) continue;
    for (const [name, list] of healthOf(saved, savedSlot))
      merged[name.replace(`persons.${savedSlot}.`, `persons.${slot}.`)] = [...list];
  }
  return merged;
}
