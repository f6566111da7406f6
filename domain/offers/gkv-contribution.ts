/**
 * What a person would pay in the GKV in a year, and what an offer saves against it: the one savings definition of
 * the results page, the API and the engine's MErsparnis/JErsparnis (docs/decisions/012-neutral-ranking-and-savings.md,
 * docs/product/results.md#offers).
 *
 * PKV needs an income above the JAEG, which is above the contribution ceiling, so every group but students is
 * taken at the ceiling of the start year's figures. The childless surcharge applies from 23 in every group.
 * - Employees: the employee share — half of (general rate + average additional rate), half of the PV rate —
 *   plus the surcharge, which the employee pays alone.
 * - Self-employed and freelancers: the full contribution at the reduced rate (no sick pay) + average additional
 *   rate, full PV rate, surcharge — nobody shares it.
 * - Civil servants: the reduced rate + average additional rate; where the Dienstherr pays pauschale Beihilfe
 *   (domain/constants/pauschale-beihilfe.ts) it pays half of that, elsewhere the civil servant pays all of it.
 *   With a Beihilfe entitlement the PV rate is halved (the Beihilfe carries half of the care benefits), surcharge.
 * - Students: the KVdS rate on the BAföG need, full PV rate, surcharge; computed per month, times 12.
 * - Children (family insurance): no contribution, no savings.
 *
 * Amounts are cents, rounded half up. The saving of an offer is {@link yearlySavings} (cents); the page and the
 * API show it in whole euros (Math.round of the same value), the engine writes it with cents.
 */

import { formatEuro, formatEuroWhole, formatPercent } from "../../lib/format/number-format";
import { GKV_SAVINGS } from "../constants/business";
import type { YearlyConstants } from "../constants/yearly-constants";

export type SavingsGroup = "employee" | "self-employed" | "civil-servant" | "student" | "child";

/** The person the savings are computed for. */
export interface SavingsPerson {
  group: SavingsGroup;
  /** Age at the insurance start. */
  age: number;
  /** Civil servants: a Beihilfe entitlement (a Beihilfe level was given). */
  beihilfe: boolean;
  /**
   * Civil servants: the state whose pauschale Beihilfe pays half of the GKV health contribution on the insurance
   * start (e.g. 'Hamburg'); absent where the Dienstherr pays none.
   */
  pauschaleBeihilfe?: string;
}

/** One part of the contribution: its full rate, the rate the person pays, and what they pay per period. */
interface ContributionPart {
  rate: number;
  paidRate: number;
  amount: number;
}

/** The GKV contribution of a person, per `period` and per year, with the German text naming its computation. */
export interface GkvContribution {
  group: Exclude<SavingsGroup, "child">;
  /** The year of the figures used. */
  year: number;
  /** Students: per month (times 12 for the year); everyone else: per year. */
  period: "year" | "month";
  /** Assessment base per period: the contribution ceiling, or the students' BAföG need. */
  base: number;
  health: ContributionPart;
  care: ContributionPart;
  /** Childless surcharge; undefined under 23. */
  surcharge: ContributionPart | undefined;
  /** Who pays the other half of the health rate (employees: also of the PV rate). */
  sharedBy: "employer" | "pauschale Beihilfe" | undefined;
  /** Sum of the parts per period. */
  total: number;
  /** What the person pays per year (€, cents): the basis of every savings figure. */
  yearly: number;
  /** German text naming the basis and its computation (the start of the savings tooltip). */
  text: string;
  /** German name of what the person pays for the PKV offer, e.g. 'Ihr PKV-Beitrag'. */
  pkvSide: string;
}

/** Cents, half up, robust against binary fractions (0,0875 × 69.750 = 6.103,125 → 6.103,13). */
export function cents(value: number): number {
  return Math.sign(value) * (Math.round(Number((Math.abs(value) * 100).toFixed(6))) / 100);
}
const rate6 = (value: number) => Math.round(value * 1_000_000) / 1_000_000;
const part = (base: number, rate: number, paidRate: number): ContributionPart => ({
  rate: rate6(rate),
  paidRate: rate6(paidRate),
  amount: cents(base * rate6(paidRate)),
});

/** What the person would pay in the GKV in the year of `constants`; undefined for family-insured children. */
export function gkvContribution(
  person: SavingsPerson,
  constants: YearlyConstants,
): GkvContribution | undefined {
  if (person.group === "child") return undefined;
  const group = person.group;
  const childless = person.age >= GKV_SAVINGS.childlessSurchargeFromAge;
  const student = group === "student";
  const base = student ? GKV_SAVINGS.studentAssessmentBaseMonthly : constants.contributionCeilingYearly;

  const healthRate =
    group === "employee"
      ? constants.generalRate + constants.averageAdditionalRate
      : student
        ? constants.generalRate * GKV_SAVINGS.studentRateFactor + constants.averageAdditionalRate
        : GKV_SAVINGS.reducedRate + constants.averageAdditionalRate;
  const pauschal = group === "civil-servant" && person.pauschaleBeihilfe !== undefined;
  const sharedBy = group === "employee" ? "employer" : pauschal ? "pauschale Beihilfe" : undefined;
  const health = part(base, healthRate, sharedBy ? healthRate / 2 : healthRate);

  const halfCare = group === "employee" || (group === "civil-servant" && person.beihilfe);
  const careFactor = group === "employee" ? 0.5 : halfCare ? GKV_SAVINGS.beihilfeCareRateFactor : 1;
  const care = part(base, constants.careRate, constants.careRate * careFactor);
  const surcharge = childless
    ? part(base, constants.childlessSurchargeRate, constants.childlessSurchargeRate)
    : undefined;
  const total = cents(health.amount + care.amount + (surcharge?.amount ?? 0));
  const yearly = student ? cents(total * 12) : total;
  const contribution = {
    group,
    year: constants.year,
    period: student ? "month" : "year",
    base,
    health,
    care,
    surcharge,
    sharedBy,
    total,
    yearly,
  } as const;
  return {
    ...contribution,
    text: basisText(contribution, person, constants),
    pkvSide: pkvSide(group, person.beihilfe),
  };
}

/**
 * The yearly saving of paying `monthlyPaid` (what the person pays for the offer per month, cents) instead of the
 * GKV contribution: yearly GKV − 12 × monthlyPaid, in cents; negative when the offer costs more.
 */
export function yearlySavings(contribution: Pick<GkvContribution, "yearly">, monthlyPaid: number): number {
  return cents(contribution.yearly - 12 * cents(monthlyPaid));
}

/** The claim shown on the page and returned by the API: whole euros of {@link yearlySavings}, at least 1 €. */
export function savingsClaimOf(saving: number): number | undefined {
  const whole = Math.round(saving);
  return whole >= GKV_SAVINGS.minimumYearlySaving ? whole : undefined;
}

/** What the person pays for the offer, as named in the tooltip. */
const PKV_SIDES = {
  employee: "Ihr Anteil am PKV-Beitrag (nach Abzug des Arbeitgeberzuschusses)",
  beihilfe: "Ihr Beitrag für die PKV-Restkostenversicherung neben der Beihilfe",
  other: "Ihr PKV-Beitrag",
} as const;

function pkvSide(group: GkvContribution["group"], beihilfe: boolean): string {
  if (group === "employee") return PKV_SIDES.employee;
  return group === "civil-servant" && beihilfe ? PKV_SIDES.beihilfe : PKV_SIDES.other;
}

/** The parts of a savings text that are the same for every offer of a person. */
export type SavingsTextBasis = Pick<GkvContribution, "text" | "pkvSide" | "yearly">;

/**
 * The whole tooltip text of one offer: the GKV computation, then the compared PKV amount and the saving, e.g.
 * '… zusammen 7.777,13 € im Jahr. Ihr Anteil am PKV-Beitrag …: 12 × 300,00 € = 3.600,00 € im Jahr. Ersparnis:
 * 7.777,13 € − 3.600,00 € = 4.177,13 € im Jahr, gerundet 4.177 €.'
 */
export function savingsText(basis: SavingsTextBasis, monthlyPaid: number): string {
  const paidYearly = cents(12 * cents(monthlyPaid));
  const saving = yearlySavings(basis, monthlyPaid);
  const claim = savingsClaimOf(saving);
  const compared = `${basis.pkvSide}: 12 × ${formatEuro(cents(monthlyPaid))} = ${formatEuro(paidYearly)} im Jahr.`;
  const result =
    claim === undefined
      ? "Keine Ersparnis gegenüber der GKV."
      : `Ersparnis: ${formatEuro(basis.yearly)} − ${formatEuro(paidYearly)} = ${formatEuro(saving)} im Jahr, gerundet ${formatEuroWhole(claim)}.`;
  return `${basis.text} ${compared} ${result}`;
}

/**
 * The repeated parts of a text that {@link savingsText} wrote for `monthlyPaid`, or undefined for any other text.
 * The results page sends them once for all offers and writes each offer's text again from its employee share
 * (domain/comparison/result-offer.ts); the answer is checked by writing the text again.
 */
export function savingsTextBasisOf(text: string, monthlyPaid: number): SavingsTextBasis | undefined {
  for (const side of Object.values(PKV_SIDES)) {
    const at = text.indexOf(` ${side}: 12 × `);
    if (at < 0) continue;
    const basisText = text.slice(0, at);
    const total = /(\d{1,3}(?:\.\d{3})*,\d{2}) € im Jahr\.$/.exec(basisText)?.[1];
    if (total === undefined) return undefined;
    const basis = {
      text: basisText,
      pkvSide: side,
      yearly: Number(total.replaceAll(".", "").replace(",", ".")),
    };
    return savingsText(basis, monthlyPaid) === text ? basis : undefined;
  }
  return undefined;
}

const perYear = (value: number) => `${formatEuro(value)} im Jahr`;

function basisText(
  c: Omit<GkvContribution, "text" | "pkvSide">,
  person: SavingsPerson,
  constants: YearlyConstants,
): string {
  const additional = `durchschnittlicher Zusatzbeitrag ${formatPercent(constants.averageAdditionalRate)}`;
  const surcharge = c.surcharge
    ? `Kinderlosenzuschlag ${formatPercent(c.surcharge.rate)} (ab 23 Jahren, von Ihnen allein getragen) = ${formatEuro(c.surcharge.amount)}`
    : "kein Kinderlosenzuschlag (erst ab 23 Jahren)";
  const sum =
    c.period === "month"
      ? `zusammen ${formatEuro(c.total)} im Monat, ${perYear(c.yearly)}.`
      : `zusammen ${perYear(c.yearly)}.`;
  const atCeiling = `bei einem Einkommen an der Beitragsbemessungsgrenze (${perYear(c.base)})`;
  const reduced = `ermäßigter Beitragssatz ${formatPercent(GKV_SAVINGS.reducedRate)} ohne Krankengeld und ${additional}`;

  switch (c.group) {
    case "employee":
      return (
        `Vergleich mit dem Arbeitnehmeranteil in der GKV ${c.year} ${atCeiling}: Krankenversicherung ` +
        `${formatPercent(c.health.rate)} (allgemeiner Beitragssatz ${formatPercent(constants.generalRate)} und ` +
        `${additional}), davon trägt der Arbeitgeber die Hälfte, Ihr Anteil ${formatPercent(c.health.paidRate)} = ` +
        `${formatEuro(c.health.amount)}; Pflegeversicherung ${formatPercent(c.care.rate)}, davon trägt der ` +
        `Arbeitgeber die Hälfte, Ihr Anteil ${formatPercent(c.care.paidRate)} = ${formatEuro(c.care.amount)}; ` +
        `${surcharge}; ${sum}`
      );
    case "student":
      return (
        `Vergleich mit dem Beitrag der studentischen Krankenversicherung ${c.year} (Beitragsgrundlage ` +
        `${formatEuro(c.base)} im Monat): Krankenversicherung ${formatPercent(c.health.rate)} (7/10 des allgemeinen ` +
        `Beitragssatzes ${formatPercent(constants.generalRate)} und ${additional}) = ${formatEuro(c.health.amount)}; ` +
        `Pflegeversicherung ${formatPercent(c.care.rate)} = ${formatEuro(c.care.amount)}; ${surcharge}; ${sum}`
      );
    case "self-employed":
      return (
        `Vergleich mit dem vollen GKV-Beitrag ${c.year} für Selbstständige und Freiberufler ${atCeiling}, den Sie ` +
        `allein tragen: Krankenversicherung ${formatPercent(c.health.rate)} (${reduced}) = ` +
        `${formatEuro(c.health.amount)}; Pflegeversicherung ${formatPercent(c.care.rate)} = ` +
        `${formatEuro(c.care.amount)}; ${surcharge}; ${sum}`
      );
    case "civil-servant": {
      const health =
        c.sharedBy === "pauschale Beihilfe"
          ? `, davon trägt Ihr Dienstherr (${person.pauschaleBeihilfe}) als pauschale Beihilfe die Hälfte, Ihr Anteil ` +
            `${formatPercent(c.health.paidRate)} = ${formatEuro(c.health.amount)}`
          : ` = ${formatEuro(c.health.amount)}, von Ihnen allein getragen (kein Arbeitgeberanteil, keine pauschale ` +
            "Beihilfe Ihres Dienstherrn)";
      const care =
        c.care.paidRate < c.care.rate
          ? `Pflegeversicherung ${formatPercent(c.care.rate)}, bei Beihilfeanspruch der halbe Beitragssatz ` +
            `${formatPercent(c.care.paidRate)} = ${formatEuro(c.care.amount)}`
          : `Pflegeversicherung ${formatPercent(c.care.rate)} = ${formatEuro(c.care.amount)}`;
      return (
        `Vergleich mit dem GKV-Beitrag ${c.year} für Beamte ${atCeiling}: Krankenversicherung ` +
        `${formatPercent(c.health.rate)} (${reduced})${health}; ${care}; ${surcharge}; ${sum}`
      );
    }
  }
}
