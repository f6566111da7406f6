import type { SickPayAssumption } from "../../../domain/comparison/assumptions";
import type {
  HealthAnswers,
  PersonRole,
  PremiumReliefChoice,
  SickPayChoice,
} from "../../../domain/comparison/family-input";

/** One person's choices beyond the long form (docs/product/comparison.md#family-and-health), stored with the input. */
export interface PersonChoices {
  role: PersonRole;
  health?: HealthAnswers;
  sickPay?: SickPayChoice;
  premiumRelief?: PremiumReliefChoice;
}

/** A family's combination of one insurer, as stored: each member's tariff and the total per month. */
interface StoredCombination {
  provider: string;
  totalMonthly: number;
  matchesRequest: boolean;
  declined: boolean;
  members: Array<{
    role: PersonRole;
    comparisonId: string;
    offerId: string;
    tariffKey: string;
    name: string;
    monthlyPrice: number;
    /** The insurer would likely refuse this person for this tariff (health pre-check). */
    declined: boolean;
  }>;
}

/** The household a comparison belongs to: one comparison per person, and the family's combinations. */
export interface StoredHousehold {
  members: Array<{
    role: PersonRole;
    comparisonId: string;
    birthDate: string;
    /** The sick pay priced for this person, null for none; absent in households stored before it was kept. */
    sickPay?: SickPayAssumption | null;
  }>;
  combinations: StoredCombination[];
}
