import { pageContext } from "../../../server/transport/page-context.server";
import { pdfResponse } from "../../features/comparison/pdf-response";
import type { Route } from "./+types/advice-documentation";

/**
 * /beratungsdokumentation/:token (resource route): the Beratungsdokumentation of a contact request, from the record
 * stored with the lead (docs/product/broker-duties.md#advice-documentation). The token is the secret the
 * confirmation links; an unknown one (or a lead whose record was erased) is a plain German 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = context.get(pageContext);
  const document = await page.leads.adviceDocument(params.token);
  if (!document) {
    throw new Response("Diese Beratungsdokumentation gibt es nicht (mehr).", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return pdfResponse(document.bytes, document.filename);
}
