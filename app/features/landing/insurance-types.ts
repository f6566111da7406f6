import { Bandage, Briefcase, HeartPulse, type LucideIcon, Smile, Umbrella } from "lucide-react";

/** Insurance type entity (docs/product/site.md): only pkv is available. */
export interface InsuranceType {
  id: "pkv" | "bu" | "lebens" | "unfall" | "zahnzusatz";
  name: string;
  icon: LucideIcon;
  available: boolean;
  description: string;
}

export const INSURANCE_TYPES: readonly InsuranceType[] = [
  {
    id: "pkv",
    name: "Private Krankenversicherung",
    icon: HeartPulse,
    available: true,
    description: "Tarife von über 20 Anbietern vergleichen und bis zu 65% sparen",
  },
  {
    id: "bu",
    name: "Berufsunfähigkeitsversicherung",
    icon: Briefcase,
    available: false,
    description: "Absicherung Ihrer Arbeitskraft",
  },
  {
    id: "lebens",
    name: "Lebensversicherung",
    icon: Umbrella,
    available: false,
    description: "Vorsorge und Absicherung kombiniert",
  },
  {
    id: "unfall",
    name: "Unfallversicherung",
    icon: Bandage,
    available: false,
    description: "Schutz bei Unfällen in Beruf und Freizeit",
  },
  {
    id: "zahnzusatz",
    name: "Zahnzusatzversicherung",
    icon: Smile,
    available: false,
    description: "Ergänzung für gesetzlich Versicherte",
  },
];
