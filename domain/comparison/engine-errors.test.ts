import { describe, expect, it } from "vitest";
import { classifyEngineError, longFormEngineToast, shortFormEngineToast } from "./engine-errors";

describe("engine error toasts", () => {
  it("classifies the engine's messages", () => {
    expect(classifyEngineError("SOAP Fault detected: Authentifizierung fehlgeschlagen")).toBe(
      "authentication",
    );
    expect(classifyEngineError("Received login page - session expired or authentication failed")).toBe(
      "authentication",
    );
    expect(classifyEngineError("GetCompanies: HTTP error 500: x")).toBe("companies");
    expect(classifyEngineError("Keine Tarife in den XML-Daten gefunden.")).toBe("calculation");
    expect(classifyEngineError(undefined)).toBe("calculation");
  });

  it("uses the texts of §8", () => {
    expect(
      longFormEngineToast("Received HTML instead of XML response - possible authentication issue"),
    ).toEqual({
      title: "Authentifizierungsfehler",
      description: "Die Verbindung zum KVR konnte nicht hergestellt werden.",
    });
    expect(longFormEngineToast("")).toEqual({
      title: "Berechnungsfehler",
      description: "Die Tarifberechnung konnte nicht durchgeführt werden.",
    });
    expect(longFormEngineToast("Keine Tarife in den XML-Daten gefunden.").description).toBe(
      "Keine Tarife in den XML-Daten gefunden.",
    );
    expect(longFormEngineToast("Unternehmen: HTTP error 503").title).toBe(
      "Fehler beim Abrufen der Unternehmen",
    );
    expect(shortFormEngineToast("Anbieter nicht erreichbar").title).toBe(
      "Abrufen der Anbieter fehlgeschlagen",
    );
    expect(shortFormEngineToast("x")).toEqual({
      title: "Tarifberechnung fehlgeschlagen",
      description: "Es konnten keine passenden Tarife gefunden werden.",
    });
  });
});
