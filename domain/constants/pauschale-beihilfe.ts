import type { IsoDate } from "../../lib/dates/berlin-date";
import type { BeihilfeDienstherr } from "../comparison/long-form";

/**
 * 'Pauschale Beihilfe' (Hamburger Modell): states whose civil servants may take, instead of the individual
 * Beihilfe, half of their GKV contribution from the Dienstherr, like an employer's share. The savings estimate
 * compares a civil servant of these states with half the GKV health contribution
 * (docs/product/results.md#pauschale-beihilfe). The table and its dates are the model's assumption, not legal
 * advice; the Dienstherr codes are those of the long form and of the SOAP field `BeihilfeDienstherr`.
 */
export interface PauschaleBeihilfe {
  dienstherr: BeihilfeDienstherr;
  /** The state's name as shown in the savings tooltip. */
  state: string;
  /** First day on which the state pays it (YYYY-MM-DD). */
  since: IsoDate;
  /** Legal basis, where known. */
  source: string;
}

export const PAUSCHALE_BEIHILFE: readonly PauschaleBeihilfe[] = [
  {
    dienstherr: "TYPE_F_Hamburg",
    state: "Hamburg",
    since: "2018-08-01",
    source: "Hamburgisches Beamtengesetz",
  },
  { dienstherr: "TYPE_E_Bremen", state: "Bremen", since: "2020-01-01", source: "Bremisches Beamtengesetz" },
  {
    dienstherr: "TYPE_D_Brandenburg",
    state: "Brandenburg",
    since: "2020-01-01",
    source: "Landesbeamtengesetz Brandenburg",
  },
  {
    dienstherr: "TYPE_P_Thueringen",
    state: "Thüringen",
    since: "2020-01-01",
    source: "Thüringer Beamtengesetz",
  },
  { dienstherr: "TYPE_C_Berlin", state: "Berlin", since: "2020-01-01", source: "Landesbeamtengesetz Berlin" },
  {
    dienstherr: "TYPE_A_BadenW",
    state: "Baden-Württemberg",
    since: "2023-01-01",
    source: "§ 78a Landesbeamtengesetz Baden-Württemberg",
  },
  {
    dienstherr: "TYPE_M_Sachsen",
    state: "Sachsen",
    since: "2024-01-01",
    source: "§ 80a Sächsisches Beamtengesetz",
  },
  {
    dienstherr: "TYPE_I_Niedersachsen",
    state: "Niedersachsen",
    since: "2024-02-01",
    source: "§ 80a Niedersächsisches Beamtengesetz",
  },
];

/**
 * The pauschale Beihilfe the Dienstherr pays on `date` (the insurance start), or undefined: a Dienstherr not in
 * the table (Bund, the other states, Schleswig-Holstein with its hardship rule only), none given, or a date
 * before the state introduced it.
 */
export function pauschaleBeihilfeOn(
  dienstherr: string | undefined,
  date: IsoDate,
): PauschaleBeihilfe | undefined {
  if (dienstherr === undefined) return undefined;
  const rule = PAUSCHALE_BEIHILFE.find((entry) => entry.dienstherr === dienstherr);
  return rule !== undefined && rule.since <= date ? rule : undefined;
}
