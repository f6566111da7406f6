/**
 * What the results route's action answers a short-form submission (docs/product/comparison.md#short-form): a
 * message for the birth-date field, the age notice, the eligibility answer, the error code (docs/product/errors.md#comparison-and-engine),
 * or, for the form's script submission, where the new comparison is and how many tariffs fit (the count toast).
 * A plain post (no JavaScript) that succeeds is redirected to the results instead.
 */
import type { EligibilityAnswer } from "../../../domain/comparison/eligibility-answer";

export interface ShortFormActionData {
  message?: string;
  ageLimit: boolean;
  /** The problem code: `validation-failed`, `rate-limited`, an engine code; `gate-locked` or `unexpected` in the browser. */
  code?: string;
  created?: { url: string; count: number };
  /** An employee below the Versicherungspflichtgrenze: the answer instead of results (docs/product/comparison.md#eligibility). */
  eligibility?: EligibilityAnswer;
}

/** The hidden field the short form's script adds: answer with data (`created`), not with a redirect. */
export const SHORT_FORM_SCRIPT_FIELD = "via";
export const SHORT_FORM_SCRIPT_VALUE = "script";
