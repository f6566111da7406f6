/**
 * The price dialogue's state (docs/product/assistant-dialogues.md#slots): what it asks for and what the chat carries
 * between turns. The state travels with the chat (the server returns it, the widget sends it back), so the server
 * keeps no personal answers beyond the comparison itself.
 */
import { z } from "zod";
import { isIsoCalendarDate } from "../../lib/dates/berlin-date";
import { ANNUAL_INCOME_MAX } from "../comparison/eligibility";
import { healthAnswersSchema } from "../comparison/family-input";
import {
  BEIHILFE_DIENSTHERREN,
  BEIHILFE_STUFEN,
  type BeihilfeStufe,
  COVERAGE_TYPES,
  GENDERS,
} from "../comparison/long-form";

/** The job statuses an adult can name in the chat (children are insured as 'Kind' or 'Beamtenkind'). */
const ADULT_JOB_STATUSES = ["employed", "self-employed", "freelancer", "civil-servant", "student"] as const;
export type AdultJobStatus = (typeof ADULT_JOB_STATUSES)[number];

/** What the dialogue asks for, in this order (docs/product/assistant-dialogues.md#slots). */
const PRICE_SLOTS = [
  "age",
  "gender",
  "jobStatus",
  "partnerAge",
  "partnerGender",
  "partnerJobStatus",
  "childAges",
  "dienstherr",
  "beihilfe",
  "coverage",
] as const;
export type PriceSlot = (typeof PRICE_SLOTS)[number];

/** At most this many children in one dialogue. */
export const MAX_CHILDREN = 4;
const ageSchema = z.number().int().min(0).max(120);
const isoDateSchema = z.string().max(10).refine(isIsoCalendarDate);

const adultSchema = z.object({
  age: ageSchema.optional(),
  birthDate: isoDateSchema.optional(),
  gender: z.enum(GENDERS).optional(),
  jobStatus: z.enum(ADULT_JOB_STATUSES).optional(),
  /** An employee's gross yearly income, when named (docs/product/comparison.md#eligibility). */
  annualIncome: z.number().min(0).max(ANNUAL_INCOME_MAX).optional(),
});
export type DialogueAdult = z.infer<typeof adultSchema>;

/** The dialogue state the chat carries between turns (validated on every request). */
export const priceDialogueSchema = z.object({
  kind: z.literal("price"),
  /** The slot the last answer asked for: a bare '34' or 'Bayern' answers it; 'health' after the prices. */
  asked: z.enum([...PRICE_SLOTS, "health"]).optional(),
  self: adultSchema.default({}),
  partner: adultSchema.optional(),
  /** Children: how many were named, and the ages known so far. */
  children: z
    .object({
      count: z.number().int().min(1).max(MAX_CHILDREN),
      ages: z.array(ageSchema).max(MAX_CHILDREN).default([]),
    })
    .optional(),
  dienstherr: z.enum(BEIHILFE_DIENSTHERREN).optional(),
  beihilfeStufe: z.enum(Object.keys(BEIHILFE_STUFEN) as [BeihilfeStufe, ...BeihilfeStufe[]]).optional(),
  coverage: z.enum(COVERAGE_TYPES).optional(),
  /** The dialogue has invited an employed applicant to name the income (once). */
  incomeInvited: z.boolean().optional(),
  /**
   * What the first prices took from the form's defaults because the person had not said it
   * (docs/product/assistant-dialogues.md#defaults): naming it afterwards prices again.
   */
  assumed: z
    .array(z.enum(["gender", "coverage"]))
    .max(2)
    .optional(),
  /**
   * A health answer that named diabetes without its type, kept until the type is named
   * (docs/product/assistant-dialogues.md#health): the type changes the estimate a lot.
   */
  pendingHealth: z.string().max(1000).optional(),
  /** The applicant's anonymous health answers, given after the first prices (docs/product/assistant-dialogues.md#health). */
  health: healthAnswersSchema.optional(),
});
export type PriceDialogue = z.infer<typeof priceDialogueSchema>;

/** A civil servant in the household: the dialogue asks for the Dienstherr and the Beihilfe, children are 'Beamtenkind'. */
export function needsBeihilfeSlots(state: PriceDialogue): boolean {
  return state.self.jobStatus === "civil-servant" || state.partner?.jobStatus === "civil-servant";
}
