import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const fonts = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** A node of a page's structure tree as pdf.js reads it: a role with children, or marked content (an id). */
interface StructNode {
  role?: string;
  type?: string;
  children?: StructNode[];
}

export interface PdfStructure {
  /** MarkInfo /Marked of the catalog. */
  marked: boolean;
  /** The catalog's /Lang. */
  lang: string | undefined;
  /** ViewerPreferences /DisplayDocTitle. */
  displayDocTitle: boolean;
  /** Per page: the structure roles in reading order (depth first), e.g. ['Document', 'H1', 'P', 'Table', 'TR', …]. */
  pageRoles: string[][];
  /** Per page: the text of its marked content that belongs to no structure element (untagged, not an artifact). */
  untaggedText: string[];
}

function rolesOf(node: StructNode | null | undefined, into: string[]): string[] {
  if (!node) return into;
  if (node.role && node.role !== "Root") into.push(node.role);
  for (const child of node.children ?? []) rolesOf(child, into);
  return into;
}

/**
 * The tagging of a PDF read back from its bytes with Mozilla's pdf.js: MarkInfo, language, whether the title is
 * shown, each page's structure tree, and any text outside both the structure and the artifacts.
 */
export async function pdfStructure(bytes: Uint8Array): Promise<PdfStructure> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fonts,
    verbosity: 0,
  }).promise;
  const markInfo = (await document.getMarkInfo()) as { Marked?: boolean } | null;
  const preferences = (await document.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null;
  const { info } = (await document.getMetadata()) as { info: { Language?: string | null } };
  const pageRoles: string[][] = [];
  const untaggedText: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    pageRoles.push(rolesOf((await page.getStructTree()) as StructNode | null, []));
    // With marked content, pdf.js reports beginMarkedContent(Props) items around the text: text outside any of
    // them is untagged.
    const content = await page.getTextContent({ includeMarkedContent: true });
    let depth = 0;
    let loose = "";
    for (const item of content.items as Array<{ type?: string; str?: string }>) {
      if (item.type === "beginMarkedContent" || item.type === "beginMarkedContentProps") depth += 1;
      else if (item.type === "endMarkedContent") depth -= 1;
      else if (depth === 0 && item.str?.trim()) loose += item.str;
    }
    untaggedText.push(loose);
  }
  await document.destroy();
  return {
    marked: markInfo?.Marked === true,
    lang: info.Language ?? undefined,
    displayDocTitle: preferences?.DisplayDocTitle === true,
    pageRoles,
    untaggedText,
  };
}
