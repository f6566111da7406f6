import { beforeEach, describe, expect, it, vi } from "vitest";

const shown: Array<{ title: string; description?: string; variant?: string }> = [];
const dismissed: number[] = [];
vi.mock("../../components/ui/toast", () => ({
  toast: (message: { title: string; description?: string; variant?: string }) => {
    shown.push(message);
    return shown.length;
  },
  dismissToast: (id: number) => {
    dismissed.push(id);
  },
}));

const { checkShortForm, finishShortForm, showProgress } = await import("./short-form-submit");

beforeEach(() => {
  shown.length = 0;
  dismissed.length = 0;
});

const titles = () => shown.map((entry) => entry.title);

// docs/product/comparison.md#short-form and docs/product/errors.md#comparison-and-engine.
describe("the short form's submit flow", () => {
  it("checks the birth date with the toasts 'Ungültiges Datumsformat' and 'Formularfehler'", () => {
    expect(checkShortForm("140391", "employed")).toEqual({
      kind: "invalid",
      message: "Bitte verwenden Sie das Format TT.MM.JJJJ",
    });
    expect(checkShortForm("14.13.1991", "employed")).toEqual({
      kind: "invalid",
      message: "Ungültiger Monat",
    });
    expect(shown).toEqual([
      {
        title: "Ungültiges Datumsformat",
        description: "Bitte verwenden Sie das Format TT.MM.JJJJ",
        variant: "destructive",
      },
      { title: "Formularfehler", description: "Bitte überprüfen Sie Ihre Eingaben.", variant: "destructive" },
    ]);
  });

  it("opens the age notice at 60 and is ready otherwise, without a toast", () => {
    expect(checkShortForm("01.01.1950", "employed")).toEqual({ kind: "age-limit" });
    expect(checkShortForm("14.03.1991", "self-employed")).toEqual({ kind: "ready" });
    expect(shown).toEqual([]);
  });

  it("shows the three progress toasts, each replacing the one before", () => {
    const latest = showProgress();
    expect(titles()).toEqual([
      "Authentifizierung läuft...",
      "Daten werden geladen...",
      "Tarifberechnung läuft...",
    ]);
    expect(dismissed).toEqual([1, 2]);
    expect(latest).toBe(3);
  });

  it("goes to the results with the count toast, and stays without tariffs", () => {
    const url = "/ihre-pkv-tarife?c=abcdefghijklmnop";
    expect(finishShortForm({ ageLimit: false, created: { url, count: 42 } }, 7)).toEqual({
      kind: "done",
      url,
    });
    expect(dismissed).toEqual([7]);
    expect(finishShortForm({ ageLimit: false, created: { url, count: 0 } }, undefined)).toEqual({
      kind: "failed",
    });
    expect(titles()).toEqual(["42 passende Tarife gefunden", "Keine Tarife gefunden"]);
  });

  it("turns the action's failures into the short form's toasts", () => {
    const failed = { kind: "failed" };
    expect(finishShortForm({ ageLimit: false, code: "engine-authentication-failed" }, 1)).toEqual(failed);
    expect(finishShortForm({ ageLimit: false, code: "engine-companies-failed" }, 1)).toEqual(failed);
    expect(finishShortForm({ ageLimit: false, code: "engine-calculation-failed" }, 1)).toEqual(failed);
    expect(finishShortForm({ ageLimit: false, code: "rate-limited", message: "Zu viele" }, 1)).toEqual(
      failed,
    );
    expect(finishShortForm({ ageLimit: false, code: "gate-locked" }, 1)).toEqual(failed);
    expect(finishShortForm({ ageLimit: false, code: "unexpected" }, 1)).toEqual(failed);
    expect(titles()).toEqual([
      "Authentifizierung fehlgeschlagen",
      "Abrufen der Anbieter fehlgeschlagen",
      "Tarifberechnung fehlgeschlagen",
      "Tarifberechnung fehlgeschlagen",
      "Authentifizierung fehlgeschlagen",
      "Fehler bei der Tarifberechnung",
    ]);
    expect(shown.every((entry) => entry.variant === "destructive")).toBe(true);
  });

  it("shows a message of the server's check at the field, and the age notice", () => {
    const message = "Sie müssen mindestens 16 Jahre alt sein.";
    expect(finishShortForm({ ageLimit: false, code: "validation-failed", message }, 1)).toEqual({
      kind: "invalid",
      message,
    });
    expect(shown).toEqual([{ title: "Formularfehler", description: message, variant: "destructive" }]);
    expect(finishShortForm({ ageLimit: true }, 1)).toEqual({ kind: "age-limit" });
  });

  it("checks the income an employee typed, and shows the eligibility answer without a toast", () => {
    expect(checkShortForm("14.03.1991", "employed", "viel")).toEqual({
      kind: "invalid",
      message: "Bitte geben Sie Ihr Bruttojahreseinkommen als Betrag in Euro ein, z. B. 60.000.",
    });
    // A self-employed person's income is not read at all.
    expect(checkShortForm("14.03.1991", "self-employed", "viel")).toEqual({ kind: "ready" });
    shown.length = 0;
    const answer = { title: "Titel", why: "Warum", changes: "Wann", remains: "Was" };
    expect(finishShortForm({ ageLimit: false, code: "not-eligible", eligibility: answer }, 7)).toEqual({
      kind: "not-eligible",
      answer,
    });
    expect(shown).toEqual([]);
    expect(dismissed).toContain(7);
  });
});
