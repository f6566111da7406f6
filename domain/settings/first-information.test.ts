import { describe, expect, it } from "vitest";
import {
  defaultFirstInformation,
  firstInformationShown,
  firstInformationVersion,
  missingFirstInformation,
} from "./first-information";
import { firstInformationDocument, firstInformationTextLines } from "./first-information-text";
import { defaultSiteSettings } from "./site-settings";

const complete = {
  ...defaultSiteSettings,
  operator: {
    ...defaultSiteSettings.operator,
    companyName: "Lotse Versicherungsmakler GmbH",
    representative: "Anna Beispiel",
    street: "Friedrichstraße 10",
    email: "kontakt@lotse-makler.de",
    brokerRegistrationNumber: "D-W8RT-ZQ6LK-21",
  },
};

describe("the Erstinformation (docs/product/broker-duties.md#first-information)", () => {
  it("has a version that changes with any detail it states and only with those", () => {
    const version = firstInformationVersion(complete);
    expect(version).toMatch(/^EI-[0-9a-f]{8}$/);
    expect(firstInformationVersion(structuredClone(complete))).toBe(version);
    expect(
      firstInformationVersion({ ...complete, operator: { ...complete.operator, phone: "+49 30 7654321" } }),
    ).not.toBe(version);
    expect(
      firstInformationVersion({
        ...complete,
        firstInformation: { ...defaultFirstInformation, adviceOffered: false },
      }),
    ).not.toBe(version);
    // the VAT id is no part of it
    const otherVatId = { ...complete, operator: { ...complete.operator, vatId: "DE123" } };
    expect(firstInformationVersion(otherVatId)).toBe(version);
  });

  it("counts as shown only with the version in force, at the moment of the post", () => {
    const at = new Date("2026-12-03T09:00:00Z");
    expect(firstInformationShown(firstInformationVersion(complete), complete, at)).toEqual({
      version: firstInformationVersion(complete),
      shownAt: "2026-12-03T09:00:00.000Z",
    });
    expect(firstInformationShown(firstInformationVersion(defaultSiteSettings), complete, at)).toBeUndefined();
    expect(firstInformationShown(undefined, complete, at)).toBeUndefined();
    expect(firstInformationShown("", complete, at)).toBeUndefined();
  });

  it("names what the demo seed still lacks before production, and nothing when complete", () => {
    expect(missingFirstInformation(defaultSiteSettings)).toEqual([
      "Vertretungsberechtigte Person",
      "Straße und Hausnummer",
      "E-Mail-Adresse",
      "Registernummer im Vermittlerregister",
    ]);
    expect(missingFirstInformation(complete)).toEqual([]);
    expect(
      missingFirstInformation({
        ...complete,
        operator: { ...complete.operator, brokerRegistrationNumber: "12345", city: " " },
      }),
    ).toEqual(["Ort", "Registernummer im Format D-XXXX-XXXXX-XX"]);
  });

  it("states every item of § 15 Abs. 1 VersVermV, the same in the document and the mail text", () => {
    const document = firstInformationDocument(complete);
    const text = document.sections.flatMap((section) => [section.heading, ...section.lines]).join("\n");
    for (const item of [
      "Lotse Versicherungsmakler GmbH",
      "Friedrichstraße 10, 10115 Berlin",
      "Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO",
      "IHK Berlin",
      "D-W8RT-ZQ6LK-21",
      "www.vermittlerregister.info",
      "Wir bieten Ihnen zu den vermittelten Versicherungen eine Beratung an",
      "Provision (Courtage)",
      "Beteiligung von über 10 %",
      "Versicherungsombudsmann e. V.",
      "Ombudsmann Private Kranken- und Pflegeversicherung",
    ])
      expect(text).toContain(item);
    const mail = firstInformationTextLines(complete).join("\n");
    expect(mail).toContain(`Erstinformation nach § 15 VersVermV (Version ${document.version})`);
    for (const line of document.sections.flatMap((section) => section.lines)) expect(mail).toContain(line);
  });
});
