/**
 * Beihilfe-Bemessungssätze of the 17 Dienstherren (Bund and the 16 Länder): the share of eligible costs the
 * Beihilfe pays for the civil servant, the civil servant with two or more children the Beihilfe counts, the spouse,
 * each child and the pensioner (docs/product/assistant.md#beihilfe-per-land). Percent; the model's summary of the
 * Beihilfe rules, not legal advice — special cases (Wahlleistungen, income limits of the spouse, Heilfürsorge) are
 * left out. Rows with `uncertain` name what is not verified against the law's current text.
 */
export interface BeihilfeRates {
  /** The Dienstherr as Lucy names it ('Bund', 'Bayern', …; domain/assistant/question-reading.ts). */
  name: string;
  active: number;
  /** The active civil servant with two or more children the Beihilfe counts. */
  activeWithTwoChildren: number;
  spouse: number;
  child: number;
  pensioner: number;
  /** The law that sets the rates. */
  law: string;
  /** What is not verified, and why. */
  uncertain?: string;
}

/** The rates of the federal model (§ 46 BBhV), which most Länder follow or reference. */
const FEDERAL_MODEL = {
  active: 50,
  activeWithTwoChildren: 70,
  spouse: 70,
  child: 80,
  pensioner: 70,
} as const;

export const BEIHILFE_RATES: readonly BeihilfeRates[] = [
  { name: "Bund", ...FEDERAL_MODEL, law: "§ 46 BBhV" },
  {
    name: "Baden-Württemberg",
    ...FEDERAL_MODEL,
    pensioner: 50,
    law: "§ 14 BVO BW",
    uncertain:
      "50 % im Ruhestand gilt für Beamte, die ab 2013 eingestellt wurden; früher Eingestellte erhalten 70 %.",
  },
  { name: "Bayern", ...FEDERAL_MODEL, law: "Art. 96 Abs. 3 BayBG" },
  { name: "Berlin", ...FEDERAL_MODEL, law: "§ 76 LBG Berlin (verweist auf die BBhV)" },
  { name: "Brandenburg", ...FEDERAL_MODEL, law: "§ 62 LBG Brandenburg (verweist auf die BBhV)" },
  {
    name: "Bremen",
    ...FEDERAL_MODEL,
    law: "§ 80 BremBG mit der Bremischen Beihilfeverordnung",
    uncertain: "Sätze nach dem Bundesmodell angenommen, nicht am aktuellen Verordnungstext geprüft.",
  },
  { name: "Hamburg", ...FEDERAL_MODEL, law: "§ 80 HmbBG mit der HmbBeihVO" },
  {
    name: "Hessen",
    active: 50,
    activeWithTwoChildren: 60,
    spouse: 50,
    child: 50,
    pensioner: 55,
    law: "§ 15 HBeihVO",
    uncertain:
      "Hessen rechnet mit einem Satz für die ganze Familie: 50 %, je berücksichtigungsfähigem Angehörigen 5 % mehr, höchstens 70 %; Versorgungsempfänger ab 55 %. Die Werte hier gelten ohne Ehepartner; nicht am aktuellen Verordnungstext geprüft.",
  },
  {
    name: "Mecklenburg-Vorpommern",
    ...FEDERAL_MODEL,
    law: "§ 80 LBG M-V (verweist auf die BBhV)",
  },
  { name: "Niedersachsen", ...FEDERAL_MODEL, law: "§ 80 NBG mit der NBhVO" },
  { name: "Nordrhein-Westfalen", ...FEDERAL_MODEL, law: "§ 75 LBG NRW mit § 12 BVO NRW" },
  { name: "Rheinland-Pfalz", ...FEDERAL_MODEL, law: "§ 66 LBG Rheinland-Pfalz mit der BVO RP" },
  {
    name: "Saarland",
    ...FEDERAL_MODEL,
    law: "§ 67 SBG mit der Beihilfeverordnung Saarland",
    uncertain: "Sätze nach dem Bundesmodell angenommen, nicht am aktuellen Verordnungstext geprüft.",
  },
  { name: "Sachsen", ...FEDERAL_MODEL, law: "§ 80 SächsBG mit der SächsBhVO" },
  { name: "Sachsen-Anhalt", ...FEDERAL_MODEL, law: "§ 61 LBG LSA (verweist auf die BBhV)" },
  { name: "Schleswig-Holstein", ...FEDERAL_MODEL, law: "§ 80 LBG SH mit der BhVO SH" },
  { name: "Thüringen", ...FEDERAL_MODEL, law: "§ 72 ThürBG mit der ThürBhV" },
];

/** The rates of a Dienstherr by the name Lucy reads. */
export function beihilfeRatesOf(name: string): BeihilfeRates | undefined {
  return BEIHILFE_RATES.find((rates) => rates.name === name);
}
