import PDFDocument from "pdfkit";

/**
 * A PDF written with PDFKit (docs/product/documents.md#pdf): A4, the standard Helvetica fonts (WinAnsi, so German
 * umlauts, '§' and '€' need no embedded font), streams compressed. `write` draws; the bytes come back when done.
 *
 * Every PDF is tagged (docs/product/broker-duties.md#accessibility-statement): MarkInfo /Marked, /Lang de-DE, the
 * title shown instead of the file name, and a structure tree in reading order under one `Document` element —
 * headings H1–H3, paragraphs P, tables Table/TR/TH/TD, the page footers artifacts. Text drawn with `pdf.text`
 * without a structure element of its own becomes a paragraph of the document, so no text stays untagged, whoever
 * writes the document.
 */
export type Pdf = PDFKit.PDFDocument;
type StructureElement = PDFKit.PDFStructureElement;

const PDF_MARGIN = 50;

/** The document's structure while it is written: its root, the table being written, whether an artifact is open. */
interface Structure {
  root: StructureElement;
  table?: StructureElement;
  inArtifact: boolean;
}
const structures = new WeakMap<Pdf, Structure>();

function structureOf(pdf: Pdf): Structure {
  const structure = structures.get(pdf);
  if (!structure) throw new Error("A PDF of the portal is written through writePdf.");
  return structure;
}

/** Ends the table being written, if any: the next heading or paragraph follows it. */
function endTable(structure: Structure): void {
  structure.table?.end();
  structure.table = undefined;
}

/** `pdf.text` that tags whatever it draws: as the caller's structure element, else as a paragraph of the document. */
function tagEveryText(pdf: Pdf, structure: Structure): void {
  const draw = pdf.text.bind(pdf) as (...args: unknown[]) => Pdf;
  pdf.text = ((text: string, ...rest: unknown[]) => {
    // text(text, options) or text(text, x, y, options); PDFKit reads a missing x as the options.
    const positioned = typeof rest[0] === "number" || typeof rest[1] === "number";
    const options = ((positioned ? rest[2] : rest[0]) ?? {}) as PDFKit.Mixins.TextOptions;
    if (options.structParent || structure.inArtifact) return draw(text, ...rest);
    endTable(structure);
    const tagged = { ...options, structParent: structure.root, structType: options.structType ?? "P" };
    return positioned ? draw(text, rest[0], rest[1], tagged) : draw(text, tagged);
  }) as Pdf["text"];
}

export function writePdf(
  meta: { title: string; createdAt: Date },
  write: (pdf: Pdf) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: PDF_MARGIN,
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: "de-DE",
    displayTitle: true,
    info: { Title: meta.title, Author: "PKV-Lotse", CreationDate: meta.createdAt },
  });
  const root = pdf.struct("Document");
  pdf.addStructure(root);
  const structure: Structure = { root, inArtifact: false };
  structures.set(pdf, structure);
  tagEveryText(pdf, structure);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  write(pdf);
  endTable(structure);
  root.end();
  pdf.end();
  return done;
}

/** The document's title (H1). */
export function title(pdf: Pdf, text: string, size = 18): void {
  const structure = structureOf(pdf);
  endTable(structure);
  pdf
    .font("Helvetica-Bold")
    .fontSize(size)
    .fillColor("#0f172a")
    .text(text, { structParent: structure.root, structType: "H1" });
}

/** Page width available for text. */
const contentWidth = (pdf: Pdf) => pdf.page.width - 2 * PDF_MARGIN;

/** A section heading: H2 at the default size, H3 when smaller. */
export function heading(pdf: Pdf, text: string, size = 13): void {
  const structure = structureOf(pdf);
  endTable(structure);
  if (pdf.y > pdf.page.height - PDF_MARGIN - 60) pdf.addPage();
  pdf
    .moveDown(0.6)
    .font("Helvetica-Bold")
    .fontSize(size)
    .fillColor("#0f172a")
    .text(text, { structParent: structure.root, structType: size >= 13 ? "H2" : "H3" });
  pdf.moveDown(0.2).font("Helvetica").fontSize(9.5).fillColor("#1e293b");
}

export function paragraph(pdf: Pdf, text: string): void {
  const structure = structureOf(pdf);
  endTable(structure);
  pdf
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor("#1e293b")
    .text(text, { width: contentWidth(pdf), structParent: structure.root, structType: "P" });
  pdf.moveDown(0.3);
}

/**
 * A table row: cells at the given column widths (fractions of the content width), a new page when the row would
 * not fit. The first row of a table is its header (bold): it starts a new table whose cells are TH, the rows after
 * it TD.
 */
export function tableRow(
  pdf: Pdf,
  cells: string[],
  widths: number[],
  options: { bold?: boolean } = {},
): void {
  const width = contentWidth(pdf);
  pdf.font(options.bold ? "Helvetica-Bold" : "Helvetica").fontSize(8.5);
  const heights = cells.map((cell, index) => pdf.heightOfString(cell, { width: widths[index]! * width - 4 }));
  const height = Math.max(...heights) + 3;
  if (pdf.y + height > pdf.page.height - PDF_MARGIN) pdf.addPage();
  const structure = structureOf(pdf);
  if (options.bold || !structure.table) {
    endTable(structure);
    structure.table = pdf.struct("Table");
    structure.root.add(structure.table);
  }
  const row = pdf.struct("TR");
  structure.table.add(row);
  const top = pdf.y;
  let x = PDF_MARGIN;
  cells.forEach((cell, index) => {
    pdf.text(cell, x, top, {
      width: widths[index]! * width - 4,
      structParent: row,
      structType: options.bold ? "TH" : "TD",
    });
    x += widths[index]! * width;
  });
  row.end();
  pdf.x = PDF_MARGIN;
  pdf.y = top + height;
}

/** A footer line on every page (page numbers need the buffered pages), marked as a pagination artifact. */
export function footer(pdf: Pdf, text: string): void {
  const structure = structureOf(pdf);
  endTable(structure);
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.markContent("Artifact", { type: "Pagination" });
    structure.inArtifact = true;
    pdf
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor("#475569")
      .text(`${text} · Seite ${index + 1} von ${range.count}`, PDF_MARGIN, pdf.page.height - 35, {
        width: contentWidth(pdf),
        lineBreak: false,
      });
    pdf.endMarkedContent();
    structure.inArtifact = false;
    pdf.page.margins.bottom = bottom;
  }
}
