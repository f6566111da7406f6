import { describe, expect, it } from "vitest";
import { responseText } from "./response-text";
import { companiesResult } from "./use-console-companies";
import { afterSave, credentialsInput } from "./use-console-credentials";

describe("responseText", () => {
  it("shows the engine's XML, or the whole answer as indented JSON", () => {
    expect(responseText({ success: true, data: "<soap:Envelope/>" })).toBe("<soap:Envelope/>");
    expect(responseText({ success: false, error: "Fehler" })).toBe(
      '{\n  "success": false,\n  "error": "Fehler"\n}',
    );
  });
});

describe("companiesResult", () => {
  it("turns a successful answer into the JSON list and the raw XML", () => {
    expect(companiesResult({ success: true, data: "<xml/>", companies: [{ id: 1 }] })).toEqual({
      json: '[\n  {\n    "id": 1\n  }\n]',
      xml: "<xml/>",
    });
    expect(companiesResult({ success: true, data: "<xml/>" })?.json).toBe("[]");
  });

  it("has nothing for a failed call, a failed answer or an answer without XML", () => {
    expect(companiesResult(undefined)).toBeUndefined();
    expect(companiesResult({ success: false, data: "<html/>" })).toBeUndefined();
    expect(companiesResult({ success: true, data: { not: "xml" } })).toBeUndefined();
  });
});

describe("credentials form", () => {
  it("reads the three fields, missing ones empty", () => {
    const form = new FormData();
    form.set("mandantId", "4711");
    form.set("username", "makler");
    expect(credentialsInput(form)).toEqual({ mandantId: "4711", username: "makler", password: "" });
  });

  it("shows the saved Mandant and user as stored, never the password", () => {
    const shown = afterSave(
      { mandantId: "1", username: "alt", source: "environment", updatedAt: "2026-01-01" },
      { mandantId: "4711", username: "neu", password: "geheim" },
    );
    expect(shown).toEqual({ mandantId: "4711", username: "neu", source: "stored", updatedAt: "2026-01-01" });
  });
});
