import { describe, expect, it } from "vitest";
import {
  ageOn,
  berlinDate,
  berlinLocalDateTime,
  berlinParts,
  berlinYear,
  daysInMonth,
  firstOfMonth,
  firstOfNextMonth,
  instantOfBerlinLocal,
  isIsoCalendarDate,
  yearOf,
} from "./berlin-date";

describe("berlinDate", () => {
  it("is already the new year in Berlin at 23:30 UTC on New Year's Eve", () => {
    const instant = new Date("2026-12-31T23:30:00Z");
    expect(berlinDate(instant)).toBe("2027-01-01");
    expect(berlinYear(instant)).toBe(2027);
  });

  it("is still the old day shortly before midnight Berlin time", () => {
    expect(berlinDate(new Date("2026-12-31T22:59:59Z"))).toBe("2026-12-31");
    expect(berlinYear(Date.parse("2026-12-31T22:59:59Z"))).toBe(2026);
  });

  it("accepts milliseconds since the epoch", () => {
    expect(berlinDate(Date.parse("2026-11-22T10:00:00Z"))).toBe("2026-11-22");
  });

  it("follows summer time: UTC+2 from the last Sunday of March, UTC+1 from the last Sunday of October", () => {
    // 29 March 2026: clocks jump 02:00 → 03:00 (01:00 UTC).
    expect(berlinParts(new Date("2026-03-29T00:59:00Z"))).toMatchObject({ day: "29", hour: "01" });
    expect(berlinParts(new Date("2026-03-29T01:00:00Z"))).toMatchObject({ day: "29", hour: "03" });
    // Midnight in summer time is 22:00 UTC of the day before.
    expect(berlinDate(new Date("2026-03-29T22:00:00Z"))).toBe("2026-03-30");
    expect(berlinDate(new Date("2026-03-29T21:59:00Z"))).toBe("2026-03-29");
    // 25 October 2026: clocks go back 03:00 → 02:00 (01:00 UTC); midnight afterwards is 23:00 UTC.
    expect(berlinDate(new Date("2026-10-24T22:00:00Z"))).toBe("2026-10-25");
    expect(berlinDate(new Date("2026-10-25T22:30:00Z"))).toBe("2026-10-25");
    expect(berlinDate(new Date("2026-10-25T23:00:00Z"))).toBe("2026-10-26");
  });

  it("writes midnight as 00", () => {
    expect(berlinParts(new Date("2026-01-14T23:00:00Z"))).toEqual({
      year: "2026",
      month: "01",
      day: "15",
      hour: "00",
      minute: "00",
    });
  });

  it("gives the same parts within a UTC minute and the new ones in the next, also at the summer-time switch", () => {
    const first = berlinParts(Date.parse("2026-03-29T00:59:00Z"));
    expect(berlinParts(Date.parse("2026-03-29T00:59:59.999Z"))).toBe(first);
    expect(first).toMatchObject({ hour: "01", minute: "59" });
    expect(berlinParts(Date.parse("2026-03-29T01:00:00Z"))).toMatchObject({ hour: "03", minute: "00" });
    expect(berlinParts(new Date("2026-03-29T00:59:30Z"))).toEqual(first);
  });
});

describe("ageOn", () => {
  it("counts a year on the birthday, not the day before", () => {
    expect(ageOn("1990-11-23", "2026-11-22")).toBe(35);
    expect(ageOn("1990-11-23", "2026-11-23")).toBe(36);
  });

  it("reaches a 29 February birthday on 1 March in common years and on 29 February in leap years", () => {
    expect(ageOn("2000-02-29", "2027-02-28")).toBe(26);
    expect(ageOn("2000-02-29", "2027-03-01")).toBe(27);
    expect(ageOn("2000-02-29", "2028-02-28")).toBe(27);
    expect(ageOn("2000-02-29", "2028-02-29")).toBe(28);
  });

  it("is 0 on the day of birth", () => {
    expect(ageOn("2026-11-22", "2026-11-22")).toBe(0);
  });
});

describe("month boundaries", () => {
  it("gives the first of the month and of the next month", () => {
    expect(firstOfMonth("2026-11-22")).toBe("2026-11-01");
    expect(firstOfNextMonth("2026-11-22")).toBe("2026-12-01");
    expect(firstOfNextMonth("2026-12-31")).toBe("2027-01-01");
    expect(firstOfNextMonth("2028-02-29")).toBe("2028-03-01");
  });

  it("knows the length of February", () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it("reads the year of a date", () => {
    expect(yearOf("2027-01-01")).toBe(2027);
  });
});

describe("isIsoCalendarDate", () => {
  it("accepts real dates only", () => {
    expect(isIsoCalendarDate("2028-02-29")).toBe(true);
    expect(isIsoCalendarDate("2026-02-29")).toBe(false);
    expect(isIsoCalendarDate("2026-13-01")).toBe(false);
    expect(isIsoCalendarDate("22.11.2026")).toBe(false);
  });
});

describe("Berlin wall-clock date-times", () => {
  it("converts a datetime-local value to the instant and back, in winter and summer", () => {
    expect(instantOfBerlinLocal("2026-01-15T10:30")?.toISOString()).toBe("2026-01-15T09:30:00.000Z");
    expect(instantOfBerlinLocal("2026-07-15T10:30")?.toISOString()).toBe("2026-07-15T08:30:00.000Z");
    expect(berlinLocalDateTime(new Date("2026-07-15T08:30:00Z"))).toBe("2026-07-15T10:30");
    expect(instantOfBerlinLocal("15.07.2026 10:30")).toBeUndefined();
  });
});
