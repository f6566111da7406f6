import PDFDocument from "pdfkit";

/**
 * A PDF written with PDFKit (docs/product/documents.md#pdf): A4, the standard Helvetica fonts (WinAnsi, so German
 * umlauts, '§' and '€' need no embedded font), streams compressed. `write` draws; the bytes come back when done.
 */
export type Pdf = PDFKit.PDFDocument;

const PDF_MARGIN = 50;

export function writePdf(
  meta: { title: string; createdAt: Date },
  write: (pdf: Pdf) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: PDF_MARGIN,
    bufferPages: true,
    info: { Title: meta.title, Author: "PKV-Lotse", CreationDate: meta.createdAt },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  write(pdf);
  pdf.end();
  return done;
}

/** Page width available for text. */
const contentWidth = (pdf: Pdf) => pdf.page.width - 2 * PDF_MARGIN;

export function heading(pdf: Pdf, text: string, size = 13): void {
  if (pdf.y > pdf.page.height - PDF_MARGIN - 60) pdf.addPage();
  pdf.moveDown(0.6).font("Helvetica-Bold").fontSize(size).fillColor("#0f172a").text(text);
  pdf.moveDown(0.2).font("Helvetica").fontSize(9.5).fillColor("#1e293b");
}

export function paragraph(pdf: Pdf, text: string): void {
  pdf
    .font("Helvetica")
    .fontSize(9.5)
    .fillColor("#1e293b")
    .text(text, { width: contentWidth(pdf) });
  pdf.moveDown(0.3);
}

/**
 * A table row: cells at the given column widths (fractions of the content width), a new page when the row would
 * not fit. The first row of a table is its header (bold).
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
  const top = pdf.y;
  let x = PDF_MARGIN;
  cells.forEach((cell, index) => {
    pdf.text(cell, x, top, { width: widths[index]! * width - 4 });
    x += widths[index]! * width;
  });
  pdf.x = PDF_MARGIN;
  pdf.y = top + height;
}

/** A footer line on every page (page numbers need the buffered pages). */
export function footer(pdf: Pdf, text: string): void {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor("#475569")
      .text(`${text} · Seite ${index + 1} von ${range.count}`, PDF_MARGIN, pdf.page.height - 35, {
        width: contentWidth(pdf),
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
}
