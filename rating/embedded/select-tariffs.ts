import { BEIHILFE_STUFEN } from "../../domain/comparison/long-form";
import { constantsForIsoDate } from "../../domain/constants/yearly-constants";
import { type TariffPoints, tariffPoints } from "./benefit-points";
import { insurerById } from "./catalogue/insurers";
import { TARIFFS } from "./catalogue/tariffs";
import type { Insurer, TariffDefinition } from "./catalogue/types";
import { entryAgeFor, type Quote, quote, STUDENT_AGES } from "./premium-model";
import { CalcInputError, type CalcRequest } from "./read-calc-input";

/**
 * Selecting and pricing tariffs for a Calculate request: coverage levels, deductible choice, Beihilfe residual
 * cover, the extended filters and the requested sort order.
 */

const ZAHN_LEVELS: Record<string, number> = { ZAHN_GERINGSTE: 0, ZAHN_ZWEITBESTE: 75, ZAHN_BESTE: 85 };
const STAT_LEVELS: Record<string, { room: number; chief: boolean }> = {
  STAT_MB_OHNE_CHEFARZT: { room: 3, chief: false },
  STAT_2B_MIT_CHEFARZT: { room: 2, chief: true },
  STAT_1B_MIT_CHEFARZT: { room: 1, chief: true },
};

function zahnClass(percent: number): number {
  return percent >= 85 ? 85 : percent >= 75 ? 75 : 0;
}

function meetsCoverage(tariff: TariffDefinition, request: CalcRequest): boolean {
  const b = tariff.benefits;
  const zahn = ZAHN_LEVELS[request.zahn];
  const stat = STAT_LEVELS[request.stationaer];
  if (zahn === undefined) throw new CalcInputError(`Zahn unbekannt: ${request.zahn}`);
  if (!stat) throw new CalcInputError(`Stationaer unbekannt: ${request.stationaer}`);
  if (request.useMinLogic) {
    return b.dentalReplacementPercent >= zahn && b.room <= stat.room && (b.chiefPhysician || !stat.chief);
  }
  return (
    zahnClass(b.dentalReplacementPercent) === zahn && b.room === stat.room && b.chiefPhysician === stat.chief
  );
}

/** The largest deductible option within [SBUnter, SBOber] that the request's flags allow. */
export function chooseDeductible(tariff: TariffDefinition, request: CalcRequest): number | null {
  let best: number | null = null;
  for (const option of tariff.deductibleOptions) {
    if (option < request.sbUnter || option > request.sbOber) continue;
    if (request.sbFlags.get(option) === false) continue;
    if (best === null || option > best) best = option;
  }
  return best;
}

/** Residual cover of a Beihilfe tariff: 100 − Beihilfe level; children of civil servants get 80 % Beihilfe. */
export function beihilfeResidual(request: CalcRequest): number | null {
  if (!request.beihilfe) return null;
  const level = request.status === "Beamtenkind" ? 80 : BEIHILFE_STUFEN[request.beihilfe.stufe].active;
  return 100 - level;
}

export interface TariffResult {
  tariff: TariffDefinition;
  insurer: Insurer;
  quote: Quote;
  points: TariffPoints;
  filterResults: Array<{ type: string; value: string; fulfilled: boolean; description: string }>;
}

export interface CalculationResult {
  request: CalcRequest;
  family: Record<string, string>;
  results: TariffResult[];
  year: number;
}

function evaluateFilter(tariff: TariffDefinition, type: string, value: string) {
  const b = tariff.benefits;
  const n = Number(value);
  const yes = /^(ja|true|1|offen)$/i.test(value);
  switch (type.toUpperCase()) {
    case "AMBULANT_GOAE": {
      const needed = n >= 4 ? 5 : n >= 2 ? 3.5 : 2.3;
      return { fulfilled: b.goaeMaxFactor >= needed, description: "Ärztliche Honorare nach GOÄ" };
    }
    case "HEILPRAKTIKER":
      return { fulfilled: !yes || b.heilpraktikerPercent > 0, description: "Heilpraktiker" };
    case "PSYCHOTHERAPIE":
      return { fulfilled: !yes || b.psychotherapySessions !== 0, description: "Psychotherapie" };
    case "HILFSMITTEL":
      return { fulfilled: !yes || b.aidsCatalogue === "open", description: "Offener Hilfsmittelkatalog" };
    case "ZAHN_ERSTATTUNG": {
      const needed = [0, 0, 60, 75, 85][Math.max(0, Math.min(4, n))] ?? 0;
      return { fulfilled: b.dentalReplacementPercent >= needed, description: "Zahnersatz-Erstattung" };
    }
    case "BRE":
      return { fulfilled: b.premiumRefundMonths >= (n || 0), description: "Beitragsrückerstattung" };
    case "SEHHILFE":
      return { fulfilled: yes ? b.visionAidEuro > 0 : b.visionAidEuro >= (n || 0), description: "Sehhilfen" };
    case "AUSLANDSSCHUTZ":
      return {
        fulfilled: yes ? b.travelCoverMonths > 0 : b.travelCoverMonths >= (n || 0),
        description: "Auslandsschutz",
      };
    default:
      return { fulfilled: false, description: `Unbekanntes Kriterium ${type}` };
  }
}

/** Runs a Calculate request over the catalogue: the matching tariffs, priced and sorted. */
export function selectTariffs(request: CalcRequest, family: Record<string, string> = {}): CalculationResult {
  const constants = constantsForIsoDate(request.start);
  const entryAge = entryAgeFor(request.birthDate, request.start);
  const residual = beihilfeResidual(request);
  const isCivil = request.status === "Beamter" || request.status === "Beamtenkind";
  const useBeihilfe = isCivil && residual !== null;
  const employerShare = request.status === "Arbeitnehmer" && entryAge >= 16;
  const results: TariffResult[] = [];
  if (request.versType !== "Vollversicherung") {
    return { request, family, results, year: constants.year };
  }
  for (const tariff of TARIFFS) {
    if (request.companyFilter && !request.companyFilter.has(tariff.companyId)) continue;
    if (useBeihilfe) {
      if (tariff.kind !== "beihilfe" || !tariff.residualPercents.includes(residual)) continue;
    } else if (tariff.kind === "beihilfe") {
      continue;
    } else if (tariff.kind === "student") {
      if (request.status !== "Student" || entryAge < STUDENT_AGES.from || entryAge > STUDENT_AGES.to)
        continue;
    }
    if (entryAge < 21 && !tariff.childrenAllowed && tariff.kind !== "student") continue;
    if (!meetsCoverage(tariff, request)) continue;
    const deductible = chooseDeductible(tariff, request);
    if (deductible === null) continue;
    const tariffQuote = quote(tariff, {
      birthDate: request.birthDate,
      startDate: request.start,
      deductible,
      residualPercent: useBeihilfe ? residual : 100,
      sickPay: request.sickPay && entryAge >= 16 && !isCivil ? request.sickPay : null,
      careObligation: request.careObligation,
      beihilfe: useBeihilfe,
      employerShare,
      constants,
    });
    results.push({
      tariff,
      insurer: insurerById(tariff.companyId),
      quote: tariffQuote,
      points: tariffPoints(tariff),
      filterResults: request.extendedFilters.map((filter) => ({
        ...filter,
        ...evaluateFilter(tariff, filter.type, filter.value),
      })),
    });
  }
  const byPrice = (a: TariffResult, b: TariffResult) => a.quote.total - b.quote.total;
  if (request.primarySortField === "Beitrag") results.sort(byPrice);
  else if (request.primarySortField === "KVRatio")
    results.sort((a, b) => b.points.total / b.quote.total - a.points.total / a.quote.total || byPrice(a, b));
  else results.sort((a, b) => b.points.total - a.points.total || byPrice(a, b));
  return { request, family, results, year: constants.year };
}
