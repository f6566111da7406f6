import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues, firstErrorPerField } from "../errors/field-errors";
import {
  CONTACT_MESSAGES,
  contactRequestSchema,
  normalizePhone,
  PHONE_MESSAGES,
  phoneError,
} from "./contact-request";

const valid = {
  firstName: "Erika",
  lastName: "Mustermann",
  phone: "0151 234 56789",
  email: "erika@example.de",
  preferredTime: "morning",
  consentCall: true,
  consentBroker: true,
};

describe("contact request", () => {
  it("applies the German phone rule", () => {
    expect(phoneError("")).toBe(PHONE_MESSAGES.required);
    expect(phoneError("0151 234 56789")).toBeUndefined();
    expect(phoneError("+49 (151) 234-56789")).toBeUndefined();
    expect(phoneError("0049151234567")).toBeUndefined();
    expect(phoneError("+43 660 1234567")).toBe(PHONE_MESSAGES.invalid);
    expect(phoneError("0012345678")).toBe(PHONE_MESSAGES.invalid);
    expect(phoneError("015112")).toBe(PHONE_MESSAGES.invalid);
    expect(phoneError("01512345")).toBe(PHONE_MESSAGES.length);
    expect(phoneError("01511234567890123")).toBe(PHONE_MESSAGES.invalid);
    expect(normalizePhone("0151 234 56789")).toBe("+4915123456789");
    expect(normalizePhone("0049 151 2345678")).toBe("+491512345678");
  });

  it("accepts a complete request and normalises the phone", () => {
    const parsed = contactRequestSchema.parse(valid);
    expect(parsed.phone).toBe("+4915123456789");
    expect(parsed.topic).toBe("callback");
  });

  it("requires both consents separately and reports German messages per field", () => {
    const result = contactRequestSchema.safeParse({
      ...valid,
      consentBroker: false,
      email: "x",
      firstName: " ",
    });
    expect(result.success).toBe(false);
    expect(firstErrorPerField(fieldErrorsFromIssues(result.error!.issues))).toEqual({
      consentBroker: CONTACT_MESSAGES.consentBroker,
      email: CONTACT_MESSAGES.email,
      firstName: CONTACT_MESSAGES.firstName,
    });
    const noCall = contactRequestSchema.safeParse({ ...valid, consentCall: undefined });
    expect(firstErrorPerField(fieldErrorsFromIssues(noCall.error!.issues)).consentCall).toBe(
      CONTACT_MESSAGES.consentCall,
    );
  });
});
