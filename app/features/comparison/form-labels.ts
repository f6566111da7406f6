import { COVERAGE_DEDUCTIBLE_LIMITS, DEDUCTIBLE_CHOICES } from "../../../domain/comparison/deductible";
import {
  type BeihilfeDienstherr,
  type BeihilfeStufe,
  type CoverageType,
  deductibleLabel,
  JOB_STATUS_LABELS,
  needsBeihilfe,
} from "../../../domain/comparison/long-form";

/** Labels of the long form's options (the codes are in long-form.ts). */
export const BEIHILFE_DIENSTHERR_LABELS: Record<BeihilfeDienstherr, string> = {
  TYPE_A_BadenW: "Baden-Württemberg",
  TYPE_B_Bayern: "Bayern",
  TYPE_C_Berlin: "Berlin",
  TYPE_D_Brandenburg: "Brandenburg",
  TYPE_E_Bremen: "Bremen",
  TYPE_F_Hamburg: "Hamburg",
  TYPE_G_Hessen: "Hessen",
  TYPE_H_MecklenburgV: "Mecklenburg-Vorpommern",
  TYPE_I_Niedersachsen: "Niedersachsen",
  TYPE_J_NordrheinW: "Nordrhein-Westfalen",
  TYPE_K_RheinlandP: "Rheinland-Pfalz",
  TYPE_L_Saarland: "Saarland",
  TYPE_M_Sachsen: "Sachsen",
  TYPE_N_SachsenA: "Sachsen-Anhalt",
  TYPE_O_SchleswigH: "Schleswig-Holstein",
  TYPE_P_Thueringen: "Thüringen",
  TYPE_Q_Bund: "Bund",
};

export const BEIHILFE_STUFE_LABELS: Record<BeihilfeStufe, string> = {
  TYPE_A_50_70R: "50 % (70 % im Ruhestand)",
  TYPE_B_70_70R: "70 % (70 % im Ruhestand)",
  TYPE_C_80_80R: "80 % (80 % im Ruhestand)",
};

export const EXISTING_INSURANCE_LABELS = {
  public: "Gesetzlich versichert",
  private: "Privat versichert",
  none: "Nicht versichert",
} as const;

/** The three coverage cards (docs/product/comparison.md) with their benefits and the highest deductible. */
export const COVERAGE_CARDS: Record<
  CoverageType,
  { title: string; benefits: string[]; maxDeductible: number; recommended: boolean }
> = {
  basic: {
    title: "Basis",
    benefits: [
      "Behandlung durch den Stationsarzt",
      "Mehrbettzimmer",
      "Zahnersatz ab 50 %",
      `Selbstbeteiligung bis ${deductibleLabel(COVERAGE_DEDUCTIBLE_LIMITS.basic)}`,
    ],
    maxDeductible: COVERAGE_DEDUCTIBLE_LIMITS.basic,
    recommended: false,
  },
  comfort: {
    title: "Komfort",
    benefits: [
      "Chefarztbehandlung",
      "Zweibettzimmer",
      "Zahnersatz 75 %",
      `Selbstbeteiligung bis ${deductibleLabel(COVERAGE_DEDUCTIBLE_LIMITS.comfort)}`,
    ],
    maxDeductible: COVERAGE_DEDUCTIBLE_LIMITS.comfort,
    recommended: true,
  },
  premium: {
    title: "Premium",
    benefits: [
      "Chefarztbehandlung",
      "Einbettzimmer",
      "Zahnersatz 85 %",
      `Selbstbeteiligung bis ${deductibleLabel(COVERAGE_DEDUCTIBLE_LIMITS.premium)}`,
    ],
    maxDeductible: COVERAGE_DEDUCTIBLE_LIMITS.premium,
    recommended: false,
  },
};

/**
 * The deductible select's options for a coverage card: every DEDUCTIBLE_CHOICES step up to the card's limit
 * (all steps when `coverage` is undefined), value '1200€', label '1.200 €'.
 */
export function deductibleOptions(coverage?: CoverageType): Array<{ value: string; label: string }> {
  const limit = coverage ? COVERAGE_DEDUCTIBLE_LIMITS[coverage] : Number.POSITIVE_INFINITY;
  return DEDUCTIBLE_CHOICES.filter((amount) => amount <= limit).map((amount) => ({
    value: `${amount}€`,
    label: deductibleLabel(amount),
  }));
}

/** Civil servants and their children have Beihilfe fields (docs/product/comparison.md#states). */
export const hasBeihilfe = needsBeihilfe;

/**
 * The person in the results' summary line: 'Kind' for a child (also for comparisons stored before a child had
 * its own status), 'Beamtenkind', or the job status label; a missing status shows 'Nicht angegeben', an unknown
 * value as is (docs/product/results.md#results-screen).
 */
export function personLabel(input: { insuredPerson?: string; jobStatus?: string }): string {
  const status = input.jobStatus;
  if (input.insuredPerson === "child" && status !== "civil-servant-child") return JOB_STATUS_LABELS.child;
  if (!status) return "Nicht angegeben";
  return (JOB_STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** Browser storage key of the long form's data (birthDate as YYYY-MM-DD). */
export const FORM_STORAGE_KEY = "comparisonFormData";
