import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { pdfStructure } from "../../../tests/setup/pdf-structure";
import { pdfText } from "../../../tests/setup/pdf-text";
import { footer, heading, paragraph, tableRow, title, writePdf } from "./pdf-writer";

const ROOT = join(import.meta.dirname, "../../..");

/** The source files of the portal (not tests) under the given folders. */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|bench)\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

describe("PDFs are tagged (docs/product/broker-duties.md#accessibility-statement)", () => {
  it("tags headings, paragraphs, tables and even plain text in reading order, footers as artifacts", async () => {
    const bytes = await writePdf({ title: "Probe", createdAt: new Date("2026-12-01T10:00:00Z") }, (pdf) => {
      title(pdf, "Titel");
      // as another document might draw: plain text, with and without a position
      pdf.text("Stand: heute");
      pdf.text("Ein Hinweis an einer Stelle", 50, 150);
      heading(pdf, "Abschnitt");
      paragraph(pdf, "Ein Absatz. ".repeat(40));
      tableRow(pdf, ["Versicherer", "Beitrag"], [0.5, 0.5], { bold: true });
      for (let row = 0; row < 70; row += 1) tableRow(pdf, [`Versicherer ${row}`, "100,00 €"], [0.5, 0.5]);
      heading(pdf, "Danach", 11);
      paragraph(pdf, "Schluss");
      footer(pdf, "Fußzeile");
    });
    const structure = await pdfStructure(bytes);
    expect(structure).toMatchObject({ marked: true, lang: "de-DE", displayDocTitle: true });
    expect(structure.pageRoles).toHaveLength(2);
    expect(structure.pageRoles[0]!.slice(0, 10)).toEqual([
      "Document",
      "H1",
      "P",
      "P",
      "H2",
      "P",
      "Table",
      "TR",
      "TH",
      "TH",
    ]);
    expect(structure.pageRoles[0]!.slice(10, 13)).toEqual(["TR", "TD", "TD"]);
    // the table goes on over the page; what follows it is no part of it
    expect(structure.pageRoles[1]!.slice(0, 3)).toEqual(["Document", "Table", "TR"]);
    expect(structure.pageRoles[1]!.slice(-2)).toEqual(["H3", "P"]);
    expect(structure.untaggedText).toEqual(["", ""]);
    // the footers are drawn (artifacts, so no part of the structure)
    expect((await pdfText(bytes)).text).toContain("Fußzeile · Seite 2 von 2");
  });

  it("every PDF of the portal is written through the one tagging writer", () => {
    const writers = ["app", "server", "scripts"]
      .flatMap(sources)
      .filter((file) => /from "pdfkit"/.test(readFileSync(join(ROOT, file), "utf8")))
      .map((file) => relative(ROOT, join(ROOT, file)));
    expect(writers).toEqual(["server/areas/documents/pdf-writer.ts"]);
  });
});
