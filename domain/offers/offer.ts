import type { BenefitGroup } from "../ranking/benefit-points";
import type { ExtendedOutputEntry, ExtractorKind, PriceBasis } from "./tariff-record";

/** One benefit of a tariff as the engine rated it. */
export interface BenefitDetail {
  group: BenefitGroup;
  text: string;
  description: string | undefined;
  /** The item's share of its group's points. */
  points: number;
  isPositive: boolean;
}

/** Offer categories used for sorting and the badges on the results screen. */
export type OfferCategory = "preis-leistung" | "premium" | "guenstig" | "standard";

/** One tariff offer as the results screen shows it (docs/product/results.md). */
export interface Offer {
  id: string;
  provider: string;
  name: string;
  monthlyPrice: number;
  yearlySavings: number;
  /** Results-screen estimate: max(0, yearly GKV maximum employee contribution − 12 × employee share). */
  savingsEstimate: number;
  dentistCoverage: number;
  dentalTreatment: number;
  specialistCoverage: number;
  hospitalRoom: string;
  chiefPhysician: boolean;
  deductible: string;
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
  extendedOutput: ExtendedOutputEntry[];
  tariffComponents: string[];
  hasEGO2: boolean;
  category: OfferCategory;
  categoryScore: number;
  priceBasis: PriceBasis;
  source: ExtractorKind;
  /** Synthetic variants added for a single result (Basic 0.8 ×, Premium 1.2 × price). */
  variant?: "basic" | "premium";
  applicationLink: string | undefined;
}
