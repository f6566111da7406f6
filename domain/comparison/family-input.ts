/**
 * What a comparison may carry beyond one person's basic data (docs/product/comparison.md#family-and-health): the
 * persons of a household, the anonymous health answers per person, the sick pay and the premium relief. One schema
 * for the form and `POST /api/comparisons`; German messages per field.
 */
import { z } from "zod";
import { EMPLOYEE_DEFAULT_SICK_PAY } from "./assumptions";
import { HEALTH_CONDITION_CODES } from "./health-conditions";

export const PERSON_ROLES = ["self", "partner", "child"] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

/** At most one 'self', one partner and four children per comparison. */
export const HOUSEHOLD_LIMITS = { adults: 2, children: 4 } as const;

/** The plausible ranges of the health answers, adults and children (a newborn weighs 2 kg). */
export const HEALTH_RANGES = {
  adult: { heightCm: [100, 230], weightKg: [30, 250] },
  child: { heightCm: [40, 200], weightKg: [2, 150] },
  count: [0, 99],
  diopters: [-30, 30],
} as const;

/** Sick pay (Krankentagegeld): start days by job status, daily amounts in steps. */
export const SICK_PAY_CHOICES = {
  employeeStartDay: EMPLOYEE_DEFAULT_SICK_PAY.startDay,
  selfEmployedStartDays: [8, 15, 22, 29, 43],
  dailyAmountStep: 5,
  dailyAmountMin: 10,
  dailyAmountMax: 500,
  /** Without an income entered, employees are offered this daily amount (the one default, assumptions.ts). */
  employeeDefaultDailyAmount: EMPLOYEE_DEFAULT_SICK_PAY.dailyAmount,
} as const;

/** Premium relief (Beitragsentlastung from 67): monthly amounts in steps, from age 21 on the insurance start. */
export const PREMIUM_RELIEF_CHOICES = { step: 50, min: 50, max: 1000, minAge: 21 } as const;

const euro = (amount: number) => amount.toLocaleString("de-DE");

export const FAMILY_INPUT_MESSAGES = {
  persons: "Bitte geben Sie an, wer versichert werden soll (eine bis sechs Personen).",
  role: "Bitte wählen Sie für jede Person aus, ob sie Sie selbst, Ihr Partner oder ein Kind ist.",
  oneSelf: "Sie können sich nur einmal angeben.",
  onePartner: "Sie können nur einen Partner angeben.",
  children: `Sie können bis zu ${HOUSEHOLD_LIMITS.children} Kinder angeben.`,
  sharedField: (field: string) =>
    `„${field}“ gilt für den ganzen Haushalt: Bitte geben Sie es einmal neben „persons“ an, nicht je Person.`,
  height: (range: readonly [number, number]) =>
    `Bitte geben Sie die Größe in cm ein (zwischen ${range[0]} und ${range[1]} cm).`,
  weight: (range: readonly [number, number]) =>
    `Bitte geben Sie das Gewicht in kg ein (zwischen ${range[0]} und ${range[1]} kg).`,
  count: `Bitte geben Sie eine ganze Zahl zwischen ${HEALTH_RANGES.count[0]} und ${HEALTH_RANGES.count[1]} ein.`,
  yesNo: "Bitte beantworten Sie die Frage mit Ja oder Nein.",
  condition: "Bitte wählen Sie nur Erkrankungen aus der Liste aus.",
  diopters: `Bitte geben Sie die Dioptrien zwischen ${HEALTH_RANGES.diopters[0]} und +${HEALTH_RANGES.diopters[1]} ein (0 ohne Brille).`,
  sickPayAmount: `Bitte wählen Sie ein Krankentagegeld zwischen ${SICK_PAY_CHOICES.dailyAmountMin} und ${SICK_PAY_CHOICES.dailyAmountMax} € pro Tag in Schritten von ${SICK_PAY_CHOICES.dailyAmountStep} €.`,
  sickPayStartDay: `Bitte wählen Sie den Beginn des Krankentagegelds: ab dem ${SICK_PAY_CHOICES.selfEmployedStartDays.join(", ").replace(/, (\d+)$/, " oder $1")}. Tag.`,
  sickPayEmployeeStartDay: `Für Arbeitnehmer beginnt das Krankentagegeld nach der Lohnfortzahlung, ab dem ${SICK_PAY_CHOICES.employeeStartDay}. Tag.`,
  sickPayNotAvailable: "Krankentagegeld können nur Arbeitnehmer, Selbstständige und Freiberufler versichern.",
  netIncome: "Bitte geben Sie Ihr monatliches Nettoeinkommen in Euro ein (zwischen 500 und 50.000 €).",
  sickPayAboveIncome: (maximum: number) =>
    `Das Krankentagegeld darf Ihr Nettoeinkommen nicht übersteigen: höchstens ${euro(maximum)} € pro Tag.`,
  premiumReliefAmount: `Bitte wählen Sie eine Beitragsentlastung zwischen ${PREMIUM_RELIEF_CHOICES.min} und ${euro(PREMIUM_RELIEF_CHOICES.max)} € im Monat in Schritten von ${PREMIUM_RELIEF_CHOICES.step} €.`,
  premiumReliefAge: `Eine Beitragsentlastung ist ab ${PREMIUM_RELIEF_CHOICES.minAge} Jahren möglich.`,
  premiumReliefChild: "Für Kinder gibt es keine Beitragsentlastung.",
} as const;

/** A number from JSON or from a form field ('1,5' and '1.5' both read as 1.5); empty → undefined. */
const numeric = (message: string) =>
  z.preprocess(
    (value) => {
      if (typeof value === "string") {
        const trimmed = value.trim().replace(",", ".");
        return trimmed === "" ? undefined : Number(trimmed);
      }
      return value;
    },
    z.number({ error: message }).finite({ error: message }),
  );

const count = () =>
  numeric(FAMILY_INPUT_MESSAGES.count)
    .pipe(
      z
        .number()
        .int({ error: FAMILY_INPUT_MESSAGES.count })
        .min(HEALTH_RANGES.count[0], { error: FAMILY_INPUT_MESSAGES.count })
        .max(HEALTH_RANGES.count[1], { error: FAMILY_INPUT_MESSAGES.count }),
    )
    .default(0);

/** true/false from JSON, 'true'/'on'/'ja' from a form; missing → false. */
const yesNo = () =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const text = value.trim().toLowerCase();
      if (["true", "on", "ja", "1"].includes(text)) return true;
      if (["false", "nein", "0", ""].includes(text)) return false;
      return value;
    },
    z.boolean({ error: FAMILY_INPUT_MESSAGES.yesNo }).default(false),
  );

/**
 * The anonymous health answers of one person (docs/product/comparison.md#health-pre-check). Height and weight
 * ranges depend on the person (checked with the person, {@link householdIssues}); here the widest range.
 */
export const healthAnswersSchema = z.object(
  {
    heightCm: numeric(FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm)).pipe(
      z
        .number()
        .min(HEALTH_RANGES.child.heightCm[0], {
          error: FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm),
        })
        .max(HEALTH_RANGES.adult.heightCm[1], {
          error: FAMILY_INPUT_MESSAGES.height(HEALTH_RANGES.adult.heightCm),
        }),
    ),
    weightKg: numeric(FAMILY_INPUT_MESSAGES.weight(HEALTH_RANGES.adult.weightKg)).pipe(
      z
        .number()
        .min(HEALTH_RANGES.child.weightKg[0], {
          error: FAMILY_INPUT_MESSAGES.weight(HEALTH_RANGES.adult.weightKg),
        })
        .max(HEALTH_RANGES.adult.weightKg[1], {
          error: FAMILY_INPUT_MESSAGES.weight(HEALTH_RANGES.adult.weightKg),
        }),
    ),
    outpatientTreatments3y: count(),
    hospitalStays5y: count(),
    psychotherapy10y: yesNo(),
    chronicConditions: z
      .array(z.enum(HEALTH_CONDITION_CODES, { error: FAMILY_INPUT_MESSAGES.condition }), {
        error: FAMILY_INPUT_MESSAGES.condition,
      })
      .max(HEALTH_CONDITION_CODES.length, { error: FAMILY_INPUT_MESSAGES.condition })
      .default([])
      .transform((codes) => [...new Set(codes)]),
    regularMedication: yesNo(),
    missingTeeth: count(),
    plannedDentalTreatment: yesNo(),
    glassesDiopters: numeric(FAMILY_INPUT_MESSAGES.diopters)
      .pipe(
        z
          .number()
          .min(HEALTH_RANGES.diopters[0], { error: FAMILY_INPUT_MESSAGES.diopters })
          .max(HEALTH_RANGES.diopters[1], { error: FAMILY_INPUT_MESSAGES.diopters }),
      )
      .default(0),
  },
  { error: "Die Gesundheitsangaben müssen ein Objekt sein." },
);
export type HealthAnswers = z.output<typeof healthAnswersSchema>;

const stepped = (message: string, min: number, max: number, step: number) =>
  numeric(message).pipe(
    z
      .number()
      .min(min, { error: message })
      .max(max, { error: message })
      .refine((value) => Number.isInteger(value / step), { error: message }),
  );

export const sickPaySchema = z.object(
  {
    dailyAmount: stepped(
      FAMILY_INPUT_MESSAGES.sickPayAmount,
      SICK_PAY_CHOICES.dailyAmountMin,
      SICK_PAY_CHOICES.dailyAmountMax,
      SICK_PAY_CHOICES.dailyAmountStep,
    ),
    startDay: numeric(FAMILY_INPUT_MESSAGES.sickPayStartDay).pipe(
      z
        .number()
        .refine((day) => (SICK_PAY_CHOICES.selfEmployedStartDays as readonly number[]).includes(day), {
          error: FAMILY_INPUT_MESSAGES.sickPayStartDay,
        }),
    ),
    netIncomeMonthly: numeric(FAMILY_INPUT_MESSAGES.netIncome)
      .pipe(
        z
          .number()
          .min(500, { error: FAMILY_INPUT_MESSAGES.netIncome })
          .max(50_000, { error: FAMILY_INPUT_MESSAGES.netIncome }),
      )
      .optional(),
  },
  { error: "Das Krankentagegeld muss ein Objekt mit dailyAmount und startDay sein." },
);
export type SickPayChoice = z.output<typeof sickPaySchema>;

export const premiumReliefSchema = z.object(
  {
    monthlyAmount: stepped(
      FAMILY_INPUT_MESSAGES.premiumReliefAmount,
      PREMIUM_RELIEF_CHOICES.min,
      PREMIUM_RELIEF_CHOICES.max,
      PREMIUM_RELIEF_CHOICES.step,
    ),
  },
  { error: "Die Beitragsentlastung muss ein Objekt mit monthlyAmount sein." },
);
export type PremiumReliefChoice = z.output<typeof premiumReliefSchema>;

/** The largest daily sick pay a net income allows: a thirtieth of it, down to the step. */
export function maxSickPayForIncome(netIncomeMonthly: number): number {
  const step = SICK_PAY_CHOICES.dailyAmountStep;
  return Math.min(SICK_PAY_CHOICES.dailyAmountMax, Math.floor(netIncomeMonthly / 30 / step) * step);
}

type Issue = { path: Array<string | number>; message: string };

/** The facts of one person the household rules need (parsed, with the age on the insurance start). */
export interface HouseholdPerson {
  role: PersonRole;
  jobStatus: string;
  ageOnStart: number | undefined;
  health?: HealthAnswers;
  sickPay?: SickPayChoice;
  premiumRelief?: PremiumReliefChoice;
}

const SICK_PAY_STATUSES = ["employed", "self-employed", "freelancer"];

/**
 * The rules across fields and persons: one 'self', one partner, up to four children; height and weight in the
 * range of an adult or a child; sick pay only for employees (from day 43, not above the net income) and the
 * self-employed; premium relief only for adults from 21. Paths are relative to the persons list.
 */
export function householdIssues(persons: readonly HouseholdPerson[]): Issue[] {
  const issues: Issue[] = [];
  const count = (role: PersonRole) => persons.filter((person) => person.role === role).length;
  if (count("self") > 1) issues.push({ path: [], message: FAMILY_INPUT_MESSAGES.oneSelf });
  if (count("partner") > 1) issues.push({ path: [], message: FAMILY_INPUT_MESSAGES.onePartner });
  if (count("child") > HOUSEHOLD_LIMITS.children)
    issues.push({ path: [], message: FAMILY_INPUT_MESSAGES.children });
  persons.forEach((person, index) => {
    const child = person.role === "child";
    if (person.health) {
      const range = child ? HEALTH_RANGES.child : HEALTH_RANGES.adult;
      const { heightCm, weightKg } = person.health;
      if (heightCm < range.heightCm[0] || heightCm > range.heightCm[1])
        issues.push({
          path: [index, "health", "heightCm"],
          message: FAMILY_INPUT_MESSAGES.height(range.heightCm),
        });
      if (weightKg < range.weightKg[0] || weightKg > range.weightKg[1])
        issues.push({
          path: [index, "health", "weightKg"],
          message: FAMILY_INPUT_MESSAGES.weight(range.weightKg),
        });
    }
    if (person.sickPay) {
      const { startDay, dailyAmount, netIncomeMonthly } = person.sickPay;
      if (child || !SICK_PAY_STATUSES.includes(person.jobStatus)) {
        issues.push({ path: [index, "sickPay"], message: FAMILY_INPUT_MESSAGES.sickPayNotAvailable });
      } else if (person.jobStatus === "employed" && startDay !== SICK_PAY_CHOICES.employeeStartDay) {
        issues.push({
          path: [index, "sickPay", "startDay"],
          message: FAMILY_INPUT_MESSAGES.sickPayEmployeeStartDay,
        });
      }
      if (netIncomeMonthly !== undefined && dailyAmount > maxSickPayForIncome(netIncomeMonthly)) {
        issues.push({
          path: [index, "sickPay", "dailyAmount"],
          message: FAMILY_INPUT_MESSAGES.sickPayAboveIncome(maxSickPayForIncome(netIncomeMonthly)),
        });
      }
    }
    if (person.premiumRelief) {
      if (child)
        issues.push({ path: [index, "premiumRelief"], message: FAMILY_INPUT_MESSAGES.premiumReliefChild });
      else if (person.ageOnStart !== undefined && person.ageOnStart < PREMIUM_RELIEF_CHOICES.minAge)
        issues.push({ path: [index, "premiumRelief"], message: FAMILY_INPUT_MESSAGES.premiumReliefAge });
    }
  });
  return issues;
}
