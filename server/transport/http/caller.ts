import { browserKeyOf } from "../../adapters/auth/browser-key";
import type { Caller } from "../../ports/caller";

/** The caller of an HTTP request, for the areas (they never see the request itself). */
export function createCallerOf(clientIp: (request: Request) => string): (request: Request) => Caller {
  return (request) => ({
    clientAddress: clientIp(request),
    browserKey: browserKeyOf(request),
    headers: request.headers,
    url: request.url,
  });
}
