import { figuresNotice } from "../domain/constants/figures-notice";
import type { GkvContribution } from "../domain/offers/gkv-contribution";
import { escapeXml } from "../lib/xml/safe-xml";
import type { TariffPoints } from "./benefit-points";
import type { Insurer, TariffDefinition } from "./catalogue/types";
import { MODEL_PRICE_BASIS, MODEL_PRICE_NOTICE } from "./protocol";
import type { CalcRequest } from "./read-calc-input";
import type { CalculationResult, TariffResult } from "./select-tariffs";
import {
  beihilfeEntries,
  benefitEntries,
  contributionsOf,
  GROUP_ICON,
  gkvContributionFor,
  KIND_LABEL,
  n2,
  type OutputEntry,
  premiumFigures,
  productsOf,
  riskFields,
  sharedEntries,
  stepEntries,
  TARIF_SYSTEM,
} from "./tariff-output";

/** Writing the CalculateResponse XML for a calculation (tariff records, extended output, product pool). */

const e = (name: string, value: string | number | boolean) => `<${name}>${escapeXml(value)}</${name}>`;

const a = (name: string, value: string | number | boolean) => ` ${name}="${escapeXml(value)}"`;

/** ExtendedOutput entries are written as attributes (key, value, description, category) to keep responses small. */
function extendedOutput({ key, value, description, category }: OutputEntry): string {
  return `<ExtendedOutputItem${a("key", key)}${a("value", value)}${a("description", description)}${a("category", category)}/>`;
}

interface StaticTariffXml {
  groupLeistung: string;
  benefitFields: string;
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

function tariffXml(
  result: TariffResult,
  counter: number,
  request: CalcRequest,
  gkv: GkvContribution | undefined,
  beihilfe: readonly OutputEntry[],
  withBenefits: boolean,
): string {
  const { tariff, insurer, points } = result;
  const fixed = staticXml(tariff, insurer, points);
  const { products, groupNick, groupDefinitionHash } = productsOf(result, request);
  const groupDefinition = products
    .map(
      (product) =>
        `<Product>${e("prodID", product.id)}${e("prodName", product.name)}${e("prodValue", n2(product.value))}${e(
          "prodDescription",
          product.description,
        )}${e("companyId", insurer.id)}${e("companyName", insurer.name)}</Product>`,
    )
    .join("");
  // Entries that are the same for every deductible step (price basis, Beihilfe rule, benefit facts, wishes)
  // are written with the tariff's first element only, like GroupLeistung.
  const entries = withBenefits
    ? [...stepEntries(result, request), ...sharedEntries(result, beihilfe, benefitEntries(tariff))]
    : stepEntries(result, request);
  const ext = entries.map(extendedOutput).join("");
  const additional = contributionsOf(result)
    .map(
      (contribution) =>
        `<Contribution>${e("name", contribution.name)}${e("amount", contribution.amount)}</Contribution>`,
    )
    .join("");
  const figures = premiumFigures(result, gkv);
  const risk = riskFields(result);
  return `<Tarif>${e("Counter", counter)}${e("PersonIndex", request.personIndex)}${fixed.description}${e(
    "Products",
    products.map((product) => product.id).join(","),
  )}${e("GroupNick", groupNick)}${e("GroupDefinitionHash", groupDefinitionHash)}<GroupDefinition>${groupDefinition}</GroupDefinition>${[
    e("TarifSystemId", TARIF_SYSTEM[tariff.kind]),
    e("Beitrag", figures.Beitrag),
    e("Beitrag10", figures.Beitrag10),
    e("BeitragOhneRZ", figures.BeitragOhneRZ),
    e("BeitragNoPPV", figures.BeitragNoPPV),
    e("Risikozuschlag", figures.Risikozuschlag),
    e("ANAnteil", figures.ANAnteil),
    e("AGAnteil", figures.AGAnteil),
    e("ANAnteilKV", figures.ANAnteilKV),
    e("ANAnteilPPV", figures.ANAnteilPPV),
    e("AGAnteilKV", figures.AGAnteilKV),
    e("AGAnteilPPV", figures.AGAnteilPPV),
    e("ZwANAnteil", figures.ZwANAnteil),
    e("ZwAGAnteil", figures.ZwAGAnteil),
    risk
      ? e("Risikoeinstufung", risk.Risikoeinstufung) + e("RisikozuschlagProzent", risk.RisikozuschlagProzent)
      : "",
  ].join("")}<additionalContributions>${additional}</additionalContributions>${fixed.benefitFields}${[
    e("SB", result.quote.deductible),
    e("KVRatio", figures.KVRatio),
    e("MErsparnis", figures.MErsparnis),
    e("JErsparnis", figures.JErsparnis),
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
 * The CalculateResponse body element (without envelope): one Tarif per person, tariff and deductible step, the
 * persons in the order of their CalcInputs (each Tarif names its person: PersonIndex). The benefit items
 * (GroupLeistung, the same for every step) are written in the first element of each tariff of a person only (same
 * PersonIndex and GroupId), which halves the response; the client's extractor gives them to the other steps. The
 * result's header (start, yearly figures, sort) is the first person's: all persons share one start.
 */
export function calculateResponseXml(calculation: CalculationResult | readonly CalculationResult[]): string {
  const persons: readonly CalculationResult[] = Array.isArray(calculation) ? calculation : [calculation];
  const first = persons[0]!;
  const { request } = first;
  let counter = 0;
  const tariffs = persons
    .map((person) => {
      const gkv = gkvContributionFor(person.request, person.figures.constants);
      const beihilfe = beihilfeEntries(person.request);
      const withBenefits = new Set<number>();
      return person.results
        .map((result) => {
          const firstStep = !withBenefits.has(result.tariff.prodId);
          withBenefits.add(result.tariff.prodId);
          counter += 1;
          return tariffXml(result, counter, person.request, gkv, beihilfe, firstStep);
        })
        .join("");
    })
    .join("");
  const seen = new Set<number>();
  const pool = persons
    .flatMap((person) => person.results)
    .filter((result) => !seen.has(result.tariff.prodId) && seen.add(result.tariff.prodId))
    .map((result) => staticXml(result.tariff, result.insurer, result.points).productPoolItem)
    .join("");
  return `<CalculateResponse xmlns="http://tempuri.org/"><CalculateResult>${e("PriceBasis", MODEL_PRICE_BASIS)}${e(
    "Hinweis",
    MODEL_PRICE_NOTICE,
  )}${e("Stichjahr", first.figures.constants.year)}${e(
    "RechengroessenVorlaeufig",
    String(first.figures.provisional),
  )}${e("RechengroessenHinweis", figuresNotice(first.figures))}${e("VersicherungsBeginn", request.start)}${e(
    "OutputRequestType",
    request.outputRequestType,
  )}${e("PrimarySortField", request.primarySortField)}${e("Anzahl", counter)}<Tarife>${tariffs}</Tarife><ProductPool>${pool}</ProductPool></CalculateResult></CalculateResponse>`;
}
