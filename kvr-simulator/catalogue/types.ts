/** Tariff catalogue of the embedded engine. Benefits follow the market structure; prices are model prices. */

type TariffKind = "full" | "beihilfe" | "student";
export type TariffLine = "basic" | "comfort" | "premium";
type Room = 1 | 2 | 3;

/** An insurer's calculation bases (docs/product/rating-engine.md#market-model). */
export interface InsurerBasis {
  /** Rechnungszins of the insurer's tariffs. */
  interestRate: number;
  /** Acquisition costs in monthly premiums, amortised over the premium annuity. */
  acquisitionMonths: number;
  /** Administration costs as a share of the gross premium. */
  adminRate: number;
  /** Unit costs per contract in € per month. */
  perContractMonthly: number;
  /** Safety loading, at least 5 %. */
  safetyLoading: number;
  /** Sick-pay claims relative to the market. */
  sickPayLevel: number;
}

/** A tariff pool's calculation bases (docs/product/rating-engine.md#market-model). */
export interface TariffBasis {
  /** Kopfschäden relative to the market for the same benefits. */
  claimsLevel: number;
  /** Age profile tilt: claims × e^(steepness·(age − 40)/40), normalised at 40. */
  ageSteepness: number;
  /** Lapse relative to the market's Ausscheideordnung. */
  lapseFactor: number;
  /** Children's and adolescents' claims relative to the market. */
  youthLevel: number;
  /** Share of insured who submit any ambulatory or dental bill in a year. */
  submissionProbability: number;
  /** Inpatient claims relative to the pool's claims level; the ambulatory claims make up the difference at 40. */
  inpatientLevel: number;
  /**
   * The age bands of the premiums without ageing reserve (docs/product/rating-engine.md#segment-model): children
   * 0–15 (one band or two to three), adolescents 16–20 (one band); a student tariff's bands within 16–34.
   */
  bands: readonly AgeBand[];
  /** Premium step from one band to the next within an age group (0 = flat), the group's mean kept. */
  bandGradient: number;
  /**
   * The entry age the tariff is calculated for (its target group, docs/product/rating-engine.md#segment-model):
   * entrants far from it pay a selection loading. Spread evenly over 22–58 within each line.
   */
  targetAge: number;
}

/** An age band [from, to] in whole calendar years. */
export type AgeBand = readonly [number, number];

export interface Insurer {
  id: number;
  name: string;
  shortName: string;
  /** Legal form / source of the data record ("VVaG", "AG"). */
  sourceType: string;
  /** The insurer's Rechnungszins and cost structure (catalogue/calculation-bases.ts). */
  basis: InsurerBasis;
  logo: string;
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
  /** 'children': a child tariff (Beihilfe children's tariffs), open only to children and adolescents up to 20. */
  audience: "everyone" | "children";
  introduced: string;
  /** The tariff pool's calculation bases. */
  basis: TariffBasis;
}
