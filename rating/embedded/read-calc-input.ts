import { BEIHILFE_STUFEN, type BeihilfeStufe } from "../../domain/comparison/long-form";
import { childOf, childrenOf, textOf, type XmlValue } from "../xml/safe-xml";

/** Reading the Calculate request: the first CalcInput of a Calculate element into a {@link CalcRequest}. */

export class CalcInputError extends Error {
  override name = "CalcInputError";
}

export type BeruflicherStatus =
  | "Arbeitnehmer"
  | "Selbstaendiger"
  | "Freiberufler"
  | "Beamter"
  | "Beamtenkind"
  | "Student";
const STATUSES: readonly BeruflicherStatus[] = [
  "Arbeitnehmer",
  "Selbstaendiger",
  "Freiberufler",
  "Beamter",
  "Beamtenkind",
  "Student",
];

export interface CalcRequest {
  birthDate: string;
  gender: "MANNLICH" | "WEIBLICH";
  status: BeruflicherStatus;
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
  careObligation: boolean;
  beihilfe: { dienstherr: string; stufe: BeihilfeStufe } | null;
  companyFilter: Set<number> | null;
  extendedFilters: Array<{ type: string; value: string }>;
  primarySortField: string;
  outputRequestType: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function text(node: XmlValue, key: string): string | undefined {
  const value = textOf(childOf(node, key));
  return value === undefined || value === "" ? undefined : value;
}

function num(node: XmlValue, key: string, fallback: number): number {
  const value = text(node, key);
  if (value === undefined) return fallback;
  const parsed = Number(value.replace(",", "."));
  if (!Number.isFinite(parsed)) throw new CalcInputError(`${key} ist keine Zahl: ${value}`);
  return parsed;
}

function bool(node: XmlValue, key: string, fallback: boolean): boolean {
  const value = text(node, key);
  if (value === undefined) return fallback;
  return value.toLowerCase() === "true" || value === "1";
}

/** Reads the first CalcInput of a Calculate element (namespace prefixes already removed). */
export function readCalcInput(calculate: XmlValue): { request: CalcRequest; family: Record<string, string> } {
  const input = childOf(calculate, "input") ?? calculate;
  const persons = childOf(input, "Persons");
  const calcInput = childrenOf(persons ?? input, "CalcInput")[0];
  if (!calcInput) throw new CalcInputError("CalcInput fehlt");
  const birthDate = text(calcInput, "GeburtsDatum")?.slice(0, 10);
  if (!birthDate || !ISO_DATE.test(birthDate))
    throw new CalcInputError("GeburtsDatum fehlt oder ist ungültig");
  const start = text(calcInput, "VersicherungsBeginn")?.slice(0, 10);
  if (!start || !ISO_DATE.test(start))
    throw new CalcInputError("VersicherungsBeginn fehlt oder ist ungültig");
  if (birthDate > start) throw new CalcInputError("GeburtsDatum liegt nach dem VersicherungsBeginn");
  const gender = text(calcInput, "Geschlecht") ?? "MANNLICH";
  if (gender !== "MANNLICH" && gender !== "WEIBLICH")
    throw new CalcInputError(`Geschlecht unbekannt: ${gender}`);
  const status = (text(calcInput, "KVRBeruflicherStatus") ?? "Arbeitnehmer") as BeruflicherStatus;
  if (!STATUSES.includes(status)) throw new CalcInputError(`KVRBeruflicherStatus unbekannt: ${status}`);

  const sbFlags = new Map<number, boolean>();
  for (const amount of [300, 500, 600, 1000, 1200, 1500, 2400, 2500, 5000]) {
    const flag = text(calcInput, `SB${amount}`);
    if (flag !== undefined) sbFlags.set(amount, flag.toLowerCase() === "true");
  }
  const sbj0 = text(calcInput, "SBJ0");
  if (sbj0 !== undefined) sbFlags.set(0, sbj0.toLowerCase() === "true");
  const sbj1000 = text(calcInput, "SBJ1000");
  if (sbj1000 !== undefined && !sbFlags.has(1000)) sbFlags.set(1000, sbj1000.toLowerCase() === "true");

  const ktDay = num(calcInput, "KTTag", 0);
  const ktAmount = num(calcInput, "KTBetrag", 0);
  const dienstherr = text(calcInput, "BeihilfeDienstherr");
  const stufe = text(calcInput, "BeihilfeStufe");
  const beihilfe =
    dienstherr && stufe && dienstherr !== "NOT_IN_WISH" && stufe in BEIHILFE_STUFEN
      ? { dienstherr, stufe: stufe as BeihilfeStufe }
      : null;
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
  const family: Record<string, string> = {};
  for (const key of ["AntragOutputLevel", "IsStateless", "VVGOutputLevel"]) {
    const value = text(input, key);
    if (value !== undefined) family[key] = value;
  }
  return {
    family,
    request: {
      birthDate,
      gender,
      status,
      berufGruppe: text(calcInput, "BerufGruppe") ?? "Normal",
      start,
      versType: text(calcInput, "VersType") ?? "Vollversicherung",
      zahn: text(calcInput, "Zahn") ?? "ZAHN_GERINGSTE",
      stationaer: text(calcInput, "Stationaer") ?? "STAT_MB_OHNE_CHEFARZT",
      useMinLogic: bool(calcInput, "UseMinLogic", true),
      sbUnter: num(calcInput, "SBUnter", 0),
      sbOber: num(calcInput, "SBOber", 5000),
      sbFlags,
      sickPay: ktDay > 0 && ktAmount > 0 ? { startDay: ktDay, dailyAmount: ktAmount } : null,
      careObligation: pflegepflicht && pflegepflichtType !== "NOT_IN_WISH",
      beihilfe,
      companyFilter: companyFilter && companyFilter.size > 0 ? companyFilter : null,
      extendedFilters: filters.filter((filter) => filter.type !== ""),
      primarySortField: text(calcInput, "PrimarySortField") ?? "LeistPoints",
      outputRequestType:
        text(input, "OutputRequestType") ?? text(calcInput, "OutputRequestType") ?? "KVRatio",
    },
  };
}
