import type { BeihilfeDienstherr, BeihilfeStufe } from "../../domain/comparison/long-form";

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
