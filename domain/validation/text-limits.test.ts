import { describe, expect, it } from "vitest";
import { profileSchema } from "../accounts/profile";
import {
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  verifyCodeSchema,
} from "../accounts/registration";
import { createLongFormSchema, LONG_FORM_MESSAGES } from "../comparison/long-form";
import { createContactRequestSchema } from "../leads/contact-request";
import { operatorDetailsSchema, seoSettingsSchema } from "../settings/site-settings";
import { TEXT_LIMITS, tooLongMessage } from "./text-limits";

const TEN_MB = "9".repeat(10 * 1024 * 1024);
const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

describe("every text field is capped, with a German message", () => {
  it("refuses a 10 MB deductible in the comparison form", () => {
    const result = createLongFormSchema({ today: "2026-11-23" }).safeParse({
      birthDate: "1990-01-01",
      deductible: TEN_MB,
    });
    expect(result.success).toBe(false);
    expect(messages(result).deductible).toBe(LONG_FORM_MESSAGES.deductible);
  });

  it("caps the profile's fields (names 100, postcode, phone, house number)", () => {
    const valid = {
      salutation: "Frau",
      profession: "Angestellt",
      firstName: "Anna",
      lastName: "Muster",
      phoneNumber: "0170 1234567",
      birthDate: "1990-01-01",
      street: "Hauptstraße",
      houseNumber: "1",
      postalCode: "10115",
      city: "Berlin",
    };
    const schema = profileSchema(new Date("2026-11-23T10:00:00Z"));
    expect(schema.safeParse(valid).success).toBe(true);
    const tooLong = schema.safeParse({
      ...valid,
      firstName: "A".repeat(101),
      houseNumber: "1".repeat(21),
      city: TEN_MB,
    });
    expect(messages(tooLong)).toMatchObject({
      firstName: tooLongMessage(TEXT_LIMITS.name),
      houseNumber: tooLongMessage(TEXT_LIMITS.houseNumber),
      city: tooLongMessage(TEXT_LIMITS.name),
    });
    expect(tooLongMessage(100)).toBe("Die Eingabe ist zu lang (höchstens 100 Zeichen).");
  });

  it("caps registration, sign-in, reset and code inputs (password 128 as Better Auth)", () => {
    const registration = registrationSchema.safeParse({
      email: `${"a".repeat(250)}@example.de`,
      password: `Aa1${"x".repeat(130)}`,
      confirmPassword: "x",
      phone: "0".repeat(41),
      termsAccepted: true,
      licenseKey: "K".repeat(600),
    });
    expect(messages(registration)).toMatchObject({
      email: tooLongMessage(TEXT_LIMITS.email),
      password: "Das Passwort darf höchstens 128 Zeichen lang sein.",
      phone: tooLongMessage(TEXT_LIMITS.phone),
      licenseKey: tooLongMessage(TEXT_LIMITS.token),
    });
    expect(messages(loginSchema.safeParse({ email: "a@b.de", password: TEN_MB })).password).toBe(
      tooLongMessage(TEXT_LIMITS.password),
    );
    expect(
      messages(resetPasswordSchema.safeParse({ password: "x", confirmPassword: "x", token: TEN_MB })).token,
    ).toBe(tooLongMessage(TEXT_LIMITS.token));
    expect(messages(verifyCodeSchema.safeParse({ phone: TEN_MB, code: "123456" })).phone).toBe(
      tooLongMessage(TEXT_LIMITS.phone),
    );
  });

  it("caps the contact request and the admin settings", () => {
    const contact = createContactRequestSchema().safeParse({ firstName: "A".repeat(101) });
    expect(contact.success).toBe(false);
    expect(messages(contact).firstName).toBeDefined();
    const operator = operatorDetailsSchema.safeParse({ companyName: TEN_MB });
    expect(messages(operator).companyName).toBe(tooLongMessage(TEXT_LIMITS.settingsLine));
    const seo = seoSettingsSchema.safeParse({
      default: { title: "T", description: "D" },
      pages: {},
      ogImagePath: `/${"a".repeat(2000)}`,
    });
    expect(messages(seo).ogImagePath).toBe(tooLongMessage(TEXT_LIMITS.url));
  });
});
