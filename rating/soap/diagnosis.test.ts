import { describe, expect, it } from "vitest";
import { longFormSchema } from "../../domain/comparison/long-form";
import { DEMO_ENGINE_CREDENTIALS, loginPageHtml, soapEnvelope, soapFault } from "../../kvr-simulator";
import { createComparisonService } from "../../server/areas/comparisons/calculate-offers";
import type { EngineTransport, SoapResponse } from "../transport";
import { summarizeCalculateResponse } from "./calculate-summary";
import { createKvrClient } from "./client";
import { diagnoseResponse, KVR_MESSAGES } from "./diagnosis";
import { extractTariffs } from "./extractors";

const AUTH_OK: SoapResponse = {
  status: 200,
  statusText: "OK",
  text: soapEnvelope(
    '<AuthenticateResponse xmlns="http://tempuri.org/"><AuthenticateResult><Success>true</Success><SessionId>abc</SessionId><AuthTicket>DEF</AuthTicket></AuthenticateResult></AuthenticateResponse>',
  ),
  setCookies: ["ASP.NET_SessionId=abc; path=/; HttpOnly", ".ASPXAUTH=DEF; path=/; HttpOnly"],
};

/** A transport that authenticates normally and answers every other call with `payload`. */
function fakeEngine(payload: string, status = 200) {
  const calls: string[] = [];
  const transport: EngineTransport = {
    kind: "http",
    send: async ({ soapAction: action }) => {
      calls.push(action.replace("http://tempuri.org/", ""));
      if (action.endsWith("Authenticate")) return AUTH_OK;
      return {
        status,
        statusText: status === 200 ? "OK" : "Internal Server Error",
        text: payload,
        setCookies: [],
      };
    },
  };
  const client = createKvrClient({
    transport,
    credentials: DEMO_ENGINE_CREDENTIALS,
    now: () => new Date("2026-11-22T10:00:00"),
  });
  return { calls, service: createComparisonService({ client }) };
}

const run = async (payload: string, status = 200) => {
  const { service, calls } = fakeEngine(payload, status);
  const result = await service.calculateOffers(longFormSchema.parse({ birthDate: "1990-01-01" }));
  return { result, calls };
};

const tariffXml = (company: string, name: string, price: string) =>
  `<Tarif><CompanyName>${company}</CompanyName><ProdName>${name}</ProdName><Beitrag>${price}</Beitrag></Tarif>`;

// The diagnoses: docs/product/rating-engine.md#response-processing.
describe("response diagnosis", () => {
  it("SOAP Fault", async () => {
    const { result } = await run(soapFault("soap:Server", "Rechenkern nicht verfügbar & überlastet"), 500);
    expect(result).toMatchObject({
      success: false,
      error: "SOAP Fault detected: Rechenkern nicht verfügbar & überlastet",
    });
  });

  it("HTML login page: one re-authentication, then the login diagnosis", async () => {
    const { result, calls } = await run(loginPageHtml("/soap/kvr"));
    expect(result.error).toBe("Received login page - session expired or authentication failed");
    expect(calls).toEqual(["Authenticate", "Calculate", "Authenticate", "Calculate"]);
  });

  it("other HTML", async () => {
    const { result } = await run("<html><body><h1>Wartungsarbeiten</h1></body></html>");
    expect(result.error).toBe("Received HTML instead of XML response - possible authentication issue");
  });

  it("not XML/SOAP", async () => {
    expect((await run('{"ok":true}')).result.error).toBe("Response is not a valid XML/SOAP document");
    expect(diagnoseResponse("plain text")).toMatchObject({ ok: false, message: KVR_MESSAGES.notXml });
  });

  it("empty result: 'Keine Tarife in den XML-Daten gefunden.'", async () => {
    const empty = soapEnvelope(
      '<CalculateResponse xmlns="http://tempuri.org/"><CalculateResult><Anzahl>0</Anzahl><Tarife/></CalculateResult></CalculateResponse>',
    );
    expect((await run(empty)).result.error).toBe("Keine Tarife in den XML-Daten gefunden.");
    expect(summarizeCalculateResponse(empty)).toEqual({
      ok: false,
      error: "Keine PKV-Tarife in der SOAP-Antwort gefunden.",
    });
  });

  it("truncated XML: 'Fehler bei der Verarbeitung der Daten: …', no partial result", async () => {
    const full = soapEnvelope(
      `<CalculateResponse xmlns="http://tempuri.org/"><CalculateResult><Tarife>${tariffXml("DKV", "A", "500.00")}${tariffXml("DKV", "B", "600.00")}</Tarife></CalculateResult></CalculateResponse>`,
    );
    const { result } = await run(full.slice(0, full.indexOf("<Tarif>", full.indexOf("</Tarif>")) + 20));
    expect(result.success).toBe(false);
    expect(result.error).toMatch(/^Fehler bei der Verarbeitung der Daten: /);
    expect(result.offers).toBeUndefined();
  });
});

describe("XML safety", () => {
  it("XXE: refused, the file is never read into the result", async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><CalculateResponse><CalculateResult><Tarife><Tarif><CompanyName>&xxe;</CompanyName><ProdName>X</ProdName><Beitrag>1</Beitrag></Tarif></Tarife></CalculateResult></CalculateResponse></soap:Body></soap:Envelope>`;
    const { result } = await run(xxe);
    expect(result).toMatchObject({ success: false, error: "Response is not a valid XML/SOAP document" });
    expect(JSON.stringify(result)).not.toContain("root:");
    // Even past the diagnosis, the parser refuses the declaration.
    expect(extractTariffs(xxe)).toMatchObject({ ok: false });
  });

  it("billion laughs: refused without expansion", async () => {
    const lol = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from(
      { length: 9 },
      (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? "" : i};`.repeat(10)}">`,
    ).join("")}]><CalculateResponse><CalculateResult>&lol9;</CalculateResult></CalculateResponse>`;
    const { result } = await run(lol);
    expect(result.error).toBe("Response is not a valid XML/SOAP document");
    const internal = extractTariffs(
      `<CalculateResponse><CalculateResult>&lol9;</CalculateResult></CalculateResponse>`,
    );
    expect(internal).toMatchObject({ ok: false });
    if (!internal.ok) expect(internal.error).toMatch(/^Fehler bei der Verarbeitung der Daten: /);
  });

  it("oversized responses are refused", () => {
    expect(diagnoseResponse(`<?xml version="1.0"?><a>${"x".repeat(5 * 1024 * 1024)}</a>`)).toMatchObject({
      ok: false,
      message: KVR_MESSAGES.notXml,
    });
  });
});

describe("extractor chain", () => {
  it("falls back to the direct extractor for other shapes, keeping prices above 0", () => {
    const xml = soapEnvelope(
      `<GetOffersResponse><Result><Angebote><TarifResult><Gesellschaft>LVM</Gesellschaft><TarifName>Komfort</TarifName><Preis>512,40</Preis></TarifResult><TarifResult><Gesellschaft>LVM</Gesellschaft><TarifName>Null</TarifName><Preis>0</Preis></TarifResult></Angebote></Result></GetOffersResponse>`,
    );
    const extraction = extractTariffs(xml);
    expect(extraction).toMatchObject({ ok: true, extractor: "direct", priceBasis: "insurer" });
    if (extraction.ok)
      expect(extraction.tariffs.map((t) => [t.companyName, t.prodName, t.beitrag])).toEqual([
        ["LVM", "Komfort", 512.4],
      ]);
  });

  it("falls back to the pattern extractor for tariff XML embedded as text", () => {
    const inner = `${tariffXml("Debeka", "Komfort", "455,10")}${tariffXml("Debeka", "Gratis", "0,00")}`;
    const escaped = inner.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const xml = soapEnvelope(
      `<CalculateResponse><CalculateResult>${escaped}</CalculateResult></CalculateResponse>`,
    );
    const extraction = extractTariffs(xml);
    expect(extraction).toMatchObject({ ok: true, extractor: "pattern" });
    if (extraction.ok) expect(extraction.tariffs.map((t) => t.beitrag)).toEqual([455.1]);
  });

  it("fallback offers get single-result variants, ranked by benefit points per euro", async () => {
    const xml = soapEnvelope(
      `<X><Tarifergebnis><Versicherer>LVM</Versicherer><Name>Komfort</Name><Monatsbeitrag>500.00</Monatsbeitrag></Tarifergebnis></X>`,
    );
    const { result } = await run(xml);
    expect(result.extractor).toBe("direct");
    // no benefit points: equal value, so the cheaper first; one insurer → one highlighted offer
    expect(result.offers?.all.map((offer) => [offer.name, offer.monthlyPrice])).toEqual([
      ["Komfort Basic", 400],
      ["Komfort", 500],
      ["Komfort Premium", 600],
    ]);
    expect(result.offers?.top).toHaveLength(1);
    expect(result.priceBasis).toBe("insurer");
  });
});

describe("pattern extractor robustness", () => {
  it("stays linear on many unclosed tariff openers in embedded text", () => {
    const escaped = "&lt;Tarif&gt;&lt;Beitrag&gt;1".repeat(100_000);
    const xml = soapEnvelope(
      `<CalculateResponse><CalculateResult>${escaped}</CalculateResult></CalculateResponse>`,
    );
    // Linear work is asserted by outcome: a quadratic scan of 100.000 openers would not finish in the test budget.
    expect(extractTariffs(xml)).toEqual({ ok: false, error: "Keine Tarife in den XML-Daten gefunden." });
  });
});
