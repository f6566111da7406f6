import { describe, expect, it } from "vitest";
import { fieldErrorsFromIssues, firstErrorPerField } from "../errors/field-errors";
import {
  APPLICATION_HEALTH_DATA_CONSENT,
  appointmentDayLabel,
  appointmentDays,
  CONTACT_MESSAGES,
  contactRequestFromForm,
  createContactRequestSchema,
  HEALTH_DATA_CONSENT,
  normalizePhone,
  PHONE_MESSAGES,
  phoneError,
} from "./contact-request";

const contactRequestSchema = createContactRequestSchema();

const valid = {
  firstName: "Erika",
  lastName: "Mustermann",
  phone: "0151 234 56789",
  email: "erika@example.de",
  preferredTime: "morning",
  consentCall: true,
  consentBroker: true,
};

/** The needs a request with advice states (docs/product/broker-duties.md#advice-documentation), as JSON and as a form. */
const needs = { advicePriorities: ["price"], currentCover: "gkv" };
const formNeeds = { "advicePriority-price": "on", currentCover: "gkv" };

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

describe("consultation appointment", () => {
  // 2026-11-23 is a Monday.
  const schema = createContactRequestSchema({ today: "2026-11-23" });
  const consultation = { ...valid, ...needs, preferredTime: undefined, topic: "consultation" };

  it("offers the next ten working days after today", () => {
    const days = appointmentDays("2026-11-27"); // a Friday
    expect(days).toHaveLength(10);
    expect(days[0]).toBe("2026-11-30");
    expect(days).not.toContain("2026-11-28");
    expect(days).not.toContain("2026-11-29");
    expect(days.at(-1)).toBe("2026-12-11");
    expect(appointmentDayLabel("2026-11-25")).toBe("Mittwoch, 25.11.2026");
  });

  it("requires a bookable day and a time window for a consultation, and keeps them", () => {
    const missing = schema.safeParse(consultation);
    expect(firstErrorPerField(fieldErrorsFromIssues(missing.error!.issues))).toEqual({
      appointmentDay: CONTACT_MESSAGES.appointmentDay,
      appointmentWindow: CONTACT_MESSAGES.appointmentWindow,
    });
    for (const day of ["2026-11-23", "2026-11-28", "2026-12-31", "2026-13-01"]) {
      const result = schema.safeParse({ ...consultation, appointmentDay: day, appointmentWindow: "08-12" });
      expect(result.success, day).toBe(false);
    }
    expect(
      schema.safeParse({ ...consultation, appointmentDay: "2026-11-24", appointmentWindow: "07-09" }).success,
    ).toBe(false);
    const booked = schema.parse({
      ...consultation,
      preferredTime: "morning",
      appointmentDay: "2026-11-24",
      appointmentWindow: "16-20",
    });
    expect(booked).toMatchObject({ appointmentDay: "2026-11-24", appointmentWindow: "16-20" });
    expect(booked.preferredTime).toBeUndefined();
  });

  it("asks a callback for its preferred time only", () => {
    const callback = schema.parse({ ...valid, appointmentDay: "2026-11-24", appointmentWindow: "08-12" });
    expect(callback).toMatchObject({ topic: "callback", preferredTime: "morning" });
    expect(callback.appointmentDay).toBeUndefined();
    const without = schema.safeParse({ ...valid, preferredTime: undefined });
    expect(firstErrorPerField(fieldErrorsFromIssues(without.error!.issues))).toEqual({
      preferredTime: CONTACT_MESSAGES.preferredTime,
    });
  });

  it("reads the posted form: ticked checkboxes are consents, unselected choices are missing", () => {
    const input = contactRequestFromForm({
      topic: "callback",
      firstName: "Erika",
      lastName: "Mustermann",
      phone: "0151 234 56789",
      email: "erika@example.de",
      preferredTime: "morning",
      appointmentDay: "",
      consentCall: "on",
      comparisonId: "",
    });
    expect(input).toEqual({
      topic: "callback",
      firstName: "Erika",
      lastName: "Mustermann",
      phone: "0151 234 56789",
      email: "erika@example.de",
      preferredTime: "morning",
      appointmentDay: undefined,
      appointmentWindow: undefined,
      consentCall: true,
      consentBroker: false,
      consentHealthData: false,
      comparisonId: undefined,
      offerId: undefined,
      advicePriorities: [],
      currentCover: undefined,
      plannedChanges: [],
      adviceNote: undefined,
      adviceWaiver: false,
    });
    const checked = contactRequestSchema.safeParse(input);
    expect(firstErrorPerField(fieldErrorsFromIssues(checked.error!.issues))).toEqual({
      consentBroker: CONTACT_MESSAGES.consentBroker,
    });
    expect(contactRequestSchema.safeParse({ ...input, consentBroker: true }).success).toBe(true);
    expect(contactRequestFromForm({})).toMatchObject({ firstName: "", consentCall: false, topic: undefined });
  });
});

describe("risk pre-check request (docs/product/leads.md#risk-pre-check-request)", () => {
  const schema = createContactRequestSchema({ today: "2026-11-23" });
  const riskPreCheck = {
    ...valid,
    ...needs,
    topic: "risk-pre-check",
    comparisonId: "vergleich-0123456789ab",
  };

  it("requires the separate, explicit health-data consent besides the ordinary two", () => {
    for (const consentHealthData of [undefined, false]) {
      const result = schema.safeParse({ ...riskPreCheck, consentHealthData });
      expect(result.success).toBe(false);
      expect(firstErrorPerField(fieldErrorsFromIssues(result.error!.issues))).toEqual({
        consentHealthData: CONTACT_MESSAGES.consentHealthData,
      });
    }
    // The health-data consent stands in for neither of the others.
    const onlyHealth = schema.safeParse({
      ...riskPreCheck,
      consentCall: false,
      consentBroker: false,
      consentHealthData: true,
    });
    expect(Object.keys(firstErrorPerField(fieldErrorsFromIssues(onlyHealth.error!.issues))).sort()).toEqual([
      "consentBroker",
      "consentCall",
    ]);
    const parsed = schema.parse({ ...riskPreCheck, consentHealthData: true });
    expect(parsed).toMatchObject({
      topic: "risk-pre-check",
      consentHealthData: true,
      preferredTime: "morning",
      comparisonId: "vergleich-0123456789ab",
    });
  });

  it("names its comparison and a time for the call", () => {
    const result = schema.safeParse({
      ...riskPreCheck,
      comparisonId: undefined,
      preferredTime: undefined,
      consentHealthData: true,
    });
    expect(firstErrorPerField(fieldErrorsFromIssues(result.error!.issues))).toEqual({
      comparisonId: CONTACT_MESSAGES.noHealthAnswers,
      preferredTime: CONTACT_MESSAGES.preferredTime,
    });
  });

  it("never carries a health-data consent on a callback or a consultation", () => {
    expect(schema.parse({ ...valid, consentHealthData: true }).consentHealthData).toBe(false);
    expect(schema.parse(valid).consentHealthData).toBe(false);
  });

  it("reads the ticked health-data consent from the form", () => {
    const input = contactRequestFromForm({
      topic: "risk-pre-check",
      firstName: "Erika",
      lastName: "Mustermann",
      phone: "0151 234 56789",
      email: "erika@example.de",
      preferredTime: "evening",
      consentCall: "on",
      consentBroker: "on",
      comparisonId: "vergleich-0123456789ab",
      ...formNeeds,
    });
    expect(input.consentHealthData).toBe(false);
    expect(schema.safeParse(input).success).toBe(false);
    expect(schema.parse({ ...input, consentHealthData: true }).consentHealthData).toBe(true);
    expect(contactRequestFromForm({ consentHealthData: "on" }).consentHealthData).toBe(true);
  });

  it("keeps the Art. 9 consent text versioned and explicit", () => {
    expect(HEALTH_DATA_CONSENT.version).toMatch(/\S/);
    expect(HEALTH_DATA_CONSENT.text).toContain("ausdrücklich");
    expect(HEALTH_DATA_CONSENT.text).toContain("Art. 9 Abs. 2 lit. a DSGVO");
    expect(HEALTH_DATA_CONSENT.text).toContain("jederzeit widerrufen");
  });
});

describe("application request (docs/product/leads.md#application-request)", () => {
  const schema = createContactRequestSchema({ today: "2026-11-23" });
  const application = {
    ...valid,
    ...needs,
    topic: "application",
    comparisonId: "vergleich-0123456789ab",
    offerId: "debeka|n|600",
  };

  it("names its comparison and offer, asks a time for the call and needs no health-data consent", () => {
    expect(schema.parse(application)).toMatchObject({
      topic: "application",
      comparisonId: "vergleich-0123456789ab",
      offerId: "debeka|n|600",
      preferredTime: "morning",
      consentHealthData: false,
    });
    for (const missing of ["comparisonId", "offerId"]) {
      const result = schema.safeParse({ ...application, [missing]: undefined });
      expect(firstErrorPerField(fieldErrorsFromIssues(result.error!.issues))).toEqual({
        offerId: CONTACT_MESSAGES.offerMissing,
      });
    }
  });

  it("carries the optional health-data consent only when ticked, and the offer only for itself", () => {
    expect(schema.parse({ ...application, consentHealthData: true }).consentHealthData).toBe(true);
    const form = contactRequestFromForm({
      topic: "application",
      firstName: "Erika",
      lastName: "Mustermann",
      phone: "0151 234 56789",
      email: "erika@example.de",
      preferredTime: "evening",
      consentCall: "on",
      consentBroker: "on",
      comparisonId: "vergleich-0123456789ab",
      offerId: "debeka|n|600",
      ...formNeeds,
    });
    expect(schema.parse(form)).toMatchObject({ offerId: "debeka|n|600", consentHealthData: false });
    // A callback never carries an offer.
    expect(schema.parse({ ...valid, offerId: "debeka|n|600" }).offerId).toBeUndefined();
  });

  it("keeps its Art. 9 consent text versioned, explicit and apart from the risk pre-check's", () => {
    expect(APPLICATION_HEALTH_DATA_CONSENT.version).not.toBe(HEALTH_DATA_CONSENT.version);
    expect(APPLICATION_HEALTH_DATA_CONSENT.text).toContain("ausdrücklich");
    expect(APPLICATION_HEALTH_DATA_CONSENT.text).toContain("Antrag");
    expect(APPLICATION_HEALTH_DATA_CONSENT.text).toContain("Art. 9 Abs. 2 lit. a DSGVO");
  });
});
