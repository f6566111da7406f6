import { z } from "zod";
import { ageOn, isIsoCalendarDate } from "../dates/berlin-date";

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

export const JOB_STATUSES = [
  "employed",
  "self-employed",
  "freelancer",
  "civil-servant",
  "civil-servant-child",
  "student",
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  employed: "Angestellter",
  "self-employed": "Selbstständiger",
  "civil-servant": "Beamter",
  student: "Student",
  freelancer: "Freiberufler",
  "civil-servant-child": "Beamtenkind",
};

export const COVERAGE_TYPES = ["basic", "comfort", "premium"] as const;
export type CoverageType = (typeof COVERAGE_TYPES)[number];

export const LONG_FORM_MESSAGES = {
  birthDateRequired: "Bitte geben Sie Ihr Geburtsdatum ein.",
  birthDateFormat: "Bitte geben Sie ein gültiges Geburtsdatum im Format YYYY-MM-DD ein.",
  genderRequired: "Bitte wählen Sie Ihr Geschlecht aus.",
  jobStatusRequired: "Bitte wählen Sie Ihren Berufsstand aus.",
} as const;

/** Whole years between birth date and reference date, and the calendar-date check (domain/dates). */
export { ageOn, isIsoCalendarDate };

/** Empty deductible becomes '0€'; a deductible without the € sign gets it appended. */
export function normalizeDeductible(value: string | undefined): string {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return "0€";
  return trimmed.endsWith("€") ? trimmed : `${trimmed}€`;
}

const beihilfeDienstherrSchema = z.enum([...BEIHILFE_DIENSTHERREN, NOT_IN_WISH]);
const beihilfeStufeSchema = z.enum([
  ...(Object.keys(BEIHILFE_STUFEN) as [BeihilfeStufe, ...BeihilfeStufe[]]),
  NOT_IN_WISH,
]);

/**
 * Long comparison form (docs/product/comparison.md#form-data, docs/product/comparison.md#validation). birthDate as YYYY-MM-DD. The "not later than today" rule needs
 * a reference date: use {@link createLongFormSchema} with today's date; `longFormSchema` checks format only.
 */
export function createLongFormSchema(options: { today?: string } = {}) {
  return z
    .object({
      insuranceType: z.literal("adult").default("adult"),
      birthDate: z
        .string({ error: LONG_FORM_MESSAGES.birthDateRequired })
        .min(1, { error: LONG_FORM_MESSAGES.birthDateRequired })
        .refine(isIsoCalendarDate, { error: LONG_FORM_MESSAGES.birthDateFormat })
        .refine((value) => options.today === undefined || value <= options.today, {
          error: LONG_FORM_MESSAGES.birthDateFormat,
        }),
      coverageType: z.enum(COVERAGE_TYPES).default("comfort"),
      insuredPerson: z.enum(["self", "child"]).default("self"),
      gender: z.enum(["male", "female"], { error: LONG_FORM_MESSAGES.genderRequired }).default("male"),
      jobStatus: z.enum(JOB_STATUSES, { error: LONG_FORM_MESSAGES.jobStatusRequired }).default("employed"),
      existingInsurance: z.enum(["public", "private", "none"]).default("public"),
      deductible: z.string().optional().transform(normalizeDeductible),
      beihilfeDienstherr: beihilfeDienstherrSchema.default(NOT_IN_WISH),
      beihilfeStufe: beihilfeStufeSchema.default(NOT_IN_WISH),
    })
    .transform((data) =>
      // Beihilfe fields only exist for civil servants and their children (§4).
      data.jobStatus === "civil-servant" || data.jobStatus === "civil-servant-child"
        ? data
        : { ...data, beihilfeDienstherr: NOT_IN_WISH, beihilfeStufe: NOT_IN_WISH },
    );
}

export const longFormSchema = createLongFormSchema();
export type LongFormInput = z.input<typeof longFormSchema>;
export type LongFormData = z.output<typeof longFormSchema>;
