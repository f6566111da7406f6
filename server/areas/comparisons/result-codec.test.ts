import { describe, expect, it } from "vitest";
import { createComparisonRequestSchema } from "../../../domain/comparison/comparison-request";
import { type LongFormData, longFormSchema } from "../../../domain/comparison/long-form";
import type { Offer } from "../../../domain/offers/offer";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../../../kvr-simulator";
import { createInProcessTransport, createKvrClient } from "../../../rating";
import { HOUSEHOLD_PERSONS } from "../../../tests/setup/factories";
import { createComparisonService } from "./calculate-offers";
import { decodeResult, encodeResult, isPackedResult, type PackedResult, parseFacts } from "./result-codec";

const NOW = new Date("2026-11-22T10:00:00");

function service() {
  const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
  const client = createKvrClient({
    transport: createInProcessTransport(engine),
    credentials: DEMO_ENGINE_CREDENTIALS,
    now: () => NOW,
  });
  return createComparisonService({ client });
}

/** Encodes, then decodes through the stored JSON and facts, as a results page reads a stored comparison. */
function roundTrip(variants: readonly Offer[]) {
  const encoded = encodeResult(variants);
  const packed: unknown = JSON.parse(new TextDecoder().decode(encoded.json));
  if (!isPackedResult(packed)) throw new Error("not a packed result");
  const facts = new Map(encoded.facts.map((entry) => [entry.hash, parseFacts(entry.json)]));
  return { encoded, packed, decoded: decodeResult(packed, (hash) => facts.get(hash)!) };
}

const PROFILES: Array<Partial<LongFormData>> = [
  { birthDate: "1990-06-15", gender: "male", jobStatus: "employed", coverageType: "basic" },
  { birthDate: "1975-02-01", gender: "female", jobStatus: "self-employed", coverageType: "premium" },
  { birthDate: "2001-09-09", gender: "female", jobStatus: "student", coverageType: "comfort" },
  {
    birthDate: "1983-04-04",
    gender: "male",
    jobStatus: "civil-servant",
    coverageType: "comfort",
    beihilfeDienstherr: "TYPE_Q_Bund",
    beihilfeStufe: "TYPE_A_50_70R",
  } as Partial<LongFormData>,
];

describe("stored result format 4 (docs/decisions/020-comparison-performance.md#step-facts)", () => {
  it("gives back every variant as it was computed, for singles of every job status", async () => {
    const comparisons = service();
    for (const profile of PROFILES) {
      const result = await comparisons.calculateOffers(longFormSchema.parse(profile));
      expect(result.success, JSON.stringify(profile)).toBe(true);
      const variants = result.variants!;
      const { encoded, packed, decoded } = roundTrip(variants);
      expect(decoded).toEqual(variants);
      // Equal variants give equal bytes: encoding what was decoded gives the same hash.
      expect(encodeResult(decoded).hash).toBe(encoded.hash);
      expect(result.resultHash).toBe(encoded.hash);
      // Benefit facts are stored once per tariff at most (tariffs with equal benefits share them), not per step;
      // a step's own fields once per step.
      const referred = (column: string) => new Set(packed.columns[column] as number[]).size;
      expect(referred("facts")).toBeLessThanOrEqual(new Set(variants.map((offer) => offer.tariffKey)).size);
      expect(referred("steps")).toBe(
        new Set(variants.map((offer) => `${offer.tariffKey}|${offer.deductibleAmount}`)).size,
      );
      expect(packed.facts.length).toBe(referred("facts") + referred("steps"));
      // A step's fields are not columns of the result.
      expect(Object.keys(packed.columns)).not.toContain("tariffKey");
    }
  });

  it("keeps health estimates, sick pay, premium relief and savings texts of a household", async () => {
    const request = createComparisonRequestSchema({ today: "2026-11-22" }).parse({
      coverageType: "comfort",
      persons: Object.values(HOUSEHOLD_PERSONS),
    });
    const household = await service().calculateHousehold(request);
    expect(household.success).toBe(true);
    if (!household.success) return;
    const partner = household.members[1]!;
    expect(partner.variants.some((offer) => offer.riskAssessment?.status === "surcharge")).toBe(true);
    expect(partner.variants.some((offer) => offer.sickPayPrice !== undefined)).toBe(true);
    for (const member of household.members) {
      const { decoded, encoded } = roundTrip(member.variants);
      expect(decoded).toEqual(member.variants);
      expect(encoded.hash).toBe(member.resultHash);
    }
    const self = household.members[0]!;
    expect(self.variants.some((offer) => offer.savingsBasis !== undefined)).toBe(true);
  });

  it("reads results stored in format 3, with the step fields as columns", async () => {
    const result = await service().calculateOffers(longFormSchema.parse(PROFILES[1]));
    const variants = result.variants!;
    const { encoded, packed } = roundTrip(variants);
    const facts = new Map(encoded.facts.map((entry) => [entry.hash, parseFacts(entry.json)]));
    const format3 = asFormat3(packed, (hash) => facts.get(hash)!);
    expect(format3.columns.steps).toBeUndefined();
    expect(isPackedResult(format3)).toBe(true);
    expect(decodeResult(format3, (hash) => facts.get(hash)!)).toEqual(variants);
  });

  it("stores a text that is not a savings text of the offer's share as it is", () => {
    const offer = { ...minimalOffer(), savingsBasis: "Ein anderer Text.", employeeContribution: 100 };
    const { decoded, packed } = roundTrip([offer]);
    expect(decoded).toEqual([offer]);
    expect((packed as PackedResult).columns.savingsBasis).toEqual([
      packed.strings.indexOf("Ein anderer Text."),
    ]);
  });

  it("is a fraction of the variants' JSON", async () => {
    const result = await service().calculateOffers(
      longFormSchema.parse({ birthDate: "1990-06-15", jobStatus: "employed", coverageType: "basic" }),
    );
    const { encoded } = roundTrip(result.variants!);
    expect(encoded.json.length * 10).toBeLessThan(JSON.stringify(result.variants).length);
  });
});

/** How format 3 stored a step's fields: as columns, texts by position in `strings`. */
const FORMAT_3_STEP_COLUMNS = {
  tariffKey: "string",
  provider: "string",
  name: "string",
  dentistCoverage: "value",
  dentalTreatment: "value",
  specialistCoverage: "value",
  hospitalRoom: "string",
  chiefPhysician: "value",
  deductible: "string",
  deductibleAmount: "value",
  details: "strings",
  totalLeistungPoints: "value",
  companyLogo: "string",
  tariffComponents: "strings",
  hasEGO2: "value",
  applicationLink: "string",
} as const;

/** A format-4 result written as format 3 wrote it (the step facts' fields as columns, no `steps` column). */
function asFormat3(packed: PackedResult, facts: (hash: string) => Record<string, unknown>): PackedResult {
  const strings = [...packed.strings];
  const text = (value: string) => {
    const at = strings.indexOf(value);
    return at >= 0 ? at : strings.push(value) - 1;
  };
  const { steps, ...columns } = packed.columns;
  const stepFacts = (steps as number[]).map((index) => facts(packed.facts[index]!));
  for (const [field, codec] of Object.entries(FORMAT_3_STEP_COLUMNS)) {
    columns[field] = stepFacts.map((step) => {
      const value = step[field];
      if (value === undefined) return null;
      if (codec === "string") return text(value as string);
      if (codec === "strings") return (value as string[]).map(text);
      return value;
    });
  }
  return { ...packed, format: 3, strings, columns };
}

function minimalOffer(): Offer {
  return {
    id: "a-0",
    tariffKey: "a|b",
    provider: "A",
    name: "B",
    monthlyPrice: 100,
    savingsEstimate: undefined,
    savingsBasis: undefined,
    dentistCoverage: 80,
    dentalTreatment: 100,
    specialistCoverage: 80,
    hospitalRoom: "Mehrbettzimmer",
    chiefPhysician: false,
    deductible: "0 €",
    deductibleAmount: 0,
    rating: 3,
    details: [],
    employeeContribution: 100,
    employerContribution: 0,
    benefits: [],
    additionalBenefits: [],
    realBenefits: {} as Offer["realBenefits"],
    totalLeistungPoints: 50,
    companyLogo: undefined,
    tariffComponents: [],
    hasEGO2: false,
    category: "standard",
    priceBasis: "model",
    source: "primary",
  } as unknown as Offer;
}
