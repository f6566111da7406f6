import { pageContext } from "../../../server/transport/page-context.server";
import { pdfNotFound, pdfRefused, pdfResponse } from "../../features/comparison/pdf-response";
import type { Route } from "./+types/tariff-description-pdf";

/**
 * /ihre-pkv-tarife/tarif/:offerId/beschreibung.pdf?c=… (resource route): 'Tarifbeschreibung (Modell)' of a tariff
 * of the comparison, with its deductible steps for this person (docs/product/documents.md#tariff-description).
 * Over the address's limit of PDFs: 429.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const id = new URL(request.url).searchParams.get("c");
  const comparison = id ? await page.comparisons.get(id) : undefined;
  if (!comparison) throw pdfNotFound();
  let pdf: Awaited<ReturnType<typeof page.documents.tariffDescriptionPdf>>;
  try {
    pdf = await page.documents.tariffDescriptionPdf(comparison, params.offerId);
  } catch (error) {
    return pdfRefused(error);
  }
  if (!pdf) throw pdfNotFound();
  return pdfResponse(pdf.bytes, pdf.filename);
}
