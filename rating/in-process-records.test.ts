import { describe, expect, it } from "vitest";
import { type LongFormInput, longFormSchema } from "../domain/comparison/long-form";
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
 * The in-process adapter's fast path (records as values, rating/transports/in-process-transport.ts) must give
 * exactly what the client reads from the Calculate XML of the same calculation: a differential test over applicant
 * profiles of every job status, coverage, age band and Beihilfe rule, and the same error messages for refused
 * input. rating/adapters.differential.test.ts compares the in-process adapter with the simulator over HTTP.
 */
const NOW = new Date("2026-11-22T10:00:00");
const TODAY = "2026-11-22";

function profiles(): LongFormInput[] {
  const forms: LongFormInput[] = [];
  const statuses = [
    "employed",
    "self-employed",
    "freelancer",
    "civil-servant",
    "student",
    "civil-servant-child",
    "child",
  ];
  // A baby, a teenager, 18, 27, 38 and 56 at the start: children's bands, students, the surcharge ages, the limit.
  const births = ["2024-01-01", "2012-06-01", "2008-03-01", "1999-05-01", "1988-05-17", "1970-01-01"];
  for (const jobStatus of statuses)
    for (const coverageType of ["basic", "comfort", "premium"] as const)
      for (const birthDate of births) {
        const child = jobStatus === "child" || (jobStatus === "civil-servant-child" && birthDate >= "2008");
        const beihilfe = jobStatus.startsWith("civil");
        for (const beihilfeDienstherr of beihilfe ? ["TYPE_G_Hessen", "TYPE_B_Bayern"] : [undefined]) {
          forms.push({
            birthDate,
            jobStatus,
            coverageType,
            insuredPerson: child ? "child" : "self",
            ...(beihilfeDienstherr ? { beihilfeDienstherr, beihilfeStufe: "TYPE_A_50_70R" } : {}),
          } as LongFormInput);
        }
      }
  return forms;
}

function calculationOf(form: LongFormInput) {
  const envelope = calculateEnvelope(buildCalculateRequest(longFormSchema.parse(form), NOW));
  const calculate = childOf(childOf(parseXmlSafely(envelope).Envelope, "Body"), "Calculate");
  try {
    const { request, family } = readCalcInput(calculate, { today: TODAY });
    return selectTariffs(request, family);
  } catch (error) {
    if (error instanceof CalcInputError) return undefined;
    throw error;
  }
}

describe("calculationRecords", () => {
  it("equals the records the extractor reads from the response XML, for every profile", () => {
    let compared = 0;
    let records = 0;
    for (const form of profiles()) {
      const calculation = calculationOf(form);
      if (!calculation) continue;
      const extraction = extractTariffs(calculateResponseXml(calculation));
      const direct = calculationRecords(calculation);
      if (extraction.ok) {
        expect(extraction.extractor).toBe("primary");
        // Compared as JSON, field order included; on a difference the deep comparison of the two JSON values shows
        // where (the records write their texts when read, kvr-simulator/tariff-records.ts).
        const [written, read] = [JSON.stringify(direct), JSON.stringify(extraction.tariffs)];
        if (written !== read) expect(JSON.parse(written)).toStrictEqual(JSON.parse(read));
      } else {
        expect(direct).toEqual([]);
      }
      compared++;
      records += direct.length;
    }
    // The profiles really cover the engine: most are accepted and return many records (refused: applicants
    // under 16 and 'Kind' over 17, as the forms refuse them, kvr-simulator/legal-rules.ts PERSON_AGE_LIMITS).
    expect(compared).toBeGreaterThan(100);
    expect(records).toBeGreaterThan(10_000);
  });
});

describe("the comparison service on the in-process path", () => {
  const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
  const direct = createKvrClient({
    transport: createInProcessTransport(engine),
    credentials: DEMO_ENGINE_CREDENTIALS,
    now: () => NOW,
  });
  // The same engine over its SOAP exchange only (`records: false` switches the fast path off).
  const overXml = createKvrClient({
    transport: createInProcessTransport(engine, { records: false }),
    credentials: DEMO_ENGINE_CREDENTIALS,
    now: () => NOW,
  });

  it("is used for the in-process simulator and answers exactly as the XML path", async () => {
    const envelope = calculateEnvelope(
      buildCalculateRequest(longFormSchema.parse({ birthDate: "1990-01-01" }), NOW),
    );
    const [records, xml] = [
      await direct.calculateTariffs({ soapBody: envelope }),
      await overXml.calculateTariffs({ soapBody: envelope }),
    ];
    expect(records.xml).toBeUndefined();
    expect(xml.xml).toContain("<CalculateResult>");
    const fast = createComparisonService({ client: direct });
    const slow = createComparisonService({ client: overXml });
    for (const form of profiles().filter((_, index) => index % 9 === 0)) {
      const [a, b] = [
        await fast.calculateOffers(longFormSchema.parse(form)),
        await slow.calculateOffers(longFormSchema.parse(form)),
      ];
      expect(a.xml).toBeUndefined();
      // Functions and byte arrays are compared on their own (a deep comparison of megabytes of bytes is slow).
      const bare = (result: typeof a) => ({
        ...result,
        offersJson: undefined,
        xml: undefined,
        encoded: undefined,
      });
      expect(bare(a)).toStrictEqual(bare(b));
      if (a.success) {
        expect(a.offersJson?.()).toBe(b.offersJson?.());
        expect(Buffer.from(a.encoded?.json ?? []).equals(Buffer.from(b.encoded?.json ?? []))).toBe(true);
        expect(a.encoded?.json.length).toBeGreaterThan(0);
        expect(a.encoded?.facts).toStrictEqual(b.encoded?.facts);
      }
    }
  });

  it("refuses invalid input and wrong credentials with the XML path's messages", async () => {
    const tooOld = buildCalculateRequest(longFormSchema.parse({ birthDate: "1960-01-01" }), NOW);
    const envelope = calculateEnvelope(tooOld);
    const viaXml = await overXml.calculate({ soapBody: envelope });
    const viaRecords = await direct.calculateTariffs({ soapBody: envelope });
    expect(viaXml.success).toBe(false);
    expect(viaRecords).toEqual({ ok: false, error: viaXml.error });
    expect(viaXml.error).toMatch(/^SOAP Fault detected: /);

    const wrong = { ...DEMO_ENGINE_CREDENTIALS, password: "falsch" };
    const xmlClient = createKvrClient({
      transport: createInProcessTransport(engine, { records: false }),
      credentials: wrong,
      now: () => NOW,
    });
    const recordsClient = createKvrClient({
      transport: createInProcessTransport(engine),
      credentials: wrong,
      now: () => NOW,
    });
    const refused = await xmlClient.calculate({ soapBody: envelope });
    expect(refused.success).toBe(false);
    expect(await recordsClient.calculateTariffs({ soapBody: envelope })).toEqual({
      ok: false,
      error: refused.error,
    });
  });
});
