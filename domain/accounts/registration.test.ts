import { describe, expect, it } from "vitest";
import { validationFailed } from "../errors/field-errors";
import { accountMessages as m } from "./messages";
import {
  loginSchema,
  passwordError,
  phoneError,
  registrationSchema,
  resetPasswordSchema,
  sendVerificationSchema,
  verifyCodeSchema,
} from "./registration";

const valid = {
  email: "anna@example.de",
  password: "Sicher123",
  confirmPassword: "Sicher123",
  phone: "0170 1234567",
  termsAccepted: true,
};
const messageFor = (input: Record<string, unknown>) => {
  const result = registrationSchema.safeParse(input);
  return result.success ? undefined : validationFailed(result.error.issues).detail;
};

describe("registration rules", () => {
  it("accepts a complete registration", () => {
    expect(messageFor(valid)).toBeUndefined();
  });
  it("requires every field", () => {
    for (const key of ["email", "password", "confirmPassword", "phone"]) {
      expect(messageFor({ ...valid, [key]: "" })).toBe(m.missingField);
    }
  });
  it("checks the password length, then upper, lower and digit", () => {
    expect(messageFor({ ...valid, password: "Ab1", confirmPassword: "Ab1" })).toBe(m.passwordTooShort);
    for (const password of ["sicher123", "SICHER123", "SicherSicher"]) {
      expect(passwordError(password)).toBe(m.passwordComplexity);
    }
    expect(passwordError("Sicher123")).toBeUndefined();
  });
  // docs/decisions/014-accounts-and-production-mode.md
  it("refuses a password over Better Auth's 128 characters in German", () => {
    expect(passwordError(`Aa1${"x".repeat(125)}`)).toBeUndefined();
    const long = `Aa1${"x".repeat(126)}`;
    expect(messageFor({ ...valid, password: long, confirmPassword: long })).toBe(m.passwordTooLong);
  });
  it("requires matching passwords", () => {
    expect(messageFor({ ...valid, confirmPassword: "Sicher124" })).toBe(m.passwordMismatch);
  });
  it("requires accepted terms", () => {
    expect(messageFor({ ...valid, termsAccepted: false })).toBe(m.termsRequired);
  });
  it("checks the phone format and its normalised length", () => {
    expect(messageFor({ ...valid, phone: "+43 660 1234567" })).toBe(m.phoneInvalid);
    expect(phoneError("0170123")).toBe(m.phoneInvalid);
    expect(phoneError("01701234")).toBe(m.phoneLength);
    expect(phoneError("0170 1234567")).toBeUndefined();
  });
  it("requires a license key for broker and insurance accounts", () => {
    expect(messageFor({ ...valid, accountType: "broker" })).toBe(m.licenseInvalid);
    expect(messageFor({ ...valid, accountType: "insurance", licenseKey: "LIC-1" })).toBeUndefined();
  });
});

describe("verification and login inputs", () => {
  it("requires a phone to send a code", () => {
    const empty = sendVerificationSchema.safeParse({ phone: "" });
    expect(empty.success || validationFailed(empty.error.issues).detail).toBe(m.phoneRequired);
    const wrong = sendVerificationSchema.safeParse({ phone: "12" });
    expect(wrong.success || validationFailed(wrong.error.issues).detail).toBe(m.phoneInvalid);
    expect(sendVerificationSchema.safeParse({ phone: "0170 1234567" }).success).toBe(true);
  });
  it("requires a six-digit code", () => {
    const empty = verifyCodeSchema.safeParse({ phone: "0170 1234567", code: "" });
    expect(empty.success || validationFailed(empty.error.issues).detail).toBe(m.codeRequired);
    expect(verifyCodeSchema.safeParse({ phone: "0170 1234567", code: "12345" }).success).toBe(false);
    expect(verifyCodeSchema.safeParse({ phone: "0170 1234567", code: "123456" }).success).toBe(true);
  });
  it("requires e-mail and password to log in", () => {
    expect(loginSchema.safeParse({ email: "", password: "x" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "a@b.de", password: "" }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "a@b.de", password: "x" }).success).toBe(true);
  });
  it("applies the password rules to a new password", () => {
    const weak = resetPasswordSchema.safeParse({ password: "kurz", confirmPassword: "kurz", token: "t" });
    expect(weak.success || validationFailed(weak.error.issues).detail).toBe(m.passwordTooShort);
    const mismatch = resetPasswordSchema.safeParse({
      password: "Sicher123",
      confirmPassword: "x",
      token: "t",
    });
    expect(mismatch.success || validationFailed(mismatch.error.issues).detail).toBe(m.passwordMismatch);
  });
});
