import { deepFreeze } from "../../lib/objects/deep-freeze";
import { slug } from "../../lib/text/slug";
import { CACHES, OFFER_DEFAULTS, SINGLE_RESULT_VARIANTS } from "../constants/business";
import type { YearlyConstants } from "../constants/yearly-constants";
import { benefitGroupOf } from "../ranking/benefit-points";
import { groupBenefits, keyBenefits, priceCategory } from "../ranking/rank-offers";
import { savingsText } from "./gkv-contribution";
import type { BenefitDetail, Offer } from "./offer";
import {
  bedsFromLabel,
  deductibleText,
  hospitalRoomLabel,
  rateOffer,
  splitContribution,
  tariffKeyOf,
} from "./offer-rules";
import {
  type GkvContribution,
  gkvContribution,
  type SavingsPerson,
  savingsEstimateFor,
  savingsFor,
} from "./savings";
import type { ExtractorKind, PriceBasis, TariffRecord } from "./tariff-record";

export interface BuildOffersOptions {
  extractor: ExtractorKind;
  priceBasis: PriceBasis;
  /** The applicant's employer subsidises (employees only). */
  employerSubsidy: boolean;
  constants: YearlyConstants;
  /** The person the savings are computed for (savingsPersonFor(form, insurance start)). */
  person: SavingsPerson;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The person's GKV contribution, worked out once per set of options (it is the same for every offer). */
const CONTRIBUTIONS = new WeakMap<BuildOffersOptions, GkvContribution | undefined>();
function contributionOf(options: BuildOffersOptions): GkvContribution | undefined {
  if (!CONTRIBUTIONS.has(options))
    CONTRIBUTIONS.set(options, gkvContribution(options.person, options.constants));
  return CONTRIBUTIONS.get(options);
}

function componentsOf(record: TariffRecord): string[] {
  const components =
    record.componentAnalysis?.components ?? record.groupDefinition.map((product) => product.prodName);
  return components.filter((component) => component !== "");
}

/**
 * What an offer takes from its tariff and deductible step alone, not from the person's prices: worked out once per
 * tariff step and shared by the offers of every calculation that has the same step
 * (docs/decisions/020-comparison-performance.md#offers-from-step-templates). The texts are the same string objects
 * for every such offer, so storing them finds each in the text table at once.
 */
interface StepTemplate
  extends Pick<
    Offer,
    | "tariffKey"
    | "dentistCoverage"
    | "dentalTreatment"
    | "specialistCoverage"
    | "hospitalRoom"
    | "chiefPhysician"
    | "deductible"
    | "details"
    | "totalLeistungPoints"
    | "tariffComponents"
    | "hasEGO2"
    | "applicationLink"
  > {
  /** The record's parts the template was built from (checked by identity before it is reused). */
  from: StepSource;
  /** The insurer's slug, the offer id's prefix. */
  slug: string;
  beds: number;
  benefits: DerivedBenefits;
}

/** The record fields a step template is built from. */
type StepSource = Pick<
  TariffRecord,
  | "companyName"
  | "prodName"
  | "componentAnalysis"
  | "zahnErsatz"
  | "zahnBehandlung"
  | "ambulant"
  | "stationaerBettenanzahl"
  | "chefarzt"
  | "sb"
  | "leistPoints"
  | "antragWebLink"
  | "antragLink"
> & { components: string[] };

const STEP_SOURCE_FIELDS = [
  "companyName",
  "prodName",
  "componentAnalysis",
  "zahnErsatz",
  "zahnBehandlung",
  "ambulant",
  "stationaerBettenanzahl",
  "chefarzt",
  "sb",
  "leistPoints",
  "antragWebLink",
  "antragLink",
] as const satisfies ReadonlyArray<keyof StepSource>;

/**
 * Templates by the tariff's benefit groups (one array per tariff, shared by its steps) and the step's deductible.
 * A template is reused only when every field it was built from is the same (by identity); the components are
 * compared by content when the record has no shared component analysis.
 */
const TEMPLATES = new WeakMap<TariffRecord["groupLeistung"], Map<number | undefined, StepTemplate>>();

function stepTemplate(record: TariffRecord): StepTemplate {
  let bySteps = TEMPLATES.get(record.groupLeistung);
  if (!bySteps) {
    bySteps = new Map();
    TEMPLATES.set(record.groupLeistung, bySteps);
  }
  const known = bySteps.get(record.sb);
  const components = known && record.componentAnalysis ? undefined : componentsOf(record);
  if (known && isSameSource(known.from, record, components)) return known;
  const template = buildStepTemplate(record, components ?? componentsOf(record));
  bySteps.set(record.sb, template);
  return template;
}

function isSameSource(from: StepSource, record: TariffRecord, components: string[] | undefined): boolean {
  for (const field of STEP_SOURCE_FIELDS) if (from[field] !== record[field]) return false;
  if (record.componentAnalysis) return true;
  return (
    components !== undefined &&
    components.length === from.components.length &&
    components.every((component, index) => component === from.components[index])
  );
}

function buildStepTemplate(record: TariffRecord, components: string[]): StepTemplate {
  const from = { components } as StepSource;
  for (const field of STEP_SOURCE_FIELDS) (from as Record<string, unknown>)[field] = record[field];
  const hasEGO2 =
    record.componentAnalysis?.hasEGO2 === true ||
    components.some((component) => component.toUpperCase().includes(OFFER_DEFAULTS.ego2Marker));
  const dentistCoverage = hasEGO2
    ? OFFER_DEFAULTS.ego2DentalReplacement
    : (record.zahnErsatz ?? OFFER_DEFAULTS.dentalReplacement);
  const hospitalRoom = hospitalRoomLabel(record.stationaerBettenanzahl);
  const totalPoints =
    record.leistPoints ?? record.groupLeistung.reduce((sum, group) => sum + (group.sumPoints ?? 0), 0);
  const deductible = deductibleText(record.sb);
  return {
    from,
    slug: slug(record.companyName),
    tariffKey: tariffKeyOf(record.companyName, record.prodName),
    dentistCoverage,
    dentalTreatment: record.zahnBehandlung ?? OFFER_DEFAULTS.dentalTreatment,
    specialistCoverage: record.ambulant ?? OFFER_DEFAULTS.specialistCoverage,
    hospitalRoom,
    chiefPhysician: record.chefarzt ?? false,
    deductible,
    details: Object.freeze([
      `Zahnersatz ${dentistCoverage} %`,
      `Zahnbehandlung ${record.zahnBehandlung ?? OFFER_DEFAULTS.dentalTreatment} %`,
      `Ambulant ${record.ambulant ?? OFFER_DEFAULTS.ambulatoryCover} %`,
      hospitalRoom,
      record.chefarzt ? "Chefarztbehandlung" : "Keine Chefarztbehandlung",
      `Selbstbeteiligung ${deductible}`,
    ]) as string[],
    totalLeistungPoints: Math.round(totalPoints * 10) / 10,
    tariffComponents: Object.freeze(components.slice(0, OFFER_DEFAULTS.maxComponentsPerOffer)) as string[],
    hasEGO2,
    applicationLink: record.antragWebLink ?? record.antragLink,
    beds: bedsFromLabel(hospitalRoom),
    benefits: benefitsOf(record.groupLeistung),
  };
}

function buildOffer(record: TariffRecord, index: number, options: BuildOffersOptions): Offer {
  const step = stepTemplate(record);
  const price = cents(record.beitrag);
  const split = splitContribution(
    price,
    { employee: record.anAnteil, employer: record.agAnteil },
    { employerSubsidy: options.employerSubsidy, constants: options.constants },
  );
  const { benefits, additionalBenefits, realBenefits, details, groupPointsOf } = step.benefits;
  const deductibleAmount = record.sb;
  const contribution = contributionOf(options);
  const employee = split.employee;
  let savingsTooltip: string | undefined;
  return {
    id: `${step.slug}-${index}`,
    tariffKey: step.tariffKey,
    provider: record.companyName,
    name: record.prodName,
    monthlyPrice: price,
    savingsEstimate: savingsEstimateFor(employee, contribution),
    // The tooltip is written when it is first read: a comparison ranks and stores the offers without it (the
    // stored form keeps the person's basis once, docs/decisions/020-comparison-performance.md#offers-from-step-templates).
    get savingsBasis() {
      if (contribution) savingsTooltip ??= savingsText(contribution, employee);
      return savingsTooltip;
    },
    dentistCoverage: step.dentistCoverage,
    dentalTreatment: step.dentalTreatment,
    specialistCoverage: step.specialistCoverage,
    hospitalRoom: step.hospitalRoom,
    chiefPhysician: step.chiefPhysician,
    deductible: step.deductible,
    deductibleAmount,
    rating: rateOffer({
      totalBenefitPoints: step.totalLeistungPoints,
      dentalReplacement: step.dentistCoverage,
      beds: step.beds,
      deductible: deductibleAmount ?? 300,
      monthlyPrice: price,
    }),
    details: step.details,
    employeeContribution: split.employee,
    employerContribution: split.employer,
    benefits,
    additionalBenefits,
    realBenefits,
    benefitDetails: details,
    benefitGroupPoints: groupPointsOf,
    totalLeistungPoints: step.totalLeistungPoints,
    companyLogo: record.companyLogo,
    tariffComponents: step.tariffComponents,
    hasEGO2: step.hasEGO2,
    category: priceCategory(price),
    priceBasis: options.priceBasis,
    source: options.extractor,
    applicationLink: step.applicationLink,
    ...choicesOf(record),
  };
}

/** The health pre-check's estimate and the prices of the chosen sick pay, premium relief and the PPV, when present. */
function choicesOf(
  record: TariffRecord,
): Pick<
  Offer,
  "riskAssessment" | "priceWithoutSurcharge" | "sickPayPrice" | "premiumReliefPrice" | "carePrice"
> {
  const contribution = (name: string) =>
    record.additionalContributions.find((entry) => entry.name === name)?.amount;
  const sickPay = contribution(CONTRIBUTION_NAMES.sickPay);
  const premiumRelief = contribution(CONTRIBUTION_NAMES.premiumRelief);
  const care = contribution(CONTRIBUTION_NAMES.care);
  return {
    ...(record.riskAssessment
      ? {
          riskAssessment: record.riskAssessment,
          priceWithoutSurcharge: cents(record.beitragOhneRZ ?? record.beitrag),
        }
      : {}),
    ...(sickPay ? { sickPayPrice: cents(sickPay) } : {}),
    ...(premiumRelief ? { premiumReliefPrice: cents(premiumRelief) } : {}),
    ...(care ? { carePrice: cents(care) } : {}),
  };
}

/** The names of the premiums the engine adds to a tariff's own (TariffRecord.additionalContributions). */
const CONTRIBUTION_NAMES = {
  sickPay: "Krankentagegeld",
  premiumRelief: "Beitragsentlastung",
  care: "Pflegepflichtversicherung",
} as const;

/** Synthetic Basic (0.8 × price) and Premium (1.2 × price) variants of a single result. */
function singleResultVariants(offer: Offer, options: BuildOffersOptions): Offer[] {
  return (
    [
      ["basic", SINGLE_RESULT_VARIANTS.basicFactor, "Basic"],
      ["premium", SINGLE_RESULT_VARIANTS.premiumFactor, "Premium"],
    ] as const
  ).map(([variant, factor, label]) => {
    const price = cents(offer.monthlyPrice * factor);
    const split = splitContribution(
      price,
      {
        employee: cents(offer.employeeContribution * factor),
        employer: cents(offer.employerContribution * factor),
      },
      { employerSubsidy: options.employerSubsidy, constants: options.constants },
    );
    const name = `${offer.name} ${label}`;
    return {
      ...offer,
      id: `${offer.id}-${variant}`,
      tariffKey: tariffKeyOf(offer.provider, name),
      name,
      monthlyPrice: price,
      employeeContribution: split.employee,
      employerContribution: split.employer,
      ...savingsFor(split.employee, contributionOf(options)),
      rating: rateOffer({
        totalBenefitPoints: offer.totalLeistungPoints,
        dentalReplacement: offer.dentistCoverage,
        beds: bedsFromLabel(offer.hospitalRoom),
        deductible: offer.deductibleAmount ?? 300,
        monthlyPrice: price,
      }),
      category: priceCategory(price),
      variant,
    };
  });
}

/** Builds offers in batches of 25; a single result gets its Basic and Premium variants. */
export function buildOffers(records: readonly TariffRecord[], options: BuildOffersOptions): Offer[] {
  const offers: Offer[] = [];
  for (let start = 0; start < records.length; start += CACHES.offerBatchSize) {
    const batch = records.slice(start, start + CACHES.offerBatchSize);
    batch.forEach((record, offset) => {
      offers.push(buildOffer(record, start + offset, options));
    });
  }
  if (offers.length === 1) offers.push(...singleResultVariants(offers[0]!, options));
  return offers;
}

/**
 * What an offer derives from its benefit groups. The deductible steps of one tariff carry the same groups (the
 * extractor and the in-process engine hand every step the same array), so this is worked out once per tariff,
 * not per step; the parts are frozen because offers share them.
 */
function benefitsOf(groups: TariffRecord["groupLeistung"]): DerivedBenefits {
  let derived = BENEFITS_BY_GROUPS.get(groups);
  if (!derived) {
    const allBenefits = groups.flatMap((group) =>
      group.items.filter((item) => item.isPositive !== false).map((item) => item.textShort),
    );
    const benefits = keyBenefits(groups);
    const details = benefitDetails(groups);
    derived = deepFreeze({
      benefits,
      additionalBenefits: allBenefits.filter((text) => !benefits.includes(text)),
      realBenefits: groupBenefits(allBenefits),
      details,
      groupPointsOf: groupPoints(groups, details),
    });
    BENEFITS_BY_GROUPS.set(groups, derived);
  }
  return derived;
}
interface DerivedBenefits {
  benefits: string[];
  additionalBenefits: string[];
  realBenefits: ReturnType<typeof groupBenefits>;
  details: BenefitDetail[];
  groupPointsOf: Partial<Record<BenefitDetail["group"], number>>;
}
const BENEFITS_BY_GROUPS = new WeakMap<TariffRecord["groupLeistung"], DerivedBenefits>();

/** Benefit items with group (by header, else by keywords) and points; points of an item fall back to 0. */
function benefitDetails(groups: TariffRecord["groupLeistung"]): BenefitDetail[] {
  return groups.flatMap((group) =>
    group.items.map((item) => {
      const byHeader = benefitGroupOf(group.header);
      return {
        group:
          byHeader !== "Sonstige Leistungen" || group.header === "Sonstige Leistungen"
            ? byHeader
            : benefitGroupOf(`${item.category ?? ""} ${item.textShort} ${item.textLong ?? ""}`),
        text: item.textShort,
        description: item.textLong ?? item.description ?? item.valueDescription,
        points: item.sumPoints ?? item.points ?? 0,
        isPositive: item.isPositive !== false,
      };
    }),
  );
}

/** Group points: the engine's group sum when given, else the sum of the positive items; capped at 0–100. */
function groupPoints(
  groups: TariffRecord["groupLeistung"],
  details: BenefitDetail[],
): Partial<Record<BenefitDetail["group"], number>> {
  const result: Partial<Record<BenefitDetail["group"], number>> = {};
  for (const detail of details) {
    if (detail.isPositive) result[detail.group] = (result[detail.group] ?? 0) + detail.points;
  }
  for (const group of groups) {
    if (group.sumPoints !== undefined) result[benefitGroupOf(group.header)] = group.sumPoints;
  }
  for (const key of Object.keys(result) as Array<BenefitDetail["group"]>) {
    result[key] = Math.round(Math.max(0, Math.min(100, result[key] ?? 0)) * 10) / 10;
  }
  return result;
}
