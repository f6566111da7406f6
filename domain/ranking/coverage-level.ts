/**
 * The coverage level of an offer relative to what the visitor asked for
 * (docs/product/results.md#ranking, docs/decisions/012-neutral-ranking-and-savings.md).
 *
 * The request's coverage package ('Basis', 'Komfort', 'Premium' of the long form) is sent to the engine as a
 * hospital level (room and chief physician) and a dental level (COVERAGE_REQUEST_VALUES). The engine treats both
 * as MINIMUM levels (kvr-simulator/README.md "Calculate semantics"), so a Komfort request also returns Premium
 * tariffs. An offer carries the same three facts the cards show: its hospital room, chief physician and dental
 * replacement share (domain/offers/build-offers.ts reads them from the engine's StationaerBettenanzahl, Chefarzt
 * and ZahnErsatz; missing values have the documented defaults).
 */
import type { CoverageType } from "../comparison/form-values";
import { COVERAGE_REQUEST_VALUES } from "../constants/business";

/** The facts of an offer the level looks at. */
export interface CoverageFacts {
  /** 'Einbettzimmer', 'Zweibettzimmer', 'Mehrbettzimmer' (hospitalRoomLabel). */
  hospitalRoom: string;
  chiefPhysician: boolean;
  /** Dental replacement in %. */
  dentistCoverage: number;
}

/** A hospital and dental level: room 0 = multi-bed, 1 = double, 2 = single; dental 0 = below 75 %, 1 = from 75 %, 2 = from 85 %. */
export interface CoverageLevel {
  room: 0 | 1 | 2;
  chiefPhysician: boolean;
  dental: 0 | 1 | 2;
}

/** Dental replacement thresholds of the engine's ZAHN_ZWEITBESTE and ZAHN_BESTE levels. */
const DENTAL_THRESHOLDS = { comfort: 75, premium: 85 } as const;

/** 2 = single room, 1 = double room, 0 = multi-bed room or unknown. */
export function roomLevel(room: string): 0 | 1 | 2 {
  const lower = room.toLowerCase();
  if (lower.includes("einbett") || lower.includes("1-bett")) return 2;
  if (lower.includes("zweibett") || lower.includes("2-bett")) return 1;
  return 0;
}

/** 2 = at least 85 %, 1 = at least 75 %, 0 = less. */
export function dentalLevel(percent: number): 0 | 1 | 2 {
  if (percent >= DENTAL_THRESHOLDS.premium) return 2;
  if (percent >= DENTAL_THRESHOLDS.comfort) return 1;
  return 0;
}

/** The level of an offer from its facts. */
function offerLevel(offer: CoverageFacts): CoverageLevel {
  return {
    room: roomLevel(offer.hospitalRoom),
    chiefPhysician: offer.chiefPhysician,
    dental: dentalLevel(offer.dentistCoverage),
  };
}

const STATIONARY_LEVELS: Record<string, Pick<CoverageLevel, "room" | "chiefPhysician">> = {
  STAT_MB_OHNE_CHEFARZT: { room: 0, chiefPhysician: false },
  STAT_2B_MIT_CHEFARZT: { room: 1, chiefPhysician: true },
  STAT_1B_MIT_CHEFARZT: { room: 2, chiefPhysician: true },
};
const DENTAL_LEVELS: Record<string, CoverageLevel["dental"]> = {
  ZAHN_GERINGSTE: 0,
  ZAHN_ZWEITBESTE: 1,
  ZAHN_BESTE: 2,
};

/**
 * The level a coverage package asks the engine for (the codes of COVERAGE_REQUEST_VALUES): Basis = multi-bed
 * room without chief physician, dental below 75 %; Komfort = double room with chief physician, dental from
 * 75 %; Premium = single room with chief physician, dental from 85 %.
 */
export function requestedLevel(coverage: CoverageType): CoverageLevel {
  const codes = COVERAGE_REQUEST_VALUES[coverage];
  const stationary = STATIONARY_LEVELS[codes.stationaer];
  const dental = DENTAL_LEVELS[codes.zahn];
  if (!stationary || dental === undefined) throw new Error(`No coverage level for ${coverage}.`);
  return { ...stationary, dental };
}

/**
 * An offer's coverage relative to the request:
 * - 'matches': the level asked for — the same room category, chief physician and dental level;
 * - 'higher': at least the level asked for in every part and more in one (e.g. a single room for a Komfort
 *   request);
 * - 'below': less than asked in some part (the engine returns none with its minimum levels; an engine
 *   that did, or missing facts, would).
 */
export type CoverageFit = "matches" | "higher" | "below";

/** How an offer's level compares with the requested level ({@link CoverageFit}). */
export function coverageFit(offer: CoverageFacts, requested: CoverageLevel): CoverageFit {
  const level = offerLevel(offer);
  const chief = Number(level.chiefPhysician) - Number(requested.chiefPhysician);
  const differences = [level.room - requested.room, chief, level.dental - requested.dental];
  if (differences.some((difference) => difference < 0)) return "below";
  return differences.some((difference) => difference > 0) ? "higher" : "matches";
}

/**
 * How far an offer's level lies from the request: the sum of the steps by which room, chief physician and dental
 * differ (0 = the level asked for). A Komfort tariff is nearer to a Basis request than a Premium one.
 */
export function levelDistance(offer: CoverageFacts, requested: CoverageLevel): number {
  const level = offerLevel(offer);
  return (
    Math.abs(level.room - requested.room) +
    Math.abs(Number(level.chiefPhysician) - Number(requested.chiefPhysician)) +
    Math.abs(level.dental - requested.dental)
  );
}
