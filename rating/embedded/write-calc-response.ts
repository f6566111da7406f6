import { constantsForYear, savingsBasis } from "../../domain/constants/yearly-constants";
import { formatEuro } from "../../domain/format/number-format";
import { MODEL_PRICE_BASIS, MODEL_PRICE_NOTICE } from "../protocol";
import { escapeXml } from "../xml/safe-xml";
import type { TariffPoints } from "./benefit-points";
import type { Insurer, TariffDefinition } from "./catalogue/types";
import { isChild } from "./legal-rules";
import type { CalcRequest } from "./read-calc-input";
import { beihilfeRatesOf, type CalculationResult, personOf, type TariffResult } from "./select-tariffs";

/** Writing the CalculateResponse XML for a calculation (tariff records, extended output, product pool). */

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
  beihilfeNotice: string,
  withBenefits: boolean,
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
  if (q.care > 0 || q.careFree) {
    const beihilfe = q.residualPercent < 100;
    products.push({
      id: insurer.id * 100 + 91,
      name: beihilfe ? "PVB" : "PVN",
      value: q.care,
      description: `${
        beihilfe
          ? "Private Pflegepflichtversicherung für Beihilfeberechtigte"
          : "Private Pflegepflichtversicherung"
      }${q.careFree ? " (beitragsfrei mitversichert)" : ""}`,
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
  // Entries that are the same for every deductible step (price basis, Beihilfe rule, benefit facts, wishes)
  // are written with the tariff's first element only, like GroupLeistung.
  const shared = withBenefits
    ? [
        extendedOutput("Preisbasis", "Modellbeitrag", MODEL_PRICE_NOTICE, "Hinweis"),
        beihilfeNotice,
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
      ].join("")
    : "";
  const ext = [
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
    extendedOutput(
      "Pflegepflicht",
      n2(q.care),
      q.careFree
        ? "Beitragsfrei über den privat versicherten Elternteil mitversichert (§ 110 Abs. 1 Nr. 2 Buchst. f SGB XI)"
        : `Höchstbeitrag ${formatEuro(q.careCap)}`,
      "Berechnung",
    ),
    extendedOutput(
      "Erstattungssatz",
      `${q.residualPercent} %`,
      q.residualPercent < 100 ? "Restkostenversicherung neben der Beihilfe" : "Vollkostenversicherung",
      "Berechnung",
    ),
    q.stationaryResidualPercent !== q.residualPercent
      ? extendedOutput(
          "ErstattungssatzStationaer",
          `${q.stationaryResidualPercent} %`,
          "Restkosten bei stationärer Behandlung (höherer Beihilfesatz des Dienstherrn)",
          "Berechnung",
        )
      : "",
    shared,
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
  ].join("")}<ExtendedOutput>${ext}</ExtendedOutput>${
    withBenefits ? `<GroupLeistung>${fixed.groupLeistung}</GroupLeistung>` : ""
  }${fixed.componentAnalysis}</Tarif>`;
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
 * contribution; students and children with 0 (no comparable figure / free family insurance).
 */
function savingsBasisMonthly(request: CalcRequest, year: number): number {
  const constants = constantsForYear(year);
  // Students (no comparable figure) and children (free in the GKV family insurance): no savings.
  if (request.status === "Student" || isChild(personOf(request))) return 0;
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

/** ExtendedOutput entries naming the Beihilfe rule applied (Dienstherr, rates, withheld contribution). */
function beihilfeNoticeXml(request: CalcRequest): string {
  const rates = beihilfeRatesOf(request);
  if (!rates || !request.beihilfe) return "";
  const contribution = rates.rule.wahlleistungMonthlyContribution;
  const eigenbehalt = rates.rule.wahlleistungEigenbehaltPerDay;
  return [
    extendedOutput(
      "Beihilfe",
      `${rates.rule.label}: ${rates.ambulant} % ambulant/Zahn, ${rates.stationaer} % stationär`,
      rates.rule.source,
      "Beihilfe",
    ),
    contribution > 0
      ? extendedOutput(
          "BeihilfeWahlleistungsbeitrag",
          n2(contribution),
          "Monatlicher Betrag für beihilfefähige Wahlleistungen, von den Bezügen einbehalten (nicht im Beitrag)",
          "Beihilfe",
        )
      : "",
    eigenbehalt.chiefPhysician + eigenbehalt.twoBedRoom > 0
      ? extendedOutput(
          "BeihilfeEigenbehalt",
          `${n2(eigenbehalt.chiefPhysician)} / ${n2(eigenbehalt.twoBedRoom)}`,
          "Eigenbehalt der Beihilfe je Krankenhaustag (Chefarzt / Zweibettzimmer), im Restkostentarif mitversichert",
          "Beihilfe",
        )
      : "",
  ].join("");
}

/**
 * The CalculateResponse body element (without envelope): one Tarif per tariff and deductible step. The benefit
 * items (GroupLeistung, the same for every step) are written in the first element of each tariff only (same
 * GroupId), which halves the response; the client's extractor gives them to the other steps.
 */
export function calculateResponseXml(calculation: CalculationResult): string {
  const { request, results } = calculation;
  const basis = savingsBasisMonthly(request, calculation.year);
  const notice = beihilfeNoticeXml(request);
  const withBenefits = new Set<number>();
  const tariffs = results
    .map((result, index) => {
      const first = !withBenefits.has(result.tariff.prodId);
      withBenefits.add(result.tariff.prodId);
      return tariffXml(result, index + 1, request, basis, notice, first);
    })
    .join("");
  const seen = new Set<number>();
  const pool = results
    .filter((result) => !seen.has(result.tariff.prodId) && seen.add(result.tariff.prodId))
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
