import { describe, expect, it } from "vitest";
import { BEIHILFE_DIENSTHERREN, type LongFormInput, longFormSchema } from "../domain/comparison/long-form";
import { buildOffers } from "../domain/offers/build-offers";
import { gkvContribution, savingsClaimOf, yearlySavings } from "../domain/offers/gkv-contribution";
import { savingsPersonFor } from "../domain/offers/savings";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../kvr-simulator";
import {
  CalcInputError,
  calculateResponseXml,
  readCalcInput,
  selectTariffs,
} from "../kvr-simulator/calculate";
import { calculationRecords } from "../kvr-simulator/tariff-records";
import { childOf, parseXmlSafely } from "../lib/xml/safe-xml";
import { createComparisonService } from "../server/areas/comparisons/calculate-offers";
import { buildCalculateRequest, calculateEnvelope } from "./soap/calc-input";
import { createKvrClient } from "./soap/client";
import { extractTariffs } from "./soap/extractors";
import { createInProcessTransport } from "./transports/in-process-transport";

/**
 * One savings definition (domain/offers/gkv-contribution.ts): the engine's JErsparnis, as the client reads it from
 * the SOAP answer, is the domain's yearly saving with cents, and the savings the page shows and the API returns
 * are Math.round of the same value — for every offer of a grid of applicants (ages 16–59 × job statuses ×
 * Beihilfe Dienstherren).
 */
const NOW = new Date("2026-11-22T10:00:00");
const TODAY = "2026-11-22";
/** Insurance start of every request built at NOW: the first of next month. */
const START = "2026-12-01";
const COVERAGES = ["basic", "comfort", "premium"] as const;

function profiles(): LongFormInput[] {
  const forms: LongFormInput[] = [];
  const statuses = [
    "employed",
    "self-employed",
    "freelancer",
    "student",
    "civil-servant",
    "civil-servant-child",
    "child",
  ];
  for (let age = 16; age <= 59; age++) {
    // born on 15 May: the age on the start is `age` (the surcharge switches between 22 and 23)
    const birthDate = `${2026 - age}-05-15`;
    const coverageType = COVERAGES[age % 3]!;
    for (const jobStatus of statuses) {
      const insuredPerson =
        jobStatus === "child" || (jobStatus === "civil-servant-child" && age < 18) ? "child" : "self";
      // Civil servants under every Dienstherr; their children (family insurance, never a saving) under two.
      const dienstherren =
        jobStatus === "civil-servant"
          ? BEIHILFE_DIENSTHERREN
          : jobStatus === "civil-servant-child"
            ? (["TYPE_G_Hessen", "TYPE_F_Hamburg"] as const)
            : [undefined];
      for (const beihilfeDienstherr of dienstherren) {
        forms.push({
          birthDate,
          jobStatus,
          coverageType,
          insuredPerson,
          ...(beihilfeDienstherr ? { beihilfeDienstherr, beihilfeStufe: "TYPE_A_50_70R" } : {}),
        } as LongFormInput);
      }
    }
  }
  return forms;
}

/**
 * The engine's answer for a form, or undefined where the form or the engine refuses it: as the client reads it
 * from the SOAP XML (`xml`), or the in-process records, which rating/in-process-records.test.ts holds equal to it.
 */
function soapRecords(form: LongFormInput, xml = true) {
  const parsed = longFormSchema.safeParse(form);
  if (!parsed.success) return undefined;
  const envelope = calculateEnvelope(buildCalculateRequest(parsed.data, NOW));
  const calculate = childOf(childOf(parseXmlSafely(envelope).Envelope, "Body"), "Calculate");
  try {
    const { request, family } = readCalcInput(calculate, { today: TODAY });
    const calculation = selectTariffs(request, family);
    const constants = calculation.figures.constants;
    if (!xml) return { data: parsed.data, records: calculationRecords(calculation), constants };
    const extraction = extractTariffs(calculateResponseXml(calculation));
    return extraction.ok ? { data: parsed.data, records: extraction.tariffs, constants } : undefined;
  } catch (error) {
    if (error instanceof CalcInputError) return undefined;
    throw error;
  }
}

describe("savings parity: SOAP JErsparnis, the domain and the page", () => {
  it("agree for every offer of every profile", () => {
    let offers = 0;
    let claims = 0;
    let pauschal = 0;
    const mismatches: string[] = [];
    // Every tenth profile through the XML, the others as records (faster, the same values).
    profiles().forEach((form, index) => {
      const answer = soapRecords(form, index % 10 === 0);
      if (!answer) return;
      const { data, records, constants } = answer;
      const person = savingsPersonFor(data, START);
      if (person.pauschaleBeihilfe) pauschal++;
      const contribution = gkvContribution(person, constants);
      const built = buildOffers(records, {
        extractor: "primary",
        priceBasis: "model",
        employerSubsidy: data.jobStatus === "employed" && data.insuredPerson === "self",
        constants,
        person,
      });
      records.forEach((record, index) => {
        const offer = built[index]!;
        const domain = contribution ? Math.max(0, yearlySavings(contribution, record.anAnteil ?? 0)) : 0;
        const soap = record.jErsparnis ?? Number.NaN;
        const page = offer.savingsEstimate;
        if (
          soap !== domain ||
          page !== savingsClaimOf(soap) ||
          record.mErsparnis !== Math.round((soap / 12) * 100) / 100
        )
          mismatches.push(
            `${JSON.stringify(form)} ${record.prodName}: SOAP ${soap}, domain ${domain}, page ${page}`,
          );
        offers++;
        if (page !== undefined) claims++;
      });
    });
    expect(mismatches.slice(0, 5)).toEqual([]);
    // The grid really covers the engine and the rules: many offers, many claims, pauschale Beihilfe included.
    expect(offers).toBeGreaterThan(30_000);
    expect(claims).toBeGreaterThan(10_000);
    expect(pauschal).toBeGreaterThan(300);
  });

  it("the API's offers carry the same savings as the engine's JErsparnis", async () => {
    const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
    const client = createKvrClient({
      transport: createInProcessTransport(engine),
      credentials: DEMO_ENGINE_CREDENTIALS,
      now: () => NOW,
    });
    const service = createComparisonService({ client });
    const forms: LongFormInput[] = [
      { birthDate: "1991-05-15", jobStatus: "self-employed", coverageType: "comfort" },
      { birthDate: "2004-05-15", jobStatus: "employed", coverageType: "basic" },
      { birthDate: "2003-05-15", jobStatus: "employed", coverageType: "basic" },
      { birthDate: "2001-05-15", jobStatus: "student", coverageType: "basic" },
      {
        birthDate: "1991-05-15",
        jobStatus: "civil-servant",
        coverageType: "comfort",
        beihilfeDienstherr: "TYPE_F_Hamburg",
        beihilfeStufe: "TYPE_A_50_70R",
      },
    ];
    for (const form of forms) {
      const result = await service.calculateOffers(longFormSchema.parse(form));
      expect(result.success).toBe(true);
      const soap = soapRecords(form)!.records;
      const claims = new Map(
        soap.map((record) => [
          `${record.companyName}|${record.prodName}|${record.sb}`,
          savingsClaimOf(record.jErsparnis!),
        ]),
      );
      for (const offer of result.variants ?? [])
        expect(offer.savingsEstimate, offer.name).toBe(
          claims.get(`${offer.provider}|${offer.name}|${offer.deductibleAmount}`),
        );
    }
  });
});
