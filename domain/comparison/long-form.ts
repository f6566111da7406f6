import { z } from "zod";
import { ageOn, isIsoCalendarDate, yearOf } from "../../lib/dates/berlin-date";
import { annualIncomeSchema } from "./annual-income";
import { COVERAGE_DEDUCTIBLE_LIMITS, DEDUCTIBLE_CHOICES } from "./deductible";
import { COVERAGE_TYPES, type CoverageType, JOB_STATUSES, type JobStatus } from "./form-values";
import { defaultInsuranceStart, INSURANCE_START_MESSAGES, insuranceStartIssue } from "./insurance-start";
import { AGE_LIMIT, AGE_NOTICE, BIRTH_DATE_IN_FUTURE, MIN_BIRTH_YEAR } from "./short-form-basics";

export {
  COVERAGE_TYPES,
  type CoverageType,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type JobStatus,
} from "./form-values";
export { AGE_LIMIT, MIN_BIRTH_YEAR };

/** Beihilfe employers: the 16 federal states in alphabetical order (TYPE_A…TYPE_P) plus the Bund. */
export const BEIHILFE_DIENSTHERREN = [
  "TYPE_A_BadenW",
  "TYPE_B_Bayern",
  "TYPE_C_Berlin",
  "TYPE_D_Brandenburg",
  "TYPE_E_Bremen",
  "TYPE_F_Hamburg",
  "TYPE_G_Hessen",
  "TYPE_H_MecklenburgV",
  "TYPE_I_Niedersachsen",
  "TYPE_J_NordrheinW",
  "TYPE_K_RheinlandP",
  "TYPE_L_Saarland",
  "TYPE_M_Sachsen",
  "TYPE_N_SachsenA",
  "TYPE_O_SchleswigH",
  "TYPE_P_Thueringen",
  "TYPE_Q_Bund",
] as const;
export type BeihilfeDienstherr = (typeof BEIHILFE_DIENSTHERREN)[number];

/** Beihilfe levels offered in the form: active percentage and percentage in retirement. */
export const BEIHILFE_STUFEN = {
  TYPE_A_50_70R: { active: 50, retired: 70 },
  TYPE_B_70_70R: { active: 70, retired: 70 },
  TYPE_C_80_80R: { active: 80, retired: 80 },
} as const;
export type BeihilfeStufe = keyof typeof BEIHILFE_STUFEN;

export const NOT_IN_WISH = "NOT_IN_WISH" as const;

export const GENDERS = ["male", "female"] as const;
export type Gender = (typeof GENDERS)[number];

export const EXISTING_INSURANCES = ["public", "private", "none"] as const;

const INSURED_PERSONS = ["self", "child"] as const;
export type InsuredPerson = (typeof INSURED_PERSONS)[number];

/** Which job statuses fit the insured person ('Ich selbst' / 'Mein Kind'). */
export const JOB_STATUSES_BY_PERSON: Record<InsuredPerson, readonly JobStatus[]> = {
  self: ["employed", "self-employed", "freelancer", "civil-servant", "student", "civil-servant-child"],
  child: ["child", "civil-servant-child"],
};

/**
 * Age limits in whole years on the insurance start (docs/product/comparison.md#input-rules): everyone
 * under {@link AGE_LIMIT}; a person insuring themself is at least 16 (employees at least 16, younger people are
 * insured as 'Mein Kind'); a child ('Kind') is 0–17; a civil servant's child is 0–25 (Beihilfe for children
 * ends with the child allowance, at 25 at the latest).
 */
export const AGE_LIMITS = {
  selfMin: 16,
  childMax: 17,
  civilServantChildMax: 25,
} as const;

/** Longest accepted text of any string field (a 10 MB string is refused before any other check). */
const MAX_FIELD_LENGTH = 40;

/** German amount with thousands dot: 1200 → '1.200'. */
const euro = (amount: number) => amount.toLocaleString("de-DE");

export const LONG_FORM_MESSAGES = {
  birthDateRequired: "Bitte geben Sie Ihr Geburtsdatum ein.",
  birthDateFormat: "Bitte geben Sie ein gültiges Geburtsdatum im Format YYYY-MM-DD ein.",
  /** A real date after today: the short form's message (the spec names none for the long form). */
  birthDateFuture: BIRTH_DATE_IN_FUTURE,
  birthYear: `Das Geburtsjahr muss ${MIN_BIRTH_YEAR} oder später sein.`,
  ageLimit: AGE_NOTICE.text,
  genderRequired: "Bitte wählen Sie Ihr Geschlecht aus.",
  jobStatusRequired: "Bitte wählen Sie Ihren Berufsstand aus.",
  insuranceType: "Diese Versicherungsart wird nicht angeboten.",
  notAnObject:
    "Die Vergleichsdaten müssen ein JSON-Objekt mit den Feldern des Vergleichsformulars sein (z. B. birthDate, gender, jobStatus).",
  insuredPerson: "Bitte wählen Sie aus, wer versichert werden soll.",
  selection: "Bitte wählen Sie eine der angebotenen Möglichkeiten aus.",
  childJobStatus: "Für Ihr Kind wählen Sie bitte „Kind“ oder „Beamtenkind“.",
  selfJobStatus: "Um ein Kind zu versichern, wählen Sie bitte „Mein Kind“.",
  selfTooYoung: `Sie müssen mindestens ${AGE_LIMITS.selfMin} Jahre alt sein. Für jüngere Personen wählen Sie bitte „Mein Kind“.`,
  childTooOld: `Als Kind können wir Personen bis ${AGE_LIMITS.childMax} Jahre vergleichen. Ab ${AGE_LIMITS.childMax + 1} Jahren wählen Sie bitte „Ich selbst“.`,
  civilServantChildTooOld: `Als Beamtenkind können wir Personen bis ${AGE_LIMITS.civilServantChildMax} Jahre vergleichen.`,
  beihilfeDienstherr: "Bitte wählen Sie Ihren Dienstherrn (Beihilfe) aus.",
  beihilfeStufe: "Bitte wählen Sie Ihren Beihilfesatz aus.",
  deductible: "Bitte wählen Sie eine der angebotenen Selbstbeteiligungen aus.",
  deductibleAboveLimit: (limit: number) =>
    `Bei diesem Leistungspaket ist eine Selbstbeteiligung bis ${euro(limit)} € möglich.`,
} as const;

/** Whole years between birth date and reference date, and the calendar-date check (lib/dates). */
export { ageOn };

/**
 * The deductible choice: missing or empty = no choice (undefined: the job-status default applies); otherwise
 * '600', '600 €', '1.200€' → '600€' / '1200€'. Unknown amounts are kept as text and refused by the schema.
 */
export function normalizeDeductible(value: string | undefined): string | undefined {
  const trimmed = (value ?? "").replace(/\s/g, "");
  if (trimmed === "") return undefined;
  const amount = parseDeductibleAmount(trimmed);
  return amount === undefined ? trimmed : `${amount}€`;
}

function parseDeductibleAmount(text: string): number | undefined {
  const digits = text.replace(/€$/, "").replace(/\./g, "");
  if (!/^\d{1,5}$/.test(digits)) return undefined;
  const amount = Number(digits);
  return (DEDUCTIBLE_CHOICES as readonly number[]).includes(amount) ? amount : undefined;
}

/** The deductible select's label: 0 → '0 €', 1200 → '1.200 €'. */
export function deductibleLabel(amount: number): string {
  return `${euro(amount)} €`;
}

/** Civil servants and their children need the Beihilfe fields (docs/product/comparison.md#states). */
export function needsBeihilfe(jobStatus: string): boolean {
  return jobStatus === "civil-servant" || jobStatus === "civil-servant-child";
}

const capped = (message: string) => z.string({ error: message }).max(MAX_FIELD_LENGTH, { error: message });

/**
 * The message for a value that is not one of a selection's values: the field's message and the values an API
 * caller may send, e.g. 'Bitte wählen Sie Ihr Geschlecht aus. Erlaubte Werte: male, female.'
 */
export function unknownValueMessage(message: string, values: readonly string[]): string {
  return `${message} Erlaubte Werte: ${values.join(", ")}.`;
}

/** One of `values`; anything else (another text, a number, a 10 MB string) gets the message naming the values. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) => {
  const unknown = unknownValueMessage(message, values);
  return capped(unknown).pipe(z.enum(values, { error: unknown }));
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const beihilfeDienstherrSchema = choice(
  [...BEIHILFE_DIENSTHERREN, NOT_IN_WISH],
  LONG_FORM_MESSAGES.beihilfeDienstherr,
);
const beihilfeStufeSchema = choice(
  [...(Object.keys(BEIHILFE_STUFEN) as [BeihilfeStufe, ...BeihilfeStufe[]]), NOT_IN_WISH],
  LONG_FORM_MESSAGES.beihilfeStufe,
);

type Issue = { path: [string]; message: string };

/**
 * The person rules (docs/product/comparison.md#input-rules) on parsed data: age limits per insured person and
 * job status (ages on the insurance start: someone who turns 60 before it is refused), Beihilfe required for
 * civil servants and their children, the deductible within the coverage's limit. Returns one issue per field
 * (the first that applies). Without `today` and without a start no age rule applies.
 */
function personRuleIssues(
  data: {
    birthDate: string;
    insuredPerson: InsuredPerson;
    jobStatus: JobStatus;
    coverageType: CoverageType;
    deductible: string | undefined;
    beihilfeDienstherr: string;
    beihilfeStufe: string;
    insuranceStart?: string | undefined;
  },
  today: string | undefined,
): Issue[] {
  const issues: Issue[] = [];
  const start = data.insuranceStart ?? (today === undefined ? undefined : defaultInsuranceStart(today));
  const age = start === undefined ? undefined : ageOn(data.birthDate, start);
  const child = data.insuredPerson === "child";
  const fits = JOB_STATUSES_BY_PERSON[data.insuredPerson].includes(data.jobStatus);
  if (!fits) {
    issues.push({
      path: ["jobStatus"],
      message: child ? LONG_FORM_MESSAGES.childJobStatus : LONG_FORM_MESSAGES.selfJobStatus,
    });
  }
  const ageMessage =
    age === undefined
      ? undefined
      : age >= AGE_LIMIT
        ? LONG_FORM_MESSAGES.ageLimit
        : !fits
          ? undefined
          : data.jobStatus === "civil-servant-child" && age > AGE_LIMITS.civilServantChildMax
            ? LONG_FORM_MESSAGES.civilServantChildTooOld
            : data.jobStatus === "child" && age > AGE_LIMITS.childMax
              ? LONG_FORM_MESSAGES.childTooOld
              : !child && age < AGE_LIMITS.selfMin
                ? LONG_FORM_MESSAGES.selfTooYoung
                : undefined;
  if (ageMessage) issues.push({ path: ["birthDate"], message: ageMessage });
  if (needsBeihilfe(data.jobStatus)) {
    if (data.beihilfeDienstherr === NOT_IN_WISH)
      issues.push({ path: ["beihilfeDienstherr"], message: LONG_FORM_MESSAGES.beihilfeDienstherr });
    if (data.beihilfeStufe === NOT_IN_WISH)
      issues.push({ path: ["beihilfeStufe"], message: LONG_FORM_MESSAGES.beihilfeStufe });
  }
  const amount = data.deductible === undefined ? undefined : parseDeductibleAmount(data.deductible);
  const limit = COVERAGE_DEDUCTIBLE_LIMITS[data.coverageType];
  if (amount !== undefined && amount > limit) {
    issues.push({ path: ["deductible"], message: LONG_FORM_MESSAGES.deductibleAboveLimit(limit) });
  }
  return issues;
}

/** The fields the person rules read: they run only when each of these passed its own check. */
const PERSON_RULE_FIELDS: ReadonlySet<PropertyKey> = new Set([
  "insuranceStart",
  "birthDate",
  "insuredPerson",
  "jobStatus",
  "coverageType",
]);

/**
 * The one schema of the long form, the short form's conversion and `POST /api/comparisons`
 * (docs/product/comparison.md#form-data, #validation, #input-rules).
 *
 * - Always: known values for every selection, every text capped at {@link MAX_FIELD_LENGTH}, a calendar birth
 *   date from {@link MIN_BIRTH_YEAR}, the deductible one of DEDUCTIBLE_CHOICES or no choice.
 * - With `today` (forms and API): not after today; the insurance start one of the offered months (missing:
 *   next month's first, docs/product/comparison.md#insurance-start); the person rules of {@link personRuleIssues}
 *   (age limits on the start, job status per insured person, Beihilfe required, deductible within the
 *   coverage's limit). `longFormSchema` (no `today`) only checks the shape, e.g. to re-read stored, already
 *   validated input (comparisons stored before the start was chosen have none).
 */
export function createLongFormSchema(options: { today?: string } = {}) {
  const { today } = options;
  return z
    .object(
      {
        insuranceType: z
          .literal("adult", { error: unknownValueMessage(LONG_FORM_MESSAGES.insuranceType, ["adult"]) })
          .default("adult"),
        birthDate: z
          .string({
            error: (issue) =>
              issue.input === undefined
                ? LONG_FORM_MESSAGES.birthDateRequired
                : LONG_FORM_MESSAGES.birthDateFormat,
          })
          .max(MAX_FIELD_LENGTH, { error: LONG_FORM_MESSAGES.birthDateFormat })
          .min(1, { error: LONG_FORM_MESSAGES.birthDateRequired })
          .refine(isIsoCalendarDate, { error: LONG_FORM_MESSAGES.birthDateFormat, abort: true })
          .refine((value) => today === undefined || value <= today, {
            error: LONG_FORM_MESSAGES.birthDateFuture,
            abort: true,
          })
          .refine((value) => yearOf(value) >= MIN_BIRTH_YEAR, { error: LONG_FORM_MESSAGES.birthYear }),
        coverageType: choice(COVERAGE_TYPES, LONG_FORM_MESSAGES.selection).default("comfort"),
        insuredPerson: choice(INSURED_PERSONS, LONG_FORM_MESSAGES.insuredPerson).default("self"),
        // Required with `today` (forms and API, see below); the shape-only schema falls back to male / employed.
        gender: choice(GENDERS, LONG_FORM_MESSAGES.genderRequired).optional(),
        jobStatus: choice(JOB_STATUSES, LONG_FORM_MESSAGES.jobStatusRequired).optional(),
        existingInsurance: choice(EXISTING_INSURANCES, LONG_FORM_MESSAGES.selection).default("public"),
        deductible: capped(LONG_FORM_MESSAGES.deductible)
          .optional()
          .transform(normalizeDeductible)
          .refine((value) => value === undefined || parseDeductibleAmount(value) !== undefined, {
            error: LONG_FORM_MESSAGES.deductible,
          }),
        beihilfeDienstherr: beihilfeDienstherrSchema.default(NOT_IN_WISH),
        beihilfeStufe: beihilfeStufeSchema.default(NOT_IN_WISH),
        // An employee's gross yearly income, for the eligibility rule (docs/product/comparison.md#eligibility).
        annualIncome: annualIncomeSchema,
        insuranceStart: capped(INSURANCE_START_MESSAGES.format)
          .transform((value) => (value.trim() === "" ? undefined : value.trim()))
          .superRefine((value, context) => {
            const message = value === undefined ? undefined : insuranceStartIssue(value, today);
            if (message) context.addIssue({ code: "custom", message });
          })
          .optional(),
      },
      { error: LONG_FORM_MESSAGES.notAnObject },
    )
    .superRefine(
      (data, context) => {
        // Forms and API must name gender and job status (docs/product/comparison.md#validation); checked also
        // when another field failed, so a caller learns every missing field at once.
        if (today === undefined) return;
        if (data.gender === undefined)
          context.addIssue({ code: "custom", path: ["gender"], message: LONG_FORM_MESSAGES.genderRequired });
        if (data.jobStatus === undefined)
          context.addIssue({
            code: "custom",
            path: ["jobStatus"],
            message: LONG_FORM_MESSAGES.jobStatusRequired,
          });
      },
      { when: (payload) => isObject(payload.value) },
    )
    .check((context) => {
      // Runs only when no field failed for good; the person rules also need the fields they read to have passed
      // their own checks (their issues are read, the fields are not checked a second time).
      const data = context.value;
      const { jobStatus } = data;
      if (today === undefined || jobStatus === undefined) return;
      if (context.issues.some((issue) => PERSON_RULE_FIELDS.has(issue.path?.[0] ?? ""))) return;
      for (const issue of personRuleIssues({ ...data, jobStatus }, today))
        context.issues.push({ code: "custom", input: data, ...issue });
    })
    .transform((data) => {
      // A form or API call without a start gets the default: the first of next month.
      const start = data.insuranceStart ?? (today === undefined ? undefined : defaultInsuranceStart(today));
      const { annualIncome, ...rest } = data;
      const jobStatus = data.jobStatus ?? "employed";
      // Only an employee is income-tested (docs/product/comparison.md#eligibility): others' income is dropped.
      const person = {
        ...rest,
        gender: data.gender ?? "male",
        jobStatus,
        ...(annualIncome !== undefined && jobStatus === "employed" ? { annualIncome } : {}),
      };
      const dated = start === undefined ? person : { ...person, insuranceStart: start };
      // Beihilfe fields only exist for civil servants and their children (docs/product/comparison.md#states).
      return needsBeihilfe(dated.jobStatus)
        ? dated
        : { ...dated, beihilfeDienstherr: NOT_IN_WISH, beihilfeStufe: NOT_IN_WISH };
    });
}

export const longFormSchema = createLongFormSchema();
export type LongFormInput = z.input<typeof longFormSchema>;
export type LongFormData = z.output<typeof longFormSchema>;
