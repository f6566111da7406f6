import { insuranceStartIssue } from "../domain/comparison/insurance-start";
import { BEIHILFE_DIENSTHERREN, BEIHILFE_STUFEN, type BeihilfeStufe } from "../domain/comparison/long-form";
import { AGE_NOTICE } from "../domain/comparison/short-form-basics";
import { ageOn, isIsoCalendarDate, yearOf } from "../lib/dates/berlin-date";
import { childOf, childrenOf, type XmlValue } from "../lib/xml/safe-xml";
import { CalcInputError } from "./calc-input-error";
import {
  INSURED_PERSON_CODES,
  type InsuredPersonCode,
  MAX_AGE_EXCLUSIVE,
  MAX_SICK_PAY_DAILY_AMOUNT,
  MIN_BIRTH_YEAR,
  personAgeIssue,
} from "./legal-rules";
import { PREMIUM_RELIEF_FROM_AGE, PREMIUM_RELIEF_LIMITS } from "./premium-relief";
import { readHealthAnswers } from "./read-health-answers";
import { SICK_PAY_START_FACTORS } from "./sick-pay-premium";
import type { HealthAnswers } from "./underwriting/health-answers";
import { bool, NOT_A_NUMBER, num, text } from "./xml-fields";

/**
 * Reading the Calculate request: each CalcInput of a Calculate element (1 to {@link MAX_PERSONS} persons) into a
 * {@link CalcRequest}. An invalid CalcInput is refused with a German message (the engine answers it as a SOAP
 * Fault) instead of pricing something else.
 */

export { CalcInputError };

export type BeruflicherStatus =
  | "Arbeitnehmer"
  | "Selbstaendiger"
  | "Freiberufler"
  | "Beamter"
  | "Beamtenkind"
  | "Student"
  | "Kind";
export const BERUFLICHER_STATUSES: readonly BeruflicherStatus[] = [
  "Arbeitnehmer",
  "Selbstaendiger",
  "Freiberufler",
  "Beamter",
  "Beamtenkind",
  "Student",
  "Kind",
];
export const GESCHLECHTER = ["MANNLICH", "WEIBLICH"] as const;
export const BERUF_GRUPPEN = ["Normal", "Beamte", "Student"] as const;
export const ZAHN_CODES = ["ZAHN_GERINGSTE", "ZAHN_ZWEITBESTE", "ZAHN_BESTE"] as const;
export const STATIONAER_CODES = [
  "STAT_MB_OHNE_CHEFARZT",
  "STAT_2B_MIT_CHEFARZT",
  "STAT_1B_MIT_CHEFARZT",
] as const;
/** The deductible flags SB<n> a CalcInput may carry (besides SBJ0 and SBJ1000). */
export const DEDUCTIBLE_FLAG_AMOUNTS = [300, 500, 600, 1000, 1200, 1500, 2400, 2500, 5000] as const;
/** The most persons (CalcInput elements) one Calculate prices (docs/product/rating-engine.md#several-persons). */
export const MAX_PERSONS = 6;
/** `PersonRolle`: who the person is in the household (informational). */
export const PERSON_ROLES = ["Selbst", "Partner", "Kind"] as const;
type PersonRole = (typeof PERSON_ROLES)[number];
/** The sick-pay start days (`KTTag`) the engine offers; 0 (or none) is no sick pay. */
export const SICK_PAY_START_DAYS: readonly number[] = Object.keys(SICK_PAY_START_FACTORS)
  .map(Number)
  .sort((a, b) => a - b);

/** The deductible bounds SBUnter and SBOber: whole euros from 0 up to the highest step the engine prices. */
const DEDUCTIBLE_BOUNDS = { min: 0, max: Math.max(...DEDUCTIBLE_FLAG_AMOUNTS) } as const;

/** German amount for a message: 500 → '500', 99.5 → '99,5'. */
const german = (value: number) => value.toLocaleString("de-DE");
const startDays = () => `${SICK_PAY_START_DAYS.slice(0, -1).join(", ")} oder ${SICK_PAY_START_DAYS.at(-1)}`;

const FAULT = {
  missing: "Die Berechnungsdaten enthalten keine Person (CalcInput fehlt).",
  tooMany: (count: number) =>
    `Eine Berechnung umfasst höchstens ${MAX_PERSONS} Personen (CalcInput); die Anfrage enthält ${count}.`,
  ofPerson: (index: number, message: string) => `Person ${index + 1}: ${message}`,
  startDiffers: (index: number, start: string, first: string) =>
    `Alle Personen einer Berechnung brauchen denselben Versicherungsbeginn: Person ${index + 1} „${start}“, Person 1 „${first}“.`,
  role: (value: string) => `Unbekannte Personenrolle „${value}“ (erlaubt: ${PERSON_ROLES.join(", ")}).`,
  premiumReliefAmount: (value: string) =>
    `Die Beitragsentlastung BEBetrag „${value}“ muss zwischen 0 und ${german(PREMIUM_RELIEF_LIMITS.max)} € im Monat in Schritten von ${PREMIUM_RELIEF_LIMITS.step} € liegen.`,
  premiumReliefChild:
    "Eine Beitragsentlastung (BEBetrag) gibt es nur für Erwachsene (VersichertePerson Erwachsener), nicht für Kinder.",
  premiumReliefAge: (age: number) =>
    `Eine Beitragsentlastung (BEBetrag) ist ab ${PREMIUM_RELIEF_LIMITS.minAge} und unter ${PREMIUM_RELIEF_FROM_AGE} Jahren zum Versicherungsbeginn möglich; die Person ist ${age}.`,
  birthDate: (value: string) => `Das Geburtsdatum „${value}“ ist kein gültiges Datum (JJJJ-MM-TT).`,
  birthYear: `Das Geburtsjahr muss ${MIN_BIRTH_YEAR} oder später sein.`,
  start: (value: string) => `Der Versicherungsbeginn „${value}“ ist kein gültiges Datum (JJJJ-MM-TT).`,
  bornAfterStart: "Das Geburtsdatum liegt nach dem Versicherungsbeginn.",
  gender: (value: string) => `Unbekanntes Geschlecht „${value}“ (erlaubt: ${GESCHLECHTER.join(", ")}).`,
  genderMissing: `Das Geschlecht (Geschlecht) fehlt (erlaubt: ${GESCHLECHTER.join(", ")}).`,
  status: (value: string) =>
    `Unbekannter beruflicher Status „${value}“ (erlaubt: ${BERUFLICHER_STATUSES.join(", ")}).`,
  statusMissing: `Der berufliche Status (KVRBeruflicherStatus) fehlt (erlaubt: ${BERUFLICHER_STATUSES.join(", ")}).`,
  person: (value: string) => `Unbekannte versicherte Person „${value}“ (erlaubt: Erwachsener, Kind).`,
  dienstherr: (value: string) =>
    `Unbekannter Beihilfe-Dienstherr „${value}“ (erlaubt: ${BEIHILFE_DIENSTHERREN.join(", ")}).`,
  stufe: (value: string) =>
    `Unbekannter Beihilfesatz „${value}“ (erlaubt: ${Object.keys(BEIHILFE_STUFEN).join(", ")}).`,
  beihilfeMissing:
    "Für Beamte und Beamtenkinder werden der Beihilfe-Dienstherr und der Beihilfesatz benötigt.",
  zahn: (value: string) => `Unbekannte Zahnstufe „${value}“ (erlaubt: ${ZAHN_CODES.join(", ")}).`,
  stationaer: (value: string) =>
    `Unbekannte stationäre Stufe „${value}“ (erlaubt: ${STATIONAER_CODES.join(", ")}).`,
  number: NOT_A_NUMBER,
  childTooOld: (limit: number, age: number, status: string) =>
    `Als Kind (VersichertePerson Kind${status === "Beamtenkind" ? ", Beamtenkind" : ""}) können Personen bis ${limit} Jahre versichert werden; die Person ist zum Versicherungsbeginn ${age} Jahre alt.`,
  applicantTooYoung: (limit: number, age: number) =>
    `Als versicherte Person „Erwachsener“ ist ein Alter von mindestens ${limit} Jahren zum Versicherungsbeginn nötig (die Person ist ${age}); jüngere Personen werden als Kind versichert.`,
  sickPayAmount: (value: string) =>
    `Das Krankentagegeld KTBetrag „${value}“ muss zwischen 0 und ${german(MAX_SICK_PAY_DAILY_AMOUNT)} € pro Tag liegen.`,
  sickPayDay: (value: string) =>
    `Unbekannter Beginn des Krankentagegelds KTTag „${value}“ (erlaubt: ${startDays()}; 0 ohne Krankentagegeld).`,
  sickPayDayMissing: () =>
    `Für ein Krankentagegeld (KTBetrag) wird der Beginn KTTag benötigt (${startDays()}).`,
  deductibleBound: (key: string, value: string) =>
    `Die Selbstbeteiligung ${key} „${value}“ muss eine ganze Zahl zwischen ${german(DEDUCTIBLE_BOUNDS.min)} und ${german(DEDUCTIBLE_BOUNDS.max)} € sein.`,
  deductibleRange: (lower: number, upper: number) =>
    `Die Selbstbeteiligung SBUnter (${german(lower)} €) darf nicht größer sein als SBOber (${german(upper)} €).`,
} as const;

export interface CalcRequest {
  /** 0-based index of the person's CalcInput (written as `PersonIndex` with every tariff). */
  personIndex: number;
  /** `PersonRolle` (informational): Selbst for the first person, else Partner, or Kind for a 'Kind'. */
  role: PersonRole;
  birthDate: string;
  gender: "MANNLICH" | "WEIBLICH";
  status: BeruflicherStatus;
  /** Erwachsener (the applicant) or Kind (a child co-insured with a parent); from `VersichertePerson`. */
  insuredPerson: InsuredPersonCode;
  berufGruppe: string;
  start: string;
  versType: string;
  zahn: string;
  stationaer: string;
  useMinLogic: boolean;
  sbUnter: number;
  sbOber: number;
  sbFlags: Map<number, boolean>;
  sickPay: { startDay: number; dailyAmount: number } | null;
  /** The health answers (`Gesundheit`), or null: then no risk assessment is written. */
  health: HealthAnswers | null;
  /** Premium relief (`BEBetrag`) from 67 in € a month; 0 is none. */
  premiumRelief: number;
  careObligation: boolean;
  beihilfe: { dienstherr: string; stufe: BeihilfeStufe } | null;
  companyFilter: Set<number> | null;
  extendedFilters: Array<{ type: string; value: string }>;
  primarySortField: string;
  outputRequestType: string;
}

/** An xs:date without time and time zone: exactly YYYY-MM-DD (surrounding spaces aside, as XML Schema allows). */
function date(node: XmlValue, key: string): { raw: string; value: string | undefined } {
  const raw = text(node, key) ?? "";
  const trimmed = raw.trim();
  return { raw, value: isIsoCalendarDate(trimmed) ? trimmed : undefined };
}

/** The engine's date, for the insurance start (docs/product/comparison.md#insurance-start). */
interface ReadOptions {
  today?: string;
  /**
   * The engine's date a few minutes earlier: a start that was valid then is accepted too, so a request built
   * just before midnight at a month's end is not refused a moment later.
   */
  todayBefore?: string;
}

/**
 * Reads the CalcInputs of a Calculate element (namespace prefixes already removed): one request per person, 1 to
 * {@link MAX_PERSONS}, each validated on its own (with several persons a fault names the person: 'Person 2: …');
 * all persons share one insurance start. The insurance start must be the first of a month; with `today` (Berlin,
 * YYYY-MM-DD, the engine's date) also one the portal offers: from next month up to six months ahead
 * (docs/product/comparison.md#insurance-start). The age limit counts on the start, like the forms and the API.
 * `request` is the first person's.
 */
export function readCalcInput(
  calculate: XmlValue,
  options: ReadOptions = {},
): { request: CalcRequest; persons: CalcRequest[]; family: Record<string, string> } {
  const input = childOf(calculate, "input") ?? calculate;
  const persons = childOf(input, "Persons");
  const calcInputs = childrenOf(persons ?? input, "CalcInput");
  if (calcInputs.length === 0) throw new CalcInputError(FAULT.missing);
  if (calcInputs.length > MAX_PERSONS) throw new CalcInputError(FAULT.tooMany(calcInputs.length));
  const requests = calcInputs.map((calcInput, index) => {
    try {
      return readPerson(input, calcInput, index, options);
    } catch (error) {
      if (calcInputs.length > 1 && error instanceof CalcInputError)
        throw new CalcInputError(FAULT.ofPerson(index, error.message));
      throw error;
    }
  });
  const first = requests[0]!;
  requests.forEach((request, index) => {
    if (request.start !== first.start)
      throw new CalcInputError(FAULT.startDiffers(index, request.start, first.start));
  });
  const family: Record<string, string> = {};
  for (const key of ["AntragOutputLevel", "IsStateless", "VVGOutputLevel"]) {
    const value = text(input, key);
    if (value !== undefined) family[key] = value;
  }
  return { request: first, persons: requests, family };
}

/** One CalcInput: the person `index` (0-based) of the request. */
function readPerson(input: XmlValue, calcInput: XmlValue, index: number, options: ReadOptions): CalcRequest {
  // Dates are exactly YYYY-MM-DD: a time or a time zone after the date is refused, not cut off.
  const { raw: rawBirth, value: birthDate } = date(calcInput, "GeburtsDatum");
  if (birthDate === undefined) throw new CalcInputError(FAULT.birthDate(rawBirth));
  if (yearOf(birthDate) < MIN_BIRTH_YEAR) throw new CalcInputError(FAULT.birthYear);
  const { raw: rawStart, value: start } = date(calcInput, "VersicherungsBeginn");
  if (start === undefined) throw new CalcInputError(FAULT.start(rawStart));
  const startIssue = insuranceStartIssue(start, options.today);
  if (
    startIssue !== undefined &&
    (options.todayBefore === undefined || insuranceStartIssue(start, options.todayBefore) !== undefined)
  )
    throw new CalcInputError(startIssue);
  if (birthDate > start) throw new CalcInputError(FAULT.bornAfterStart);
  // The age limit counts on the insurance start: someone who turns 60 before it is not compared.
  const age = ageOn(birthDate, start);
  if (age >= MAX_AGE_EXCLUSIVE) throw new CalcInputError(AGE_NOTICE.text);
  // Who the person is is never assumed: a missing gender or job status is refused, not priced as an employee.
  const gender = text(calcInput, "Geschlecht");
  if (gender === undefined) throw new CalcInputError(FAULT.genderMissing);
  if (gender !== "MANNLICH" && gender !== "WEIBLICH") throw new CalcInputError(FAULT.gender(gender));
  const statusText = text(calcInput, "KVRBeruflicherStatus");
  if (statusText === undefined) throw new CalcInputError(FAULT.statusMissing);
  const status = statusText as BeruflicherStatus;
  if (!BERUFLICHER_STATUSES.includes(status)) throw new CalcInputError(FAULT.status(status));
  const person = text(calcInput, "VersichertePerson") ?? (status === "Kind" ? "Kind" : "Erwachsener");
  if (!INSURED_PERSON_CODES.includes(person as InsuredPersonCode))
    throw new CalcInputError(FAULT.person(person));
  const insuredPerson = person as InsuredPersonCode;
  // Who may be 'Kind' or 'Erwachsener' (the forms' age limits): a 36-year-old is not priced as a child.
  const ageIssue = personAgeIssue({ status, insuredPerson, birthDate, start });
  if (ageIssue?.kind === "child-too-old")
    throw new CalcInputError(FAULT.childTooOld(ageIssue.limit, ageIssue.age, status));
  if (ageIssue?.kind === "applicant-too-young")
    throw new CalcInputError(FAULT.applicantTooYoung(ageIssue.limit, ageIssue.age));
  const role =
    text(calcInput, "PersonRolle") ?? (index === 0 ? "Selbst" : person === "Kind" ? "Kind" : "Partner");
  if (!(PERSON_ROLES as readonly string[]).includes(role)) throw new CalcInputError(FAULT.role(role));
  const zahn = text(calcInput, "Zahn") ?? "ZAHN_GERINGSTE";
  if (!(ZAHN_CODES as readonly string[]).includes(zahn)) throw new CalcInputError(FAULT.zahn(zahn));
  const stationaer = text(calcInput, "Stationaer") ?? "STAT_MB_OHNE_CHEFARZT";
  if (!(STATIONAER_CODES as readonly string[]).includes(stationaer))
    throw new CalcInputError(FAULT.stationaer(stationaer));

  const sbFlags = new Map<number, boolean>();
  for (const amount of DEDUCTIBLE_FLAG_AMOUNTS) {
    if (text(calcInput, `SB${amount}`) !== undefined)
      sbFlags.set(amount, bool(calcInput, `SB${amount}`, false));
  }
  if (text(calcInput, "SBJ0") !== undefined) sbFlags.set(0, bool(calcInput, "SBJ0", false));
  const sbj1000 = text(calcInput, "SBJ1000") !== undefined ? bool(calcInput, "SBJ1000", false) : undefined;
  if (sbj1000 !== undefined && !sbFlags.has(1000)) sbFlags.set(1000, sbj1000);

  const ktDay = num(calcInput, "KTTag", 0);
  const ktAmount = num(calcInput, "KTBetrag", 0);
  if (ktAmount < 0 || ktAmount > MAX_SICK_PAY_DAILY_AMOUNT)
    throw new CalcInputError(FAULT.sickPayAmount(text(calcInput, "KTBetrag") ?? ""));
  if (ktDay !== 0 && !SICK_PAY_START_DAYS.includes(ktDay))
    throw new CalcInputError(FAULT.sickPayDay(text(calcInput, "KTTag") ?? ""));
  if (ktDay === 0 && ktAmount > 0) throw new CalcInputError(FAULT.sickPayDayMissing());
  const deductibleBound = (key: "SBUnter" | "SBOber", fallback: number) => {
    const amount = num(calcInput, key, fallback);
    if (!Number.isInteger(amount) || amount < DEDUCTIBLE_BOUNDS.min || amount > DEDUCTIBLE_BOUNDS.max)
      throw new CalcInputError(FAULT.deductibleBound(key, text(calcInput, key) ?? ""));
    return amount;
  };
  const sbUnter = deductibleBound("SBUnter", DEDUCTIBLE_BOUNDS.min);
  const sbOber = deductibleBound("SBOber", DEDUCTIBLE_BOUNDS.max);
  if (sbUnter > sbOber) throw new CalcInputError(FAULT.deductibleRange(sbUnter, sbOber));
  const dienstherr = text(calcInput, "BeihilfeDienstherr");
  const stufe = text(calcInput, "BeihilfeStufe");
  const givenDienstherr = dienstherr !== undefined && dienstherr !== "NOT_IN_WISH" ? dienstherr : undefined;
  const givenStufe = stufe !== undefined && stufe !== "NOT_IN_WISH" ? stufe : undefined;
  if (
    givenDienstherr !== undefined &&
    !(BEIHILFE_DIENSTHERREN as readonly string[]).includes(givenDienstherr)
  )
    throw new CalcInputError(FAULT.dienstherr(givenDienstherr));
  if (givenStufe !== undefined && !(givenStufe in BEIHILFE_STUFEN))
    throw new CalcInputError(FAULT.stufe(givenStufe));
  const civil = status === "Beamter" || status === "Beamtenkind";
  if (civil && (givenDienstherr === undefined || givenStufe === undefined))
    throw new CalcInputError(FAULT.beihilfeMissing);
  const beihilfe =
    givenDienstherr !== undefined && givenStufe !== undefined
      ? { dienstherr: givenDienstherr, stufe: givenStufe as BeihilfeStufe }
      : null;
  const premiumRelief = num(calcInput, "BEBetrag", 0);
  if (
    !Number.isInteger(premiumRelief / PREMIUM_RELIEF_LIMITS.step) ||
    premiumRelief < 0 ||
    premiumRelief > PREMIUM_RELIEF_LIMITS.max
  )
    throw new CalcInputError(FAULT.premiumReliefAmount(text(calcInput, "BEBetrag") ?? ""));
  if (premiumRelief > 0 && insuredPerson === "Kind") throw new CalcInputError(FAULT.premiumReliefChild);
  if (premiumRelief > 0 && (age < PREMIUM_RELIEF_LIMITS.minAge || age >= PREMIUM_RELIEF_FROM_AGE))
    throw new CalcInputError(FAULT.premiumReliefAge(age));
  const health = readHealthAnswers(calcInput, insuredPerson === "Kind");
  const companies = text(calcInput, "CompanyFilter");
  const companyFilter = companies
    ? new Set(
        companies
          .split(/[,;\s]+/)
          .filter(Boolean)
          .map(Number)
          .filter((id) => Number.isInteger(id)),
      )
    : null;
  const filters = childrenOf(childOf(calcInput, "ExtendedFilters"), "ExtendedFilter").map((entry) => ({
    type: text(entry, "filterType") ?? "",
    value: text(entry, "Value") ?? "",
  }));
  const pflegepflicht = bool(calcInput, "Pflegepflicht", true);
  const pflegepflichtType = text(calcInput, "PflegepflichtType") ?? "Normal";
  return {
    personIndex: index,
    role: role as PersonRole,
    birthDate,
    gender,
    status,
    insuredPerson,
    berufGruppe: text(calcInput, "BerufGruppe") ?? "Normal",
    start,
    versType: text(calcInput, "VersType") ?? "Vollversicherung",
    zahn,
    stationaer,
    useMinLogic: bool(calcInput, "UseMinLogic", true),
    sbUnter,
    sbOber,
    sbFlags,
    sickPay: ktDay > 0 && ktAmount > 0 ? { startDay: ktDay, dailyAmount: ktAmount } : null,
    health,
    premiumRelief,
    careObligation: pflegepflicht && pflegepflichtType !== "NOT_IN_WISH",
    beihilfe,
    companyFilter: companyFilter && companyFilter.size > 0 ? companyFilter : null,
    extendedFilters: filters.filter((filter) => filter.type !== ""),
    primarySortField: text(calcInput, "PrimarySortField") ?? "LeistPoints",
    outputRequestType: text(input, "OutputRequestType") ?? text(calcInput, "OutputRequestType") ?? "KVRatio",
  };
}
