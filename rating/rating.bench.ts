import { bench, describe } from "vitest";
import { longFormSchema } from "../domain/comparison/long-form";
import { createEmbeddedKvrEngine, DEMO_ENGINE_CREDENTIALS } from "../kvr-simulator";
import { createComparisonService } from "../server/areas/comparisons/calculate-offers";
import {
  authenticateEnvelope,
  buildCalculateRequest,
  buildFamilyCalculateRequest,
  calculateEnvelope,
  familyCalculateEnvelope,
} from "./soap/calc-input";
import { createKvrClient } from "./soap/client";
import { createInProcessTransport } from "./transports/in-process-transport";

/**
 * Engine calculation for one applicant over all tariffs and deductible steps, and the full round trip, over the
 * SOAP XML (as with an external engine) and in process (records as values, what the portal does). "basic"
 * coverage selects every full-cover tariff of the catalogue with every step up to 5.000 € — the largest response
 * (364 tariff elements, about 2,4 MB).
 * Compare before and after any change that alters the response size (decision 011 gives the figures measured
 * when the per-step elements were introduced).
 */
const NOW = new Date("2026-11-22T10:00:00");
const FORM = longFormSchema.parse({
  birthDate: "1988-05-01",
  jobStatus: "self-employed",
  coverageType: "basic",
});
const ENVELOPE = calculateEnvelope(buildCalculateRequest(FORM, NOW));
/** A household of four with health answers, day-8 sick pay and premium relief (docs/product/rating-engine.md#several-persons). */
const FAMILY_ENVELOPE = familyCalculateEnvelope(
  buildFamilyCalculateRequest(
    [
      {
        ...FORM,
        sickPay: { startDay: 8, dailyAmount: 150 },
        premiumRelief: { monthlyAmount: 300 },
        health: { heightCm: 180, weightKg: 99, chronicConditions: ["ASTHMA"], outpatientTreatments3y: 6 },
      },
      {
        ...longFormSchema.parse({ birthDate: "1990-02-01", jobStatus: "employed", coverageType: "basic" }),
        health: { heightCm: 168, weightKg: 61 },
      },
      {
        ...longFormSchema.parse({
          birthDate: "2017-09-01",
          jobStatus: "child",
          insuredPerson: "child",
          coverageType: "basic",
        }),
        health: { heightCm: 125, weightKg: 26 },
      },
      longFormSchema.parse({
        birthDate: "2021-03-01",
        jobStatus: "child",
        insuredPerson: "child",
        coverageType: "basic",
      }),
    ],
    NOW,
  ),
);

const engine = createEmbeddedKvrEngine({ credentials: DEMO_ENGINE_CREDENTIALS, now: () => NOW });
const auth = await engine.handle(
  new Request("http://bench/soap/kvr", {
    method: "POST",
    headers: { soapaction: '"http://tempuri.org/Authenticate"' },
    body: authenticateEnvelope(DEMO_ENGINE_CREDENTIALS),
  }),
);
const COOKIE = auth.headers
  .getSetCookie()
  .map((cookie) => cookie.split(";")[0])
  .join("; ");

const client = createKvrClient({
  transport: createInProcessTransport(engine),
  credentials: DEMO_ENGINE_CREDENTIALS,
  now: () => NOW,
});
const service = createComparisonService({ client });
// The same engine over its SOAP exchange only (XML written and parsed), as an external engine is reached.
const xmlService = createComparisonService({
  client: createKvrClient({
    transport: createInProcessTransport(engine, { records: false }),
    credentials: DEMO_ENGINE_CREDENTIALS,
    now: () => NOW,
  }),
});

describe("rating engine", () => {
  bench(
    "engine: Calculate for one applicant over all tariffs (in-process, XML in and out)",
    async () => {
      const response = await engine.handle(
        new Request("http://bench/soap/kvr", {
          method: "POST",
          headers: { soapaction: '"http://tempuri.org/Calculate"', cookie: COOKIE },
          body: ENVELOPE,
        }),
      );
      await response.text();
    },
    { time: 3000, warmupIterations: 10 },
  );

  bench(
    "engine via the in-process exchange (what the in-process adapter calls for XML)",
    async () => {
      await engine.exchange({
        url: "http://bench/soap/kvr",
        method: "POST",
        headers: new Headers({ soapaction: '"http://tempuri.org/Calculate"', cookie: COOKIE }),
        body: ENVELOPE,
      });
    },
    { time: 3000, warmupIterations: 10 },
  );

  bench(
    "round trip over SOAP XML: envelope → engine → XML → parse → offers → ranking",
    async () => {
      xmlService.clearCaches();
      const result = await xmlService.calculateOffers(FORM);
      if (!result.success) throw new Error(result.error);
    },
    { time: 3000, warmupIterations: 10 },
  );

  bench(
    "round trip in process (what the portal does): envelope → engine → records → offers → ranking",
    async () => {
      service.clearCaches();
      const result = await service.calculateOffers(FORM);
      if (!result.success) throw new Error(result.error);
    },
    { time: 3000, warmupIterations: 10 },
  );

  bench(
    "household of four with health answers, in process (client → engine → records)",
    async () => {
      const result = await client.calculateTariffs({ soapBody: FAMILY_ENVELOPE });
      if (!result.ok) throw new Error(result.error);
    },
    { time: 3000, warmupIterations: 10 },
  );

  bench(
    "round trip with the engine-result cache warm (normalised key hit, ranking memoised)",
    async () => {
      const result = await service.calculateOffers(FORM);
      if (!result.success) throw new Error(result.error);
    },
    { time: 3000, warmupIterations: 10 },
  );
});
