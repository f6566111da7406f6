import { pageContext } from "../../../server/transport/page-context.server";
import { pdfNotFound, pdfRefused, pdfResponse } from "../../features/comparison/pdf-response";
import type { Route } from "./+types/comparison-pdf";

/**
 * /ihre-pkv-tarife/pdf?c=… (resource route): the comparison as a PDF to keep (docs/product/documents.md#comparison-pdf).
 * Who may see the comparison may download it; otherwise the German 404. Over the address's limit of PDFs: 429.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const id = new URL(request.url).searchParams.get("c");
  const comparison = id ? await page.comparisons.get(id) : undefined;
  if (!comparison) throw pdfNotFound();
  let pdf: Uint8Array;
  try {
    pdf = await page.documents.comparisonPdf(comparison);
  } catch (error) {
    return pdfRefused(error);
  }
  return pdfResponse(pdf, `pkv-vergleich-${comparison.id}.pdf`);
}
