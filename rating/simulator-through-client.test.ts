import { describe, expect, it } from "vitest";
import { longFormSchema } from "../domain/comparison/long-form";
import { AGE_NOTICE } from "../domain/comparison/short-form-basics";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../kvr-simulator";
import { INSURERS } from "../kvr-simulator/catalogue/insurers";
import { TARIFFS } from "../kvr-simulator/catalogue/tariffs";
import {
  authenticateEnvelope,
  buildCalculateRequest,
  calculateEnvelope,
  getCompaniesEnvelope,
} from "./soap/calc-input";
import { extractTariffs } from "./soap/extractors";
import { parseCompanies } from "./soap/parse-companies";

const URL_ = "http://localhost:3000/soap/kvr";
const post = (body: string, action: string, cookie?: string) =>
  new Request(URL_, {
    method: "POST",
    headers: {
      "content-type": "text/xml; charset=utf-8",
      soapaction: `"http://tempuri.org/${action}"`,
      ...(cookie ? { cookie } : {}),
    },
    body,
  });

function setup(start = new Date("2026-11-22T10:00:00")) {
  let time = start.getTime();
  const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => new Date(time) });
  return {
    engine,
    advance: (minutes: number) => {
      time += minutes * 60_000;
    },
    async login() {
      const response = await engine.handle(
        post(authenticateEnvelope(DEMO_ENGINE_CREDENTIALS), "Authenticate"),
      );
      return response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; ");
    },
  };
}

const NOW = new Date("2026-11-22T10:00:00");
const calcBody = (input: Record<string, unknown>) =>
  calculateEnvelope(buildCalculateRequest(longFormSchema.parse(input), new Date("2026-11-22T10:00:00")));

describe("catalogue", () => {
  it("has the 24 partner insurers of docs/product/rating-engine.md", () => {
    expect(INSURERS.map((insurer) => insurer.name)).toEqual([
      "Allianz",
      "HanseMerkur",
      "Gothaer",
      "Signal Iduna",
      "ARAG",
      "Nürnberger",
      "Württembergische",
      "Münchener Verein",
      "DKV",
      "HUK-COBURG",
      "Hallesche",
      "LKH",
      "LVM",
      "Mecklenburgische",
      "Ottonova",
      "Provinzial",
      "UKV",
      "Universa",
      "VRK",
      "Inter",
      "Barmenia",
      "Concordia",
      "Continentale",
      "Debeka",
    ]);
  });

  it("has about 100 full-cover tariffs plus Beihilfe and student tariffs with complete benefits", () => {
    const full = TARIFFS.filter((tariff) => tariff.kind === "full");
    expect(full.length).toBeGreaterThanOrEqual(95);
    expect(full.length).toBeLessThanOrEqual(105);
    expect(TARIFFS.filter((tariff) => tariff.kind === "beihilfe").length).toBeGreaterThanOrEqual(10);
    expect(TARIFFS.filter((tariff) => tariff.kind === "student").length).toBeGreaterThanOrEqual(5);
    expect(new Set(TARIFFS.map((tariff) => tariff.prodId)).size).toBe(TARIFFS.length);
    for (const insurer of INSURERS) {
      const own = full.filter((tariff) => tariff.companyId === insurer.id);
      expect(new Set(own.map((tariff) => tariff.line)), insurer.name).toEqual(
        new Set(["basic", "comfort", "premium"]),
      );
    }
    for (const tariff of TARIFFS) {
      const b = tariff.benefits;
      expect(b.ambulantPercent).toBeGreaterThan(0);
      expect([2.3, 3.5, 5]).toContain(b.goaeMaxFactor);
      expect([1, 2, 3]).toContain(b.room);
      expect(b.dentalReplacementPercent).toBeGreaterThanOrEqual(50);
      expect(tariff.deductibleOptions.length).toBeGreaterThan(0);
      for (const option of tariff.deductibleOptions) expect([0, 300, 600, 1200, 2400]).toContain(option);
    }
    expect(TARIFFS.some((tariff) => tariff.benefits.primaryDoctorPercent !== null)).toBe(true);
    expect(TARIFFS.some((tariff) => tariff.benefits.dentalStaffel.length > 0)).toBe(true);
    expect(TARIFFS.some((tariff) => tariff.components.some((component) => component.code === "EGO2"))).toBe(
      true,
    );
  });
});

describe("embedded engine", () => {
  it("serves the WSDL", async () => {
    const { engine } = setup();
    const response = await engine.handle(new Request(`${URL_}?wsdl`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/xml");
    const wsdl = await response.text();
    for (const operation of ["Authenticate", "GetCompanies", "Calculate"]) {
      expect(wsdl).toContain(`soapAction="http://tempuri.org/${operation}"`);
    }
    expect(wsdl).toContain('targetNamespace="http://tempuri.org/"');
  });

  it("authenticates with session id and .ASPXAUTH cookie, and refuses wrong credentials with a SOAP Fault", async () => {
    const { engine } = setup();
    const ok = await engine.handle(post(authenticateEnvelope(DEMO_ENGINE_CREDENTIALS), "Authenticate"));
    expect(ok.status).toBe(200);
    const cookies = ok.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith("ASP.NET_SessionId="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith(".ASPXAUTH=") && cookie.includes("HttpOnly"))).toBe(
      true,
    );
    const wrong = await engine.handle(
      post(authenticateEnvelope({ ...DEMO_ENGINE_CREDENTIALS, password: "falsch" }), "Authenticate"),
    );
    expect(wrong.status).toBe(500);
    const text = await wrong.text();
    expect(text).toContain("<soap:Fault>");
    expect(text).toContain("Authentifizierung fehlgeschlagen");
  });

  it("answers a missing or expired session with the HTML login page", async () => {
    const { engine, login, advance } = setup();
    const missing = await engine.handle(post(getCompaniesEnvelope(), "GetCompanies"));
    expect(missing.status).toBe(200);
    expect(missing.headers.get("content-type")).toContain("text/html");
    expect(await missing.text()).toContain("Login.aspx?ReturnUrl=");
    const cookie = await login();
    advance(19);
    expect(
      (await engine.handle(post(getCompaniesEnvelope(), "GetCompanies", cookie))).headers.get("content-type"),
    ).toContain("text/xml");
    advance(19); // idle time counts from the last call
    expect(
      (await engine.handle(post(getCompaniesEnvelope(), "GetCompanies", cookie))).headers.get("content-type"),
    ).toContain("text/xml");
    advance(21);
    const expired = await engine.handle(post(getCompaniesEnvelope(), "GetCompanies", cookie));
    expect(expired.headers.get("content-type")).toContain("text/html");
  });

  it("lists the companies with products", async () => {
    const { engine, login } = setup();
    const response = await engine.handle(post(getCompaniesEnvelope(), "GetCompanies", await login()));
    const companies = parseCompanies(await response.text());
    expect(companies).toHaveLength(24);
    expect(companies[0]).toMatchObject({ id: 1, name: "Allianz", shortName: "Allianz", sourceType: "AG" });
    expect(companies.every((company) => company.products.length >= 4)).toBe(true);
    expect(companies[0]!.products[0]!.price).toBeGreaterThan(0);
  });

  it("calculates tariff records with benefits, product pool and the model-price marker", async () => {
    const { engine, login } = setup();
    const response = await engine.handle(
      post(calcBody({ birthDate: "1990-03-01", coverageType: "basic" }), "Calculate", await login()),
    );
    const xml = await response.text();
    expect(xml).toContain("<PriceBasis>MODELL</PriceBasis>");
    const extraction = extractTariffs(xml);
    if (!extraction.ok) throw new Error(extraction.error);
    expect(extraction.priceBasis).toBe("model");
    expect(extraction.tariffs.length).toBeGreaterThanOrEqual(90);
    const first = extraction.tariffs[0]!;
    expect(first.groupLeistung.map((group) => group.header)).toEqual([
      "Ambulante Leistungen",
      "Stationäre Leistungen",
      "Zahnleistungen",
      "Pflegeleistungen",
      "Sonstige Leistungen",
    ]);
    expect(first.extendedOutput.find((entry) => entry.key === "Preisbasis")?.value).toBe("Modellbeitrag");
    const points = extraction.tariffs.map((tariff) => tariff.leistPoints!);
    expect(points).toEqual([...points].sort((a, b) => b - a)); // PrimarySortField LeistPoints
    expect(first.kvRatio).toBeCloseTo(first.leistPoints! / first.beitrag, 3);
    expect(xml).toMatch(/<ProductPoolItem><ProdID>\d+<\/ProdID>/);
  });

  it("returns a SOAP Fault for invalid input, a DOCTYPE and oversized requests", async () => {
    const { engine, login } = setup();
    const cookie = await login();
    const bad = await engine.handle(
      post(calcBody({ birthDate: "1990-03-01" }).replace("1990-03-01", "01.03.1990"), "Calculate", cookie),
    );
    expect(bad.status).toBe(500);
    expect(await bad.text()).toContain(
      "<faultstring>Das Geburtsdatum „01.03.1990“ ist kein gültiges Datum (JJJJ-MM-TT).</faultstring>",
    );
    const xxe = await engine.handle(
      post(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        "Calculate",
        cookie,
      ),
    );
    expect(xxe.status).toBe(500);
    const xxeFault = await xxe.text();
    expect(xxeFault).not.toContain("root:");
    // The fault is German, like every other one.
    expect(xxeFault).toContain(
      "<faultstring>Ungültige Anfrage: DOCTYPE- und ENTITY-Deklarationen sind nicht erlaubt</faultstring>",
    );
    const huge = await engine.handle(post(`<a>${"x".repeat(5 * 1024 * 1024 + 10)}</a>`, "Calculate", cookie));
    expect(huge.status).toBe(413);
  });

  it("selects tariffs by status: Beihilfe only with both Beihilfe values, students get student tariffs", async () => {
    const { engine, login } = setup();
    const cookie = await login();
    const run = async (input: Record<string, unknown>) => {
      const extraction = extractTariffs(
        await (await engine.handle(post(calcBody(input), "Calculate", cookie))).text(),
      );
      if (!extraction.ok) throw new Error(extraction.error);
      return extraction.tariffs;
    };
    const beamte = await run({
      birthDate: "1996-05-01",
      jobStatus: "civil-servant",
      beihilfeDienstherr: "TYPE_Q_Bund",
      beihilfeStufe: "TYPE_A_50_70R",
      coverageType: "basic",
    });
    expect(beamte.every((tariff) => tariff.groupNameByTSys === "Beihilfetarif")).toBe(true);
    // a civil servant without Beihilfe level is refused (a SOAP Fault), not priced at 100 % cover
    const withoutLevel = await engine.handle(
      post(
        calcBody({
          birthDate: "1996-05-01",
          jobStatus: "civil-servant",
          beihilfeDienstherr: "TYPE_Q_Bund",
          coverageType: "basic",
        }),
        "Calculate",
        cookie,
      ),
    );
    expect(withoutLevel.status).toBe(500);
    expect(await withoutLevel.text()).toContain(
      "Für Beamte und Beamtenkinder werden der Beihilfe-Dienstherr und der Beihilfesatz benötigt.",
    );
    const students = await run({ birthDate: "2003-05-01", jobStatus: "student", coverageType: "basic" });
    expect(students.some((tariff) => tariff.groupNameByTSys === "Ausbildungstarif")).toBe(true);
  });

  it("returns one tariff element per deductible step with SB and MaxSB", async () => {
    const { engine, login } = setup();
    const xml = await (
      await engine.handle(
        post(calcBody({ birthDate: "1990-03-01", coverageType: "comfort" }), "Calculate", await login()),
      )
    ).text();
    const extraction = extractTariffs(xml);
    if (!extraction.ok) throw new Error(extraction.error);
    const byTariff = new Map<string, number[]>();
    for (const tariff of extraction.tariffs) {
      const key = `${tariff.companyName}|${tariff.prodName}`;
      byTariff.set(key, [...(byTariff.get(key) ?? []), tariff.sb!]);
      const definition = TARIFFS.find((t) => String(t.prodId) === tariff.groupId)!;
      expect(tariff.maxSb).toBe(Math.max(...definition.deductibleOptions));
      // benefit items are written once per tariff; the extractor gives them to every step
      expect(tariff.groupLeistung).toHaveLength(5);
    }
    // comfort: every step up to 1.000 € (the catalogue's comfort tariffs have 0/300/600/1.200)
    expect(byTariff.get("Allianz|Vital Komfort")?.sort((a, b) => a - b)).toEqual([0, 300, 600]);
    expect(extraction.tariffs.length).toBeGreaterThan(byTariff.size * 2);
    // the product pool and the benefit items list each tariff once
    expect(xml.match(/<ProductPoolItem>/g)?.length).toBe(byTariff.size);
    expect(xml.match(/<GroupLeistung>/g)?.length).toBe(byTariff.size);
  });

  it("answers an invalid CalcInput with a German SOAP Fault instead of pricing something else", async () => {
    const { engine, login } = setup();
    const cookie = await login();
    const base = buildCalculateRequest(longFormSchema.parse({ birthDate: "1990-03-01" }), NOW);
    const fault = async (override: Record<string, string>) => {
      const data = { ...base, calcInput: { ...base.calcInput, ...override } };
      const response = await engine.handle(post(calculateEnvelope(data), "Calculate", cookie));
      expect(response.status).toBe(500);
      return /<faultstring>([^<]*)<\/faultstring>/.exec(await response.text())?.[1];
    };
    expect(await fault({ GeburtsDatum: "1991-13-45" })).toBe(
      "Das Geburtsdatum „1991-13-45“ ist kein gültiges Datum (JJJJ-MM-TT).",
    );
    expect(await fault({ GeburtsDatum: "1900-05-01" })).toBe("Das Geburtsjahr muss 1920 oder später sein.");
    // 60 on the insurance start: also a 59-year-old who turns 60 before it
    expect(await fault({ GeburtsDatum: "1966-11-22" })).toBe(AGE_NOTICE.text);
    expect(await fault({ GeburtsDatum: "1967-01-15", VersicherungsBeginn: "2027-02-01" })).toBe(
      AGE_NOTICE.text,
    );
    // A fault for a code lists the allowed values.
    expect(await fault({ BeihilfeDienstherr: "TYPE_X_Atlantis", BeihilfeStufe: "TYPE_A_50_70R" })).toMatch(
      /^Unbekannter Beihilfe-Dienstherr „TYPE_X_Atlantis“ \(erlaubt: TYPE_A_BadenW, .*, TYPE_Q_Bund\)\.$/,
    );
    expect(await fault({ BeihilfeDienstherr: "TYPE_Q_Bund", BeihilfeStufe: "TYPE_Z_99" })).toBe(
      "Unbekannter Beihilfesatz „TYPE_Z_99“ (erlaubt: TYPE_A_50_70R, TYPE_B_70_70R, TYPE_C_80_80R).",
    );
    expect(await fault({ KVRBeruflicherStatus: "Astronaut" })).toBe(
      "Unbekannter beruflicher Status „Astronaut“ (erlaubt: Arbeitnehmer, Selbstaendiger, Freiberufler, Beamter, Beamtenkind, Student, Kind).",
    );
    expect(await fault({ KVRBeruflicherStatus: "Beamtenkind" })).toBe(
      "Für Beamte und Beamtenkinder werden der Beihilfe-Dienstherr und der Beihilfesatz benötigt.",
    );
    // The start: the first of a month from next month (the engine's date is 2026-11-22) up to six months ahead.
    expect(await fault({ VersicherungsBeginn: "2026-11-01" })).toBe(
      "Der Versicherungsbeginn kann frühestens der 01.12.2026 sein.",
    );
    expect(await fault({ VersicherungsBeginn: "2026-12-15" })).toBe(
      "Der Versicherungsbeginn muss der Erste eines Monats sein.",
    );
    expect(await fault({ VersicherungsBeginn: "2027-06-01" })).toBe(
      "Der Versicherungsbeginn kann höchstens 6 Monate im Voraus liegen (spätestens 01.05.2027).",
    );
    expect(await fault({ VersichertePerson: "Haustier" })).toBe(
      "Unbekannte versicherte Person „Haustier“ (erlaubt: Erwachsener, Kind).",
    );
    expect(await fault({ Zahn: "ZAHN_GOLD" })).toBe(
      "Unbekannte Zahnstufe „ZAHN_GOLD“ (erlaubt: ZAHN_GERINGSTE, ZAHN_ZWEITBESTE, ZAHN_BESTE).",
    );
    // Sick pay, person and deductible range (details: kvr-simulator/read-calc-input.test.ts).
    expect(await fault({ KTBetrag: "-100" })).toContain("zwischen 0 und 500 € pro Tag");
    expect(await fault({ KTTag: "44" })).toContain("Unbekannter Beginn des Krankentagegelds KTTag „44“");
    expect(await fault({ VersichertePerson: "Kind", KVRBeruflicherStatus: "Kind" })).toContain(
      "bis 17 Jahre",
    );
    expect(await fault({ SBUnter: "1000", SBOber: "500" })).toContain("SBUnter (1.000 €)");
    expect(await fault({ GeburtsDatum: "1990-03-01T00:00:00" })).toContain("kein gültiges Datum");
  });
});
