import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../../domain/errors/app-error";
import { failureAnswer, formFailure, formSuccess, keptValues, readForm } from "./form-action.server";
import { checkForm, toFormErrors } from "./form-state";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/login", { method: "POST", body: new URLSearchParams(fields) });

describe("readForm", () => {
  it("separates the intent from the fields and keeps the first value per name", async () => {
    const body = new URLSearchParams([
      ["intent", "send-code"],
      ["phone", "0171 1234567"],
      ["phone", "second"],
    ]);
    const request = new Request("http://localhost/login", { method: "POST", body });
    expect(await readForm(request)).toEqual({ intent: "send-code", fields: { phone: "0171 1234567" } });
  });

  it("has no intent when the form sent none (Enter in a field of a one-form page)", async () => {
    expect(await readForm(post({ email: "a@example.de" }))).toEqual({
      intent: undefined,
      fields: { email: "a@example.de" },
    });
  });
});

describe("keptValues", () => {
  it("drops secret fields", () => {
    expect(keptValues({ email: "a@example.de", password: "Geheim123" }, ["password"])).toEqual({
      email: "a@example.de",
    });
  });
});

describe("failureAnswer: the one mapping from a failure to a form's answer", () => {
  it("gives the first message per field and no message for the whole form: a field error is no failed request", () => {
    const answer = failureAnswer(
      new AppError("validation-failed", {
        detail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
        fieldErrors: {
          email: ["Bitte geben Sie eine gültige E-Mail-Adresse ein.", "zweite"],
          phone: ["Telefon"],
        },
      }),
    );
    expect(answer).toMatchObject({
      code: "validation-failed",
      fieldErrors: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.", phone: "Telefon" },
      init: { status: 400 },
    });
    expect(answer.formError).toBeUndefined();
    expect(answer.init.status).toBeLessThan(500);
  });

  it("puts a message without a field on the form and keeps the fields' messages", () => {
    const answer = failureAnswer(
      new AppError("validation-failed", {
        fieldErrors: { form: ["Ungültige Anfrage"], name: ["Name fehlt"] },
      }),
    );
    expect(answer.formError).toBe("Ungültige Anfrage");
    expect(answer.fieldErrors).toEqual({ name: "Name fehlt" });
  });

  it("answers a rate limit with 429, its own message and Retry-After", () => {
    const answer = failureAnswer(new AppError("rate-limited", { retryAfterSeconds: 42 }));
    expect(answer.init.status).toBe(429);
    expect(answer.init.headers.get("Retry-After")).toBe("42");
    expect(answer.formError).toBe(
      "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    );
    expect(answer.fieldErrors).toEqual({});
  });

  it("answers not-found with 404 and the catalogue's text, without Retry-After", () => {
    const answer = failureAnswer(new AppError("comparison-not-found"));
    expect(answer.init.status).toBe(404);
    expect(answer.init.headers.has("Retry-After")).toBe(false);
    expect(answer.formError).toBe(answer.detail);
  });

  it("answers an unexpected AppError with the generic message", () => {
    const answer = failureAnswer(new AppError("internal-error"));
    expect(answer.init.status).toBe(500);
    expect(answer.formError).toBe(
      "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
    );
  });

  it("throws anything that is not an AppError again (the route's error boundary shows it)", () => {
    const failure = new TypeError("undefined is not a function");
    expect(() => failureAnswer(failure)).toThrow(failure);
  });
});

describe("formFailure", () => {
  it("turns a validation AppError into per-field messages, the status and the values without secrets", async () => {
    const error = new AppError("validation-failed", {
      detail: "Das Passwort muss mindestens 8 Zeichen lang sein.",
      fieldErrors: { password: ["Das Passwort muss mindestens 8 Zeichen lang sein.", "zweite"] },
    });
    const result = formFailure(
      "register",
      error,
      { email: "a@example.de", password: "kurz" },
      {
        secret: ["password"],
      },
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({
      ok: false,
      intent: "register",
      code: "validation-failed",
      values: { email: "a@example.de" },
      fieldErrors: { password: "Das Passwort muss mindestens 8 Zeichen lang sein." },
    });
  });

  it("uses the detail as the form's message when no field is named", () => {
    const result = formFailure("sign-in", new AppError("login-failed"), { email: "a@example.de" });
    expect(result.init?.status).toBe(401);
    expect(result.data).toMatchObject({
      ok: false,
      code: "login-failed",
      formError: "E-Mail-Adresse oder Passwort ist falsch.",
      fieldErrors: {},
    });
  });

  it("passes Retry-After on and lets extra values override the posted ones", () => {
    const error = new AppError("rate-limited", { retryAfterSeconds: 30 });
    const result = formFailure("send-code", error, { phone: "1" }, { values: { codeSentTo: "" } });
    expect(new Headers(result.init?.headers).get("Retry-After")).toBe("30");
    expect(result.data.values).toEqual({ phone: "1", codeSentTo: "" });
  });

  it("throws anything that is not an AppError again", () => {
    const failure = new Error("db down");
    expect(() => formFailure("sign-in", failure, {})).toThrow(failure);
  });
});

describe("formSuccess", () => {
  it("answers ok with the values and the given headers", () => {
    const headers = new Headers({ "Set-Cookie": "a=b" });
    const result = formSuccess("send-code", { phone: "1" }, { headers });
    expect(result.data).toEqual({ ok: true, intent: "send-code", values: { phone: "1" } });
    expect(new Headers(result.init?.headers).get("Set-Cookie")).toBe("a=b");
  });
});

describe("toFormErrors and checkForm", () => {
  it("moves issues without a path to the form's message", () => {
    expect(toFormErrors({ form: ["Allgemein"], email: ["E-Mail fehlt"] })).toEqual({
      formError: "Allgemein",
      fieldErrors: { email: "E-Mail fehlt" },
    });
  });

  it("checks with the same schema as the server and reports the first message per field", () => {
    const schema = z.object({
      email: z.string().min(1, "Bitte E-Mail"),
      code: z.string().regex(/^\d{6}$/, "6"),
    });
    expect(checkForm(schema, { email: "", code: "12" })).toEqual({
      fieldErrors: { email: "Bitte E-Mail", code: "6" },
    });
    expect(checkForm(schema, { email: "a", code: "123456" })).toBeUndefined();
  });
});
