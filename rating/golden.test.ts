import { describe, expect, it } from "vitest";
import { BEIHILFE_STUFEN, type LongFormInput, longFormSchema } from "../domain/comparison/long-form";
import { constantsForYear } from "../domain/constants/yearly-constants";
import type { TariffRecord } from "../domain/offers/tariff-record";
import { createComparisonService } from "./calculate-offers";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "./embedded/engine";
import { buildCalculateRequest, calculateEnvelope } from "./soap/calc-input";
import { createKvrClient } from "./soap/client";
import { extractTariffs } from "./soap/extractors";

/**
 * Golden table: applicant profiles run through the client against the embedded engine (real XML both ways).
 * Checks the calibration ranges of the issue and the legal invariants exactly.
 */

const NOW = new Date("2026-11-22T10:00:00");
const START_YEAR = 2026;
const C = constantsForYear(START_YEAR);
const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
const client = createKvrClient({
  transport: { kind: "embedded", engine },
  credentials: DEMO_ENGINE_CREDENTIALS,
  now: () => NOW,
});
const service = createComparisonService({ client });

/** Birth date so that the calendar-year age in 2026 is `age` (born 1 July). */
const born = (age: number) => `${START_YEAR - age}-07-01`;

async function records(input: LongFormInput, override: Record<string, string> = {}): Promise<TariffRecord[]> {
  const data = buildCalculateRequest(longFormSchema.parse(input), NOW);
  Object.assign(data.calcInput, override);
  const response = await client.calculate({ soapBody: calculateEnvelope(data) });
  if (!response.success) throw new Error(response.error);
  const extraction = extractTariffs(response.data!);
  if (!extraction.ok) throw new Error(extraction.error);
  return extraction.tariffs;
}

const ext = (record: TariffRecord, key: string) =>
  record.extendedOutput.find((entry) => entry.key === key)?.value;
const healthPart = (record: TariffRecord) => record.groupDefinition[0]!.prodValue!;
const carePart = (record: TariffRecord) =>
  record.groupDefinition.find((product) => product.prodName === "PVN" || product.prodName === "PVB")
    ?.prodValue ?? 0;
const round2 = (value: number) => Math.round(value * 100) / 100;

type Profile = LongFormInput & { label: string; age: number };
const P = (label: string, age: number, input: Omit<LongFormInput, "birthDate">): Profile => ({
  label,
  age,
  birthDate: born(age),
  ...input,
});

const PROFILES: Profile[] = [
  P("Angestellter 35 Komfort", 35, { jobStatus: "employed", coverageType: "comfort" }),
  P("Angestellter 29 Komfort", 29, { jobStatus: "employed", coverageType: "comfort" }),
  P("Angestellter 21 Basis", 21, { jobStatus: "employed", coverageType: "basic" }),
  P("Angestellter 22 Basis", 22, { jobStatus: "employed", coverageType: "basic" }),
  P("Angestellte 45 Komfort", 45, { jobStatus: "employed", coverageType: "comfort", gender: "female" }),
  P("Angestellter 40 Premium", 40, { jobStatus: "employed", coverageType: "premium" }),
  P("Angestellter 55 Basis", 55, { jobStatus: "employed", coverageType: "basic" }),
  P("Angestellter 59 Premium", 59, { jobStatus: "employed", coverageType: "premium" }),
  P("Kind 0 Basis", 0, { jobStatus: "employed", insuredPerson: "child", coverageType: "basic" }),
  P("Kind 10 Komfort", 10, { jobStatus: "employed", insuredPerson: "child", coverageType: "comfort" }),
  P("Selbstständiger 27 Premium", 27, { jobStatus: "self-employed", coverageType: "premium" }),
  P("Selbstständiger 40 Basis", 40, { jobStatus: "self-employed", coverageType: "basic" }),
  P("Selbstständige 50 Komfort", 50, {
    jobStatus: "self-employed",
    coverageType: "comfort",
    gender: "female",
  }),
  P("Freiberufler 33 Premium", 33, { jobStatus: "freelancer", coverageType: "premium" }),
  P("Freiberufler 45 Basis", 45, { jobStatus: "freelancer", coverageType: "basic" }),
  P("Student 24 Basis", 24, { jobStatus: "student", coverageType: "basic" }),
  P("Studentin 28 Komfort", 28, { jobStatus: "student", coverageType: "comfort", gender: "female" }),
  P("Beamter 30 Bund 50 % Komfort", 30, {
    jobStatus: "civil-servant",
    coverageType: "comfort",
    beihilfeDienstherr: "TYPE_Q_Bund",
    beihilfeStufe: "TYPE_A_50_70R",
  }),
  P("Beamter 30 Bund 50 % Basis", 30, {
    jobStatus: "civil-servant",
    coverageType: "basic",
    beihilfeDienstherr: "TYPE_Q_Bund",
    beihilfeStufe: "TYPE_A_50_70R",
  }),
  P("Beamtin 45 Bayern 70 %", 45, {
    jobStatus: "civil-servant",
    coverageType: "comfort",
    gender: "female",
    beihilfeDienstherr: "TYPE_B_Bayern",
    beihilfeStufe: "TYPE_B_70_70R",
  }),
  P("Beamter 52 NRW 80 %", 52, {
    jobStatus: "civil-servant",
    coverageType: "basic",
    beihilfeDienstherr: "TYPE_J_NordrheinW",
    beihilfeStufe: "TYPE_C_80_80R",
  }),
  P("Beamter 59 Bund 50 % Premium", 59, {
    jobStatus: "civil-servant",
    coverageType: "premium",
    beihilfeDienstherr: "TYPE_Q_Bund",
    beihilfeStufe: "TYPE_A_50_70R",
  }),
  P("Beamtenkind 6 Bund", 6, {
    jobStatus: "civil-servant-child",
    insuredPerson: "child",
    coverageType: "comfort",
    beihilfeDienstherr: "TYPE_Q_Bund",
    beihilfeStufe: "TYPE_A_50_70R",
  }),
  P("Beamtenkind 17 Hessen", 17, {
    jobStatus: "civil-servant-child",
    insuredPerson: "child",
    coverageType: "basic",
    beihilfeDienstherr: "TYPE_G_Hessen",
    beihilfeStufe: "TYPE_C_80_80R",
  }),
];

describe("golden table: legal invariants", () => {
  it("has at least 20 profiles covering every job status, coverage level and Beihilfe level", () => {
    expect(PROFILES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(PROFILES.map((p) => p.jobStatus))).toEqual(
      new Set(["employed", "self-employed", "freelancer", "civil-servant", "civil-servant-child", "student"]),
    );
    expect(new Set(PROFILES.map((p) => p.coverageType))).toEqual(new Set(["basic", "comfort", "premium"]));
    expect(new Set(PROFILES.map((p) => p.beihilfeStufe).filter(Boolean))).toEqual(
      new Set(Object.keys(BEIHILFE_STUFEN)),
    );
    expect(Math.min(...PROFILES.map((p) => p.age))).toBe(0);
    expect(Math.max(...PROFILES.map((p) => p.age))).toBe(59);
  });

  for (const profile of PROFILES) {
    it(profile.label, async () => {
      const tariffs = await records(profile);
      expect(tariffs.length, "tariffs").toBeGreaterThan(0);
      const employed = profile.jobStatus === "employed";
      // the employer subsidises the employee's own contract; children (under 16) have no employer
      const employerShare = employed && profile.age >= 16;
      const beihilfe = profile.beihilfeStufe !== undefined;
      const careObligation = profile.jobStatus !== "student" && profile.jobStatus !== "civil-servant-child";
      for (const t of tariffs) {
        const name = `${t.companyName} ${t.prodName}`;
        // AN + AG = total within 1 € (the engine is exact to the cent)
        expect(Math.abs(t.anAnteil! + t.agAnteil! - t.beitrag), name).toBeLessThanOrEqual(0.011);
        // § 149 VAG: 10 % of the health premium from the year after the 21st birthday to the year of the 60th
        const surchargeAge = profile.age >= 22 && profile.age <= 60;
        const withReserve = ext(t, "Alterungsrueckstellung") === "ja";
        expect(t.beitrag10, name).toBe(surchargeAge && withReserve ? round2(healthPart(t) * 0.1) : 0);
        if (profile.age <= 21) expect(t.beitrag10).toBe(0);
        // PPV: capped at the year's maximum, half of it with Beihilfe; none without care obligation
        const care = carePart(t);
        expect(care, name).toBeLessThanOrEqual(
          beihilfe ? C.maxCarePremiumBeihilfeMonthly : C.maxCarePremiumMonthly,
        );
        if (!careObligation) expect(care, name).toBe(0);
        else expect(care, name).toBeGreaterThan(0);
        expect(t.beitragNoPPV! + care).toBeCloseTo(t.beitrag, 2);
        // employer share: employees only, half of each part, at most the caps
        if (employerShare) {
          expect(t.agAnteilKV, name).toBe(
            round2(Math.min(t.beitragNoPPV! / 2, C.maxEmployerSubsidyHealthMonthly)),
          );
          expect(t.agAnteilPPV, name).toBe(round2(Math.min(care / 2, C.maxEmployerSubsidyCareMonthly)));
        } else {
          expect(t.agAnteil, name).toBe(0);
          expect(t.anAnteil, name).toBe(t.beitrag);
        }
        // sick pay from day 43 with 100 €/day for employees (self), none for others
        const sickPay = Number(ext(t, "Krankentagegeld"));
        if (employed && profile.insuredPerson !== "child") expect(sickPay, name).toBeGreaterThan(0);
        else expect(sickPay, name).toBe(0);
        // Beihilfe: only the residual percentage (children 80 % → 20 %)
        if (beihilfe) {
          const level =
            profile.jobStatus === "civil-servant-child"
              ? 80
              : BEIHILFE_STUFEN[profile.beihilfeStufe as keyof typeof BEIHILFE_STUFEN].active;
          expect(ext(t, "Erstattungssatz"), name).toBe(`${100 - level} %`);
          expect(t.groupNameByTSys).toBe("Beihilfetarif");
        } else {
          expect(ext(t, "Erstattungssatz"), name).toBe("100 %");
        }
        expect(ext(t, "Preisbasis")).toBe("Modellbeitrag");
      }
      const offers = await service.calculateOffers(profile);
      expect(offers.success).toBe(true);
      expect(offers.priceBasis).toBe("model");
      for (const offer of offers.offers!.all) {
        expect(
          Math.abs(offer.employeeContribution + offer.employerContribution - offer.monthlyPrice),
        ).toBeLessThanOrEqual(1);
        expect(offer.priceBasis).toBe("model");
        expect(offer.benefits.length).toBe(5);
      }
    });
  }
});

describe("golden table: calibration to market figures", () => {
  it("35-year-old employee, comfort level with sick pay and PPV: 650–1.140 € across tariffs", async () => {
    const prices = (await records(PROFILES[0]!)).map((t) => t.beitrag);
    expect(prices.length).toBeGreaterThanOrEqual(20);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(650);
    expect(Math.max(...prices)).toBeLessThanOrEqual(1140);
  });

  it("29-year-old employee in a comfort tariff: employee share ≈ 270 €", async () => {
    const shares = (await records(PROFILES[1]!)).map((t) => t.anAnteil!);
    expect(Math.min(...shares)).toBeGreaterThanOrEqual(240);
    expect(Math.min(...shares)).toBeLessThanOrEqual(300);
  });

  it("civil servant aged 30, Bund, 50 % Beihilfe: 250–400 €", async () => {
    for (const profile of [PROFILES[17]!, PROFILES[18]!]) {
      const prices = (await records(profile)).map((t) => t.beitrag);
      expect(Math.min(...prices)).toBeGreaterThanOrEqual(250);
      expect(Math.max(...prices)).toBeLessThanOrEqual(400);
    }
  });

  it("average adult premium ≈ 560 € (half Beihilfe 50 %, half full cover; entry ages 25–45)", async () => {
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const beihilfe: number[] = [];
    const full: number[] = [];
    for (let age = 25; age <= 45; age += 5) {
      for (const t of await records({
        birthDate: born(age),
        jobStatus: "civil-servant",
        coverageType: "basic",
        beihilfeDienstherr: "TYPE_Q_Bund",
        beihilfeStufe: "TYPE_A_50_70R",
      })) {
        beihilfe.push(t.beitrag);
      }
      for (const t of await records({
        birthDate: born(age),
        jobStatus: "self-employed",
        coverageType: "basic",
      })) {
        full.push(t.beitrag);
      }
    }
    const average = (mean(beihilfe) + mean(full)) / 2;
    expect(average).toBeGreaterThanOrEqual(504);
    expect(average).toBeLessThanOrEqual(616);
  });
});

describe("golden table: monotonicity through the engine", () => {
  it("premiums rise with entry age", async () => {
    const byAge = new Map<number, Map<string, number>>();
    for (const age of [25, 30, 35, 40, 45, 50, 55]) {
      const tariffs = await records({ birthDate: born(age), jobStatus: "employed", coverageType: "basic" });
      byAge.set(age, new Map(tariffs.map((t) => [t.groupId!, t.beitrag])));
    }
    const ages = [...byAge.keys()];
    for (const [id, price] of byAge.get(25)!) {
      let previous = price;
      for (const age of ages.slice(1)) {
        const next = byAge.get(age)!.get(id)!;
        expect(next, `${id} ${age}`).toBeGreaterThan(previous);
        previous = next;
      }
    }
  });

  it("premiums fall with the deductible", async () => {
    const input: LongFormInput = { birthDate: born(38), jobStatus: "self-employed", coverageType: "basic" };
    const at = async (max: number) =>
      new Map(
        (await records(input, { SBOber: String(max) })).map((t) => [
          t.groupId!,
          { price: t.beitrag, sb: t.sb! },
        ]),
      );
    const low = await at(300);
    const high = await at(1200);
    let compared = 0;
    for (const [id, { price, sb }] of low) {
      const other = high.get(id);
      if (!other || other.sb === sb) continue;
      expect(other.sb).toBeGreaterThan(sb);
      expect(other.price, id).toBeLessThan(price);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(50);
  });
});
