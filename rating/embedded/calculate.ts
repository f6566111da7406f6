import { BEIHILFE_STUFEN, type BeihilfeStufe } from "../../domain/comparison/long-form";
import { constantsForIsoDate, constantsForYear, savingsBasis } from "../../domain/constants/yearly-constants";
import { formatEuro } from "../../domain/format/number-format";
import { MODEL_PRICE_BASIS, MODEL_PRICE_NOTICE } from "../protocol";
import { childOf, childrenOf, escapeXml, textOf, type XmlNode, type XmlValue } from "../xml/safe-xml";
import { type TariffPoints, tariffPoints } from "./benefit-points";
import { insurerById } from "./catalogue/insurers";
import { TARIFFS } from "./catalogue/tariffs";
import type { Insurer, TariffDefinition } from "./catalogue/types";
import { entryAgeFor, type Quote, quote, STUDENT_AGES } from "./premium-model";

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

const ZAHN_LEVELS: Record<string, number> = { ZAHN_GERINGSTE: 0, ZAHN_ZWEITBESTE: 75, ZAHN_BESTE: 85 };
const STAT_LEVELS: Record<string, { room: number; chief: boolean }> = {
  STAT_MB_OHNE_CHEFARZT: { room: 3, chief: false },
  STAT_2B_MIT_CHEFARZT: { room: 2, chief: true },
  STAT_1B_MIT_CHEFARZT: { room: 1, chief: true },
};

function zahnClass(percent: number): number {
  return percent >= 85 ? 85 : percent >= 75 ? 75 : 0;
}

function meetsCoverage(tariff: TariffDefinition, request: CalcRequest): boolean {
  const b = tariff.benefits;
  const zahn = ZAHN_LEVELS[request.zahn];
  const stat = STAT_LEVELS[request.stationaer];
  if (zahn === undefined) throw new CalcInputError(`Zahn unbekannt: ${request.zahn}`);
  if (!stat) throw new CalcInputError(`Stationaer unbekannt: ${request.stationaer}`);
  if (request.useMinLogic) {
    return b.dentalReplacementPercent >= zahn && b.room <= stat.room && (b.chiefPhysician || !stat.chief);
  }
  return (
    zahnClass(b.dentalReplacementPercent) === zahn && b.room === stat.room && b.chiefPhysician === stat.chief
  );
}

/** The largest deductible option within [SBUnter, SBOber] that the request's flags allow. */
export function chooseDeductible(tariff: TariffDefinition, request: CalcRequest): number | null {
  let best: number | null = null;
  for (const option of tariff.deductibleOptions) {
    if (option < request.sbUnter || option > request.sbOber) continue;
    if (request.sbFlags.get(option) === false) continue;
    if (best === null || option > best) best = option;
  }
  return best;
}

/** Residual cover of a Beihilfe tariff: 100 − Beihilfe level; children of civil servants get 80 % Beihilfe. */
export function beihilfeResidual(request: CalcRequest): number | null {
  if (!request.beihilfe) return null;
  const level = request.status === "Beamtenkind" ? 80 : BEIHILFE_STUFEN[request.beihilfe.stufe].active;
  return 100 - level;
}

export interface TariffResult {
  tariff: TariffDefinition;
  insurer: Insurer;
  quote: Quote;
  points: TariffPoints;
  filterResults: Array<{ type: string; value: string; fulfilled: boolean; description: string }>;
}

export interface CalculationResult {
  request: CalcRequest;
  family: Record<string, string>;
  results: TariffResult[];
  year: number;
}

function evaluateFilter(tariff: TariffDefinition, type: string, value: string) {
  const b = tariff.benefits;
  const n = Number(value);
  const yes = /^(ja|true|1|offen)$/i.test(value);
  switch (type.toUpperCase()) {
    case "AMBULANT_GOAE": {
      const needed = n >= 4 ? 5 : n >= 2 ? 3.5 : 2.3;
      return { fulfilled: b.goaeMaxFactor >= needed, description: "Ärztliche Honorare nach GOÄ" };
    }
    case "HEILPRAKTIKER":
      return { fulfilled: !yes || b.heilpraktikerPercent > 0, description: "Heilpraktiker" };
    case "PSYCHOTHERAPIE":
      return { fulfilled: !yes || b.psychotherapySessions !== 0, description: "Psychotherapie" };
    case "HILFSMITTEL":
      return { fulfilled: !yes || b.aidsCatalogue === "open", description: "Offener Hilfsmittelkatalog" };
    case "ZAHN_ERSTATTUNG": {
      const needed = [0, 0, 60, 75, 85][Math.max(0, Math.min(4, n))] ?? 0;
      return { fulfilled: b.dentalReplacementPercent >= needed, description: "Zahnersatz-Erstattung" };
    }
    case "BRE":
      return { fulfilled: b.premiumRefundMonths >= (n || 0), description: "Beitragsrückerstattung" };
    case "SEHHILFE":
      return { fulfilled: yes ? b.visionAidEuro > 0 : b.visionAidEuro >= (n || 0), description: "Sehhilfen" };
    case "AUSLANDSSCHUTZ":
      return {
        fulfilled: yes ? b.travelCoverMonths > 0 : b.travelCoverMonths >= (n || 0),
        description: "Auslandsschutz",
      };
    default:
      return { fulfilled: false, description: `Unbekanntes Kriterium ${type}` };
  }
}

/** Runs a Calculate request over the catalogue. */
export function calculate(request: CalcRequest, family: Record<string, string> = {}): CalculationResult {
  const constants = constantsForIsoDate(request.start);
  const entryAge = entryAgeFor(request.birthDate, request.start);
  const residual = beihilfeResidual(request);
  const isCivil = request.status === "Beamter" || request.status === "Beamtenkind";
  const useBeihilfe = isCivil && residual !== null;
  const employerShare = request.status === "Arbeitnehmer" && entryAge >= 16;
  const results: TariffResult[] = [];
  if (request.versType !== "Vollversicherung") {
    return { request, family, results, year: constants.year };
  }
  for (const tariff of TARIFFS) {
    if (request.companyFilter && !request.companyFilter.has(tariff.companyId)) continue;
    if (useBeihilfe) {
      if (tariff.kind !== "beihilfe" || !tariff.residualPercents.includes(residual)) continue;
    } else if (tariff.kind === "beihilfe") {
      continue;
    } else if (tariff.kind === "student") {
      if (request.status !== "Student" || entryAge < STUDENT_AGES.from || entryAge > STUDENT_AGES.to)
        continue;
    }
    if (entryAge < 21 && !tariff.childrenAllowed && tariff.kind !== "student") continue;
    if (!meetsCoverage(tariff, request)) continue;
    const deductible = chooseDeductible(tariff, request);
    if (deductible === null) continue;
    const tariffQuote = quote(tariff, {
      birthDate: request.birthDate,
      startDate: request.start,
      deductible,
      residualPercent: useBeihilfe ? residual : 100,
      sickPay: request.sickPay && entryAge >= 16 && !isCivil ? request.sickPay : null,
      careObligation: request.careObligation,
      beihilfe: useBeihilfe,
      employerShare,
      constants,
    });
    results.push({
      tariff,
      insurer: insurerById(tariff.companyId),
      quote: tariffQuote,
      points: tariffPoints(tariff),
      filterResults: request.extendedFilters.map((filter) => ({
        ...filter,
        ...evaluateFilter(tariff, filter.type, filter.value),
      })),
    });
  }
  const byPrice = (a: TariffResult, b: TariffResult) => a.quote.total - b.quote.total;
  if (request.primarySortField === "Beitrag") results.sort(byPrice);
  else if (request.primarySortField === "KVRatio")
    results.sort((a, b) => b.points.total / b.quote.total - a.points.total / a.quote.total || byPrice(a, b));
  else results.sort((a, b) => b.points.total - a.points.total || byPrice(a, b));
  return { request, family, results, year: constants.year };
}

// ---------------------------------------------------------------------------------------------------------
// Response XML

const n2 = (value: number) => value.toFixed(2);
const e = (name: string, value: string | number | boolean) => `<${name}>${escapeXml(value)}</${name}>`;

/** FNV-1a hash (hex) for the group-definition hash. */
function fnv1a(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

const KIND_LABEL = {
  full: "PKV Vollversicherung",
  beihilfe: "Beihilfetarif",
  student: "Ausbildungstarif",
} as const;
const TARIF_SYSTEM = { full: 1, beihilfe: 2, student: 3 } as const;

const a = (name: string, value: string | number | boolean) => ` ${name}="${escapeXml(value)}"`;

/** ExtendedOutput entries are written as attributes (key, value, description, category) to keep responses small. */
function extendedOutput(key: string, value: string, description: string, category: string): string {
  return `<ExtendedOutputItem${a("key", key)}${a("value", value)}${a("description", description)}${a("category", category)}/>`;
}

interface StaticTariffXml {
  groupLeistung: string;
  benefitFields: string;
  benefitOutput: string;
  componentAnalysis: string;
  description: string;
  productPoolItem: string;
}

const STATIC_XML = new Map<number, StaticTariffXml>();

/** Applicant-independent parts of a tariff record, built once per tariff. */
function staticXml(tariff: TariffDefinition, insurer: Insurer, points: TariffPoints): StaticTariffXml {
  const cached = STATIC_XML.get(tariff.prodId);
  if (cached) return cached;
  const b = tariff.benefits;
  const groupLeistung = points.groups
    .map((group) => {
      const items = points.items
        .filter((item) => item.headPspID === group.headPspID)
        .map(
          (item) =>
            `<Leistung${a("perspectiveID", item.perspectiveID)}${a("keyTag", item.keyTag)}${a(
              "textShort",
              item.textShort,
            )}${a("textLong", item.textLong)}${a("valueContent", item.valueContent)}${a(
              "valueDescription",
              item.valueDescription,
            )}${a("sumPoints", item.sumPoints)}${a("pointsAlg", item.maxPoints)}${a("isPositive", item.isPositive)}${a("color", item.color)}/>`,
        )
        .join("");
      return `<Group${a("headPspID", group.headPspID)}${a("header", group.header)}${a("icon", GROUP_ICON[group.header] ?? "info")}${a("sumPoints", group.points)}${a(
        "weight",
        group.weight,
      )}>${items}</Group>`;
    })
    .join("");
  const componentCodes = tariff.components.map((component) => component.code);
  const value: StaticTariffXml = {
    groupLeistung,
    benefitFields: [
      e("ZahnErsatz", b.dentalReplacementPercent),
      e("ZahnBehandlung", b.dentalTreatmentPercent),
      e("ZahnKieferortopedie", b.orthodonticsPercent),
      e("ZahnMaterialLabor", b.dentalReplacementPercent),
      e(
        "ZahnExakt",
        `ZB ${b.dentalTreatmentPercent} % / ZE ${b.dentalReplacementPercent} % / KFO ${b.orthodonticsPercent} %`,
      ),
      e("Ambulant", b.ambulantPercent),
      e("MaxSB", Math.max(...tariff.deductibleOptions)),
      e("Chefarzt", b.chiefPhysician),
      e("StationaerBettenanzahl", b.room),
      e("PflZusatzGrad3Amb", b.careSupplementGrade3Amb),
      e("PflZusatzGrad3Stat", b.careSupplementGrade3Stat),
      e("LeistPoints", points.total),
    ].join(""),
    benefitOutput: [
      extendedOutput(
        "SBOptionen",
        tariff.deductibleOptions.join("/"),
        "Selbstbehaltstufen (€ pro Jahr)",
        "Leistung",
      ),
      extendedOutput(
        "Zahnstaffel",
        b.dentalStaffel.length === 0 ? "keine" : b.dentalStaffel.join("/"),
        "Begrenzung der Zahnleistungen in den ersten Jahren (€)",
        "Leistung",
      ),
      extendedOutput(
        "GOAE",
        String(b.goaeMaxFactor).replace(".", ","),
        "Maximaler GOÄ-Faktor (5 = über Höchstsatz)",
        "Leistung",
      ),
    ].join(""),
    componentAnalysis: `<ComponentAnalysis>${e("components", componentCodes.join(","))}${e(
      "hasEGO2",
      componentCodes.includes("EGO2"),
    )}${e("originalZahnErsatz", b.dentalReplacementPercent)}</ComponentAnalysis>`,
    description: [
      e("CompanyId", insurer.id),
      e("CompanyName", insurer.name),
      e("CompanyLogo", insurer.logo),
      e("ProdName", tariff.name),
      e(
        "ProductsDescription",
        tariff.components.map((component) => `${component.name}: ${component.description}`).join("; "),
      ),
      e("GroupId", tariff.prodId),
      e("GroupHeader", `${insurer.shortName} ${tariff.name}`),
      e("GroupNameByTSys", KIND_LABEL[tariff.kind]),
    ].join(""),
    productPoolItem: productPoolItemXml(tariff),
  };
  STATIC_XML.set(tariff.prodId, value);
  return value;
}

const GROUP_ICON: Record<string, string> = {
  "Ambulante Leistungen": "stethoscope",
  "Stationäre Leistungen": "hospital",
  Zahnleistungen: "tooth",
  Pflegeleistungen: "heart-handshake",
  "Sonstige Leistungen": "plane",
};

function tariffXml(
  result: TariffResult,
  counter: number,
  request: CalcRequest,
  savingsBasisMonthly: number,
): string {
  const { tariff, insurer, quote: q, points } = result;
  const fixed = staticXml(tariff, insurer, points);
  const products: Array<{ id: number; name: string; value: number; description: string }> =
    tariff.components.map((component, index) => ({
      id: tariff.prodId * 10 + index,
      name: component.code,
      value: index === 0 ? q.health : 0,
      description: `${component.name}: ${component.description}`,
    }));
  if (q.surcharge > 0) {
    products.push({
      id: 9149,
      name: "GZ",
      value: q.surcharge,
      description: "Gesetzlicher Beitragszuschlag § 149 VAG (10 %)",
    });
  }
  if (q.sickPay > 0 && request.sickPay) {
    products.push({
      id: insurer.id * 100 + 90,
      name: `KT${request.sickPay.startDay}`,
      value: q.sickPay,
      description: `Krankentagegeld ${request.sickPay.dailyAmount} € ab dem ${request.sickPay.startDay}. Tag`,
    });
  }
  if (q.care > 0) {
    const beihilfe = q.residualPercent < 100;
    products.push({
      id: insurer.id * 100 + 91,
      name: beihilfe ? "PVB" : "PVN",
      value: q.care,
      description: beihilfe
        ? "Private Pflegepflichtversicherung für Beihilfeberechtigte"
        : "Private Pflegepflichtversicherung",
    });
  }
  const groupNick = products.map((product) => product.name).join("+");
  const groupDefinition = products
    .map(
      (product) =>
        `<Product>${e("prodID", product.id)}${e("prodName", product.name)}${e("prodValue", n2(product.value))}${e(
          "prodDescription",
          product.description,
        )}${e("companyId", insurer.id)}${e("companyName", insurer.name)}</Product>`,
    )
    .join("");
  const fulfilled = result.filterResults.filter((filter) => filter.fulfilled).length;
  const ext = [
    extendedOutput("Preisbasis", "Modellbeitrag", MODEL_PRICE_NOTICE, "Hinweis"),
    extendedOutput(
      "Eintrittsalter",
      String(q.entryAge),
      "Eintrittsalter nach Kalenderjahresmethode",
      "Berechnung",
    ),
    extendedOutput(
      "Alterungsrueckstellung",
      q.withAgeingReserve ? "ja" : "nein",
      q.withAgeingReserve
        ? "Kalkulation mit Alterungsrückstellung"
        : "Kalkulation ohne Alterungsrückstellung",
      "Berechnung",
    ),
    extendedOutput(
      "Beitragszuschlag149VAG",
      n2(q.surcharge),
      "Gesetzlicher Beitragszuschlag von 10 %",
      "Berechnung",
    ),
    extendedOutput(
      "Krankentagegeld",
      n2(q.sickPay),
      request.sickPay && q.sickPay > 0
        ? `${request.sickPay.dailyAmount} € ab Tag ${request.sickPay.startDay}`
        : "nicht versichert",
      "Berechnung",
    ),
    extendedOutput("Pflegepflicht", n2(q.care), `Höchstbeitrag ${formatEuro(q.careCap)}`, "Berechnung"),
    extendedOutput(
      "Erstattungssatz",
      `${q.residualPercent} %`,
      q.residualPercent < 100 ? "Restkostenversicherung neben der Beihilfe" : "Vollkostenversicherung",
      "Berechnung",
    ),
    fixed.benefitOutput,
    ...result.filterResults.map((filter) =>
      extendedOutput(
        `Wunsch_${filter.type}`,
        filter.fulfilled ? "erfüllt" : "nicht erfüllt",
        `${filter.description} (${filter.value})`,
        "Wunschkriterien",
      ),
    ),
    result.filterResults.length > 0
      ? extendedOutput(
          "Wunschkriterien",
          `${fulfilled} von ${result.filterResults.length}`,
          "Erfüllte Wunschkriterien",
          "Wunschkriterien",
        )
      : "",
  ].join("");
  const additional = [
    q.surcharge > 0
      ? `<Contribution>${e("name", "Beitragszuschlag § 149 VAG")}${e("amount", n2(q.surcharge))}</Contribution>`
      : "",
    q.sickPay > 0
      ? `<Contribution>${e("name", "Krankentagegeld")}${e("amount", n2(q.sickPay))}</Contribution>`
      : "",
    q.care > 0
      ? `<Contribution>${e("name", "Pflegepflichtversicherung")}${e("amount", n2(q.care))}</Contribution>`
      : "",
  ].join("");
  const monthlySavings = Math.max(0, savingsBasisMonthly - q.employee.total);
  return `<Tarif>${e("Counter", counter)}${fixed.description}${e(
    "Products",
    products.map((product) => product.id).join(","),
  )}${e("GroupNick", groupNick)}${e("GroupDefinitionHash", fnv1a(`${groupNick}|${q.deductible}|${q.residualPercent}`))}<GroupDefinition>${groupDefinition}</GroupDefinition>${[
    e("TarifSystemId", TARIF_SYSTEM[tariff.kind]),
    e("Beitrag", n2(q.total)),
    e("Beitrag10", n2(q.surcharge)),
    e("BeitragOhneRZ", n2(q.total)),
    e("BeitragNoPPV", n2(q.kvTotal)),
    e("Risikozuschlag", "0.00"),
    e("ANAnteil", n2(q.employee.total)),
    e("AGAnteil", n2(q.employer.total)),
    e("ANAnteilKV", n2(q.employee.kv)),
    e("ANAnteilPPV", n2(q.employee.ppv)),
    e("AGAnteilKV", n2(q.employer.kv)),
    e("AGAnteilPPV", n2(q.employer.ppv)),
    e("ZwANAnteil", n2(q.employee.total * 12)),
    e("ZwAGAnteil", n2(q.employer.total * 12)),
  ].join("")}<additionalContributions>${additional}</additionalContributions>${fixed.benefitFields}${[
    e("SB", q.deductible),
    e("KVRatio", (points.total / q.total).toFixed(4)),
    e("MErsparnis", n2(monthlySavings)),
    e("JErsparnis", n2(monthlySavings * 12)),
    e("AntragLink", `${insurer.applicationUrl}?tarif=${tariff.prodId}`),
    e("AntragWebLink", `${insurer.applicationUrl}/online?tarif=${tariff.prodId}`),
    e("AntragDescription", `Antrag ${insurer.name} ${tariff.name}`),
  ].join("")}<ExtendedOutput>${ext}</ExtendedOutput><GroupLeistung>${fixed.groupLeistung}</GroupLeistung>${
    fixed.componentAnalysis
  }</Tarif>`;
}

function productPoolItemXml(tariff: TariffDefinition): string {
  const b = tariff.benefits;
  return `<ProductPoolItem>${[
    e("ProdID", tariff.prodId),
    e("ProdName", tariff.name),
    e("CompanyID", tariff.companyId),
    e("ProfileType", KIND_LABEL[tariff.kind]),
    e("IsVollTarif", tariff.kind !== "beihilfe"),
    e("IsZusatzTarif", false),
    e("IsKostenTarif", true),
    e("IsTagegeldTarif", false),
    e("IsUnisex", true),
    e("Einfuehrung", tariff.introduced),
    e("Schliessung", ""),
    e("ZahnErsatz", b.dentalReplacementPercent),
    e("ZahnBehandlung", b.dentalTreatmentPercent),
    e("ZahnKieferortopedie", b.orthodonticsPercent),
    e("Chefarzt", b.chiefPhysician),
    e("PflAmbGrad0", 0),
    e("PflAmbGrad1", 0),
    e("PflAmbGrad2", 0),
    e("PflAmbGrad3", b.careSupplementGrade3Amb),
    e("PflStatGrad0", 0),
    e("PflStatGrad1", 0),
    e("PflStatGrad2", 0),
    e("PflStatGrad3", b.careSupplementGrade3Stat),
  ].join("")}</ProductPoolItem>`;
}

/**
 * Monthly GKV reference for MErsparnis/JErsparnis: employees compare with the maximum GKV employee share
 * (health + care + childless surcharge); self-employed, freelancers and civil servants with the full maximum
 * contribution; students with 0 (no comparable figure).
 */
function savingsBasisMonthly(request: CalcRequest, year: number): number {
  const constants = constantsForYear(year);
  if (request.status === "Student") return 0;
  const employee = savingsBasis(constants).totalYearly / 12;
  if (request.status === "Arbeitnehmer") return employee;
  return (
    constants.contributionCeilingMonthly *
    (constants.generalRate +
      constants.averageAdditionalRate +
      constants.careRate +
      constants.childlessSurchargeRate)
  );
}

/** The CalculateResponse body element (without envelope). */
export function calculateResponseXml(calculation: CalculationResult): string {
  const { request, results } = calculation;
  const basis = savingsBasisMonthly(request, calculation.year);
  const tariffs = results.map((result, index) => tariffXml(result, index + 1, request, basis)).join("");
  const pool = results
    .map((result) => staticXml(result.tariff, result.insurer, result.points).productPoolItem)
    .join("");
  return `<CalculateResponse xmlns="http://tempuri.org/"><CalculateResult>${e("PriceBasis", MODEL_PRICE_BASIS)}${e(
    "Hinweis",
    MODEL_PRICE_NOTICE,
  )}${e("Stichjahr", calculation.year)}${e("VersicherungsBeginn", request.start)}${e(
    "OutputRequestType",
    request.outputRequestType,
  )}${e("PrimarySortField", request.primarySortField)}${e("Anzahl", results.length)}<Tarife>${tariffs}</Tarife><ProductPool>${pool}</ProductPool></CalculateResult></CalculateResponse>`;
}

export type { XmlNode };
