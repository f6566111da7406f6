import { ENGINE_LIMITS } from "../../domain/constants/business";
import { readTextWithin } from "../../lib/http/read-limited";
import { MAX_XML_BYTES } from "../../lib/xml/safe-xml";
import { type EngineTransport, ResponseTooLargeError } from "../transport";

function setCookiesOf(response: Response): string[] {
  const headers = response.headers as Headers & { getSetCookie?: () => string[] };
  if (typeof headers.getSetCookie === "function") return headers.getSetCookie();
  const single = response.headers.get("set-cookie");
  return single ? [single] : [];
}

/**
 * SOAP over HTTP to an engine at `url`: an external KVR engine (KVR_URL) or the simulator served at /soap/kvr.
 * 10 s timeout, redirects followed, the answer read with the request's limit (5 MB, 5 MB per person of a family
 * Calculate; rating/README.md#one-interface-two-adapters).
 * Always answers with text: `calculateAs` does not apply to a remote engine.
 */
export function createHttpTransport(url: string): EngineTransport {
  return {
    kind: "http",
    async send({ envelope, soapAction, cookies, maxResponseBytes = MAX_XML_BYTES }) {
      const headers: Record<string, string> = {
        "content-type": "text/xml; charset=utf-8",
        soapaction: `"${soapAction}"`,
      };
      if (cookies) headers.cookie = cookies;
      const response = await fetch(url, {
        method: "POST",
        headers,
        body: envelope,
        signal: AbortSignal.timeout(ENGINE_LIMITS.timeoutMs),
        redirect: "follow",
      });
      const text = await readTextWithin(response, maxResponseBytes);
      if (text === undefined) throw new ResponseTooLargeError();
      return {
        status: response.status,
        statusText: response.statusText,
        text,
        setCookies: setCookiesOf(response),
      };
    },
  };
}
