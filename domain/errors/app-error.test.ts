import { describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import { fieldErrorsFromIssues, firstFieldError } from "./field-errors";
import { isProblemDetails, toProblemDetails } from "./problem-details";

describe("AppError → problem details", () => {
  it("carries the catalogue's status, title and default German detail", () => {
    const error = new AppError("login-failed");
    expect(error.status).toBe(401);
    expect(toProblemDetails(error, "req-1")).toEqual({
      type: "/probleme/login-failed",
      code: "login-failed",
      title: "Anmeldung fehlgeschlagen",
      status: 401,
      detail: "E-Mail-Adresse oder Passwort ist falsch.",
      error: "E-Mail-Adresse oder Passwort ist falsch.",
      requestId: "req-1",
    });
  });

  it("keeps field errors and documented extensions, never overriding the core members", () => {
    const error = new AppError("validation-failed", {
      fieldErrors: { email: ["Ungültig"] },
      extensions: { verified: false, code: "spoofed" },
    });
    const body = toProblemDetails(error);
    expect(body.errors).toEqual({ email: ["Ungültig"] });
    expect(body.verified).toBe(false);
    expect(body.code).toBe("validation-failed");
    expect(isProblemDetails(body)).toBe(true);
    expect(isProblemDetails({ code: "nope", status: 400, detail: "x" })).toBe(false);
  });
});

describe("fieldErrorsFromIssues", () => {
  it("groups messages by the first path segment, form-level issues under 'form'", () => {
    const errors = fieldErrorsFromIssues([
      { path: ["email"], message: "A" },
      { path: ["email"], message: "A" },
      { path: ["email"], message: "B" },
      { path: [], message: "C" },
    ]);
    expect(errors).toEqual({ email: ["A", "B"], form: ["C"] });
    expect(firstFieldError(errors)).toBe("A");
    expect(firstFieldError({})).toBeUndefined();
  });
});
