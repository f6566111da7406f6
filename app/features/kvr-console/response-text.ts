import type { KvrServiceResponse } from "../../../domain/kvr-console/requests";

/** An answer as the request tabs show it: the engine's XML, or the whole answer as JSON when there is none. */
export function responseText(response: KvrServiceResponse): string {
  return typeof response.data === "string" ? response.data : JSON.stringify(response, null, 2);
}
