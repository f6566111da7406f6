import { defaultAssumptions } from "../../domain/comparison/assumptions";
import { DEDUCTIBLE_CHOICES, deductibleLimitFor } from "../../domain/comparison/deductible";
import { type LongFormData, NOT_IN_WISH } from "../../domain/comparison/long-form";
import { COVERAGE_REQUEST_VALUES, EXTENDED_FILTER_DEFAULTS } from "../../domain/constants/business";
import { berlinDate, firstOfNextMonth } from "../../lib/dates/berlin-date";
import { escapeXml } from "../../lib/xml/safe-xml";
import { SOAP_ENV_NS, TEMPURI_NS } from "../protocol";

/** The Calculate request (docs/product/rating-engine.md); calcInput maps element name → text in the WSDL's order. */
export interface CalculateRequestData {
  family: FamilyFields;
  calcInput: Record<string, string>;
  extendedFilters: Array<{ filterType: string; Value: string }>;
  primarySortField: string;
  outputRequestType: string;
}

type FamilyFields = { AntragOutputLevel: string; IsStateless: string; VVGOutputLevel: string };

/** The health answers as the envelope writes them (`CalcInput/Gesundheit`, element name → text, in order). */
interface GesundheitData {
  GroesseCm: string;
  GewichtKg: string;
  AmbulanteBehandlungen3J: string;
  StationaereAufenthalte5J: string;
  Psychotherapie10J: string;
  ChronischeErkrankungen: string[];
  RegelmaessigeMedikamente: string;
  FehlendeZaehne: string;
  ZahnbehandlungGeplant: string;
  Dioptrien: string;
}

/** One person's CalcInput of a family request: the fields, the health answers and the wishes. */
interface CalcPersonRequest {
  calcInput: Record<string, string>;
  gesundheit?: GesundheitData;
  extendedFilters: Array<{ filterType: string; Value: string }>;
  primarySortField: string;
}

/** A Calculate request for several persons (1–6; docs/product/rating-engine.md#several-persons). */
export interface FamilyCalculateRequestData {
  family: FamilyFields;
  persons: CalcPersonRequest[];
  outputRequestType: string;
}

/**
 * The anonymous health answers of one person (docs/product/rating-engine.md#health-answers). The names are those of
 * the portal's health schema (domain/comparison/family-input.ts), so its parsed answers can be passed as they are;
 * missing counts are 0, missing answers 'no'.
 */
export interface CalcHealthAnswers {
  heightCm: number;
  weightKg: number;
  outpatientTreatments3y?: number;
  hospitalStays5y?: number;
  psychotherapy10y?: boolean;
  /** Condition codes of domain/comparison/health-conditions.ts. */
  chronicConditions?: readonly string[];
  regularMedication?: boolean;
  missingTeeth?: number;
  plannedDentalTreatment?: boolean;
  /** Strongest correction in dioptres (0 without glasses). */
  glassesDiopters?: number;
}

/** Who the person is in the household: `PersonRolle` Selbst, Partner, Kind (informational for the engine). */
type CalcPersonRole = "self" | "partner" | "child";

/**
 * One person of a family request: today's per-person fields of the long form, plus the person's role, health
 * answers, sick pay and premium relief. `sickPay` undefined keeps the long form's rule (an employee insuring
 * themself: from day 43 with 100 € a day), null is none; the engine prices it only for employees, the
 * self-employed and freelancers. `premiumRelief`: monthly amount from 67 in € (steps of 10, up to 1.000; adults
 * from 21).
 */
export type CalcPersonInput = Pick<
  LongFormData,
  | "birthDate"
  | "gender"
  | "jobStatus"
  | "insuredPerson"
  | "coverageType"
  | "beihilfeDienstherr"
  | "beihilfeStufe"
  | "insuranceStart"
> & {
  role?: CalcPersonRole;
  health?: CalcHealthAnswers;
  sickPay?: { startDay: number; dailyAmount: number } | null;
  premiumRelief?: { monthlyAmount: number } | null;
};

const PERSON_ROLE: Readonly<Record<CalcPersonRole, string>> = {
  self: "Selbst",
  partner: "Partner",
  child: "Kind",
};

/** KVRBeruflicherStatus per job status; a child insured through a parent ('child') is 'Kind'. */
const STATUS: Readonly<Record<string, string>> = {
  employed: "Arbeitnehmer",
  "self-employed": "Selbstaendiger",
  freelancer: "Freiberufler",
  "civil-servant": "Beamter",
  "civil-servant-child": "Beamtenkind",
  student: "Student",
  child: "Kind",
};

/** The SB<n> flags of the request: every deductible choice above 0 (0 is SBJ0). */
const DEDUCTIBLE_FLAGS = DEDUCTIBLE_CHOICES.filter((amount) => amount > 0);

/** The family fields, wishes and sort every request carries. */
const FAMILY: FamilyFields = { AntragOutputLevel: "None", IsStateless: "true", VVGOutputLevel: "None" };
const PRIMARY_SORT_FIELD = "LeistPoints";
const OUTPUT_REQUEST_TYPE = "KVRatio";

function extendedFilters(): Array<{ filterType: string; Value: string }> {
  const yes = (value: boolean) => (value ? "JA" : "NEIN");
  return [
    { filterType: "AMBULANT_GOAE", Value: String(EXTENDED_FILTER_DEFAULTS.outpatientFeeMultiplier) },
    { filterType: "HEILPRAKTIKER", Value: yes(EXTENDED_FILTER_DEFAULTS.alternativePractitioner) },
    { filterType: "PSYCHOTHERAPIE", Value: yes(EXTENDED_FILTER_DEFAULTS.psychotherapy) },
    {
      filterType: "HILFSMITTEL",
      Value: EXTENDED_FILTER_DEFAULTS.openAidsCatalogue ? "OFFEN" : "GESCHLOSSEN",
    },
    { filterType: "ZAHN_ERSTATTUNG", Value: String(EXTENDED_FILTER_DEFAULTS.dentalRefund) },
    { filterType: "BRE", Value: String(EXTENDED_FILTER_DEFAULTS.premiumRefund) },
  ];
}

/**
 * One person's CalcInput fields with the mappings of docs/product/rating-engine.md#mapping-from-the-form. `extra`
 * (family requests only) adds the person's role, premium relief and own sick pay; without it the fields are
 * exactly those of a single-person request.
 */
function personCalcInput(
  person: CalcPersonInput,
  now: Date,
  extra?: { role: CalcPersonRole },
): Record<string, string> {
  const coverage = COVERAGE_REQUEST_VALUES[person.coverageType];
  const maxDeductible = deductibleLimitFor(person.coverageType);
  // Without a choice, the one default (docs/product/comparison.md#assumptions): employees 100 € from day 43.
  const sickPay =
    person.sickPay === undefined
      ? (defaultAssumptions(person.jobStatus, person.insuredPerson).sickPay ?? null)
      : person.sickPay;
  const berufGruppe =
    person.jobStatus === "civil-servant" || person.jobStatus === "civil-servant-child"
      ? "Beamte"
      : person.jobStatus === "student"
        ? "Student"
        : "Normal";
  const calcInput: Record<string, string> = {
    ANWelt: "KVR",
    AntragOutputType: "None",
    BerufGruppe: berufGruppe,
    CompanyFilter: "",
    GeburtsDatum: person.birthDate,
    Geschlecht: person.gender === "female" ? "WEIBLICH" : "MANNLICH",
    Groups2Calc: "ALL",
    KHT: "0",
    KTTag: sickPay ? String(sickPay.startDay) : "0",
    KTBetrag: sickPay ? String(sickPay.dailyAmount) : "0",
    KVRBeruflicherStatus: STATUS[person.jobStatus] ?? "Arbeitnehmer",
    LeistungGenerationType: "Aktuell",
    Pflegepflicht: "true",
    PflegepflichtType: "Normal",
    SBBezug: "Jahr",
    SBType: "Absolut",
  };
  for (const amount of DEDUCTIBLE_FLAGS) calcInput[`SB${amount}`] = String(amount <= maxDeductible);
  Object.assign(calcInput, {
    SBJ0: "true",
    SBJ1000: String(maxDeductible >= 1000),
    SBOber: String(maxDeductible),
    SBUnter: "0",
    SBA: "true",
    SBAZ: "true",
    SBAS: "false",
    SBASZ: "false",
    Stationaer: coverage.stationaer,
    Zahn: coverage.zahn,
    UseMinLogic: "true",
    VVGOutputType: "None",
    VersType: "Vollversicherung",
    // Insurance start: the person's choice, else the first day of the next month in Berlin.
    VersicherungsBeginn: person.insuranceStart ?? firstOfNextMonth(berlinDate(now)),
    VersichertePerson: person.insuredPerson === "child" ? "Kind" : "Erwachsener",
  });
  if (person.beihilfeDienstherr !== NOT_IN_WISH && person.beihilfeStufe !== NOT_IN_WISH) {
    calcInput.BeihilfeDienstherr = person.beihilfeDienstherr;
    calcInput.BeihilfeStufe = person.beihilfeStufe;
  }
  if (extra) {
    calcInput.PersonRolle = PERSON_ROLE[extra.role];
    const relief = person.premiumRelief?.monthlyAmount ?? 0;
    if (relief > 0) calcInput.BEBetrag = String(relief);
  }
  return calcInput;
}

/** The health answers as the `Gesundheit` element's fields (missing counts 0, missing answers false). */
function gesundheitOf(health: CalcHealthAnswers): GesundheitData {
  return {
    GroesseCm: String(health.heightCm),
    GewichtKg: String(health.weightKg),
    AmbulanteBehandlungen3J: String(health.outpatientTreatments3y ?? 0),
    StationaereAufenthalte5J: String(health.hospitalStays5y ?? 0),
    Psychotherapie10J: String(health.psychotherapy10y ?? false),
    ChronischeErkrankungen: [...(health.chronicConditions ?? [])],
    RegelmaessigeMedikamente: String(health.regularMedication ?? false),
    FehlendeZaehne: String(health.missingTeeth ?? 0),
    ZahnbehandlungGeplant: String(health.plannedDentalTreatment ?? false),
    Dioptrien: String(health.glassesDiopters ?? 0),
  };
}

/**
 * Maps the long form to the Calculate request with the mappings of docs/product/rating-engine.md#mapping-from-the-form.
 * The deductible range is every step from 0 up to the coverage card's limit (the engine answers one tariff element per
 * tariff and step; the results pick the step, docs/product/rating-engine.md#calculate-request). PPV is requested for
 * everyone (a legal obligation with full cover); the engine prices it free for co-insured children.
 */
export function buildCalculateRequest(form: LongFormData, now: Date): CalculateRequestData {
  return {
    family: { ...FAMILY },
    calcInput: personCalcInput(form, now),
    extendedFilters: extendedFilters(),
    primarySortField: PRIMARY_SORT_FIELD,
    outputRequestType: OUTPUT_REQUEST_TYPE,
  };
}

/**
 * The Calculate request of a household (docs/product/rating-engine.md#several-persons): one CalcInput per person,
 * in the given order (the engine's PersonIndex is this order, 0-based), each with the single-person mapping plus
 * `PersonRolle` (default: 'self' for the first, 'child' for a 'Mein Kind', else 'partner'), `BEBetrag` and
 * `Gesundheit` when given. The engine prices 1 to 6 persons; more are refused with a SOAP Fault.
 */
export function buildFamilyCalculateRequest(
  persons: readonly CalcPersonInput[],
  now: Date,
): FamilyCalculateRequestData {
  return {
    family: { ...FAMILY },
    persons: persons.map((person, index) => {
      const role =
        person.role ?? (index === 0 ? "self" : person.insuredPerson === "child" ? "child" : "partner");
      return {
        calcInput: personCalcInput(person, now, { role }),
        ...(person.health ? { gesundheit: gesundheitOf(person.health) } : {}),
        extendedFilters: extendedFilters(),
        primarySortField: PRIMARY_SORT_FIELD,
      };
    }),
    outputRequestType: OUTPUT_REQUEST_TYPE,
  };
}

const el = (name: string, value: string) => `<tns:${name}>${escapeXml(value)}</tns:${name}>`;

export function soapRequestEnvelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP_ENV_NS}" xmlns:tns="${TEMPURI_NS}"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

function gesundheitXml(health: GesundheitData): string {
  const fields = Object.entries(health)
    .map(([name, value]) =>
      Array.isArray(value)
        ? `<tns:${name}>${value.map((code) => el("Erkrankung", code)).join("")}</tns:${name}>`
        : el(name, value),
    )
    .join("");
  return `<tns:Gesundheit>${fields}</tns:Gesundheit>`;
}

/** One CalcInput element: the fields, the health answers, the wishes and the sort. */
function calcInputXml(person: CalcPersonRequest): string {
  const input = Object.entries(person.calcInput)
    .map(([name, value]) => el(name, value))
    .join("");
  const filters = person.extendedFilters
    .map(
      (filter) =>
        `<tns:ExtendedFilter>${el("filterType", filter.filterType)}${el("Value", filter.Value)}</tns:ExtendedFilter>`,
    )
    .join("");
  const health = person.gesundheit ? gesundheitXml(person.gesundheit) : "";
  return `<tns:CalcInput>${input}${health}<tns:ExtendedFilters>${filters}</tns:ExtendedFilters>${el(
    "PrimarySortField",
    person.primarySortField,
  )}</tns:CalcInput>`;
}

/** The Calculate SOAP envelope of several persons: one CalcInput per person in `Persons`. */
export function familyCalculateEnvelope(data: FamilyCalculateRequestData): string {
  const family = Object.entries(data.family)
    .map(([name, value]) => el(name, value))
    .join("");
  return soapRequestEnvelope(
    `<tns:Calculate><tns:input>${family}<tns:Persons>${data.persons.map(calcInputXml).join("")}</tns:Persons>${el(
      "OutputRequestType",
      data.outputRequestType,
    )}</tns:input></tns:Calculate>`,
  );
}

/** The Calculate SOAP envelope of one person. */
export function calculateEnvelope(data: CalculateRequestData): string {
  return familyCalculateEnvelope({
    family: data.family,
    persons: [data],
    outputRequestType: data.outputRequestType,
  });
}

export function authenticateEnvelope(credentials: {
  mandantId: string;
  username: string;
  password: string;
}): string {
  return soapRequestEnvelope(
    `<tns:Authenticate>${el("MandantId", credentials.mandantId)}${el("Benutzername", credentials.username)}${el(
      "Passwort",
      credentials.password,
    )}</tns:Authenticate>`,
  );
}

/** GetCompanies: empty body element in the tempuri namespace. */
export function getCompaniesEnvelope(): string {
  return soapRequestEnvelope("<tns:GetCompanies/>");
}
