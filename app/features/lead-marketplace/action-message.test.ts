import { describe, expect, it } from "vitest";
import { messageOf } from "./action-message";

describe("messageOf (the admin page's message after an action)", () => {
  it("names each successful action, the licence switch by its new state", () => {
    expect(messageOf({ ok: true, intent: "validate", values: {} })).toEqual({
      kind: "success",
      text: "Lead validiert.",
    });
    expect(messageOf({ ok: true, intent: "set-license-active", values: { isActive: "true" } }).text).toBe(
      "Lizenz aktiviert.",
    );
    expect(messageOf({ ok: true, intent: "set-license-active", values: { isActive: "false" } }).text).toBe(
      "Lizenz deaktiviert.",
    );
  });

  it("shows the first field message, else the form's message, else a general one", () => {
    const failed = {
      ok: false as const,
      intent: "mark-paid" as const,
      code: "validation-failed",
      values: {},
    };
    expect(messageOf({ ...failed, fieldErrors: { invoiceNumber: "Rechnungsnummer fehlt" } })).toEqual({
      kind: "error",
      text: "Rechnungsnummer fehlt",
    });
    expect(messageOf({ ...failed, fieldErrors: {}, formError: "Kauf nicht gefunden" }).text).toBe(
      "Kauf nicht gefunden",
    );
    expect(messageOf({ ...failed, fieldErrors: {} }).text).toBe("Die Aktion ist fehlgeschlagen.");
  });
});
