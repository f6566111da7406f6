import { DEDUCTIBLE_CHOICES, deductibleLimitFor } from "../../domain/comparison/deductible";
import { type LongFormData, NOT_IN_WISH } from "../../domain/comparison/long-form";
import { COVERAGE_REQUEST_VALUES, EXTENDED_FILTER_DEFAULTS, SICK_PAY } from "../../domain/constants/business";
import { berlinDate, firstOfNextMonth } from "../../lib/dates/berlin-date";
import { escapeXml } from "../../lib/xml/safe-xml";
import { SOAP_ENV_NS, TEMPURI_NS } from "../protocol";

/** The Calculate request (docs/product/rating-engine.md); calcInput maps element name → text in the WSDL's order. */
export interface CalculateRequestData {
  family: { AntragOutputLevel: string; IsStateless: string; VVGOutputLevel: string };
  calcInput: Record<string, string>;
  extendedFilters: Array<{ filterType: string; Value: string }>;
  primarySortField: string;
  outputRequestType: string;
}

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

/**
 * Maps the long form to the Calculate request with the mappings of docs/product/rating-engine.md#mapping-from-the-form.
 * The deductible range is every step from 0 up to the coverage card's limit (the engine answers one tariff element per
 * tariff and step; the results pick the step, docs/product/rating-engine.md#calculate-request). PPV is requested for
 * everyone (a legal obligation with full cover); the engine prices it free for co-insured children.
 */
export function buildCalculateRequest(form: LongFormData, now: Date): CalculateRequestData {
  const coverage = COVERAGE_REQUEST_VALUES[form.coverageType];
  const maxDeductible = deductibleLimitFor(form.coverageType);
  const sickPay = form.jobStatus === "employed" && form.insuredPerson === "self";
  const berufGruppe =
    form.jobStatus === "civil-servant" || form.jobStatus === "civil-servant-child"
      ? "Beamte"
      : form.jobStatus === "student"
        ? "Student"
        : "Normal";
  const calcInput: Record<string, string> = {
    ANWelt: "KVR",
    AntragOutputType: "None",
    BerufGruppe: berufGruppe,
    CompanyFilter: "",
    GeburtsDatum: form.birthDate,
    Geschlecht: form.gender === "female" ? "WEIBLICH" : "MANNLICH",
    Groups2Calc: "ALL",
    KHT: "0",
    KTTag: sickPay ? String(SICK_PAY.startDay) : "0",
    KTBetrag: sickPay ? String(SICK_PAY.dailyAmount) : "0",
    KVRBeruflicherStatus: STATUS[form.jobStatus] ?? "Arbeitnehmer",
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
    VersicherungsBeginn: form.insuranceStart ?? firstOfNextMonth(berlinDate(now)),
    VersichertePerson: form.insuredPerson === "child" ? "Kind" : "Erwachsener",
  });
  if (form.beihilfeDienstherr !== NOT_IN_WISH && form.beihilfeStufe !== NOT_IN_WISH) {
    calcInput.BeihilfeDienstherr = form.beihilfeDienstherr;
    calcInput.BeihilfeStufe = form.beihilfeStufe;
  }
  const yes = (value: boolean) => (value ? "JA" : "NEIN");
  return {
    family: { AntragOutputLevel: "None", IsStateless: "true", VVGOutputLevel: "None" },
    calcInput,
    extendedFilters: [
      { filterType: "AMBULANT_GOAE", Value: String(EXTENDED_FILTER_DEFAULTS.outpatientFeeMultiplier) },
      { filterType: "HEILPRAKTIKER", Value: yes(EXTENDED_FILTER_DEFAULTS.alternativePractitioner) },
      { filterType: "PSYCHOTHERAPIE", Value: yes(EXTENDED_FILTER_DEFAULTS.psychotherapy) },
      {
        filterType: "HILFSMITTEL",
        Value: EXTENDED_FILTER_DEFAULTS.openAidsCatalogue ? "OFFEN" : "GESCHLOSSEN",
      },
      { filterType: "ZAHN_ERSTATTUNG", Value: String(EXTENDED_FILTER_DEFAULTS.dentalRefund) },
      { filterType: "BRE", Value: String(EXTENDED_FILTER_DEFAULTS.premiumRefund) },
    ],
    primarySortField: "LeistPoints",
    outputRequestType: "KVRatio",
  };
}

const el = (name: string, value: string) => `<tns:${name}>${escapeXml(value)}</tns:${name}>`;

export function soapRequestEnvelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP_ENV_NS}" xmlns:tns="${TEMPURI_NS}"><soap:Body>${body}</soap:Body></soap:Envelope>`;
}

/** The Calculate SOAP envelope. */
export function calculateEnvelope(data: CalculateRequestData): string {
  const input = Object.entries(data.calcInput)
    .map(([name, value]) => el(name, value))
    .join("");
  const filters = data.extendedFilters
    .map(
      (filter) =>
        `<tns:ExtendedFilter>${el("filterType", filter.filterType)}${el("Value", filter.Value)}</tns:ExtendedFilter>`,
    )
    .join("");
  const family = Object.entries(data.family)
    .map(([name, value]) => el(name, value))
    .join("");
  return soapRequestEnvelope(
    `<tns:Calculate><tns:input>${family}<tns:Persons><tns:CalcInput>${input}<tns:ExtendedFilters>${filters}</tns:ExtendedFilters>${el(
      "PrimarySortField",
      data.primarySortField,
    )}</tns:CalcInput></tns:Persons>${el("OutputRequestType", data.outputRequestType)}</tns:input></tns:Calculate>`,
  );
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
