import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { pdfStructure } from "./pdf-structure";

/** A PDF written with PDFKit as it comes, untagged. */
function untaggedPdf(): Promise<Buffer> {
  const pdf = new PDFDocument({ size: "A4" });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on("end", () => resolve(Buffer.concat(chunks))));
  pdf.text("Ohne Struktur");
  pdf.end();
  return done;
}

describe("reading a PDF's tagging back", () => {
  it("finds no structure, no language and the untagged text in an untagged PDF", async () => {
    const structure = await pdfStructure(await untaggedPdf());
    expect(structure).toMatchObject({ marked: false, lang: undefined, displayDocTitle: false });
    expect(structure.pageRoles).toEqual([[]]);
    expect(structure.untaggedText).toEqual(["Ohne Struktur"]);
  });
});
