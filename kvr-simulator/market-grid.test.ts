import { describe, expect, it } from "vitest";
import { constantsForYear } from "../domain/constants/yearly-constants";
import { yearlySavings } from "../domain/offers/gkv-contribution";
import { escapeXml, parseXmlSafely } from "../lib/xml/safe-xml";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "./engine";
import { CalcInputError, readCalcInput } from "./read-calc-input";
import { selectTariffs } from "./select-tariffs";
import { gkvContributionFor, premiumFigures } from "./tariff-output";

/**
 * The engine audit of issue 51 as a test (docs/product/rating-engine.md#invalid-input): the engine refuses what it
 * cannot read with a fault that says what it expects. In process, so it runs in a few seconds.
 */

const START = "2027-01-01";

describe("market grid: strict input", () => {
  const TODAY = "2026-12-10";
  const EMPLOYEE: Record<string, string> = {
    GeburtsDatum: "1990-03-01",
    Geschlecht: "WEIBLICH",
    KVRBeruflicherStatus: "Arbeitnehmer",
    KTTag: "43",
    KTBetrag: "100",
    SBOber: "1000",
    SBUnter: "0",
    VersicherungsBeginn: START,
    VersichertePerson: "Erwachsener",
  };
  const calculateOf = (fields: Record<string, string | undefined>) => {
    const elements = Object.entries(fields)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, text]) => `<${name}>${escapeXml(text)}</${name}>`)
      .join("");
    return parseXmlSafely(
      `<Calculate><input><Persons><CalcInput>${elements}</CalcInput></Persons></input></Calculate>`,
    ).Calculate;
  };
  const faultOf = (override: Record<string, string | undefined>): string => {
    try {
      readCalcInput(calculateOf({ ...EMPLOYEE, ...override }), { today: TODAY });
    } catch (error) {
      if (error instanceof CalcInputError) return error.message;
      throw error;
    }
    throw new Error(`accepted: ${JSON.stringify(override)}`);
  };

  it("refuses a missing job status or gender instead of assuming an employee", () => {
    expect(faultOf({ KVRBeruflicherStatus: undefined })).toBe(
      "Der berufliche Status (KVRBeruflicherStatus) fehlt (erlaubt: Arbeitnehmer, Selbstaendiger, Freiberufler, Beamter, Beamtenkind, Student, Kind).",
    );
    expect(faultOf({ Geschlecht: undefined })).toBe(
      "Das Geschlecht (Geschlecht) fehlt (erlaubt: MANNLICH, WEIBLICH).",
    );
  });

  it("refuses a boolean that is not true/false/1/0", () => {
    expect(faultOf({ SB300: "vielleicht" })).toBe("SB300 muss true oder false sein, nicht „vielleicht“.");
    expect(faultOf({ UseMinLogic: "ja" })).toBe("UseMinLogic muss true oder false sein, nicht „ja“.");
    expect(faultOf({ Pflegepflicht: "nein" })).toBe("Pflegepflicht muss true oder false sein, nicht „nein“.");
  });

  it("keeps SBOber, SBUnter and amounts within documented bounds", () => {
    expect(faultOf({ SBOber: "99999" })).toBe(
      "Die Selbstbeteiligung SBOber „99999“ muss eine ganze Zahl zwischen 0 und 5.000 € sein.",
    );
    expect(faultOf({ SBUnter: "-300" })).toBe(
      "Die Selbstbeteiligung SBUnter „-300“ muss eine ganze Zahl zwischen 0 und 5.000 € sein.",
    );
    expect(faultOf({ SBOber: "600.5" })).toBe(
      "Die Selbstbeteiligung SBOber „600.5“ muss eine ganze Zahl zwischen 0 und 5.000 € sein.",
    );
    expect(faultOf({ KTBetrag: "501" })).toBe(
      "Das Krankentagegeld KTBetrag „501“ muss zwischen 0 und 500 € pro Tag liegen.",
    );
    expect(faultOf({ KTTag: "43.5" })).toBe(
      "Unbekannter Beginn des Krankentagegelds KTTag „43.5“ (erlaubt: 8, 15, 22, 29, 43, 92 oder 183; 0 ohne Krankentagegeld).",
    );
  });

  it("lists the allowed values for codes", () => {
    expect(faultOf({ KVRBeruflicherStatus: "Rentner" })).toBe(
      "Unbekannter beruflicher Status „Rentner“ (erlaubt: Arbeitnehmer, Selbstaendiger, Freiberufler, Beamter, Beamtenkind, Student, Kind).",
    );
    expect(faultOf({ Zahn: "ZAHN_GOLD" })).toBe(
      "Unbekannte Zahnstufe „ZAHN_GOLD“ (erlaubt: ZAHN_GERINGSTE, ZAHN_ZWEITBESTE, ZAHN_BESTE).",
    );
    expect(faultOf({ Stationaer: "STAT_SUITE" })).toBe(
      "Unbekannte stationäre Stufe „STAT_SUITE“ (erlaubt: STAT_MB_OHNE_CHEFARZT, STAT_2B_MIT_CHEFARZT, STAT_1B_MIT_CHEFARZT).",
    );
    expect(faultOf({ BeihilfeDienstherr: "TYPE_Z_Mond", BeihilfeStufe: "TYPE_A_50_70R" })).toMatch(
      /^Unbekannter Beihilfe-Dienstherr „TYPE_Z_Mond“ \(erlaubt: TYPE_A_BadenW, TYPE_B_Bayern, .*TYPE_Q_Bund\)\.$/,
    );
    expect(faultOf({ BeihilfeDienstherr: "TYPE_Q_Bund", BeihilfeStufe: "TYPE_X_99" })).toBe(
      "Unbekannter Beihilfesatz „TYPE_X_99“ (erlaubt: TYPE_A_50_70R, TYPE_B_70_70R, TYPE_C_80_80R).",
    );
  });

  describe("the SOAP envelope", () => {
    const NOW = new Date("2026-12-10T10:00:00Z");
    const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
    const SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
    const SOAP12 = "http://www.w3.org/2003/05/soap-envelope";
    const auth = (namespace = "http://tempuri.org/", envelope = SOAP11) =>
      `<?xml version="1.0"?><soap:Envelope xmlns:soap="${envelope}"><soap:Body><Authenticate xmlns="${namespace}"><MandantId>10000</MandantId><Benutzername>demo</Benutzername><Passwort>kvr-demo-2026</Passwort></Authenticate></soap:Body></soap:Envelope>`;
    const post = (body: string, headers: Record<string, string>) =>
      engine.exchange({
        url: "http://localhost/soap/kvr",
        method: "POST",
        headers: new Headers(headers),
        body,
      });
    const faultString = (xml: string) => /<faultstring>([^<]*)<\/faultstring>/.exec(xml)?.[1] ?? "";

    it("answers a well-formed Authenticate", async () => {
      const answer = await post(auth(), { soapaction: '"http://tempuri.org/Authenticate"' });
      expect(answer.status).toBe(200);
    });

    it("refuses an unknown or missing SOAPAction and names the expected ones", async () => {
      const expected =
        "„http://tempuri.org/Authenticate“, „http://tempuri.org/GetCompanies“ oder „http://tempuri.org/Calculate“";
      const unknown = await post(auth(), { soapaction: '"http://tempuri.org/Rechne"' });
      expect(unknown.status).toBe(500);
      expect(faultString(unknown.body)).toBe(
        `Unbekannte SOAPAction „http://tempuri.org/Rechne“ (erwartet: ${expected}).`,
      );
      const missing = await post(auth(), {});
      expect(faultString(missing.body)).toBe(`Der HTTP-Header SOAPAction fehlt (erwartet: ${expected}).`);
    });

    it("refuses a SOAP 1.2 envelope and a foreign namespace with what it expects", async () => {
      const soap12 = await post(auth("http://tempuri.org/", SOAP12), {
        "content-type": 'application/soap+xml; charset=utf-8; action="http://tempuri.org/Authenticate"',
      });
      expect(soap12.status).toBe(500);
      expect(faultString(soap12.body)).toBe(
        "SOAP 1.2 wird nicht unterstützt: erwartet wird ein SOAP-1.1-Envelope (http://schemas.xmlsoap.org/soap/envelope/, Content-Type text/xml).",
      );
      const foreign = await post(auth("http://example.org/kvr"), {
        soapaction: '"http://tempuri.org/Authenticate"',
      });
      expect(faultString(foreign.body)).toBe(
        "Das Element Authenticate steht im Namensraum „http://example.org/kvr“; erwartet wird http://tempuri.org/.",
      );
    });

    it("refuses a request over 256 KB, the limit the README names", async () => {
      const answer = await post(`${auth()}${" ".repeat(256 * 1024)}`, {
        soapaction: '"http://tempuri.org/Authenticate"',
      });
      expect(answer.status).toBe(413);
      expect(faultString(answer.body)).toBe("Anfrage überschreitet die maximale Größe von 256 KB.");
    });
  });
});

describe("market grid: minors in employment", () => {
  const C = constantsForYear(2027);
  const calcInput = (age: number, zahn: string, stationaer: string) =>
    readCalcInput(
      parseXmlSafely(
        `<Calculate><input><Persons><CalcInput><GeburtsDatum>${2027 - age - 1}-07-01</GeburtsDatum><Geschlecht>MANNLICH</Geschlecht><KVRBeruflicherStatus>Arbeitnehmer</KVRBeruflicherStatus><VersichertePerson>Erwachsener</VersichertePerson><KTTag>43</KTTag><KTBetrag>100</KTBetrag><Zahn>${zahn}</Zahn><Stationaer>${stationaer}</Stationaer><VersicherungsBeginn>${START}</VersicherungsBeginn></CalcInput></Persons></input></Calculate>`,
      ).Calculate,
      { today: "2026-12-10" },
    ).request;

  it("an employee of 16 or 17 gets the employer share the law gives, and the savings follow it", () => {
    let checked = 0;
    for (const age of [16, 17]) {
      for (const [zahn, stationaer] of [
        ["ZAHN_GERINGSTE", "STAT_MB_OHNE_CHEFARZT"],
        ["ZAHN_ZWEITBESTE", "STAT_2B_MIT_CHEFARZT"],
      ] as const) {
        const request = calcInput(age, zahn, stationaer);
        const gkv = gkvContributionFor(request, C)!;
        for (const result of selectTariffs(request).results) {
          const q = result.quote;
          const name = `${age} ${result.insurer.name} ${result.tariff.name} ${q.deductible}`;
          expect(q.employer.kv, name).toBe(
            Math.round(Math.min(q.kvTotal / 2, C.maxEmployerSubsidyHealthMonthly) * 100) / 100,
          );
          expect(q.employer.ppv, name).toBe(
            Math.round(Math.min(q.care / 2, C.maxEmployerSubsidyCareMonthly) * 100) / 100,
          );
          expect(q.employer.total, name).toBeGreaterThan(0);
          const figures = premiumFigures(result, gkv);
          expect(Number(figures.JErsparnis), name).toBeCloseTo(
            Math.max(0, yearlySavings(gkv, q.employee.total)),
            2,
          );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
