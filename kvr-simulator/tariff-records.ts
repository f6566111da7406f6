import type { GkvContribution } from "../domain/offers/gkv-contribution";
import type { TariffRecord } from "../domain/offers/tariff-record";
import { once } from "../lib/functions/once";
import { EngineRecord, type SharedParts, type StepFields } from "./engine-record";
import { benefitGroups, tariffPart } from "./record-tariff-parts";
import type { CalculationResult, TariffResult } from "./select-tariffs";
import {
  beihilfeEntries,
  benefitEntries,
  contributionsOf,
  gkvContributionFor,
  premiumFigures,
  riskFields,
  sharedEntries,
} from "./tariff-output";
import { amount, attribute, decimal, int, outputEntry, text } from "./written-values";

/**
 * The tariff records of a calculation without the XML round trip (decision 020): exactly what the client's
 * primary extractor reads from `calculateResponseXml` of the same calculation (a differential test holds the two
 * together). Values pass through their written form (written-values.ts); the parts written once per tariff are in
 * record-tariff-parts.ts, a record with its lazily written texts in engine-record.ts.
 */

function tariffRecord(
  result: TariffResult,
  counter: number,
  calculation: CalculationResult,
  gkv: GkvContribution | undefined,
  shared: SharedParts,
): TariffRecord {
  const { request } = calculation;
  const risk = riskFields(result);
  const { quote: q } = result;
  const figures = premiumFigures(result, gkv);
  const step: StepFields = {
    counter: int(counter),
    personIndex: int(request.personIndex),
    beitrag: decimal(figures.Beitrag) ?? 0,
    beitrag10: decimal(figures.Beitrag10),
    beitragOhneRZ: decimal(figures.BeitragOhneRZ),
    beitragNoPPV: decimal(figures.BeitragNoPPV),
    risikozuschlag: decimal(figures.Risikozuschlag),
    anAnteil: decimal(figures.ANAnteil),
    agAnteil: decimal(figures.AGAnteil),
    anAnteilKV: decimal(figures.ANAnteilKV),
    anAnteilPPV: decimal(figures.ANAnteilPPV),
    agAnteilKV: decimal(figures.AGAnteilKV),
    agAnteilPPV: decimal(figures.AGAnteilPPV),
    zwAnAnteil: decimal(figures.ZwANAnteil),
    zwAgAnteil: decimal(figures.ZwAGAnteil),
    additionalContributions: contributionsOf(result).map((contribution) => ({
      name: text(contribution.name) ?? "",
      amount: decimal(contribution.amount) ?? 0,
    })),
    sb: amount(q.deductible),
    mErsparnis: decimal(figures.MErsparnis),
    jErsparnis: decimal(figures.JErsparnis),
    kvRatio: amount(figures.KVRatio),
    groupLeistung: shared.groupLeistung,
    riskAssessment:
      risk && result.risk
        ? {
            status: risk.Risikoeinstufung,
            surchargePercent: amount(risk.RisikozuschlagProzent) ?? 0,
            // The findings as their ExtendedOutput entries (Risiko_n, category Risikopruefung) give them.
            reasons: result.risk.findings.map((finding) => attribute(finding.reason) ?? ""),
          }
        : undefined,
  };
  return new EngineRecord({ result, request, shared }, tariffPart(result), step) as TariffRecord;
}

/**
 * One record per person, tariff and deductible step, in engine order (persons in the order of their CalcInputs).
 * The steps of one tariff of a person share its benefit groups and the step-independent entries, as the
 * extractor gives them from the tariff's first element.
 */
export function calculationRecords(
  calculation: CalculationResult | readonly CalculationResult[],
): TariffRecord[] {
  const persons = (Array.isArray(calculation) ? calculation : [calculation]) as readonly CalculationResult[];
  const records: TariffRecord[] = [];
  for (const person of persons) {
    const { request, results } = person;
    const gkv = gkvContributionFor(request, person.figures.constants);
    const beihilfe = beihilfeEntries(request);
    const sharedByTariff = new Map<number, SharedParts>();
    for (const result of results) {
      const known = sharedByTariff.get(result.tariff.prodId);
      const shared = known ?? {
        groupLeistung: benefitGroups(result),
        entries: once(() => sharedEntries(result, beihilfe, benefitEntries(result.tariff)).map(outputEntry)),
      };
      if (!known) sharedByTariff.set(result.tariff.prodId, shared);
      // Without benefit groups the extractor has no first element to share from: the other steps keep their own.
      const own =
        known && shared.groupLeistung.length === 0 ? { groupLeistung: [], entries: () => [] } : shared;
      records.push(tariffRecord(result, records.length + 1, person, gkv, own));
    }
  }
  return records;
}
