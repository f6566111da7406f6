import { describe, expect, it } from "vitest";
import { berlinDate } from "../../lib/dates/berlin-date";
import {
  defaultInsuranceStart,
  INSURANCE_START_MESSAGES,
  insuranceStartIssue,
  insuranceStartOptions,
} from "./insurance-start";

/** The options and the default as the server computes them at an instant (Berlin calendar date). */
const at = (iso: string) => {
  const today = berlinDate(new Date(iso));
  return { today, options: insuranceStartOptions(today), fallback: defaultInsuranceStart(today) };
};

describe("insurance start", () => {
  it("offers the first of each month from next month up to six months ahead", () => {
    expect(insuranceStartOptions("2026-11-25")).toEqual([
      "2026-12-01",
      "2027-01-01",
      "2027-02-01",
      "2027-03-01",
      "2027-04-01",
      "2027-05-01",
    ]);
    expect(defaultInsuranceStart("2026-11-25")).toBe("2026-12-01");
  });

  it("moves the default on 1 December, also at 23:30 UTC (already the 1st in Berlin)", () => {
    expect(at("2026-11-30T12:00:00Z").fallback).toBe("2026-12-01");
    expect(at("2026-11-30T22:59:00Z").fallback).toBe("2026-12-01");
    // 23:30 UTC on 30 November is 00:30 on 1 December in Berlin.
    expect(at("2026-11-30T23:30:00Z").fallback).toBe("2027-01-01");
    expect(at("2026-11-30T23:30:00Z").options.at(-1)).toBe("2027-06-01");
  });

  it("moves the default on 1 January, also at 23:30 UTC on 31 December", () => {
    expect(at("2026-12-31T22:30:00Z").fallback).toBe("2027-01-01");
    expect(at("2026-12-31T23:30:00Z").fallback).toBe("2027-02-01");
    expect(at("2027-01-01T10:00:00Z").options[0]).toBe("2027-02-01");
  });

  it("refuses a day other than the 1st, a past month and a start more than six months ahead", () => {
    const today = "2026-11-25";
    expect(insuranceStartIssue("2027-01-01", today)).toBeUndefined();
    expect(insuranceStartIssue("2027-05-01", today)).toBeUndefined();
    expect(insuranceStartIssue("2027-01-15", today)).toBe(INSURANCE_START_MESSAGES.firstOfMonth);
    expect(insuranceStartIssue("2026-11-01", today)).toBe(
      "Der Versicherungsbeginn kann frühestens der 01.12.2026 sein.",
    );
    expect(insuranceStartIssue("2025-01-01", today)).toBe(
      "Der Versicherungsbeginn kann frühestens der 01.12.2026 sein.",
    );
    expect(insuranceStartIssue("2027-06-01", today)).toBe(
      "Der Versicherungsbeginn kann höchstens 6 Monate im Voraus liegen (spätestens 01.05.2027).",
    );
    expect(insuranceStartIssue("2031-01-01", today)).toBe(INSURANCE_START_MESSAGES.tooLate("2027-05-01"));
    expect(insuranceStartIssue("2027-02-30", today)).toBe(INSURANCE_START_MESSAGES.format);
    expect(insuranceStartIssue("01.01.2027", today)).toBe(INSURANCE_START_MESSAGES.format);
  });

  it("checks only the shape without a date (stored input)", () => {
    expect(insuranceStartIssue("2020-01-01")).toBeUndefined();
    expect(insuranceStartIssue("2020-01-02")).toBe(INSURANCE_START_MESSAGES.firstOfMonth);
  });
});
