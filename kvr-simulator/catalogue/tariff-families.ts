import type { TariffLine } from "./types";

/**
 * Which insurer offers which model tariffs (data of the catalogue, see tariffs.ts): the names of its lines, and
 * whether it has a Beihilfe, a Beihilfe children's and a student tariff family.
 */

export interface LineNames {
  basic: string;
  comfort: string;
  comfortPrimary: string;
  premium: string;
  extra?: string;
}

export const NAMES: Record<string, LineNames> = {
  Allianz: {
    basic: "Vital Start",
    comfort: "Vital Komfort",
    comfortPrimary: "Vital Komfort Hausarzt",
    premium: "Vital Premium",
    extra: "Vital Premium Plus",
  },
  HanseMerkur: {
    basic: "KVS Start",
    comfort: "AZP Komfort",
    comfortPrimary: "AZP Komfort Hausarzt",
    premium: "AZP Premium",
    extra: "KUT 100",
  },
  Gothaer: {
    basic: "MediStart",
    comfort: "MediKomfort",
    comfortPrimary: "MediKomfort Primär",
    premium: "MediPremium",
  },
  "Signal Iduna": {
    basic: "Basis Plus",
    comfort: "Komfort Plus",
    comfortPrimary: "Komfort Primär",
    premium: "Exklusiv Plus",
  },
  ARAG: {
    basic: "MedBasis",
    comfort: "MedKomfort",
    comfortPrimary: "MedKomfort Hausarzt",
    premium: "MedPremium",
  },
  Nürnberger: {
    basic: "Gesund Start",
    comfort: "Gesund Komfort",
    comfortPrimary: "Gesund Primär",
    premium: "Gesund Premium",
  },
  Württembergische: {
    basic: "Kompakt",
    comfort: "Komfort",
    comfortPrimary: "Komfort Hausarzt",
    premium: "Exklusiv",
  },
  "Münchener Verein": {
    basic: "Vita Basis",
    comfort: "Vita Komfort",
    comfortPrimary: "Vita Primär",
    premium: "Vita Premium",
  },
  DKV: {
    basic: "Medi Basis",
    comfort: "Medi Komfort",
    comfortPrimary: "Medi Komfort Hausarzt",
    premium: "Medi Premium",
    extra: "Medi Premium Plus",
  },
  "HUK-COBURG": {
    basic: "Start",
    comfort: "Komfort",
    comfortPrimary: "Komfort Hausarzt",
    premium: "Premium",
  },
  Hallesche: {
    basic: "Neo Start",
    comfort: "Neo Komfort",
    comfortPrimary: "Neo Primär",
    premium: "Neo Premium",
  },
  LKH: { basic: "Basis", comfort: "Komfort", comfortPrimary: "Hausarzt Komfort", premium: "Premium" },
  LVM: {
    basic: "Einstieg",
    comfort: "Komfort",
    comfortPrimary: "Komfort Lotse",
    premium: "Premium",
  },
  Mecklenburgische: {
    basic: "Basis",
    comfort: "Komfort",
    comfortPrimary: "Komfort Primär",
    premium: "Top",
  },
  Ottonova: {
    basic: "Economy",
    comfort: "Business",
    comfortPrimary: "Business Hausarzt",
    premium: "First Class",
    extra: "First Class Plus",
  },
  Provinzial: { basic: "Basis", comfort: "Komfort", comfortPrimary: "Komfort Primär", premium: "Premium" },
  UKV: { basic: "Start", comfort: "Komfort", comfortPrimary: "Komfort Hausarzt", premium: "Exklusiv" },
  Universa: { basic: "uni-Start", comfort: "uni-Komfort", comfortPrimary: "uni-Primär", premium: "uni-Top" },
  VRK: { basic: "Basis", comfort: "Komfort", comfortPrimary: "Komfort Hausarzt", premium: "Premium" },
  Inter: {
    basic: "QualiMed Start",
    comfort: "QualiMed",
    comfortPrimary: "QualiMed Z",
    premium: "QualiMed Exklusiv",
  },
  Barmenia: {
    basic: "eins Basis",
    comfort: "eins Komfort",
    comfortPrimary: "eins Komfort Hausarzt",
    premium: "eins Premium",
  },
  Concordia: { basic: "Start", comfort: "Komfort", comfortPrimary: "Komfort Primär", premium: "Premium" },
  Continentale: {
    basic: "Vision Start",
    comfort: "Vision Komfort",
    comfortPrimary: "Vision Primär",
    premium: "Vision Premium",
  },
  Debeka: { basic: "Basis", comfort: "Komfort", comfortPrimary: "Komfort Hausarzt", premium: "Exklusiv" },
};

/** Insurers with a Beihilfe tariff family (civil servants and their children). */
export const BEIHILFE_INSURERS = [
  "Allianz",
  "HanseMerkur",
  "Gothaer",
  "Signal Iduna",
  "Nürnberger",
  "Württembergische",
  "Münchener Verein",
  "DKV",
  "HUK-COBURG",
  "Hallesche",
  "LVM",
  "VRK",
  "Inter",
  "Barmenia",
  "Continentale",
  "Debeka",
];

/** Beihilfe tariffs for civil servants' children (0–20) of their own, besides the family's Restkosten tariffs. */
export const BEIHILFE_CHILD_INSURERS: Readonly<Record<string, readonly TariffLine[]>> = {
  Debeka: ["basic", "comfort", "premium"],
  "HUK-COBURG": ["basic", "comfort"],
  Allianz: ["comfort", "premium"],
  DKV: ["comfort", "premium"],
  "Signal Iduna": ["basic", "comfort"],
  Continentale: ["comfort"],
  Barmenia: ["basic", "premium"],
};
/** Insurers without a Beihilfe Basis tariff. */
export const BEIHILFE_WITHOUT_BASIC = ["Gothaer", "Münchener Verein", "LVM", "Inter"];

/** Insurers with a student (Ausbildungs-) tariff. */
export const STUDENT_INSURERS = [
  "Allianz",
  "Gothaer",
  "HanseMerkur",
  "DKV",
  "Hallesche",
  "Barmenia",
  "Signal Iduna",
  "Continentale",
  "Ottonova",
];
