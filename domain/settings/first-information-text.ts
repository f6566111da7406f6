import { type FirstInformationSource, firstInformationVersion } from "./first-information";

const FIRST_INFORMATION_TITLE = "Erstinformation nach § 15 VersVermV";

/** One part of the Erstinformation: a heading and its lines. */
interface FirstInformationSection {
  heading: string;
  lines: string[];
}

/** The whole Erstinformation as every surface states it (panel, page, PDF, mail): the same words everywhere. */
export interface FirstInformationDocument {
  title: string;
  version: string;
  sections: FirstInformationSection[];
}

/**
 * The Erstinformation's content in the order of § 15 Abs. 1 VersVermV (docs/product/broker-duties.md#first-information):
 * who we are, as what we act and where to check it, whether we advise, how we are paid, holdings, arbitration.
 */
export function firstInformationDocument(source: FirstInformationSource): FirstInformationDocument {
  const { operator, firstInformation: info } = source;
  return {
    title: FIRST_INFORMATION_TITLE,
    version: firstInformationVersion(source),
    sections: [
      {
        heading: "Wer wir sind",
        lines: [
          operator.companyName,
          `vertreten durch ${operator.representative}`,
          `${operator.street}, ${operator.postalCode} ${operator.city}, ${operator.country}`,
          `Telefon ${operator.phone}, E-Mail ${operator.email}`,
        ],
      },
      {
        heading: "Unser Status und die Registrierung",
        lines: [
          `${info.status}, erteilt durch: ${operator.registrationAuthority}.`,
          `Eingetragen im Vermittlerregister unter der Registernummer ${operator.brokerRegistrationNumber}.`,
          `Die Eintragung können Sie prüfen beim ${info.registerCheck}.`,
        ],
      },
      {
        heading: "Beratung",
        lines: [
          info.adviceOffered
            ? "Wir bieten Ihnen zu den vermittelten Versicherungen eine Beratung an (§ 61 VVG)."
            : "Wir bieten zu den vermittelten Versicherungen keine Beratung an.",
        ],
      },
      { heading: "Vergütung", lines: [info.remuneration] },
      { heading: "Beteiligungen", lines: [info.holdings] },
      {
        heading: "Schlichtungsstellen",
        lines: [
          "Bei Streitigkeiten können Sie sich außergerichtlich an diese Schlichtungsstellen wenden:",
          ...info.arbitrationBoards
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean),
        ],
      },
    ],
  };
}

/** The panel's short form on the forms, before the first calculation: as what we act, whether we advise, how we are paid. */
export function firstInformationSummary(source: FirstInformationSource): string[] {
  const { operator, firstInformation: info } = source;
  return [
    `${operator.companyName}, ${operator.street}, ${operator.postalCode} ${operator.city}: ${info.status}, Vermittlerregister Nr. ${operator.brokerRegistrationNumber}.`,
    info.adviceOffered
      ? "Wir bieten Ihnen eine Beratung zu den vermittelten Versicherungen an."
      : "Wir bieten keine Beratung zu den vermittelten Versicherungen an.",
    info.remuneration,
  ];
}

/** The Erstinformation as plain text lines, for the mails about a comparison or a request (Textform). */
export function firstInformationTextLines(source: FirstInformationSource): string[] {
  const document = firstInformationDocument(source);
  return [
    `${document.title} (Version ${document.version})`,
    ...document.sections.flatMap((section) => ["", `${section.heading}:`, ...section.lines]),
  ];
}
