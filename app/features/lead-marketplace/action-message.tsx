import { cn } from "../../lib/cn";
import type { AdminActionResult } from "./types";

const SUCCESS: Record<AdminActionResult["intent"], string> = {
  validate: "Lead validiert.",
  withdraw: "Lead zurückgezogen.",
  reveal: "Kontaktdaten angezeigt (protokolliert).",
  "mark-paid": "Als bezahlt markiert.",
  "create-license": "Lizenz angelegt.",
  "set-license-active": "Lizenz aktiviert.",
  "set-license-expiry": "Ablaufdatum gespeichert.",
};

/** The German message of an action result: the success text, or the first field message, or the problem's text. */
export function messageOf(result: AdminActionResult): { kind: "success" | "error"; text: string } {
  if (result.ok) {
    const text =
      result.intent === "set-license-active" && result.values.isActive !== "true"
        ? "Lizenz deaktiviert."
        : SUCCESS[result.intent];
    return { kind: "success", text };
  }
  return {
    kind: "error",
    text: Object.values(result.fieldErrors)[0] ?? result.formError ?? "Die Aktion ist fehlgeschlagen.",
  };
}

/** The page's live message: the last action's outcome, or that the data could not be loaded. */
export function ActionMessage({
  result,
  loadFailed,
}: {
  result: AdminActionResult | undefined;
  loadFailed: boolean;
}) {
  const message = result
    ? messageOf(result)
    : loadFailed
      ? { kind: "error" as const, text: "Die Daten konnten nicht geladen werden." }
      : undefined;
  return (
    <output
      aria-live="polite"
      data-testid="admin-message"
      className={
        message
          ? cn(
              "mt-4 block rounded-lg p-3 text-sm",
              message.kind === "error" ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800",
            )
          : "sr-only"
      }
    >
      {message?.text}
    </output>
  );
}
