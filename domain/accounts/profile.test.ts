import { describe, expect, it } from "vitest";
import { validationFailed } from "../errors/field-errors";
import { accountMessages as m } from "./messages";
import { ageOn, isProfileStale, nonEmptyFields, professionOptions, profileSchema } from "./profile";

const today = new Date("2026-11-23T11:00:00Z");
const complete = {
  salutation: "Frau",
  profession: "Angestellt",
  firstName: "Anna",
  lastName: "Muster",
  phoneNumber: "+49 170 1234567",
  birthDate: "1990-05-17",
  street: "Hauptstraße",
  houseNumber: "5a",
  postalCode: "10115",
  city: "Berlin",
  country: "Deutschland",
  nationality: "deutsch",
};
const messageFor = (input: Record<string, unknown>) => {
  const result = profileSchema(today).safeParse(input);
  return result.success ? undefined : validationFailed(result.error.issues).detail;
};

describe("profile rules", () => {
  it("accepts a complete profile with all profession options", () => {
    for (const profession of professionOptions)
      expect(messageFor({ ...complete, profession })).toBeUndefined();
  });
  it("requires every required field", () => {
    for (const key of [
      "firstName",
      "lastName",
      "phoneNumber",
      "salutation",
      "profession",
      "birthDate",
      "street",
      "houseNumber",
      "postalCode",
      "city",
    ]) {
      expect(messageFor({ ...complete, [key]: " " })).toBe(m.profileRequired);
    }
    expect(messageFor({ ...complete, nationality: "", country: "" })).toBeUndefined();
  });
  it("checks the phone, the postal code and the birth date", () => {
    expect(messageFor({ ...complete, phoneNumber: "170 123456" })).toBe(m.profilePhoneInvalid);
    expect(messageFor({ ...complete, postalCode: "1011" })).toBe(m.postalCodeInvalid);
    expect(messageFor({ ...complete, postalCode: "10115a" })).toBe(m.postalCodeInvalid);
    expect(messageFor({ ...complete, birthDate: "2026-11-24" })).toBe(m.birthDateInFuture);
    expect(messageFor({ ...complete, birthDate: "2026-11-23" })).toBeUndefined();
  });
  it("sends only non-empty fields", () => {
    expect(nonEmptyFields({ a: " x ", b: "", c: "  ", d: undefined })).toEqual({ a: "x" });
  });
  it("computes the age and the 30-day reminder", () => {
    expect(ageOn("1990-11-24", today)).toBe(35);
    expect(ageOn("1990-11-23", today)).toBe(36);
    expect(isProfileStale(new Date(2026, 9, 23), today)).toBe(true);
    expect(isProfileStale(new Date(2026, 9, 25), today)).toBe(false);
  });
});
