import {
  type FiguresInUse,
  figuresForStart,
  YEARLY_CONSTANTS,
  type YearlyTable,
} from "../domain/constants/yearly-constants";
import { ageOn } from "../lib/dates/berlin-date";
import { type TariffPoints, tariffPoints } from "./benefit-points";
import { insurerById } from "./catalogue/insurers";
import { TARIFFS } from "./catalogue/tariffs";
import type { Insurer, TariffDefinition } from "./catalogue/types";
import { ADULT_ENTRY_AGE, entryAgeFor, STUDENT_AGES } from "./entry-age";
import {
  type BeihilfeRates,
  beihilfeRates,
  careFreeAsChild,
  employerShareApplies,
  isChild,
  type PersonFacts,
  sickPayAllowed,
} from "./legal-rules";
import { type Quote, quote } from "./premium-model";
import { CalcInputError, type CalcRequest } from "./read-calc-input";
import { assessRisk, type RiskAssessment } from "./underwriting/assess-risk";
import { ruleSetFor } from "./underwriting/rule-sets";

/**
 * Selecting and pricing tariffs for a Calculate request: coverage levels, every deductible step within the
 * requested range (one result per tariff and step), Beihilfe residual cover per Dienstherr, the person's legal
 * rules (legal-rules.ts), the health answers' risk assessment (underwriting/), the premium relief, the extended
 * filters and the requested sort order. Several persons are priced each on their own ({@link calculateFamily}).
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
  if (zahn === undefined) throw new CalcInputError(`Unbekannte Zahnstufe „${request.zahn}“.`);
  if (!stat) throw new CalcInputError(`Unbekannte stationäre Stufe „${request.stationaer}“.`);
  if (request.useMinLogic) {
    return b.dentalReplacementPercent >= zahn && b.room <= stat.room && (b.chiefPhysician || !stat.chief);
  }
  return (
    zahnClass(b.dentalReplacementPercent) === zahn && b.room === stat.room && b.chiefPhysician === stat.chief
  );
}

/** The tariff's deductible steps within [SBUnter, SBOber] that the request's flags allow, ascending. */
function deductibleSteps(tariff: TariffDefinition, request: CalcRequest): number[] {
  return tariff.deductibleOptions
    .filter(
      (option) =>
        option >= request.sbUnter && option <= request.sbOber && request.sbFlags.get(option) !== false,
    )
    .sort((a, b) => a - b);
}

export function personOf(request: CalcRequest): PersonFacts {
  return {
    status: request.status,
    insuredPerson: request.insuredPerson,
    birthDate: request.birthDate,
    start: request.start,
  };
}

/** The Beihilfe rates of the request's person (null without Beihilfe data). */
export function beihilfeRatesOf(request: CalcRequest): BeihilfeRates | null {
  if (!request.beihilfe) return null;
  return beihilfeRates(request.beihilfe.dienstherr, request.beihilfe.stufe, request.status === "Beamtenkind");
}

export interface TariffResult {
  tariff: TariffDefinition;
  insurer: Insurer;
  quote: Quote;
  points: TariffPoints;
  filterResults: Array<{ type: string; value: string; fulfilled: boolean; description: string }>;
  /** The underwriting model's estimate for the person's health answers; null without answers. */
  risk: RiskAssessment | null;
}

/** The calculation of one person (CalcInput). */
export interface CalculationResult {
  request: CalcRequest;
  family: Record<string, string>;
  results: TariffResult[];
  /** The yearly figures the prices use: those of the start's year, or provisional stand-ins. */
  figures: FiguresInUse;
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

/**
 * Runs a Calculate request over the catalogue: the matching tariffs, priced per deductible step and sorted, with
 * the yearly figures of the start's year from `table` (the shipped rows plus the years admins stored).
 */
export function selectTariffs(
  request: CalcRequest,
  family: Record<string, string> = {},
  table: YearlyTable = YEARLY_CONSTANTS,
): CalculationResult {
  const figures = figuresForStart(request.start, table);
  const { constants } = figures;
  const entryAge = entryAgeFor(request.birthDate, request.start);
  const person = personOf(request);
  const rates = beihilfeRatesOf(request);
  const residual = rates ? 100 - rates.ambulant : null;
  const isCivil = request.status === "Beamter" || request.status === "Beamtenkind";
  const useBeihilfe = isCivil && rates !== null && residual !== null;
  const employerShare = employerShareApplies(person);
  const sickPay = request.sickPay && sickPayAllowed(person) && !isCivil ? request.sickPay : null;
  const careFree = careFreeAsChild(person);
  const child = isChild(person);
  // Children and minors are not assessed by BMI (docs/product/rating-engine.md#underwriting-model).
  const minor = request.insuredPerson === "Kind" || ageOn(request.birthDate, request.start) < 18;
  const results: TariffResult[] = [];
  if (request.versType !== "Vollversicherung") {
    return { request, family, results, figures };
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
    if ((entryAge < 21 || child) && !tariff.childrenAllowed && tariff.kind !== "student") continue;
    // Children's tariffs (Beihilfe tariffs for civil servants' children) are open to children up to 20 only.
    if (tariff.audience === "children" && (!child || entryAge >= ADULT_ENTRY_AGE)) continue;
    if (!meetsCoverage(tariff, request)) continue;
    const steps = deductibleSteps(tariff, request);
    if (steps.length === 0) continue;
    const insurer = insurerById(tariff.companyId);
    const points = tariffPoints(tariff);
    const filterResults = request.extendedFilters.map((filter) => ({
      ...filter,
      ...evaluateFilter(tariff, filter.type, filter.value),
    }));
    // The same for every deductible step; a declined tariff is priced without surcharge.
    const risk = request.health
      ? assessRisk(request.health, ruleSetFor(insurer), tariff.line, { child: minor })
      : null;
    const eigenbehalt =
      useBeihilfe && rates
        ? (tariff.benefits.chiefPhysician ? rates.rule.wahlleistungEigenbehaltPerDay.chiefPhysician : 0) +
          (tariff.benefits.room <= 2 ? rates.rule.wahlleistungEigenbehaltPerDay.twoBedRoom : 0)
        : 0;
    for (const deductible of steps) {
      const tariffQuote = quote(tariff, {
        birthDate: request.birthDate,
        startDate: request.start,
        deductible,
        residualPercent: useBeihilfe ? residual : 100,
        stationaryResidualPercent: useBeihilfe && rates ? 100 - rates.stationaer : 100,
        eigenbehaltPerDay: eigenbehalt,
        sickPay,
        careObligation: request.careObligation,
        careFree,
        beihilfe: useBeihilfe,
        employerShare,
        constants,
        riskSurchargePercent: risk?.surchargePercent ?? 0,
        premiumRelief: request.premiumRelief,
      });
      results.push({ tariff, insurer, quote: tariffQuote, points, filterResults, risk });
    }
  }
  const byPrice = (a: TariffResult, b: TariffResult) => a.quote.total - b.quote.total;
  if (request.primarySortField === "Beitrag") results.sort(byPrice);
  else if (request.primarySortField === "KVRatio")
    results.sort((a, b) => b.points.total / b.quote.total - a.points.total / a.quote.total || byPrice(a, b));
  else results.sort((a, b) => b.points.total - a.points.total || byPrice(a, b));
  return { request, family, results, figures };
}

/**
 * A Calculate request of several persons (docs/product/rating-engine.md#several-persons): each priced on its own
 * by {@link selectTariffs}, in the order of the CalcInputs.
 */
export function calculateFamily(
  persons: readonly CalcRequest[],
  family: Record<string, string> = {},
  table: YearlyTable = YEARLY_CONSTANTS,
): CalculationResult[] {
  return persons.map((request) => selectTariffs(request, family, table));
}
