import type { EligibilityAnswer } from "../../../domain/comparison/eligibility-answer";
import { defaultInsuranceStart } from "../../../domain/comparison/insurance-start";
import { createLongFormSchema } from "../../../domain/comparison/long-form";
import {
  isAboveAgeLimit,
  SHORT_FORM_MESSAGES,
  type ShortFormJobStatus,
  shortFormBody,
  toIsoDate,
  validateShortBirthDate,
} from "../../../domain/comparison/short-form";
import { berlinDate } from "../../../lib/dates/berlin-date";
import { dismissToast, toast } from "../../components/ui/toast";
import { shortFormEngineToast } from "./engine-error-toasts";
import type { ShortFormActionData } from "./short-form-result";

export type ShortFormOutcome =
  | { kind: "invalid"; message: string }
  | { kind: "age-limit" }
  | { kind: "not-eligible"; answer: EligibilityAnswer }
  | { kind: "failed" }
  | { kind: "done"; url: string };

/**
 * The short form's submit flow in the browser (docs/product/comparison.md#short-form; toasts:
 * docs/product/errors.md#comparison-and-engine), loaded on first focus or submit so the landing page stays light.
 * Before the post: validate (toasts 'Ungültiges Datumsformat' / 'Formularfehler'), age check, and the converted
 * data through the long-form schema the server uses; then the form posts to the results route's action.
 */
export function checkShortForm(
  birthDate: string,
  jobStatus: ShortFormJobStatus,
  annualIncome = "",
): { kind: "ready" } | Extract<ShortFormOutcome, { kind: "invalid" | "age-limit" }> {
  const today = berlinDate(Date.now());
  const message = validateShortBirthDate(birthDate, today);
  if (message) {
    if (message === SHORT_FORM_MESSAGES.format) {
      toast({ title: "Ungültiges Datumsformat", description: message, variant: "destructive" });
    } else {
      toast({
        title: "Formularfehler",
        description: "Bitte überprüfen Sie Ihre Eingaben.",
        variant: "destructive",
      });
    }
    return { kind: "invalid", message };
  }
  if (isAboveAgeLimit(toIsoDate(birthDate), defaultInsuranceStart(today))) return { kind: "age-limit" };
  // The one long-form schema of the server also checks the converted data (e.g. an employee under 16).
  const checked = createLongFormSchema({ today }).safeParse(
    shortFormBody({ birthDate, jobStatus, annualIncome }),
  );
  if (!checked.success) return invalid(checked.error.issues[0]?.message ?? SHORT_FORM_MESSAGES.format);
  return { kind: "ready" };
}

function invalid(message: string): Extract<ShortFormOutcome, { kind: "invalid" }> {
  toast({ title: "Formularfehler", description: message, variant: "destructive" });
  return { kind: "invalid", message };
}

/**
 * The progress toasts while the server calculates. Engine session and company list are handled (and cached) by
 * the server in the same request (docs/decisions/005-comparison-and-results.md), so the three are shown together;
 * each replaces the one before (a phone shows one at a time). Returns the latest toast.
 */
export function showProgress(): number {
  let progress = toast({ title: "Authentifizierung läuft..." });
  for (const title of ["Daten werden geladen...", "Tarifberechnung läuft..."]) {
    dismissToast(progress);
    progress = toast({ title });
  }
  return progress;
}

/** The action's answer → the toasts and what the form does next (go to the results, or stay). */
export function finishShortForm(result: ShortFormActionData, progress: number | undefined): ShortFormOutcome {
  if (progress !== undefined) dismissToast(progress);
  if (result.created) {
    if (result.created.count === 0) {
      toast({ title: "Keine Tarife gefunden", variant: "destructive" });
      return { kind: "failed" };
    }
    toast({ title: `${result.created.count} passende Tarife gefunden` });
    return { kind: "done", url: result.created.url };
  }
  if (result.ageLimit) return { kind: "age-limit" };
  if (result.eligibility) return { kind: "not-eligible", answer: result.eligibility };
  if (result.code === "validation-failed" && result.message) return invalid(result.message);
  if (result.code === "unexpected") {
    toast({ title: "Fehler bei der Tarifberechnung", variant: "destructive" });
  } else if (result.code === "gate-locked" || result.code === "unauthenticated") {
    toast({ title: "Authentifizierung fehlgeschlagen", variant: "destructive" });
  } else {
    toast({ ...shortFormEngineToast(result.code), variant: "destructive" });
  }
  return { kind: "failed" };
}
