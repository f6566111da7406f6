import { AGE_LIMITS, BEIHILFE_STUFEN, type BeihilfeStufe } from "../domain/comparison/long-form";
import { ageOn } from "../lib/dates/berlin-date";

/**
 * Person and legal rules of the simulator (docs/product/rating-engine.md#legal-rules): who pays PPV,
 * who gets an employer share, and the Beihilfe rates per Dienstherr. Pure functions on the request's person.
 */

/** Who is insured: the applicant (adult) or a child co-insured with a parent ('Mein Kind'). */
export type InsuredPersonCode = "Erwachsener" | "Kind";
export const INSURED_PERSON_CODES: readonly InsuredPersonCode[] = ["Erwachsener", "Kind"];

/** Earliest birth year the engine prices (the forms' rule, mirrored). */
export const MIN_BIRTH_YEAR = 1920;
/** Age (whole years on the insurance start) from which no full cover is quoted (the forms' rule, mirrored). */
export const MAX_AGE_EXCLUSIVE = 60;
/**
 * Youngest age (on the insurance start) with an employer share: § 257 Abs. 2 SGB V and § 61 Abs. 2 SGB XI give it
 * to every privately insured employee who is free of or exempted from compulsory insurance, with no age limit; the
 * youngest employee the engine prices is the youngest applicant (16, {@link PERSON_AGE_LIMITS}).
 */
const EMPLOYER_SHARE_MIN_AGE = AGE_LIMITS.selfMin;

/**
 * Who may be which insured person, in whole years on the insurance start (the forms' rules, mirrored:
 * docs/product/comparison.md#input-rules). The applicant ('Erwachsener') is at least 16 — employees from 16 insure
 * themselves, younger people only as 'Kind'. A child co-insured with a parent ('Kind') is at most 17; a civil
 * servant's child ('Beamtenkind') at most 25 (Beihilfe for children ends with the child allowance).
 */
export const PERSON_AGE_LIMITS = {
  applicantMin: AGE_LIMITS.selfMin,
  childMax: AGE_LIMITS.childMax,
  civilServantChildMax: AGE_LIMITS.civilServantChildMax,
} as const;

/**
 * Sick pay (Krankentagegeld) as the engine offers it: the start days of SICK_PAY_START_FACTORS
 * (kvr-simulator/sick-pay-premium.ts) and at most this daily amount in €.
 */
export const MAX_SICK_PAY_DAILY_AMOUNT = 500;

export interface PersonFacts {
  status: string;
  insuredPerson: InsuredPersonCode;
  birthDate: string;
  start: string;
}

/**
 * Which age limit of {@link PERSON_AGE_LIMITS} a person breaks, with the limit: 'Kind' older than 17 (a civil
 * servant's child older than 25), 'Erwachsener' younger than 16. Ages are whole years on the insurance start.
 */
export function personAgeIssue(
  person: PersonFacts,
):
  | { kind: "child-too-old"; limit: number; age: number }
  | { kind: "applicant-too-young"; limit: number; age: number }
  | undefined {
  const age = ageOn(person.birthDate, person.start);
  if (person.insuredPerson === "Kind") {
    const limit =
      person.status === "Beamtenkind" ? PERSON_AGE_LIMITS.civilServantChildMax : PERSON_AGE_LIMITS.childMax;
    return age > limit ? { kind: "child-too-old", limit, age } : undefined;
  }
  return age < PERSON_AGE_LIMITS.applicantMin
    ? { kind: "applicant-too-young", limit: PERSON_AGE_LIMITS.applicantMin, age }
    : undefined;
}

/** A child insured through a parent ('Kind'), or a civil servant's child. */
export function isChild(person: PersonFacts): boolean {
  return person.insuredPerson === "Kind" || person.status === "Beamtenkind" || person.status === "Kind";
}

/**
 * § 257 SGB V / § 61 SGB XI: the employer share is paid to the employee for the employee's own contract — also to
 * an employee of 16 or 17 (the law knows no age limit) — never for a child's contract.
 */
export function employerShareApplies(person: PersonFacts): boolean {
  return (
    person.status === "Arbeitnehmer" &&
    person.insuredPerson === "Erwachsener" &&
    ageOn(person.birthDate, person.start) >= EMPLOYER_SHARE_MIN_AGE
  );
}

/**
 * § 110 Abs. 1 Nr. 2 Buchst. f SGB XI: children of a PPV-insured parent are co-insured in the PPV without
 * premium under the conditions of the family insurance (§ 25 SGB XI). Applies to 'Kind' (0–17) and to civil
 * servants' children (co-insured with the civil-servant parent's PPV). The engine assumes the parent is
 * privately insured (the 'Mein Kind' path of the forms).
 */
export function careFreeAsChild(person: PersonFacts): boolean {
  return isChild(person);
}

/** Who may insure sick pay (Krankentagegeld): those who lose earned income when ill. */
const SICK_PAY_STATUSES: readonly string[] = ["Arbeitnehmer", "Selbstaendiger", "Freiberufler"];

/**
 * Sick pay (Krankentagegeld) is insured for employees, the self-employed and freelancers (the applicant, from 16);
 * never for children, civil servants (they keep their pay), students or others.
 */
export function sickPayAllowed(person: PersonFacts): boolean {
  return (
    SICK_PAY_STATUSES.includes(person.status) &&
    person.insuredPerson === "Erwachsener" &&
    ageOn(person.birthDate, person.start) >= PERSON_AGE_LIMITS.applicantMin
  );
}

/** Beihilfe rule of one Dienstherr (docs/product/rating-engine.md#beihilfe-per-dienstherr). */
export interface BeihilfeRule {
  label: string;
  /**
   * Bemessungssatz of a civil servant's child in %: a fixed rate (80 % under the BBhV and most states), or
   * 'family' where the child shares the family rate of the beneficiary (Hessen: the beneficiary's rate,
   * at least 55 % with one child, at most 70 %).
   */
  child: number | "family";
  /** Extra percentage points for inpatient treatment (Hessen + 15, at most 85 %). */
  stationaryBonus: number;
  /** Highest ambulant/dental Bemessungssatz of the Dienstherr. */
  maxRate: number;
  /** Highest inpatient Bemessungssatz. */
  maxStationaryRate: number;
  /** Beihilfe-Eigenbehalt on stationary Wahlleistungen per hospital day (€), which the residual tariff insures. */
  wahlleistungEigenbehaltPerDay: { chiefPhysician: number; twoBedRoom: number; twoBedRoomMaxDays: number };
  /** Monthly amount withheld from pay so that Wahlleistungen are beihilfefähig (€; not part of the premium). */
  wahlleistungMonthlyContribution: number;
  /** Source and notes. */
  source: string;
}

const NONE = { chiefPhysician: 0, twoBedRoom: 0, twoBedRoomMaxDays: 0 } as const;

/** The BBhV rule (Bund); states not listed follow it in the model. */
const BUND_RULE: BeihilfeRule = {
  label: "Bund",
  child: 80,
  stationaryBonus: 0,
  maxRate: 80,
  maxStationaryRate: 80,
  wahlleistungEigenbehaltPerDay: NONE,
  wahlleistungMonthlyContribution: 0,
  source:
    "§ 46 BBhV: Beihilfeberechtigte 50 % (70 % mit zwei und mehr Kindern, Versorgungsempfänger 70 %), Kinder 80 %.",
};

export const BEIHILFE_RULES: Readonly<Record<string, BeihilfeRule>> = {
  TYPE_Q_Bund: BUND_RULE,
  TYPE_B_Bayern: {
    label: "Bayern",
    child: 80,
    stationaryBonus: 0,
    maxRate: 80,
    maxStationaryRate: 80,
    wahlleistungEigenbehaltPerDay: { chiefPhysician: 25, twoBedRoom: 7.5, twoBedRoomMaxDays: 30 },
    wahlleistungMonthlyContribution: 0,
    source:
      "Art. 96 Abs. 3 BayBG, BayBhV: Sätze wie im Bund (Kinder 80 %); Wahlleistungen beihilfefähig abzüglich 25 € je Tag Chefarzt und 7,50 € je Tag Zweibettzimmer (höchstens 30 Tage im Jahr).",
  },
  TYPE_J_NordrheinW: {
    label: "Nordrhein-Westfalen",
    child: 80,
    stationaryBonus: 0,
    maxRate: 80,
    maxStationaryRate: 80,
    wahlleistungEigenbehaltPerDay: NONE,
    wahlleistungMonthlyContribution: 0,
    source:
      "BVO NRW: Sätze wie im Bund (Kinder 80 %); die Kostendämpfungspauschale (§ 12a BVO) ist rückwirkend zum 1.1.2022 abgeschafft.",
  },
  TYPE_G_Hessen: {
    label: "Hessen",
    child: "family",
    stationaryBonus: 15,
    maxRate: 70,
    maxStationaryRate: 85,
    wahlleistungEigenbehaltPerDay: NONE,
    wahlleistungMonthlyContribution: 18.9,
    source:
      "§ 15 HBeihVO: 50 % (verheiratet 55 %), je Kind + 5 %, höchstens 70 %, für Angehörige derselbe Satz; stationär + 15 Prozentpunkte, höchstens 85 %. § 6a HBeihVO: Wahlleistungen nur gegen 18,90 € monatlich (von den Bezügen einbehalten; angenommen: gewählt).",
  },
};

function beihilfeRuleFor(dienstherr: string): BeihilfeRule {
  return BEIHILFE_RULES[dienstherr] ?? BUND_RULE;
}

/** Beihilfe rates in % that apply to a person: ambulant/dental and inpatient. */
export interface BeihilfeRates {
  rule: BeihilfeRule;
  ambulant: number;
  stationaer: number;
}

/**
 * The Bemessungssätze for the insured person: the selected level for the civil servant; for a civil servant's
 * child the Dienstherr's child rate (Hessen: the family rate — the selected level, at least 55 % because the
 * beneficiary has a child, at most 70 %). Inpatient: plus the Dienstherr's bonus, within its maximum.
 */
export function beihilfeRates(dienstherr: string, stufe: BeihilfeStufe, child: boolean): BeihilfeRates {
  const rule = beihilfeRuleFor(dienstherr);
  const selected = BEIHILFE_STUFEN[stufe].active;
  let ambulant: number;
  if (!child) ambulant = Math.min(selected, rule.maxRate);
  else if (rule.child === "family") ambulant = Math.min(Math.max(selected, 55), rule.maxRate);
  else ambulant = rule.child;
  const stationaer = Math.min(ambulant + rule.stationaryBonus, Math.max(rule.maxStationaryRate, ambulant));
  return { rule, ambulant, stationaer };
}
