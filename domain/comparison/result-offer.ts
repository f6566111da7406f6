import { savingsText, savingsTextBasisOf } from "../offers/gkv-contribution";
import type { Offer } from "../offers/offer";
import { primaryDoctorRuleOf } from "../offers/primary-doctor";
import { gradeLabelOf, type RelativeGrade } from "../ranking/relative-grade";

/** The part of an Offer the results screen needs (the full Offer stays on the server and in the details). */
export interface ResultOffer {
  id: string;
  /** Groups the deductible variants of one tariff (Offer.tariffKey). */
  tariffKey: string;
  provider: string;
  name: string;
  monthlyPrice: number;
  employeeContribution: number;
  employerContribution: number;
  /** Yearly savings against the GKV for this person; undefined = no savings claim (never shown as 0 €). */
  savingsEstimate: number | undefined;
  /** German tooltip text naming the GKV basis of the estimate, if the offer claims a saving. */
  savingsBasis: string | undefined;
  dentistCoverage: number;
  dentalTreatment: number;
  hospitalRoom: string;
  chiefPhysician: boolean;
  deductible: string;
  deductibleAmount: number | undefined;
  rating: number;
  benefits: string[];
  tariffComponents: string[];
  hasEGO2: boolean;
  totalLeistungPoints: number;
  /** The grade relative to the comparison's tariffs, the same on cards, list and details (Offer.grade). */
  grade: RelativeGrade | undefined;
  category: Offer["category"];
  /**
   * The tariff's Primärarzt rule as the engine words it ('Facharzt ohne Überweisung nur 80 % Erstattung'), read
   * from its benefit items (domain/offers/primary-doctor.ts); undefined with free choice of doctor.
   */
  primaryDoctorRule?: string | undefined;
}

/** A savings claim is shown only for a positive estimate: no 'bis zu 0 €'. */
function savingsClaim(estimate: number | undefined): number | undefined {
  return estimate !== undefined && Number.isFinite(estimate) && Math.round(estimate) > 0
    ? estimate
    : undefined;
}

export function toResultOffer(offer: Offer): ResultOffer {
  return {
    id: offer.id,
    tariffKey: offer.tariffKey,
    provider: offer.provider,
    name: offer.name,
    monthlyPrice: offer.monthlyPrice,
    employeeContribution: offer.employeeContribution,
    employerContribution: offer.employerContribution,
    savingsEstimate: savingsClaim(offer.savingsEstimate),
    savingsBasis: offer.savingsBasis,
    dentistCoverage: offer.dentistCoverage,
    dentalTreatment: offer.dentalTreatment,
    hospitalRoom: offer.hospitalRoom,
    chiefPhysician: offer.chiefPhysician,
    deductible: offer.deductible,
    deductibleAmount: offer.deductibleAmount,
    rating: offer.rating,
    benefits: offer.benefits,
    tariffComponents: offer.tariffComponents.slice(0, MAX_COMPONENTS),
    hasEGO2: offer.hasEGO2,
    totalLeistungPoints: offer.totalLeistungPoints,
    grade: offer.grade,
    category: offer.category,
    primaryDoctorRule: primaryDoctorRuleOf(offer.benefitDetails),
  };
}

/** Every field of a {@link ResultOffer}, in the order {@link packResultOffers} writes them (checked by the type). */
const RESULT_OFFER_FIELDS = {
  id: true,
  tariffKey: true,
  provider: true,
  name: true,
  monthlyPrice: true,
  employeeContribution: true,
  employerContribution: true,
  savingsEstimate: true,
  savingsBasis: true,
  dentistCoverage: true,
  dentalTreatment: true,
  hospitalRoom: true,
  chiefPhysician: true,
  deductible: true,
  deductibleAmount: true,
  rating: true,
  benefits: true,
  tariffComponents: true,
  hasEGO2: true,
  totalLeistungPoints: true,
  grade: true,
  category: true,
  primaryDoctorRule: true,
} satisfies Record<keyof ResultOffer, true>;
const FIELD_NAMES = Object.keys(RESULT_OFFER_FIELDS) as Array<keyof ResultOffer>;
/** Fields whose texts repeat across the variants: written once in `texts`, referred to by position. */
const SHARED_TEXTS = new Set<keyof ResultOffer>([
  "savingsBasis",
  "benefits",
  "tariffComponents",
  "primaryDoctorRule",
]);
/** A grade is written as `[value, rank, of]`; its label follows from the value. */
const packGrade = (grade: RelativeGrade) => [grade.value, grade.rank, grade.of];
function unpackGrade(value: unknown): RelativeGrade {
  const [grade, rank, of] = value as [number, number, number];
  return { value: grade, label: gradeLabelOf(grade), rank, of };
}

/**
 * The offers for the results page as one compact JSON text: `{ fields, texts, rows }`, one array of values per
 * offer in the order of `fields`, repeated texts written once. The browser reads it with the native `JSON.parse`;
 * as an array of objects React Router's stream decoder walked every value in script (≈ 20 ms for basic cover while
 * the page hydrated). `undefined` is written as null (no field of an offer is null).
 */
export function packResultOffers(offers: readonly ResultOffer[]): string {
  const texts: string[] = [];
  const positions = new Map<string, number>();
  const ref = (text: string) => {
    let position = positions.get(text);
    if (position === undefined) {
      position = texts.length;
      texts.push(text);
      positions.set(text, position);
    }
    return position;
  };
  const rows = offers.map((offer) =>
    FIELD_NAMES.map((field) => {
      const value = offer[field];
      if (value === undefined) return null;
      if (field === "grade") return packGrade(value as RelativeGrade);
      if (field === "savingsBasis") {
        // Each offer's text ends with its own amounts: written as the shared parts, rebuilt on reading.
        const basis = savingsTextBasisOf(String(value), offer.employeeContribution);
        if (basis) return [ref(basis.text), ref(basis.pkvSide), basis.yearly];
      }
      if (!SHARED_TEXTS.has(field)) return value;
      return Array.isArray(value) ? value.map(ref) : ref(String(value));
    }),
  );
  return JSON.stringify({ fields: FIELD_NAMES, texts, rows });
}

/** The offers written by {@link packResultOffers}. */
export function unpackResultOffers(json: string): ResultOffer[] {
  const { fields, texts, rows } = JSON.parse(json) as {
    fields: Array<keyof ResultOffer>;
    texts: string[];
    rows: unknown[][];
  };
  const text = (position: unknown) => texts[Number(position)] ?? "";
  return rows.map((row) => {
    const offer: Record<string, unknown> = {};
    fields.forEach((field, index) => {
      const value = row[index];
      offer[field] =
        value === null || value === undefined
          ? undefined
          : field === "grade"
            ? unpackGrade(value)
            : field === "savingsBasis" && Array.isArray(value)
              ? value
              : SHARED_TEXTS.has(field)
                ? Array.isArray(value)
                  ? value.map(text)
                  : text(value)
                : value;
    });
    if (Array.isArray(offer.savingsBasis)) {
      const [basis, pkvSide, yearly] = offer.savingsBasis as [number, number, number];
      offer.savingsBasis = savingsText(
        { text: text(basis), pkvSide: text(pkvSide), yearly },
        offer.employeeContribution as number,
      );
    }
    return offer as unknown as ResultOffer;
  });
}

/** At most 6 tariff components per offer (docs/product/constants.md#comparison). */
const MAX_COMPONENTS = 6;
/** The page size of the further list. */
export const PAGE_SIZE = 10;

/** Compact-offer features: dental, room, deductible, and a Primärarzt rule when the tariff has one. */
export function compactFeatures(
  offer: Pick<ResultOffer, "dentistCoverage" | "hospitalRoom" | "deductible"> &
    Partial<Pick<ResultOffer, "primaryDoctorRule">>,
) {
  return [
    `Zahnersatz ${offer.dentistCoverage} %`,
    offer.hospitalRoom,
    `SB ${offer.deductible}`,
    ...(offer.primaryDoctorRule ? ["Primärarztprinzip"] : []),
  ];
}
