import { slug } from "../../lib/text/slug";
import type { Insurer } from "./types";

/**
 * The 24 partner insurers of docs/product/rating-engine.md (insurer logo mapping), in that order. The pricing parameters are
 * model assumptions that spread the model premiums like the market does; they are not the insurers' figures.
 */
const RAW: ReadonlyArray<readonly [string, string, string, number, number, number, number]> = [
  // name, shortName, sourceType, claimsFactor, safetyLoading, costRatio, careFactor
  ["Allianz", "Allianz", "AG", 1.04, 0.06, 0.15, 1.02],
  ["HanseMerkur", "HanseMerkur", "VVaG", 0.93, 0.05, 0.13, 0.98],
  ["Gothaer", "Gothaer", "AG", 1.02, 0.06, 0.15, 1.01],
  ["Signal Iduna", "Signal Iduna", "VVaG", 0.98, 0.06, 0.14, 1],
  ["ARAG", "ARAG", "AG", 0.96, 0.05, 0.14, 0.99],
  ["Nürnberger", "Nürnberger", "AG", 1, 0.06, 0.15, 1],
  ["Württembergische", "Württembergische", "AG", 1.01, 0.06, 0.15, 1],
  ["Münchener Verein", "Münchener Verein", "VVaG", 0.97, 0.05, 0.13, 0.99],
  ["DKV", "DKV", "AG", 1.05, 0.06, 0.15, 1.02],
  ["HUK-COBURG", "HUK-COBURG", "AG", 0.92, 0.05, 0.12, 0.97],
  ["Hallesche", "Hallesche", "VVaG", 1.03, 0.06, 0.15, 1.01],
  ["LKH", "LKH", "VVaG", 0.94, 0.05, 0.12, 0.98],
  ["LVM", "LVM", "VVaG", 0.95, 0.05, 0.12, 0.98],
  ["Mecklenburgische", "Mecklenburgische", "VVaG", 0.96, 0.05, 0.13, 0.99],
  ["Ottonova", "Ottonova", "AG", 1.01, 0.07, 0.16, 1],
  ["Provinzial", "Provinzial", "AG", 0.99, 0.06, 0.14, 1],
  ["UKV", "UKV", "AG", 0.97, 0.05, 0.13, 0.99],
  ["Universa", "Universa", "VVaG", 0.98, 0.05, 0.14, 0.99],
  ["VRK", "VRK", "VVaG", 0.95, 0.05, 0.12, 0.98],
  ["Inter", "INTER", "AG", 1, 0.06, 0.15, 1],
  ["Barmenia", "Barmenia", "VVaG", 1.02, 0.06, 0.14, 1.01],
  ["Concordia", "Concordia", "VVaG", 0.97, 0.05, 0.13, 0.99],
  ["Continentale", "Continentale", "VVaG", 0.99, 0.06, 0.14, 1],
  ["Debeka", "Debeka", "VVaG", 0.94, 0.05, 0.11, 0.97],
];

export const INSURERS: readonly Insurer[] = RAW.map(
  ([name, shortName, sourceType, claimsFactor, safetyLoading, costRatio, careFactor], index) => ({
    id: index + 1,
    name,
    shortName,
    sourceType,
    claimsFactor,
    safetyLoading,
    costRatio,
    careFactor,
    logo: `${slug(name)}.png`,
    applicationUrl: `https://antrag.example/${slug(name)}`,
  }),
);

const BY_ID = new Map(INSURERS.map((insurer) => [insurer.id, insurer]));

export function insurerById(id: number): Insurer {
  const insurer = BY_ID.get(id);
  if (!insurer) throw new Error(`Unknown insurer id ${id}`);
  return insurer;
}
