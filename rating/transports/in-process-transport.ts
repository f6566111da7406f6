import type { EmbeddedKvrEngine, InProcessKvrEngine } from "../../kvr-simulator";
import type { EngineTransport } from "../transport";

/** The address the in-process exchanges carry (the simulator reads only its path, for the login page). */
const IN_PROCESS_URL = "http://in-process.kvr/soap/kvr";

/**
 * The simulator called directly (the only file of rating/ that knows kvr-simulator/): the same SOAP requests,
 * sessions and answers as over HTTP, without a socket and without encoding the XML to bytes and back. A Calculate
 * asked for with `calculateAs: "records"` comes back as tariff records instead of response XML — the fast path of
 * a comparison (docs/decisions/020-comparison-performance.md#decision, rating/README.md#one-interface-two-adapters;
 * rating/adapters.differential.test.ts proves it equal to the SOAP path). `records: false` keeps every answer XML
 * (to measure or compare the XML path in process).
 *
 * An engine with `handle` only (a test's wrapper) is asked through `Request`/`Response`, always as XML.
 */
export function createInProcessTransport(
  engine: EmbeddedKvrEngine & Partial<Pick<InProcessKvrEngine, "exchange" | "exchangeRecords">>,
  options: { records?: boolean } = {},
): EngineTransport {
  const records = options.records ?? true;
  return {
    kind: "in-process",
    async send({ envelope, soapAction, cookies, calculateAs }) {
      const headers = new Headers({
        "content-type": "text/xml; charset=utf-8",
        soapaction: `"${soapAction}"`,
      });
      if (cookies) headers.set("cookie", cookies);
      const request = { url: IN_PROCESS_URL, method: "POST", headers, body: envelope };
      if (records && calculateAs === "records" && engine.exchangeRecords) {
        const answer = await engine.exchangeRecords(request);
        const setCookies = answer.headers.getSetCookie();
        if ("records" in answer) {
          return { status: answer.status, statusText: "", text: "", setCookies, records: answer.records };
        }
        return { status: answer.status, statusText: "", text: answer.body, setCookies };
      }
      if (engine.exchange) {
        const answer = await engine.exchange(request);
        return {
          status: answer.status,
          statusText: "",
          text: answer.body,
          setCookies: answer.headers.getSetCookie(),
        };
      }
      const response = await engine.handle(new Request(IN_PROCESS_URL, { ...request, body: envelope }));
      return {
        status: response.status,
        statusText: response.statusText,
        // The simulator's output is ours and bounded.
        text: await response.text(),
        setCookies: response.headers.getSetCookie(),
      };
    },
  };
}
