import { describe, expect, it } from "vitest";
import { readHealthAnswer } from "./health-reading";

describe("the health answer in the chat", () => {
  it("reads height, weight and what is named; the rest counts as no", () => {
    expect(readHealthAnswer("180 cm, 85 kg, keine Behandlungen")).toEqual({
      kind: "answers",
      answers: {
        heightCm: 180,
        weightKg: 85,
        outpatientTreatments3y: 0,
        hospitalStays5y: 0,
        psychotherapy10y: false,
        chronicConditions: [],
        regularMedication: false,
        missingTeeth: 0,
        plannedDentalTreatment: false,
        glassesDiopters: 0,
      },
    });
    expect(
      readHealthAnswer(
        "1,65 m und 72,5 Kilo, Asthma und Heuschnupfen, 4 Arztbesuche, Psychotherapie vor 3 Jahren",
      ),
    ).toMatchObject({
      kind: "answers",
      answers: {
        heightCm: 165,
        weightKg: 72.5,
        chronicConditions: ["ALLERGIE", "ASTHMA"],
        outpatientTreatments3y: 4,
        psychotherapy10y: true,
      },
    });
    expect(readHealthAnswer("178cm 90kg Bluthochdruck, nehme Tabletten, Brille -2,5 dpt")).toMatchObject({
      answers: { chronicConditions: ["BLUTHOCHDRUCK"], regularMedication: true, glassesDiopters: 2.5 },
    });
    expect(readHealthAnswer("170 cm, 60 kg, keine Medikamente, kein Diabetes")).toMatchObject({
      answers: { regularMedication: false, chronicConditions: [] },
    });
  });

  it("skips on 'nein' and asks again without height and weight", () => {
    expect(readHealthAnswer("nein")).toEqual({ kind: "skip" });
    expect(readHealthAnswer("Ohne Gesundheitsangaben bitte")).toEqual({ kind: "skip" });
    expect(readHealthAnswer("ich bin gesund")).toBeUndefined();
    expect(readHealthAnswer("180 cm")).toBeUndefined();
    // Out of the form's ranges: not taken.
    expect(readHealthAnswer("180 cm, 900 kg")).toBeUndefined();
  });
});
