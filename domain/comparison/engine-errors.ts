/** Which §8 toast an engine failure shows, from the error text the server reports. */
export type EngineFailure = "authentication" | "companies" | "calculation";

export function classifyEngineError(error: string | undefined): EngineFailure {
  const text = error ?? "";
  if (/authentifizierung|authentication|login page|HTML instead of XML/i.test(text)) return "authentication";
  if (/GetCompanies|Unternehmen|Anbieter/i.test(text)) return "companies";
  return "calculation";
}

/** Long form toasts (§8): title and description; the server's error text is shown when given. */
export function longFormEngineToast(error: string | undefined): { title: string; description: string } {
  switch (classifyEngineError(error)) {
    case "authentication":
      return {
        title: "Authentifizierungsfehler",
        description: "Die Verbindung zum KVR konnte nicht hergestellt werden.",
      };
    case "companies":
      return {
        title: "Fehler beim Abrufen der Unternehmen",
        description: error || "Die Versicherungsanbieter konnten nicht geladen werden.",
      };
    default:
      return {
        title: "Berechnungsfehler",
        description: error || "Die Tarifberechnung konnte nicht durchgeführt werden.",
      };
  }
}

/** Short form toasts (§8). */
export function shortFormEngineToast(error: string | undefined): { title: string; description?: string } {
  switch (classifyEngineError(error)) {
    case "authentication":
      return { title: "Authentifizierung fehlgeschlagen" };
    case "companies":
      return { title: "Abrufen der Anbieter fehlgeschlagen" };
    default:
      return {
        title: "Tarifberechnung fehlgeschlagen",
        description: "Es konnten keine passenden Tarife gefunden werden.",
      };
  }
}
