import { slug } from "../../../lib/text/slug";

/** Insurer logo mapping of docs/product/site.md: insurer name → png file name in the public `logos` bucket. */
export interface InsurerLogo {
  name: string;
  file: string;
}

export const INSURER_LOGOS: readonly InsurerLogo[] = [
  { name: "Allianz", file: "Allianz.png" },
  { name: "HanseMerkur", file: "HanseMerkur.png" },
  { name: "Gothaer", file: "Gothaer.png" },
  { name: "Signal Iduna", file: "Signal+Iduna.png" },
  { name: "ARAG", file: "ARAG.png" },
  { name: "Nürnberger", file: "Nuernberger.png" },
  { name: "Württembergische", file: "Wuerttembergische.png" },
  { name: "Münchener Verein", file: "Muenchener+Verein.png" },
  { name: "DKV", file: "DKV.png" },
  { name: "HUK-COBURG", file: "HUK-COBURG.png" },
  { name: "Hallesche", file: "Hallesche.png" },
  { name: "LKH", file: "LKH.png" },
  { name: "LVM", file: "LVM.png" },
  { name: "Mecklenburgische", file: "Mecklenburgische.png" },
  { name: "Ottonova", file: "Ottonova.png" },
  { name: "Provinzial", file: "Provinzial.png" },
  { name: "UKV", file: "UKV.png" },
  { name: "Universa", file: "Universa.png" },
  { name: "VRK", file: "VRK.png" },
  { name: "Inter", file: "Inter.png" },
  { name: "Barmenia", file: "Barmenia.png" },
  { name: "Concordia", file: "Concordia.png" },
  { name: "Continentale", file: "Continentale.png" },
  { name: "Debeka", file: "Debeka.png" },
];

const LOGO_BUCKET = "logos";
const LOGO_PLACEHOLDER_FILE = "placeholder.png";
/** Logos fade in when loaded, at the latest after this time (docs/product/site.md). */
export const LOGO_REVEAL_AFTER_MS = 500;

/** URL of an object in a public bucket; every path segment is encoded, so '+' becomes '%2B' (docs/product/site.md). */
export function storageUrl(bucket: string, key: string): string {
  return `/storage/${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;
}

/** The generated file name tried after the mapped one: lower case, umlauts spelled out, words joined by '-'. */
export function generatedLogoFileName(insurerName: string): string {
  return `${slug(insurerName)}.png`;
}

/** The load chain of docs/product/site.md: mapped file → generated file name → placeholder; after that: hidden. */
export function logoSources(logo: InsurerLogo): string[] {
  return [
    storageUrl(LOGO_BUCKET, logo.file),
    storageUrl(LOGO_BUCKET, generatedLogoFileName(logo.name)),
    storageUrl(LOGO_BUCKET, LOGO_PLACEHOLDER_FILE),
  ];
}
