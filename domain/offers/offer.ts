import type { BenefitGroup } from "../ranking/benefit-points";
import type { RelativeGrade } from "../ranking/relative-grade";
import type { ExtractorKind, PriceBasis, RiskAssessmentRecord } from "./tariff-record";

/** One benefit of a tariff as the engine rated it. */
export interface BenefitDetail {
  group: BenefitGroup;
  text: string;
  description: string | undefined;
  /** The item's share of its group's points. */
  points: number;
  isPositive: boolean;
}

/**
 * Offer categories. The public results derive only 'premium' / 'guenstig' / 'standard' from the monthly price
 * (the API field, no public badge); 'preis-leistung' is the developer console's website-view category (domain/ranking/website-view.ts).
 */
export type OfferCategory = "preis-leistung" | "premium" | "guenstig" | "standard";

/** One tariff offer as the results screen shows it (docs/product/results.md). */
export interface Offer {
  /** Unique per deductible variant. */
  id: string;
  /** Identical for all deductible variants of one tariff: normalised provider + '|' + tariff name. */
  tariffKey: string;
  provider: string;
  name: string;
  monthlyPrice: number;
  /**
   * Yearly saving against what this person would pay in the GKV (domain/offers/savings.ts), whole euros;
   * undefined = no savings claim (no saving, or no GKV basis such as family-insured children). Never 0.
   */
  savingsEstimate: number | undefined;
  /** German tooltip text naming the GKV basis for this person; undefined when there is no GKV basis. */
  savingsBasis: string | undefined;
  dentistCoverage: number;
  dentalTreatment: number;
  specialistCoverage: number;
  hospitalRoom: string;
  chiefPhysician: boolean;
  deductible: string;
  /** The variant's deductible step in € per year (undefined when the engine named none). */
  deductibleAmount: number | undefined;
  rating: number;
  details: string[];
  employeeContribution: number;
  employerContribution: number;
  benefits: string[];
  additionalBenefits: string[];
  realBenefits: Record<BenefitGroup, string[]>;
  /** Every benefit item with its group, points (0–100) and long text, for the tariff details. */
  benefitDetails?: BenefitDetail[];
  /** Points per benefit group (0–100), the basis of the point colours and grading texts. */
  benefitGroupPoints?: Partial<Record<BenefitGroup, number>>;
  totalLeistungPoints: number;
  companyLogo: string | undefined;
  tariffComponents: string[];
  hasEGO2: boolean;
  /**
   * School grade relative to the other tariffs of the same comparison (domain/ranking/relative-grade.ts), set where
   * a comparison's offers are built (server/areas/comparisons/calculate-offers.ts; derived on reading results
   * stored without it). Absent on offers outside a comparison.
   */
  grade?: RelativeGrade;
  /** Price category of the API answer (by monthly price only, never by name); no public card shows it. */
  category: OfferCategory;
  priceBasis: PriceBasis;
  source: ExtractorKind;
  /** Synthetic variants added for a single result (Basic 0.8 ×, Premium 1.2 × price). */
  variant?: "basic" | "premium";
  applicationLink: string | undefined;
  /**
   * The anonymous health pre-check's estimate for this tariff (docs/product/comparison.md#health-pre-check): only
   * when the person answered the health questions. `monthlyPrice` then includes the expected risk surcharge.
   */
  riskAssessment?: RiskAssessmentRecord;
  /** The monthly price without the expected risk surcharge (only with a health pre-check). */
  priceWithoutSurcharge?: number;
  /** The part of the monthly price for the chosen sick pay (Krankentagegeld), when there is one. */
  sickPayPrice?: number;
  /** The part of the monthly price for the chosen premium relief (Beitragsentlastung from 67), when there is one. */
  premiumReliefPrice?: number;
  /**
   * The part of the monthly price for the statutory long-term care insurance (PPV), when the person pays one:
   * children co-insured with a privately insured parent pay none.
   */
  carePrice?: number;
}
