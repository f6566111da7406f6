import type { BeihilfeDienstherr, BeihilfeStufe, CoverageType } from "./long-form";

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
      "Selbstbeteiligung bis 5000€",
    ],
    maxDeductible: 5000,
    recommended: false,
  },
  comfort: {
    title: "Komfort",
    benefits: ["Chefarztbehandlung", "Zweibettzimmer", "Zahnersatz 75 %", "Selbstbeteiligung bis 1000€"],
    maxDeductible: 1000,
    recommended: true,
  },
  premium: {
    title: "Premium",
    benefits: ["Chefarztbehandlung", "Einbettzimmer", "Zahnersatz 85 %", "Selbstbeteiligung bis 500€"],
    maxDeductible: 500,
    recommended: false,
  },
};

export const DEDUCTIBLE_OPTIONS = [0, 300, 500, 1000, 2500, 5000] as const;

/** Deductible choices of a coverage card: up to its maximum. */
export function deductibleOptions(coverage: CoverageType): string[] {
  return DEDUCTIBLE_OPTIONS.filter((amount) => amount <= COVERAGE_CARDS[coverage].maxDeductible).map(
    (amount) => `${amount}€`,
  );
}

/** Civil servants and their children have Beihilfe fields (§4). */
export function hasBeihilfe(jobStatus: string): boolean {
  return jobStatus === "civil-servant" || jobStatus === "civil-servant-child";
}

/** Browser storage key of the long form's data (birthDate as YYYY-MM-DD). */
export const FORM_STORAGE_KEY = "comparisonFormData";
