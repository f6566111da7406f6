import { describe, expect, it } from "vitest";
import { engineErrorCode, longFormEngineToast, shortFormEngineToast } from "./engine-error-toasts";

describe("engine error toasts", () => {
  it("switches on the error code; other or missing codes count as a failed calculation", () => {
    expect(engineErrorCode("engine-authentication-failed")).toBe("engine-authentication-failed");
    expect(engineErrorCode("engine-companies-failed")).toBe("engine-companies-failed");
    expect(engineErrorCode("engine-calculation-failed")).toBe("engine-calculation-failed");
    expect(engineErrorCode("rate-limited")).toBe("engine-calculation-failed");
    expect(engineErrorCode(undefined)).toBe("engine-calculation-failed");
    // The German text never decides: an authentication message under another code is a calculation error.
    expect(longFormEngineToast("internal-error", "Authentifizierung fehlgeschlagen").title).toBe(
      "Berechnungsfehler",
    );
  });

  it("shows a rate limit as 'Zu viele Anfragen', not as a failed calculation", () => {
    expect(
      longFormEngineToast("rate-limited", "Zu viele Anfragen. Bitte versuchen Sie es später erneut."),
    ).toEqual({
      title: "Zu viele Anfragen",
      description: "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
    });
    expect(longFormEngineToast("rate-limited").title).toBe("Zu viele Anfragen");
  });

  // The texts: docs/product/errors.md#comparison-and-engine.
  it("uses the long form error texts, with the server's message where the text includes it", () => {
    expect(
      longFormEngineToast("engine-authentication-failed", "Received HTML instead of XML response"),
    ).toEqual({
      title: "Authentifizierungsfehler",
      description: "Die Verbindung zum KVR konnte nicht hergestellt werden.",
    });
    expect(longFormEngineToast("engine-companies-failed", "GetCompanies: HTTP error 503")).toEqual({
      title: "Fehler beim Abrufen der Unternehmen",
      description: "GetCompanies: HTTP error 503",
    });
    expect(longFormEngineToast("engine-companies-failed")).toEqual({
      title: "Fehler beim Abrufen der Unternehmen",
      description: "Die Versicherungsanbieter konnten nicht geladen werden.",
    });
    expect(longFormEngineToast("engine-calculation-failed", "")).toEqual({
      title: "Berechnungsfehler",
      description: "Die Tarifberechnung konnte nicht durchgeführt werden.",
    });
    expect(
      longFormEngineToast("engine-calculation-failed", "Keine Tarife in den XML-Daten gefunden.").description,
    ).toBe("Keine Tarife in den XML-Daten gefunden.");
  });

  // The texts: docs/product/errors.md#comparison-and-engine.
  it("uses the short form error texts", () => {
    expect(shortFormEngineToast("engine-authentication-failed")).toEqual({
      title: "Authentifizierung fehlgeschlagen",
    });
    expect(shortFormEngineToast("engine-companies-failed")).toEqual({
      title: "Abrufen der Anbieter fehlgeschlagen",
    });
    expect(shortFormEngineToast("internal-error")).toEqual({
      title: "Tarifberechnung fehlgeschlagen",
      description: "Es konnten keine passenden Tarife gefunden werden.",
    });
  });
});
