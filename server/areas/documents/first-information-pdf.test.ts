import { describe, expect, it } from "vitest";
import { firstInformationDocument } from "../../../domain/settings/first-information-text";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import { pdfStructure } from "../../../tests/setup/pdf-structure";
import { pdfText } from "../../../tests/setup/pdf-text";
import { firstInformationPdf } from "./first-information-pdf";

describe("the Erstinformation as a PDF (docs/product/broker-duties.md#first-information)", () => {
  it("holds every section and line of the document, its version, and is tagged", async () => {
    const bytes = await firstInformationPdf(defaultSiteSettings, new Date("2026-12-03T09:00:00Z"));
    const { text, title } = await pdfText(bytes);
    const document = firstInformationDocument(defaultSiteSettings);
    expect(title).toBe("Erstinformation nach § 15 VersVermV");
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(`Version ${document.version}, Stand 03.12.2026 10:00`);
    for (const section of document.sections) {
      expect(flat).toContain(section.heading);
      // long lines wrap: their first words stand in the text
      for (const line of section.lines) expect(flat).toContain(line.split(" ").slice(0, 4).join(" "));
    }
    const structure = await pdfStructure(bytes);
    expect(structure).toMatchObject({ marked: true, lang: "de-DE" });
    expect(structure.pageRoles[0]!.slice(0, 4)).toEqual(["Document", "H1", "P", "H2"]);
  });
});
