import { promisify } from "node:util";
import { gunzip as gunzipCallback, gzip as gzipCallback } from "node:zlib";
import type { FiguresLabel } from "../../../domain/constants/figures-notice";
import { constantsForDate, type YearlyConstants } from "../../../domain/constants/yearly-constants";
import type { Offer } from "../../../domain/offers/offer";
import type { PriceBasis } from "../../../domain/offers/tariff-record";
import type { StoredHousehold } from "./household-types";

/** The yearly figures stored with a comparison. */
export interface StoredFigures {
  label: FiguresLabel;
  constants: YearlyConstants;
}

/**
 * `comparisons.offers` (docs/decisions/020-comparison-performance.md): the ranked offers as positions in the
 * shared result (`comparisons.result_hash` → `comparison_results`), which holds every variant. A ranked offer that
 * is not one of the variants (never the case with the rating service) is kept in `extra`. It is the only row
 * format (docs/decisions/020-comparison-performance.md#decision).
 */
export interface StoredRanking {
  format: 2;
  /** Position in the result's variants, or -1 - index into `extra`. */
  ranked: number[];
  extra?: Offer[];
  preferredDeductible: number;
  priceBasis?: PriceBasis;
  insuranceStart: string;
  figures: StoredFigures;
  /** The household of a comparison made for several persons (the same on every member's row). */
  household?: StoredHousehold;
}

/** The shipped figures of a date's year: for a calculator that names none, and for rows stored before figures were. */
export function shippedFigures(at: Date): StoredFigures {
  const constants = constantsForDate(at);
  return { label: { year: constants.year, requestedYear: constants.year, provisional: false }, constants };
}

export type PackedRanking = Pick<StoredRanking, "ranked" | "extra">;

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/** The ranked offers as positions in `variants` (by identity; others go to `extra`). */
function packRanked(variants: readonly Offer[], ranked: readonly Offer[]): PackedRanking {
  const position = new Map<Offer, number>();
  variants.forEach((offer, index) => {
    position.set(offer, index);
  });
  const extra: Offer[] = [];
  const indexes = ranked.map((offer) => {
    const known = position.get(offer);
    if (known !== undefined) return known;
    extra.push(offer);
    return -extra.length;
  });
  return { ranked: indexes, extra: extra.length > 0 ? extra : undefined };
}

export function unpackRanked(variants: readonly Offer[], stored: PackedRanking): Offer[] {
  return stored.ranked.map((index) => {
    const offer = index >= 0 ? variants[index] : stored.extra?.[-index - 1];
    if (!offer) throw new Error("Stored comparison refers to a missing offer.");
    return offer;
  });
}

/**
 * Packs each cached ranking once: the engine-result cache hands out the same arrays for equal comparisons, so
 * their positions are remembered per ranking.
 */
export function createRankingPacker() {
  const packed = new WeakMap<readonly Offer[], { variants: readonly Offer[]; packed: PackedRanking }>();
  return (variants: readonly Offer[], ranked: readonly Offer[]): PackedRanking => {
    const known = packed.get(ranked);
    if (known?.variants === variants) return known.packed;
    const result = packRanked(variants, ranked);
    packed.set(ranked, { variants, packed: result });
    return result;
  };
}

/** The stored bytes of a shared result: gzip of its JSON (result-codec.ts). */
export function gzipResult(json: Uint8Array): Promise<Buffer> {
  return gzip(json);
}

export async function gunzipResult(payload: Uint8Array): Promise<string> {
  return (await gunzip(payload)).toString("utf8");
}
