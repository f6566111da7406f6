/** Tariff catalogue of the embedded engine. Benefits follow the market structure; prices are model prices. */

export type TariffKind = "full" | "beihilfe" | "student";
export type TariffLine = "basic" | "comfort" | "premium";
export type Room = 1 | 2 | 3;

export interface Insurer {
  id: number;
  name: string;
  shortName: string;
  /** Legal form / source of the data record ("VVaG", "AG"). */
  sourceType: string;
  /** Relative claims level of the insurer's risk pool (1 = market average). */
  claimsFactor: number;
  /** Safety loading (Sicherheitszuschlag), at least 5 %. */
  safetyLoading: number;
  /** Cost loadings (acquisition, administration, settlement) as share of the gross premium. */
  costRatio: number;
  /** Relative level of the insurer's PPV premium. */
  careFactor: number;
  logo: string;
  applicationUrl: string;
}

export interface TariffBenefits {
  /** Reimbursement of ambulatory treatment in %. */
  ambulantPercent: number;
  /** Primary-doctor rule: reimbursement in % without referral (null = free choice of doctor). */
  primaryDoctorPercent: number | null;
  /** Maximum GOÄ factor reimbursed: 2.3 (Regelhöchstsatz), 3.5 (Höchstsatz) or 5 (über Höchstsatz). */
  goaeMaxFactor: 2.3 | 3.5 | 5;
  /** Heilpraktiker: reimbursement in % (0 = not covered) and yearly limit in € (null = unlimited). */
  heilpraktikerPercent: number;
  heilpraktikerLimit: number | null;
  /** Psychotherapy sessions per year (null = unlimited, 0 = not covered). */
  psychotherapySessions: number | null;
  /** Vision aids in € per two calendar years. */
  visionAidEuro: number;
  /** Hilfsmittel catalogue open (any medically necessary aid) or closed (listed aids only). */
  aidsCatalogue: "open" | "closed";
  dentalTreatmentPercent: number;
  dentalReplacementPercent: number;
  orthodonticsPercent: number;
  /** Zahnstaffel: limits in € for the first years (e.g. [1000, 2000, 3000]); empty = no limit. */
  dentalStaffel: readonly number[];
  room: Room;
  chiefPhysician: boolean;
  /** Krankenhaustagegeld in € per day. */
  hospitalDailyAllowance: number;
  /** Auslandsschutz: months of cover during a temporary stay abroad (worldwide). */
  travelCoverMonths: number;
  /** Beitragsrückerstattung in monthly premiums for a claim-free year (0 = none). */
  premiumRefundMonths: number;
  /** Supplementary care benefit for care grade 3 in % (ambulatory, inpatient). */
  careSupplementGrade3Amb: number;
  careSupplementGrade3Stat: number;
  /** Preventive check-ups beyond the legal programme. */
  preventiveCare: boolean;
}

export interface TariffComponent {
  code: string;
  name: string;
  description: string;
}

export interface TariffDefinition {
  /** Numeric product id (ProdID). */
  prodId: number;
  companyId: number;
  name: string;
  kind: TariffKind;
  line: TariffLine;
  components: readonly TariffComponent[];
  benefits: TariffBenefits;
  /** Yearly deductible options in €. */
  deductibleOptions: readonly number[];
  /** Beihilfe tariffs: residual percentages offered (e.g. 20, 30, 50). */
  residualPercents: readonly number[];
  /** Children may be insured (premium without ageing reserve until 20). */
  childrenAllowed: boolean;
  introduced: string;
}
