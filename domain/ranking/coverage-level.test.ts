import { describe, expect, it } from "vitest";
import { COVERAGE_TYPES } from "../comparison/form-values";
import { type CoverageFacts, coverageFit, dentalLevel, requestedLevel, roomLevel } from "./coverage-level";

const facts = (hospitalRoom: string, chiefPhysician: boolean, dentistCoverage: number): CoverageFacts => ({
  hospitalRoom,
  chiefPhysician,
  dentistCoverage,
});

describe("coverage levels", () => {
  it("reads the request's level from the engine codes of each coverage package", () => {
    expect(COVERAGE_TYPES.map(requestedLevel)).toEqual([
      { room: 0, chiefPhysician: false, dental: 0 },
      { room: 1, chiefPhysician: true, dental: 1 },
      { room: 2, chiefPhysician: true, dental: 2 },
    ]);
  });

  it("classifies rooms and dental shares like the engine's levels", () => {
    expect(["Einbettzimmer", "Zweibettzimmer", "Mehrbettzimmer", "unbekannt"].map(roomLevel)).toEqual([
      2, 1, 0, 0,
    ]);
    expect([90, 85, 84.9, 80, 75, 74, 50].map(dentalLevel)).toEqual([2, 2, 1, 1, 1, 0, 0]);
  });

  it("tells matching, higher and lower cover apart for a Komfort request", () => {
    const comfort = requestedLevel("comfort");
    expect(coverageFit(facts("Zweibettzimmer", true, 80), comfort)).toBe("matches");
    expect(coverageFit(facts("Zweibettzimmer", true, 75), comfort)).toBe("matches");
    // more than asked in one part
    expect(coverageFit(facts("Einbettzimmer", true, 90), comfort)).toBe("higher");
    expect(coverageFit(facts("Einbettzimmer", true, 80), comfort)).toBe("higher");
    expect(coverageFit(facts("Zweibettzimmer", true, 85), comfort)).toBe("higher");
    // less than asked in any part, even with more elsewhere
    expect(coverageFit(facts("Zweibettzimmer", false, 80), comfort)).toBe("below");
    expect(coverageFit(facts("Einbettzimmer", true, 70), comfort)).toBe("below");
  });

  it("treats Basis and Premium requests the same way", () => {
    const basic = requestedLevel("basic");
    expect(coverageFit(facts("Mehrbettzimmer", false, 60), basic)).toBe("matches");
    expect(coverageFit(facts("Mehrbettzimmer", true, 60), basic)).toBe("higher");
    expect(coverageFit(facts("Einbettzimmer", true, 90), basic)).toBe("higher");
    const premium = requestedLevel("premium");
    expect(coverageFit(facts("Einbettzimmer", true, 85), premium)).toBe("matches");
    expect(coverageFit(facts("Einbettzimmer", true, 90), premium)).toBe("matches");
    expect(coverageFit(facts("Zweibettzimmer", true, 90), premium)).toBe("below");
  });
});
