import { shortFormEngineToast } from "../../../domain/comparison/engine-errors";
import { defaultInsuranceStart } from "../../../domain/comparison/insurance-start";
import { createLongFormSchema } from "../../../domain/comparison/long-form";
import {
  isAboveAgeLimit,
  SHORT_FORM_MESSAGES,
  type ShortFormJobStatus,
  shortFormToLongForm,
  toIsoDate,
  validateShortBirthDate,
} from "../../../domain/comparison/short-form";
import { berlinDate } from "../../../domain/dates/berlin-date";
import { dismissToast, toast } from "../../components/ui/toast";
import { apiRequest, isApiError } from "../../lib/api-client";
import { resultsHref } from "./results-links";

export type ShortFormOutcome =
  | { kind: "invalid"; message: string }
  | { kind: "age-limit" }
  | { kind: "failed" }
  | { kind: "done"; url: string };

/**
 * The short form's submit flow (docs/product/comparison.md#short-form; toasts:
 * docs/product/errors.md#comparison-and-engine), loaded on first focus or submit so the landing page stays light:
 * validate (toasts 'Ungültiges Datumsformat' / 'Formularfehler'), age check, then calculate and store the comparison.
 * Engine session and company list are handled (and cached) by the server in the same request
 * (docs/decisions/005-comparison-and-results.md), so the three progress toasts are shown together.
 */
export async function submitShortForm(
  birthDate: string,
  jobStatus: ShortFormJobStatus,
  onCalculating: () => void,
): Promise<ShortFormOutcome> {
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
  // The one long-form schema of the API also checks the converted data (e.g. an employee under 16).
  const data = shortFormToLongForm({ birthDate, jobStatus });
  const checked = createLongFormSchema({ today }).safeParse(data);
  if (!checked.success) {
    const problem = checked.error.issues[0]?.message ?? SHORT_FORM_MESSAGES.format;
    toast({ title: "Formularfehler", description: problem, variant: "destructive" });
    return { kind: "invalid", message: problem };
  }
  onCalculating();
  // The progress steps replace each other: only the latest toast stays (a phone shows one at a time).
  let progress = toast({ title: "Authentifizierung läuft..." });
  for (const title of ["Daten werden geladen...", "Tarifberechnung läuft..."]) {
    dismissToast(progress);
    progress = toast({ title });
  }
  let result: { id: string; count: number };
  try {
    // Only the id and the count are needed here: the results page loads the offers itself.
    result = await apiRequest<{ id: string; count: number }>("/api/comparisons", {
      json: data,
      headers: { Prefer: "return=minimal" },
    });
  } catch (error) {
    dismissToast(progress);
    if (!isApiError(error) || error.kind === "network" || error.kind === "invalid-response") {
      toast({ title: "Fehler bei der Tarifberechnung", variant: "destructive" });
    } else if (error.is("gate-locked", "unauthenticated")) {
      toast({ title: "Authentifizierung fehlgeschlagen", variant: "destructive" });
    } else {
      toast({ ...shortFormEngineToast(error.code), variant: "destructive" });
    }
    return { kind: "failed" };
  }
  dismissToast(progress);
  if (result.count === 0) {
    toast({ title: "Keine Tarife gefunden", variant: "destructive" });
    return { kind: "failed" };
  }
  toast({ title: `${result.count} passende Tarife gefunden` });
  return { kind: "done", url: resultsHref.results(result.id) };
}
