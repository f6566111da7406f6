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

interface GroupDefinitionProduct {
  prodID?: number;
  prodName: string;
  prodValue?: number;
  prodDescription?: string;
  companyId?: number;
  companyName?: string;
}

interface ComponentAnalysis {
  components: string[];
  hasEGO2: boolean;
  originalZahnErsatz?: number;
}

/** The health pre-check's verdict for a tariff (docs/product/rating-engine.md#underwriting-model). */
export type RiskStatus = "accept" | "surcharge" | "exclusion" | "decline";
export const RISK_STATUSES: readonly RiskStatus[] = ["accept", "surcharge", "exclusion", "decline"];

/** The engine's estimate for the person's health answers: a model, not the insurer's decision. */
export interface RiskAssessmentRecord {
  status: RiskStatus;
  /** Risk surcharge in % of the health premium (0 for a decline: the tariff is priced without). */
  surchargePercent: number;
  /** Short German reasons ('BMI 36,2', 'Asthma', '3 fehlende Zähne: Ausschluss für Zahnersatz dieser Zähne'). */
  reasons: string[];
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
  /** 0-based index of the person (CalcInput) the tariff was priced for; 0 for a single person. */
  personIndex?: number;
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
  /** Only when the person answered the health questions. */
  riskAssessment?: RiskAssessmentRecord;
}

/** Which extractor produced the records (primary, direct result, or pattern-based fallback). */
export type ExtractorKind = "primary" | "direct" | "pattern";

/** Whether prices are the insurers' offers or model prices of the embedded engine. */
export type PriceBasis = "insurer" | "model";
