import { pageContext } from "../../../server/transport/page-context.server";
import { pdfRefused, pdfResponse } from "../../features/comparison/pdf-response";
import type { Route } from "./+types/first-information-pdf";

/**
 * /erstinformation.pdf (resource route): the Erstinformation to keep (docs/product/broker-duties.md#first-information).
 * Over the address's limit of PDFs: 429.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  try {
    return pdfResponse(await page.documents.firstInformationPdf(), "erstinformation.pdf");
  } catch (error) {
    return pdfRefused(error);
  }
}
