import { shortFormEngineToast } from "../../../domain/comparison/engine-errors";
import {
  isAboveAgeLimit,
  SHORT_FORM_MESSAGES,
  type ShortFormJobStatus,
  shortFormToLongForm,
  toIsoDate,
  validateShortBirthDate,
} from "../../../domain/comparison/short-form";
import { berlinDate } from "../../../domain/dates/berlin-date";
import { toast } from "../../components/ui/toast";
import { resultsHref } from "./results-links";

export type ShortFormOutcome =
  | { kind: "invalid"; message: string }
  | { kind: "age-limit" }
  | { kind: "failed" }
  | { kind: "done"; url: string };

/**
 * The short form's submit flow (§4, §5, §8), loaded on first focus or submit so the landing page stays light:
 * validate (toasts 'Ungültiges Datumsformat' / 'Formularfehler'), age check, then calculate and store the
 * comparison. Engine session and company list are handled (and cached) by the server in the same request
 * (DECISIONS 7), so the three progress toasts are shown together.
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
  if (isAboveAgeLimit(toIsoDate(birthDate), today)) return { kind: "age-limit" };
  onCalculating();
  toast({ title: "Authentifizierung läuft..." });
  toast({ title: "Daten werden geladen..." });
  toast({ title: "Tarifberechnung läuft..." });
  try {
    const response = await fetch("/api/comparisons", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(shortFormToLongForm({ birthDate, jobStatus })),
    });
    if (response.status === 401) {
      toast({ title: "Authentifizierung fehlgeschlagen", variant: "destructive" });
      return { kind: "failed" };
    }
    if (!response.ok) {
      const problem = (await response.json().catch(() => ({}))) as { error?: string };
      toast({ ...shortFormEngineToast(problem.error), variant: "destructive" });
      return { kind: "failed" };
    }
    const result = (await response.json()) as { id: string; count: number };
    if (result.count === 0) {
      toast({ title: "Keine Tarife gefunden", variant: "destructive" });
      return { kind: "failed" };
    }
    toast({ title: `${result.count} passende Tarife gefunden` });
    return { kind: "done", url: resultsHref.results(result.id) };
  } catch {
    toast({ title: "Fehler bei der Tarifberechnung", variant: "destructive" });
    return { kind: "failed" };
  }
}
