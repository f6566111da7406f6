/** Business constants of docs/product/constants.md#comparison that do not change by year. */

/** Engine request values per coverage level (docs/product/rating-engine.md#mapping-from-the-form). */
export const COVERAGE_REQUEST_VALUES = {
  basic: { zahn: "ZAHN_GERINGSTE", stationaer: "STAT_MB_OHNE_CHEFARZT" },
  comfort: { zahn: "ZAHN_ZWEITBESTE", stationaer: "STAT_2B_MIT_CHEFARZT" },
  premium: { zahn: "ZAHN_BESTE", stationaer: "STAT_1B_MIT_CHEFARZT" },
} as const;

/** Extended-filter defaults of the Calculate request. */
export const EXTENDED_FILTER_DEFAULTS = {
  /** Outpatient fee multiplier level (4 = reimbursement beyond the GOÄ maximum rate). */
  outpatientFeeMultiplier: 4,
  alternativePractitioner: true,
  psychotherapy: true,
  openAidsCatalogue: true,
  /** Dental refund level (3 = at least 75 % Zahnersatz). */
  dentalRefund: 3,
  /** Beitragsrückerstattung level (3 = at least three monthly premiums). */
  premiumRefund: 3,
} as const;

/**
 * Deterministic rating (docs/decisions/005-comparison-and-results.md: the random 4.2–5.0 path is not used;
 * docs/decisions/012-neutral-ranking-and-savings.md: the spec's '+1 for a listed provider' is replaced by
 * `benefitPointsBonus` × total benefit points / 100 — the same objective criterion for every insurer).
 */
export const RATING = {
  start: 3.5,
  /** Up to +1, scaled by the tariff's total benefit points (0–100). */
  benefitPointsBonus: 1,
  dental85Bonus: 0.5,
  dental75Bonus: 0.3,
  singleRoomBonus: 0.4,
  doubleRoomBonus: 0.2,
  zeroDeductibleBonus: 0.3,
  deductible300Bonus: 0.1,
  priceBelow480Bonus: 0.3,
  priceBelow600Bonus: 0.1,
  max: 5,
} as const;

/**
 * What a person would pay in the GKV, the basis of the savings estimate
 * (docs/decisions/012-neutral-ranking-and-savings.md). Figures that are not in the dated yearly table;
 * as of 2026-01-01.
 */
export const GKV_SAVINGS = {
  /**
   * Ermäßigter Beitragssatz (§ 243 SGB V, 14,0 %, unchanged since 2015): members without a sick-pay
   * entitlement — self-employed and freelancers without the Krankengeld option, civil servants. Our PKV offers
   * for them carry no sick pay either, so this is the like-for-like GKV rate.
   */
  reducedRate: 0.14,
  /**
   * KVdS: the student rate is 7/10 of the general rate plus the full average additional rate (§ 245 SGB V) on
   * the BAföG need for students living away from home (§ 236 SGB V with § 13 Abs. 1 Nr. 2, Abs. 2 Nr. 2 BAföG:
   * 475 € + 380 € = 855 € per month since the winter semester 2024/25).
   */
  studentRateFactor: 0.7,
  studentAssessmentBaseMonthly: 855,
  /** The childless surcharge of the PV applies from the 23rd birthday (§ 55 Abs. 3 SGB XI). */
  childlessSurchargeFromAge: 23,
  /** Persons with Beihilfe pay half the PV rate (§ 55 Abs. 1 Satz 2 SGB XI with § 28 Abs. 2 SGB XI). */
  beihilfeCareRateFactor: 0.5,
  /** A saving under 1 € a year is no saving: no claim is shown. */
  minimumYearlySaving: 1,
} as const;

/** Offer defaults when the engine record lacks a value. */
export const OFFER_DEFAULTS = {
  dentalReplacement: 70,
  dentalTreatment: 80,
  ambulatoryCover: 100,
  specialistCoverage: 100,
  hospitalRoom: "Zweibettzimmer",
  deductibleText: "300€ pro Jahr",
  /** Dental replacement for offers whose dental component carries the top tier marker. */
  ego2DentalReplacement: 90,
  ego2Marker: "EGO2",
  /** Default share of the price for employee and employer each. */
  defaultShare: 0.5,
  /** Legacy fixed employer cap of the spec; replaced by the year's caps (docs/decisions/007-yearly-constants.md), kept for reference. */
  legacyEmployerCap: 421.71,
  splitToleranceEuro: 1,
  maxComponentsPerOffer: 6,
} as const;

/** Deductible (€) → monthly price adjustment (€). */
export const DEDUCTIBLE_PRICE_ADJUSTMENTS: Readonly<Record<number, number>> = {
  300: -20,
  600: -40,
  1000: -60,
  1500: -80,
  2500: -100,
  5000: -120,
};

export const PRICE_BANDS = { count: 4, minRange: 10, minWidening: 50, wideningRate: 0.1 } as const;

/** Tariff configuration options with their monthly price effect (€). */
export const OFFER_OPTIONS = {
  dental: [
    { value: 70, price: 0 },
    { value: 80, price: 10 },
    { value: 90, price: 20 },
  ],
  outpatient: [
    { value: "Standard", price: 0 },
    { value: "Enhanced", price: 15 },
  ],
  room: [
    { value: "Standard", price: 0 },
    { value: "2-bed", price: 10 },
  ],
  general: [
    { value: "Basic", price: 0 },
    { value: "Extra", price: 20 },
  ],
  sicknessBenefit: [
    { value: 0, price: 0 },
    { value: 50, price: 15 },
  ],
} as const;

export const SINGLE_RESULT_VARIANTS = { basicFactor: 0.8, premiumFactor: 1.2 } as const;

export const CACHES = {
  extraction: { ttlMs: 10 * 60_000, maxEntries: 5 },
  offers: { ttlMs: 30 * 60_000, maxEntries: 10 },
  offerBatchSize: 25,
} as const;

/** Public ranking (docs/decisions/012-neutral-ranking-and-savings.md): no insurer or tariff name is involved. */
export const RANKING = {
  topCount: 3,
  moreCount: 100,
  keyBenefitCount: 5,
  /** Price categories of the API field Offer.category (by monthly price only; no public badge): premium above 400 €, günstig below 250 €. */
  premiumAbove: 400,
  guenstigBelow: 250,
} as const;

/**
 * The spec's category rule (docs/product/results.md#ranking), used ONLY by the developer console's website view
 * (domain/ranking/website-view.ts), never by the public ranking or rating.
 */
export const WEBSITE_VIEW_RULES = {
  preisLeistungProvider: "hansemerkur",
  preisLeistungMarker: "azp",
  hiddenMarkers: ["kut", "100"],
  scores: { "preis-leistung": 1000, premium: 800, guenstig: 600, standard: 400 },
  premiumAbove: 400,
  guenstigBelow: 250,
} as const;

export const ENGINE_LIMITS = {
  timeoutMs: 10_000,
  maxResponseBytes: 5 * 1024 * 1024,
  sessionIdleMinutes: 20,
  ageCutOff: 60,
  firstBirthYear: 1920,
} as const;

export const DEFAULT_MANDANT_ID = "10000";
