import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDate, formatDateTime } from "./date-format";

describe("date formats", () => {
  it("writes TT.MM.JJJJ for the Berlin calendar date", () => {
    expect(formatDate(new Date("2026-03-05T10:00:00Z"))).toBe("05.03.2026");
    expect(formatDate("2026-12-31T23:30:00Z")).toBe("01.01.2027");
    expect(formatDate(Date.parse("2026-11-22T12:00:00Z"))).toBe("22.11.2026");
  });

  it("writes TT.MM.JJJJ HH:mm in Berlin time, summer and winter", () => {
    expect(formatDateTime("2026-11-22T09:05:00Z")).toBe("22.11.2026 10:05");
    expect(formatDateTime("2026-07-01T22:15:00Z")).toBe("02.07.2026 00:15");
  });

  it("matches the medium German date style used before", () => {
    const medium = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "Europe/Berlin" });
    for (const iso of ["2026-01-01T00:00:00Z", "2026-10-25T23:30:00Z", "2027-02-28T12:00:00Z"])
      expect(formatDate(iso)).toBe(medium.format(new Date(iso)));
  });

  it("writes a calendar date as TT.MM.JJJJ without any time zone shift", () => {
    expect(formatCalendarDate("2027-01-01")).toBe("01.01.2027");
    expect(formatCalendarDate("2026-12-31")).toBe("31.12.2026");
  });
});
