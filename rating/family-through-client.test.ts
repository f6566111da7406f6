import { describe, expect, it } from "vitest";
import { type LongFormInput, longFormSchema } from "../domain/comparison/long-form";
import { constantsForYear } from "../domain/constants/yearly-constants";
import type { TariffRecord } from "../domain/offers/tariff-record";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../kvr-simulator";
import {
  buildCalculateRequest,
  buildFamilyCalculateRequest,
  type CalcPersonInput,
  calculateEnvelope,
  familyCalculateEnvelope,
} from "./soap/calc-input";
import { createKvrClient } from "./soap/client";
import { createInProcessTransport } from "./transports/in-process-transport";

/**
 * A household through the client (docs/product/rating-engine.md#several-persons): every person priced as if asked
 * alone, the health answers' surcharge, the premium relief and day-8 sick pay in the records.
 */
const NOW = new Date("2026-11-22T10:00:00");
const C = constantsForYear(2026);
const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
const client = createKvrClient({
  transport: createInProcessTransport(engine),
  credentials: DEMO_ENGINE_CREDENTIALS,
  now: () => NOW,
});
const round2 = (value: number) => Math.round(value * 100) / 100;

async function tariffsOf(soapBody: string): Promise<TariffRecord[]> {
  const result = await client.calculateTariffs({ soapBody });
  if (!result.ok) throw new Error(result.error);
  return result.tariffs;
}
const family = (persons: CalcPersonInput[]) =>
  tariffsOf(familyCalculateEnvelope(buildFamilyCalculateRequest(persons, NOW)));
const person = (input: LongFormInput, extra: Partial<CalcPersonInput> = {}): CalcPersonInput => ({
  ...longFormSchema.parse(input),
  ...extra,
});
/** A record without what depends on its place in the answer. */
const priced = ({ counter: _counter, personIndex: _index, ...record }: TariffRecord) => record;
const key = (record: TariffRecord) => `${record.groupId}|${record.sb}`;
const ext = (record: TariffRecord, name: string) => record.extendedOutput.find((entry) => entry.key === name);

const SELF = { birthDate: "1986-05-10", jobStatus: "employed", coverageType: "comfort" } as const;
const PARTNER = {
  birthDate: "1989-01-20",
  jobStatus: "self-employed",
  coverageType: "basic",
  gender: "female",
} as const;
const CHILD = {
  birthDate: "2019-08-01",
  jobStatus: "child",
  insuredPerson: "child",
  coverageType: "comfort",
} as const;

describe("a household through the client", () => {
  it("prices every person as if asked alone, in the order given", async () => {
    const inputs = [SELF, PARTNER, CHILD].map((input) => longFormSchema.parse(input));
    const tariffs = await family(inputs);
    for (const [index, input] of inputs.entries()) {
      const alone = await tariffsOf(calculateEnvelope(buildCalculateRequest(input, NOW)));
      const mine = tariffs.filter((tariff) => tariff.personIndex === index);
      expect(mine.map(priced), String(index)).toEqual(alone.map(priced));
      expect(alone.every((tariff) => tariff.personIndex === 0)).toBe(true);
    }
    expect(tariffs.map((tariff) => tariff.counter)).toEqual(tariffs.map((_, index) => index + 1));
  });

  it("adds the risk surcharge of the health answers on top of the price without it", async () => {
    const health = { heightCm: 176, weightKg: 99, chronicConditions: ["ASTHMA"], outpatientTreatments3y: 5 };
    const [without, withHealth] = await Promise.all([
      family([person(SELF), person(PARTNER)]),
      family([person(SELF, { health }), person(PARTNER)]),
    ]);
    const plain = new Map(without.filter((t) => t.personIndex === 0).map((t) => [key(t), t]));
    let compared = 0;
    for (const tariff of withHealth.filter((t) => t.personIndex === 0)) {
      const base = plain.get(key(tariff))!;
      const risk = tariff.riskAssessment!;
      expect(tariff.beitragOhneRZ).toBe(base.beitrag);
      expect(tariff.risikozuschlag).toBe(round2(tariff.beitrag - tariff.beitragOhneRZ!));
      expect(tariff.beitrag).toBeGreaterThanOrEqual(base.beitrag);
      expect(risk).toMatchObject({
        status: "surcharge",
        reasons: ["BMI 32,0", "5 ambulante Behandlungen in 3 Jahren", "Asthma"],
      });
      const healthPremium = tariff.groupDefinition[0]!.prodValue!;
      expect(tariff.risikozuschlag).toBe(round2((healthPremium * risk.surchargePercent) / 100));
      expect(tariff.groupDefinition.find((product) => product.prodName === "RZ")?.prodValue).toBe(
        tariff.risikozuschlag,
      );
      // The employer share of the employee's own contract includes the surcharge (up to the cap).
      expect(tariff.agAnteilKV).toBe(
        round2(Math.min(tariff.beitragNoPPV! / 2, C.maxEmployerSubsidyHealthMonthly)),
      );
      const products = tariff.groupDefinition.reduce((sum, product) => sum + (product.prodValue ?? 0), 0);
      expect(round2(products)).toBe(tariff.beitrag);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
    // The partner answered nothing: no assessment, prices unchanged.
    expect(withHealth.filter((t) => t.personIndex === 1).map(priced)).toEqual(
      without.filter((t) => t.personIndex === 1).map(priced),
    );
  });

  it("prices premium relief and day-8 sick pay into the person's tariffs", async () => {
    const tariffs = await family([
      person(SELF, { premiumRelief: { monthlyAmount: 300 } }),
      person(PARTNER, { sickPay: { startDay: 8, dailyAmount: 120 }, premiumRelief: { monthlyAmount: 500 } }),
    ]);
    for (const tariff of tariffs) {
      const relief = ext(tariff, "Beitragsentlastung")!;
      expect(relief.description).toBe(
        tariff.personIndex === 0 ? "300 € monatlich ab 67" : "500 € monatlich ab 67",
      );
      const product = tariff.groupDefinition.find((entry) => entry.prodName === "BE")!;
      expect(product.prodValue).toBe(Number(relief.value));
      expect(tariff.additionalContributions).toContainEqual({
        name: "Beitragsentlastung",
        amount: product.prodValue,
      });
      if (tariff.personIndex === 1) {
        expect(ext(tariff, "Krankentagegeld")?.description).toBe("120 € ab Tag 8");
        expect(tariff.groupDefinition.some((entry) => entry.prodName === "KT8")).toBe(true);
        expect(tariff.agAnteil).toBe(0);
      } else {
        expect(tariff.agAnteilKV).toBe(
          round2(Math.min(tariff.beitragNoPPV! / 2, C.maxEmployerSubsidyHealthMonthly)),
        );
      }
    }
  });
});
