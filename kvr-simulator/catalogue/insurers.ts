import { slug } from "../../lib/text/slug";
import { insurerBasis } from "./calculation-bases";
import type { Insurer } from "./types";

/**
 * The 24 partner insurers of docs/product/rating-engine.md (insurer logo mapping), in that order. Their calculation
 * bases (Rechnungszins, costs) are model assumptions drawn from published ranges (catalogue/calculation-bases.ts),
 * not the insurers' figures.
 */
const RAW: ReadonlyArray<readonly [string, string, string]> = [
  // name, shortName, sourceType
  ["Allianz", "Allianz", "AG"],
  ["HanseMerkur", "HanseMerkur", "VVaG"],
  ["Gothaer", "Gothaer", "AG"],
  ["Signal Iduna", "Signal Iduna", "VVaG"],
  ["ARAG", "ARAG", "AG"],
  ["Nürnberger", "Nürnberger", "AG"],
  ["Württembergische", "Württembergische", "AG"],
  ["Münchener Verein", "Münchener Verein", "VVaG"],
  ["DKV", "DKV", "AG"],
  ["HUK-COBURG", "HUK-COBURG", "AG"],
  ["Hallesche", "Hallesche", "VVaG"],
  ["LKH", "LKH", "VVaG"],
  ["LVM", "LVM", "VVaG"],
  ["Mecklenburgische", "Mecklenburgische", "VVaG"],
  ["Ottonova", "Ottonova", "AG"],
  ["Provinzial", "Provinzial", "AG"],
  ["UKV", "UKV", "AG"],
  ["Universa", "Universa", "VVaG"],
  ["VRK", "VRK", "VVaG"],
  ["Inter", "INTER", "AG"],
  ["Barmenia", "Barmenia", "VVaG"],
  ["Concordia", "Concordia", "VVaG"],
  ["Continentale", "Continentale", "VVaG"],
  ["Debeka", "Debeka", "VVaG"],
];

export const INSURERS: readonly Insurer[] = RAW.map(([name, shortName, sourceType], index) => ({
  id: index + 1,
  name,
  shortName,
  sourceType,
  basis: insurerBasis(name),
  logo: `${slug(name)}.png`,
}));

const BY_ID = new Map(INSURERS.map((insurer) => [insurer.id, insurer]));

export function insurerById(id: number): Insurer {
  const insurer = BY_ID.get(id);
  if (!insurer) throw new Error(`Unknown insurer id ${id}`);
  return insurer;
}
