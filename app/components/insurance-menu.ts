/** Menu entry (docs/product/site.md): name, href, description. Only PKV has a target. */
export interface MenuEntry {
  name: string;
  href?: string;
  description: string;
}

export const healthInsuranceEntries: MenuEntry[] = [
  {
    name: "Private Krankenversicherung",
    href: "/private-krankenversicherung-vergleich",
    description: "Tarife vergleichen und bis zu 65% sparen",
  },
  { name: "Zahnversicherung", description: "Schutz für Zahnbehandlung und Zahnersatz" },
  { name: "Krankenzusatzversicherung", description: "Mehr Leistung zur gesetzlichen Krankenkasse" },
  { name: "Brillenversicherung", description: "Zuschüsse für Brillen und Kontaktlinsen" },
  { name: "Heilpraktikerversicherung", description: "Naturheilkunde und alternative Heilmethoden" },
  { name: "Zahnzusatzversicherung", description: "Ergänzung für gesetzlich Versicherte" },
];

export const riskAndProvisionEntries: MenuEntry[] = [
  { name: "Berufsunfähigkeitsversicherung", description: "Absicherung Ihrer Arbeitskraft" },
  { name: "Unfallversicherung", description: "Schutz bei Unfällen in Beruf und Freizeit" },
  { name: "Risikolebensversicherung", description: "Finanzielle Sicherheit für Hinterbliebene" },
  { name: "Rentenversicherung", description: "Private Vorsorge für das Alter" },
  { name: "Lebensversicherung", description: "Vorsorge und Absicherung kombiniert" },
];

const SOFT_HYPHEN = "\u00AD";

/**
 * An insurance name whose last word is a compound on '…versicherung' ('Berufsunfähigkeitsversicherung') gets a
 * soft hyphen before that part: a narrow card or menu breaks it as 'Berufsunfähigkeits-' / 'versicherung', with
 * the hyphen, whatever hyphenation dictionaries the browser has; where it fits nothing changes. Screen readers,
 * search and copying ignore the soft hyphen.
 */
export function breakableInsuranceName(name: string): string {
  const index = name.lastIndexOf("versicherung");
  if (index <= 0 || name[index - 1] === " " || name[index - 1] === SOFT_HYPHEN) return name;
  return `${name.slice(0, index)}${SOFT_HYPHEN}${name.slice(index)}`;
}
