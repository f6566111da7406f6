/** A tariff record as read from an engine's Calculate result (docs/product/results.md). Amounts in € per month. */

export interface BenefitItemRecord {
  headPspID?: number;
  perspectiveID?: number;
  valueKeyId?: number;
  keyTag?: string;
  category?: string;
  textShort: string;
  textLong?: string;
  hyperText?: string;
  description?: string;
  valueContent?: string;
  valueDescription?: string;
  sumPoints?: number;
  points?: number;
  pointsAlg?: number;
  isPositive?: boolean;
  icon?: string;
  color?: string;
}

export interface BenefitGroupRecord {
  headPspID?: number;
  header: string;
  sumPoints?: number;
  items: BenefitItemRecord[];
}

export interface ExtendedOutputEntry {
  key: string;
  value: string;
  description: string;
  category: string;
}

export interface GroupDefinitionProduct {
  prodID?: number;
  prodName: string;
  prodValue?: number;
  prodDescription?: string;
  companyId?: number;
  companyName?: string;
}

export interface ComponentAnalysis {
  components: string[];
  hasEGO2: boolean;
  originalZahnErsatz?: number;
}

export interface TariffRecord {
  companyId?: number;
  companyName: string;
  companyLogo?: string;
  products?: string;
  prodName: string;
  productsDescription?: string;
  groupId?: string;
  groupHeader?: string;
  groupNameByTSys?: string;
  groupNick?: string;
  groupDefinitionHash?: string;
  groupDefinition: GroupDefinitionProduct[];
  tarifSystemId?: number;
  counter?: number;
  beitrag: number;
  beitrag10?: number;
  beitragOhneRZ?: number;
  beitragNoPPV?: number;
  risikozuschlag?: number;
  anAnteil?: number;
  agAnteil?: number;
  anAnteilKV?: number;
  anAnteilPPV?: number;
  agAnteilKV?: number;
  agAnteilPPV?: number;
  zwAnAnteil?: number;
  zwAgAnteil?: number;
  additionalContributions: Array<{ name: string; amount: number }>;
  zahnErsatz?: number;
  zahnBehandlung?: number;
  zahnKieferorthopaedie?: number;
  zahnMaterialLabor?: number;
  zahnExakt?: string;
  ambulant?: number;
  sb?: number;
  maxSb?: number;
  chefarzt?: boolean;
  stationaerBettenanzahl?: number;
  pflZusatzGrad3Amb?: number;
  pflZusatzGrad3Stat?: number;
  mErsparnis?: number;
  jErsparnis?: number;
  antragLink?: string;
  antragWebLink?: string;
  antragDescription?: string;
  leistPoints?: number;
  kvRatio?: number;
  extendedOutput: ExtendedOutputEntry[];
  groupLeistung: BenefitGroupRecord[];
  componentAnalysis?: ComponentAnalysis;
}

/** Which extractor produced the records (primary, direct result, or pattern-based fallback). */
export type ExtractorKind = "primary" | "direct" | "pattern";

/** Whether prices are the insurers' offers or model prices of the embedded engine. */
export type PriceBasis = "insurer" | "model";
