import { describe, expect, it } from "vitest";
import { HEALTH_RANGES } from "../domain/comparison/family-input";
import { parseXmlSafely } from "../lib/xml/safe-xml";
import { CalcInputError } from "./calc-input-error";
import { HEALTH_FAULT, readHealthAnswers } from "./read-health-answers";
import { HEALTH_ANSWER_RANGES } from "./underwriting/health-answers";

/** The health answers of a CalcInput (`Gesundheit`, docs/product/rating-engine.md#health-answers). */

const FULL =
  "<GroesseCm>180</GroesseCm><GewichtKg>82</GewichtKg><AmbulanteBehandlungen3J>2</AmbulanteBehandlungen3J>" +
  "<StationaereAufenthalte5J>0</StationaereAufenthalte5J><Psychotherapie10J>false</Psychotherapie10J>" +
  "<ChronischeErkrankungen><Erkrankung>ASTHMA</Erkrankung><Erkrankung>ALLERGIE</Erkrankung></ChronischeErkrankungen>" +
  "<RegelmaessigeMedikamente>false</RegelmaessigeMedikamente><FehlendeZaehne>0</FehlendeZaehne>" +
  "<ZahnbehandlungGeplant>false</ZahnbehandlungGeplant><Dioptrien>-2.5</Dioptrien>";

const calcInputWith = (gesundheit: string | undefined) =>
  parseXmlSafely(
    `<CalcInput><GeburtsDatum>1990-01-01</GeburtsDatum>${gesundheit === undefined ? "" : `<Gesundheit>${gesundheit}</Gesundheit>`}</CalcInput>`,
  ).CalcInput;

const read = (gesundheit: string | undefined, child = false) =>
  readHealthAnswers(calcInputWith(gesundheit), child);

/** The answers with one element replaced (or added). */
function replaced(name: string, value: string): string {
  const pattern = new RegExp(`<${name}>.*?</${name}>`);
  return pattern.test(FULL)
    ? FULL.replace(pattern, `<${name}>${value}</${name}>`)
    : `${FULL}<${name}>${value}</${name}>`;
}

function faultOf(gesundheit: string, child = false): string {
  try {
    read(gesundheit, child);
  } catch (error) {
    if (error instanceof CalcInputError) return error.message;
    throw error;
  }
  throw new Error(`accepted: ${gesundheit}`);
}

describe("readHealthAnswers", () => {
  it("reads the answers of the contract", () => {
    expect(read(FULL)).toEqual({
      heightCm: 180,
      weightKg: 82,
      outpatientTreatments3y: 2,
      hospitalStays5y: 0,
      psychotherapy10y: false,
      // in the list's order, whatever the order sent
      chronicConditions: ["ALLERGIE", "ASTHMA"],
      regularMedication: false,
      missingTeeth: 0,
      plannedDentalTreatment: false,
      diopters: -2.5,
    });
  });

  it("is null without Gesundheit; only height and weight are required, the rest defaults to none", () => {
    expect(read(undefined)).toBeNull();
    expect(read("<GroesseCm>165,5</GroesseCm><GewichtKg>58</GewichtKg>")).toEqual({
      heightCm: 165.5,
      weightKg: 58,
      outpatientTreatments3y: 0,
      hospitalStays5y: 0,
      psychotherapy10y: false,
      chronicConditions: [],
      regularMedication: false,
      missingTeeth: 0,
      plannedDentalTreatment: false,
      diopters: 0,
    });
    expect(read(replaced("Psychotherapie10J", "1"))?.psychotherapy10y).toBe(true);
    expect(
      read(replaced("ChronischeErkrankungen", "<Erkrankung>HERZ</Erkrankung>"))?.chronicConditions,
    ).toEqual(["HERZ"]);
  });

  it("refuses implausible answers with German messages", () => {
    expect(faultOf(replaced("GroesseCm", "20"))).toBe(
      "Die Größe GroesseCm „20“ muss zwischen 100 und 230 cm liegen.",
    );
    expect(faultOf(replaced("GewichtKg", "900"))).toBe(
      "Das Gewicht GewichtKg „900“ muss zwischen 30 und 250 kg liegen.",
    );
    expect(faultOf(replaced("AmbulanteBehandlungen3J", "-1"))).toBe(
      "Die Anzahl AmbulanteBehandlungen3J „-1“ muss eine ganze Zahl zwischen 0 und 99 sein.",
    );
    expect(faultOf(replaced("StationaereAufenthalte5J", "100"))).toContain("zwischen 0 und 99");
    expect(faultOf(replaced("FehlendeZaehne", "2.5"))).toContain("ganze Zahl");
    expect(faultOf(replaced("Dioptrien", "-31"))).toBe(
      "Die Dioptrien „-31“ müssen zwischen −30 und +30 liegen.",
    );
    expect(faultOf(replaced("ChronischeErkrankungen", "<Erkrankung>GICHT</Erkrankung>"))).toBe(
      "Unbekannte Erkrankung „GICHT“ (erlaubt: ALLERGIE, ASTHMA, BLUTHOCHDRUCK, DIABETES_TYP1, DIABETES_TYP2, SCHILDDRUESE, RUECKEN, MIGRAENE, NEURODERMITIS, DEPRESSION, HERZ, RHEUMA).",
    );
    expect(faultOf(replaced("RegelmaessigeMedikamente", "vielleicht"))).toBe(
      "RegelmaessigeMedikamente muss true oder false sein, nicht „vielleicht“.",
    );
    expect(faultOf("<GroesseCm>180</GroesseCm>")).toBe(HEALTH_FAULT.sizeMissing);
    expect(faultOf(replaced("GewichtKg", "schwer"))).toBe("GewichtKg ist keine Zahl: „schwer“.");
  });

  it("uses the children's ranges for a 'Kind': 40–200 cm, 2–150 kg", () => {
    const child = "<GroesseCm>52</GroesseCm><GewichtKg>3,4</GewichtKg>";
    expect(read(child, true)).toMatchObject({ heightCm: 52, weightKg: 3.4 });
    expect(faultOf(child)).toBe("Die Größe GroesseCm „52“ muss zwischen 100 und 230 cm liegen.");
    expect(faultOf("<GroesseCm>30</GroesseCm><GewichtKg>3</GewichtKg>", true)).toBe(
      "Die Größe GroesseCm „30“ muss bei Kindern zwischen 40 und 200 cm liegen.",
    );
    expect(faultOf("<GroesseCm>120</GroesseCm><GewichtKg>160</GewichtKg>", true)).toBe(
      "Das Gewicht GewichtKg „160“ muss bei Kindern zwischen 2 und 150 kg liegen.",
    );
  });
});

describe("the engine's ranges", () => {
  it("are the portal's form ranges: what the form accepts, the engine accepts", () => {
    expect(HEALTH_ANSWER_RANGES).toEqual(HEALTH_RANGES);
  });
});
