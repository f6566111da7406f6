/**
 * Honest savings: what this person would pay in the GKV in the year in force, against what they pay for the
 * PKV offer (docs/decisions/012-neutral-ranking-and-savings.md).
 *
 * - Employees: the employee share at the contribution ceiling — half of (general rate + average additional
 *   rate) and half of the PV rate, plus the childless surcharge from 23 (PKV needs an income above the JAEG,
 *   which is above the ceiling, so the GKV contribution would be the maximum).
 * - Self-employed and freelancers: the full contribution at the ceiling (reduced rate without sick pay +
 *   average additional rate, full PV rate, childless surcharge from 23) — nobody shares it.
 * - Civil servants: the full contribution at the ceiling like the self-employed (no employer share, no
 *   Beihilfe towards a GKV contribution); with a Beihilfe entitlement the PV rate is halved. Compared with
 *   their PKV (residual-cover) premium.
 * - Students: the KVdS student rate on the BAföG need, full PV rate, childless surcharge from 23.
 * - Children (insured person 'child' and civil servants' children): free GKV family insurance — no claim.
 *
 * The PKV side is the offer's employee share (what the person pays; for everyone but employees the whole
 * premium). A saving under 1 € is no saving: no claim (never 0 €).
 */

import { ageOn, type IsoDate } from "../../lib/dates/berlin-date";
import { formatEuro, formatPercent } from "../../lib/format/number-format";
import type { LongFormData } from "../comparison/long-form";
import { GKV_SAVINGS } from "../constants/business";
import { savingsBasis, type YearlyConstants } from "../constants/yearly-constants";

export type SavingsGroup = "employee" | "self-employed" | "civil-servant" | "student" | "child";

/** The person the savings are computed for, derived from the long form. */
export interface SavingsPerson {
  group: SavingsGroup;
  /** Age at the insurance start. */
  age: number;
  /** Civil servants: a Beihilfe level was given (Beihilfe entitlement). */
  beihilfe: boolean;
}

export function savingsPersonFor(
  form: Pick<LongFormData, "jobStatus" | "insuredPerson" | "birthDate" | "beihilfeStufe">,
  insuranceStart: IsoDate,
): SavingsPerson {
  const age = ageOn(form.birthDate, insuranceStart);
  const beihilfe = form.beihilfeStufe !== undefined && form.beihilfeStufe !== "NOT_IN_WISH";
  return { group: savingsGroupOf(form.jobStatus, form.insuredPerson), age, beihilfe };
}

/**
 * Children (insured person 'child', a child's or a civil servant's child's job status) are family-insured in the
 * GKV; a job status without a known GKV basis also gets no claim.
 */
function savingsGroupOf(jobStatus: string, insuredPerson: string): SavingsGroup {
  if (insuredPerson === "child") return "child";
  switch (jobStatus) {
    case "employed":
      return "employee";
    case "self-employed":
    case "freelancer":
      return "self-employed";
    case "civil-servant":
      return "civil-servant";
    case "student":
      return "student";
    default:
      return "child";
  }
}

/** What the person would pay in the GKV per year, and the German tooltip text naming that basis. */
export interface GkvComparison {
  yearly: number;
  text: string;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const rate6 = (value: number) => Math.round(value * 1_000_000) / 1_000_000;
const euroYear = (value: number) => `${formatEuro(value)} im Jahr`;

/** The GKV figure for this person in the year of `constants`; undefined for family-insured children. */
export function gkvComparison(person: SavingsPerson, constants: YearlyConstants): GkvComparison | undefined {
  if (person.group === "child") return undefined;
  const childless = person.age >= GKV_SAVINGS.childlessSurchargeFromAge;
  const ceiling = constants.contributionCeilingYearly;
  const year = constants.year;
  const atCeiling = `bei einem Einkommen an der Beitragsbemessungsgrenze (${euroYear(ceiling)})`;
  const surchargeText = (base: number) =>
    childless
      ? `, Kinderlosenzuschlag ${formatPercent(constants.childlessSurchargeRate)} = ${formatEuro(base)}`
      : "";

  if (person.group === "employee") {
    const basis = savingsBasis(constants);
    const surcharge = childless ? basis.childlessSurcharge : 0;
    const yearly = cents(basis.employeeHealthShare + basis.careEmployeeShare + surcharge);
    return {
      yearly,
      text:
        `Vergleich mit dem Arbeitnehmeranteil in der GKV ${year} ${atCeiling}: Krankenversicherung ` +
        `${formatPercent(basis.employeeRate)} (halber allgemeiner Beitragssatz ${formatPercent(constants.generalRate)} ` +
        `und halber durchschnittlicher Zusatzbeitrag ${formatPercent(constants.averageAdditionalRate)}) = ` +
        `${formatEuro(basis.employeeHealthShare)}, Pflegeversicherung ${formatPercent(basis.careEmployeeRate)} = ` +
        `${formatEuro(basis.careEmployeeShare)}${surchargeText(basis.childlessSurcharge)}; zusammen ` +
        `${euroYear(yearly)}, verglichen mit Ihrem Anteil am PKV-Beitrag.`,
    };
  }

  if (person.group === "student") {
    const base = GKV_SAVINGS.studentAssessmentBaseMonthly;
    const healthRate = rate6(
      constants.generalRate * GKV_SAVINGS.studentRateFactor + constants.averageAdditionalRate,
    );
    const health = cents(base * healthRate);
    const care = cents(base * constants.careRate);
    const surcharge = childless ? cents(base * constants.childlessSurchargeRate) : 0;
    const monthly = cents(health + care + surcharge);
    const yearly = cents(monthly * 12);
    return {
      yearly,
      text:
        `Vergleich mit dem Beitrag der studentischen Krankenversicherung ${year} (Beitragsgrundlage ` +
        `${formatEuro(base)} im Monat): Krankenversicherung ${formatPercent(healthRate)} (7/10 des allgemeinen ` +
        `Beitragssatzes und durchschnittlicher Zusatzbeitrag ${formatPercent(constants.averageAdditionalRate)}) = ` +
        `${formatEuro(health)}, Pflegeversicherung ${formatPercent(constants.careRate)} = ${formatEuro(care)}` +
        `${childless ? `, Kinderlosenzuschlag ${formatPercent(constants.childlessSurchargeRate)} = ${formatEuro(surcharge)}` : ""}; ` +
        `zusammen ${formatEuro(monthly)} im Monat, ${euroYear(yearly)}, verglichen mit Ihrem PKV-Beitrag.`,
    };
  }

  // Self-employed, freelancers and civil servants: the whole contribution, nobody shares it.
  const healthRate = rate6(GKV_SAVINGS.reducedRate + constants.averageAdditionalRate);
  const health = cents(ceiling * healthRate);
  const halfCare = person.group === "civil-servant" && person.beihilfe;
  const careRate = rate6(constants.careRate * (halfCare ? GKV_SAVINGS.beihilfeCareRateFactor : 1));
  const care = cents(ceiling * careRate);
  const surchargeBase = cents(ceiling * constants.childlessSurchargeRate);
  const surcharge = childless ? surchargeBase : 0;
  const yearly = cents(health + care + surcharge);
  const who =
    person.group === "civil-servant"
      ? "für Beamte (ohne Arbeitgeberanteil und ohne Beihilfe zum GKV-Beitrag)"
      : "für Selbstständige und Freiberufler";
  const pkvSide =
    person.group === "civil-servant" && person.beihilfe
      ? "Ihrem Beitrag für die PKV-Restkostenversicherung neben der Beihilfe"
      : "Ihrem PKV-Beitrag";
  return {
    yearly,
    text:
      `Vergleich mit dem vollen GKV-Beitrag ${year} ${who} ${atCeiling}: Krankenversicherung ` +
      `${formatPercent(healthRate)} (ermäßigter Beitragssatz ${formatPercent(GKV_SAVINGS.reducedRate)} ohne ` +
      `Krankengeld und durchschnittlicher Zusatzbeitrag ${formatPercent(constants.averageAdditionalRate)}) = ` +
      `${formatEuro(health)}, Pflegeversicherung ${formatPercent(careRate)}` +
      `${halfCare ? " (halber Satz bei Beihilfeanspruch)" : ""} = ${formatEuro(care)}` +
      `${surchargeText(surchargeBase)}; zusammen ${euroYear(yearly)}, verglichen mit ${pkvSide}.`,
  };
}

/** The savings claim of one offer: whole euros, or undefined when there is no saving or no GKV basis. */
export function savingsFor(
  monthlyPaid: number,
  comparison: GkvComparison | undefined,
): { savingsEstimate: number | undefined; savingsBasis: string | undefined } {
  if (!comparison) return { savingsEstimate: undefined, savingsBasis: undefined };
  const saving = Math.round(comparison.yearly - 12 * monthlyPaid);
  return {
    savingsEstimate: saving >= GKV_SAVINGS.minimumYearlySaving ? saving : undefined,
    savingsBasis: comparison.text,
  };
}
