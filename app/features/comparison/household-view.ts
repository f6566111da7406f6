import type { SickPayAssumption } from "../../../domain/comparison/assumptions";
import type { PersonRole } from "../../../domain/comparison/family-input";

/** One insurer's combination as the results page shows it (docs/product/comparison.md#family-and-health). */
export interface FamilyCombinationView {
  provider: string;
  totalMonthly: number;
  matchesRequest: boolean;
  declined: boolean;
  /** The comparison ids of the members this insurer would likely refuse (health pre-check). */
  refused: string[];
  members: Array<{ comparisonId: string; name: string; monthlyPrice: number }>;
}

/** The household of a results page: its members (tabs) and the family's combinations, in the stored order. */
export interface FamilyView {
  members: HouseholdMember[];
  combinations: FamilyCombinationView[];
  /** What every person's comparison shares (docs/product/comparison.md#assumptions). */
  assumptions?: { deductible: number; insuranceStart: string };
}

/** A member of a household as the results page names it (docs/product/comparison.md#family-and-health). */
export interface HouseholdMember {
  role: PersonRole;
  comparisonId: string;
  /** Age in years on the insurance start (the age the tariffs are priced for). */
  age: number;
  /** 'sickPay' absent: not known (older households); present and undefined: priced without sick pay. */
  sickPay?: SickPayAssumption | undefined;
}

export interface LabelledMember extends HouseholdMember {
  /** 'Sie', 'Partner/in', 'Kind 1' … */
  label: string;
  /** The label with the age: 'Kind 1 (8 Jahre)'. */
  labelWithAge: string;
}

const ROLE_LABELS: Record<Exclude<PersonRole, "child">, string> = { self: "Sie", partner: "Partner/in" };

const ageText = (age: number) => (age === 1 ? "1 Jahr" : `${age} Jahre`);

/** The members in their stored order, children numbered as they come ('Kind 1', 'Kind 2'). */
export function labelMembers(members: ReadonlyArray<HouseholdMember>): LabelledMember[] {
  let child = 0;
  return members.map((member) => {
    const label = member.role === "child" ? `Kind ${++child}` : ROLE_LABELS[member.role];
    return { ...member, label, labelWithAge: `${label} (${ageText(member.age)})` };
  });
}
