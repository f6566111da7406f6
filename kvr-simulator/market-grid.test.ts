import { describe, expect, it } from "vitest";
import { pickDeductibleStep } from "../domain/comparison/deductible";
import type { BeihilfeStufe } from "../domain/comparison/long-form";
import { COVERAGE_REQUEST_VALUES } from "../domain/constants/business";
import { constantsForYear } from "../domain/constants/yearly-constants";
import { yearlySavings } from "../domain/offers/gkv-contribution";
import { dentalLevel } from "../domain/ranking/coverage-level";
import { escapeXml, parseXmlSafely } from "../lib/xml/safe-xml";
import { TARIFFS } from "./catalogue/tariffs";
import type { TariffDefinition, TariffLine } from "./catalogue/types";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "./engine";
import { beihilfeRates } from "./legal-rules";
import { CalcInputError, type CalcRequest, readCalcInput } from "./read-calc-input";
import { selectTariffs, type TariffResult } from "./select-tariffs";
import { gkvContributionFor, premiumFigures } from "./tariff-output";

/**
 * The engine audit of issue 51 as a test (docs/product/rating-engine.md#segment-model): in every segment a person
 * belongs to (job status × coverage level, over ages, the deductibles 0 / 300 / 600 € and, for civil servants and
 * their children, Dienstherren and Beihilfe levels) no insurer is rank 1 — by the results' default order,
 * benefit points per euro within the requested level, nor by price — in more than 40 % of the profiles
 * (children and students 50 %: their tariffs are priced in age bands); the cheapest insurer changes along age,
 * deductible and Dienstherr; the spread at the Stiftung Warentest anchors (employee 35, civil servant 30 Bund
 * 50 %, Komfort) is 1,4–1,9 with the median inside the anchor's range; the Beihilfe catalogue covers every level
 * the form offers; an employee of 16 or 17 gets the employer share; and the engine refuses what it cannot read
 * with a fault that says what it expects.
 * In process (selectTariffs), so it runs in a few seconds.
 */

const START = "2027-01-01";
const START_YEAR = 2027;
type Coverage = TariffLine;
const COVERAGES: readonly Coverage[] = ["basic", "comfort", "premium"];
const LIMIT: Record<Coverage, number> = { basic: 5000, comfort: 1000, premium: 500 };
const DEDUCTIBLES = [0, 300, 600] as const;
/** Six Dienstherren: the four with their own rule in the model and two that follow the Bund. */
const DIENSTHERREN = [
  "TYPE_Q_Bund",
  "TYPE_B_Bayern",
  "TYPE_J_NordrheinW",
  "TYPE_G_Hessen",
  "TYPE_A_BadenW",
  "TYPE_I_Niedersachsen",
] as const;
const STUFEN: readonly BeihilfeStufe[] = ["TYPE_A_50_70R", "TYPE_B_70_70R", "TYPE_C_80_80R"];

interface Person {
  status: CalcRequest["status"];
  insuredPerson: CalcRequest["insuredPerson"];
  age: number;
  beihilfe?: { dienstherr: string; stufe: BeihilfeStufe };
}

function request(person: Person, coverage: Coverage): CalcRequest {
  const codes = COVERAGE_REQUEST_VALUES[coverage];
  return {
    personIndex: 0,
    role: person.insuredPerson === "Kind" ? "Kind" : "Selbst",
    health: null,
    premiumRelief: 0,
    birthDate: `${START_YEAR - person.age - 1}-07-01`,
    gender: "WEIBLICH",
    status: person.status,
    insuredPerson: person.insuredPerson,
    berufGruppe: "Normal",
    start: START,
    versType: "Vollversicherung",
    zahn: codes.zahn,
    stationaer: codes.stationaer,
    useMinLogic: true,
    sbUnter: 0,
    sbOber: LIMIT[coverage],
    sbFlags: new Map(),
    sickPay: person.status === "Arbeitnehmer" && person.age >= 16 ? { startDay: 43, dailyAmount: 100 } : null,
    careObligation: true,
    beihilfe: person.beihilfe ?? null,
    companyFilter: null,
    extendedFilters: [],
    primarySortField: "LeistPoints",
    outputRequestType: "KVRatio",
  };
}

/** The level a tariff's benefits are: room, chief physician and dental replacement (the results' level). */
function levelOf(tariff: TariffDefinition): Coverage | "other" {
  const b = tariff.benefits;
  const dental = dentalLevel(b.dentalReplacementPercent);
  if (b.room === 3 && !b.chiefPhysician && dental === 0) return "basic";
  if (b.room === 2 && b.chiefPhysician && dental === 1) return "comfort";
  if (b.room === 1 && b.chiefPhysician && dental === 2) return "premium";
  return "other";
}

/** The offers of the requested level, each tariff at the step the results show for `deductible`. */
function offers(person: Person, coverage: Coverage, deductible: number): TariffResult[] {
  const byTariff = new Map<number, TariffResult[]>();
  for (const result of selectTariffs(request(person, coverage)).results) {
    if (levelOf(result.tariff) !== coverage) continue;
    byTariff.set(result.tariff.prodId, [...(byTariff.get(result.tariff.prodId) ?? []), result]);
  }
  return [...byTariff.values()].map((variants) => {
    const step = pickDeductibleStep(
      variants.map((variant) => variant.quote.deductible),
      deductible,
    );
    return variants.find((variant) => variant.quote.deductible === step)!;
  });
}

const value = (offer: TariffResult) => offer.points.total / offer.quote.total;
const bestValue = (list: TariffResult[]) => [...list].sort((a, b) => value(b) - value(a))[0]!.insurer.name;
const cheapest = (list: TariffResult[]) =>
  [...list].sort((a, b) => a.quote.total - b.quote.total)[0]!.insurer.name;

interface Profile {
  /** The profile's coordinates apart from the axis a series varies. */
  age: number;
  deductible: number;
  dienstherr: string;
  stufe: string;
  bestValue: string;
  cheapest: string;
}

interface Segment {
  label: string;
  /** Highest share of profiles one insurer may be rank 1 in. */
  maxShare: number;
  profiles: Profile[];
  /** Profiles without any offer of the requested level. */
  missing: string[];
}

function segment(
  label: string,
  maxShare: number,
  people: readonly Person[],
  coverage: Coverage,
  deductibles: readonly number[] = DEDUCTIBLES,
): Segment {
  const profiles: Profile[] = [];
  const missing: string[] = [];
  for (const person of people) {
    for (const deductible of deductibles) {
      const list = offers(person, coverage, deductible);
      if (list.length === 0) {
        missing.push(`${person.age} ${person.beihilfe?.dienstherr ?? ""} ${person.beihilfe?.stufe ?? ""}`);
        continue;
      }
      profiles.push({
        age: person.age,
        deductible,
        dienstherr: person.beihilfe?.dienstherr ?? "",
        stufe: person.beihilfe?.stufe ?? "",
        bestValue: bestValue(list),
        cheapest: cheapest(list),
      });
    }
  }
  return { label, maxShare, profiles, missing };
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);
const adults = (status: Person["status"], ages: readonly number[]): Person[] =>
  ages.map((age) => ({ status, insuredPerson: "Erwachsener", age }));
const civil = (status: "Beamter" | "Beamtenkind", ages: readonly number[]): Person[] =>
  DIENSTHERREN.flatMap((dienstherr) =>
    STUFEN.flatMap((stufe) =>
      ages.map((age) => ({
        status,
        insuredPerson: status === "Beamtenkind" ? ("Kind" as const) : ("Erwachsener" as const),
        age,
        beihilfe: { dienstherr, stufe },
      })),
    ),
  );

const ADULT_AGES = range(18, 59, 3);
const SEGMENTS: Segment[] = [
  ...COVERAGES.map((c) => segment(`employees ${c}`, 0.4, adults("Arbeitnehmer", ADULT_AGES), c)),
  ...COVERAGES.map((c) => segment(`self-employed ${c}`, 0.4, adults("Selbstaendiger", ADULT_AGES), c)),
  ...COVERAGES.map((c) => segment(`civil servants ${c}`, 0.4, civil("Beamter", [25, 35, 45, 55]), c)),
  ...COVERAGES.map((c) =>
    segment(`civil servants' children ${c}`, 0.5, civil("Beamtenkind", [0, 6, 12, 17, 22]), c),
  ),
  ...(["basic", "comfort"] as const).map((c) =>
    segment(`students ${c}`, 0.5, adults("Student", range(18, 34, 2)), c),
  ),
  ...COVERAGES.map((c) =>
    segment(
      `children ${c}`,
      0.5,
      range(0, 17).map((age) => ({ status: "Kind", insuredPerson: "Kind", age })),
      c,
    ),
  ),
];

/**
 * Segments not yet at the issue's threshold (issue 51 is open for them): the rank-1 share measured when the model
 * was last changed. A change may lower it, never raise it; once a segment meets its threshold the test below
 * fails until it is removed here.
 */
const OPEN_RANK_1: Readonly<Record<string, number>> = {
  "employees comfort": 0.43,
  "self-employed comfort": 0.43,
  "civil servants comfort": 0.5,
};
/** The same for the cheapest insurer (rank 1 by price, the audit's second order). */
const OPEN_CHEAPEST: Readonly<Record<string, number>> = {
  "civil servants comfort": 0.5,
  "civil servants premium": 0.42,
  "students basic": 0.56,
};

function shares(winners: readonly string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const winner of winners) counts.set(winner, (counts.get(winner) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => [name, count / winners.length] as [string, number])
    .sort((a, b) => b[1] - a[1]);
}

/** Series along one axis: the profiles grouped by every other coordinate. */
function series(profiles: readonly Profile[], axis: "age" | "deductible" | "dienstherr"): string[][] {
  const groups = new Map<string, string[]>();
  for (const profile of profiles) {
    const key = (["age", "deductible", "dienstherr", "stufe"] as const)
      .filter((coordinate) => coordinate !== axis)
      .map((coordinate) => profile[coordinate])
      .join("|");
    groups.set(key, [...(groups.get(key) ?? []), profile.cheapest]);
  }
  return [...groups.values()];
}
const changingShare = (groups: string[][]) =>
  groups.filter((winners) => new Set(winners).size > 1).length / groups.length;

if (process.env.MARKET_GRID_REPORT) {
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  console.log(
    SEGMENTS.filter((s) => s.profiles.length > 0)
      .map((s) => {
        const [valueName, valueShare] = shares(s.profiles.map((p) => p.bestValue))[0]!;
        const [priceName, priceShare] = shares(s.profiles.map((p) => p.cheapest))[0]!;
        return `${s.label} (${s.profiles.length}): rank 1 ${valueName} ${percent(valueShare)}; cheapest ${priceName} ${percent(priceShare)}; changes along age ${percent(changingShare(series(s.profiles, "age")))}, deductible ${percent(changingShare(series(s.profiles, "deductible")))}${s.profiles[0]!.dienstherr ? `, Dienstherr ${percent(changingShare(series(s.profiles, "dienstherr")))}` : ""}`;
      })
      .join("\n"),
  );
}

describe("market grid: every segment is a market", () => {
  it("covers every job status × coverage level", () => {
    expect(SEGMENTS.length).toBe(17);
    expect(SEGMENTS.reduce((sum, s) => sum + s.profiles.length, 0)).toBeGreaterThan(1500);
  });

  for (const s of SEGMENTS) {
    it(`${s.label}: every profile has offers of the requested level`, () => {
      expect(s.missing).toEqual([]);
    });

    const open = OPEN_RANK_1[s.label];
    it(`${s.label}: no insurer is rank 1 (the results' default order) in more than ${s.maxShare * 100} % of ${s.profiles.length} profiles${open ? ` (open: at most ${open * 100} %)` : ""}`, () => {
      const [name, share] = shares(s.profiles.map((p) => p.bestValue))[0]!;
      expect(share, `rank 1 ${name}`).toBeLessThanOrEqual((open ?? s.maxShare) + 1e-9);
      if (open !== undefined)
        expect(share, `${name} meets the threshold: remove the open entry`).toBeGreaterThan(s.maxShare);
    });

    const openCheapest = OPEN_CHEAPEST[s.label];
    it(`${s.label}: no insurer is the cheapest in more than ${s.maxShare * 100} % of ${s.profiles.length} profiles${openCheapest ? ` (open: at most ${openCheapest * 100} %)` : ""}`, () => {
      const [name, share] = shares(s.profiles.map((p) => p.cheapest))[0]!;
      expect(share, `cheapest ${name}`).toBeLessThanOrEqual((openCheapest ?? s.maxShare) + 1e-9);
      if (openCheapest !== undefined)
        expect(share, `${name} meets the threshold: remove the open entry`).toBeGreaterThan(s.maxShare);
    });

    it(`${s.label}: the cheapest insurer changes along age${s.profiles[0]?.dienstherr ? " and Dienstherr" : ""}`, () => {
      expect(changingShare(series(s.profiles, "age")), "along age").toBeGreaterThanOrEqual(0.5);
      if (s.profiles[0]!.dienstherr)
        expect(changingShare(series(s.profiles, "dienstherr")), "along Dienstherr").toBeGreaterThan(0);
    });
  }

  for (const status of [
    "employees",
    "self-employed",
    "civil servants",
    "civil servants' children",
    "students",
    "children",
  ]) {
    it(`${status}: the cheapest insurer changes along the deductible`, () => {
      const profiles = SEGMENTS.filter((s) => s.label.startsWith(`${status} `)).flatMap((s) =>
        series(s.profiles, "deductible"),
      );
      expect(changingShare(profiles)).toBeGreaterThan(0);
    });
  }
});

describe("market grid: spread and medians at the Stiftung Warentest anchors", () => {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  const anchors = [
    {
      label: "employee 35, Komfort, 600 € (Stiftung Warentest 649–1.137 €)",
      person: { status: "Arbeitnehmer", insuredPerson: "Erwachsener", age: 35 } as Person,
      deductible: 600,
      range: [649, 1137],
    },
    {
      label: "civil servant 30, Bund 50 %, Komfort (250–400 €)",
      person: {
        status: "Beamter",
        insuredPerson: "Erwachsener",
        age: 30,
        beihilfe: { dienstherr: "TYPE_Q_Bund", stufe: "TYPE_A_50_70R" },
      } as Person,
      deductible: 0,
      range: [250, 400],
    },
  ] as const;
  for (const anchor of anchors) {
    it(`${anchor.label}: max/min 1,4–1,9, median inside the range`, () => {
      const prices = offers(anchor.person, "comfort", anchor.deductible).map((offer) => offer.quote.total);
      expect(prices.length).toBeGreaterThanOrEqual(10);
      const spread = Math.max(...prices) / Math.min(...prices);
      if (process.env.MARKET_GRID_REPORT)
        console.log(anchor.label, Math.min(...prices), Math.max(...prices), spread, median(prices));
      expect(spread).toBeGreaterThanOrEqual(1.4);
      expect(spread).toBeLessThanOrEqual(1.9);
      expect(median(prices)).toBeGreaterThanOrEqual(anchor.range[0]);
      expect(median(prices)).toBeLessThanOrEqual(anchor.range[1]);
    });
  }
});

describe("market grid: the Beihilfe catalogue", () => {
  const beihilfe = TARIFFS.filter((tariff) => tariff.kind === "beihilfe");
  const LABEL: Record<Coverage, string> = { basic: "Basis", comfort: "Komfort", premium: "Premium" };

  it("every tariff is of its line's level, and a Beihilfe tariff's name says its level", () => {
    for (const tariff of TARIFFS) {
      expect(levelOf(tariff), `${tariff.companyId} ${tariff.name}`).toBe(tariff.line);
    }
    for (const tariff of beihilfe) expect(tariff.name, String(tariff.prodId)).toContain(LABEL[tariff.line]);
  });

  it("Restkosten tariffs at Basis, Komfort and Premium for every Beihilfe level the form offers", () => {
    const residuals = new Set<number>();
    for (const dienstherr of DIENSTHERREN) {
      for (const stufe of STUFEN) {
        for (const child of [false, true])
          residuals.add(100 - beihilfeRates(dienstherr, stufe, child).ambulant);
      }
    }
    for (const residual of residuals) {
      for (const line of COVERAGES) {
        const insurers = new Set(
          beihilfe
            .filter((tariff) => tariff.line === line && tariff.residualPercents.includes(residual))
            .map((tariff) => tariff.companyId),
        );
        expect(insurers.size, `${line} ${residual} %`).toBeGreaterThanOrEqual(6);
      }
    }
  });

  it("Beihilfe child tariffs from several insurers", () => {
    const children = beihilfe.filter((tariff) => tariff.audience === "children");
    expect(new Set(children.map((tariff) => tariff.companyId)).size).toBeGreaterThanOrEqual(4);
    for (const tariff of children) expect(tariff.name, tariff.name).toMatch(/Kind/);
  });
});

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
