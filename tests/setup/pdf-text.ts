import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const fonts = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** The text of a PDF, page by page, read with Mozilla's pdf.js: real bytes, not the markup that made them. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string; title?: string }> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fonts,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  const { info } = (await document.getMetadata()) as { info: { Title?: string } };
  await document.destroy();
  return { pages: document.numPages, text: pages.join("\n").replace(/\s+/g, " "), title: info.Title };
}
