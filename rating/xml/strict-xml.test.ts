import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { longFormSchema } from "../../domain/comparison/long-form";
import { calculateXml } from "../embedded/calculate";
import { companiesXml, soapEnvelope } from "../embedded/engine";
import { kvrWsdl } from "../embedded/wsdl";
import { buildCalculateRequest, calculateEnvelope } from "../soap/calc-input";
import { findElement, parseXmlSafely, XmlSafetyError } from "./safe-xml";
import { parseStrictXml, XmlSyntaxError } from "./strict-xml";

const reference = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: 64,
});

/** Drops namespace declarations, which the strict parser ignores. */
function withoutXmlns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutXmlns);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !key.startsWith("@_xmlns"))
        .map(([key, child]) => [key, withoutXmlns(child)]),
    );
  }
  return value;
}

function calculateResponse(): string {
  const envelope = calculateEnvelope(
    buildCalculateRequest(longFormSchema.parse({ birthDate: "1990-03-01" }), new Date("2026-11-22T10:00:00")),
  );
  return soapEnvelope(calculateXml(findElement(parseXmlSafely(envelope), "Calculate")));
}

describe("strict XML parser", () => {
  it("produces the same tree as fast-xml-parser for the engine's documents (entity-free parts)", () => {
    for (const xml of [
      soapEnvelope(companiesXml(2026)),
      kvrWsdl("http://localhost/soap/kvr"),
      calculateResponse(),
    ]) {
      // fast-xml-parser leaves entities encoded with processEntities: false; compare on entity-free text.
      const plain = xml.replace(/&(amp|lt|gt|quot|apos);/g, "_");
      expect(parseStrictXml(plain)).toEqual(withoutXmlns(reference.parse(plain)));
    }
  });

  it("decodes the predefined entities and character references only", () => {
    expect(parseStrictXml("<a t='x &amp; &#252;'>&lt;b&gt; &#x20AC;</a>")).toEqual({
      a: { "@_t": "x & ü", "#text": "<b> €" },
    });
    expect(() => parseStrictXml("<a>&xxe;</a>")).toThrow(XmlSyntaxError);
  });

  it("reads CDATA verbatim and '>' inside attribute values", () => {
    expect(parseStrictXml("<a k='1 > 0'><![CDATA[<x> & y]]></a>")).toEqual({
      a: { "@_k": "1 > 0", "#text": "<x> & y" },
    });
  });

  it("refuses DOCTYPE, truncation, mismatched tags and several roots", () => {
    const cases = [
      '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>',
      "<a><b></b>",
      "<a><b></a></b>",
      "<a/><b/>",
      "text<a/>",
      "<a attr=1/>",
      "<a x='1' x='2'/>",
      "",
      "<a",
    ];
    for (const xml of cases) expect(() => parseStrictXml(xml), xml).toThrow(XmlSyntaxError);
  });

  it("limits nesting depth", () => {
    const deep = `${"<a>".repeat(80)}${"</a>".repeat(80)}`;
    expect(() => parseStrictXml(deep, { maxDepth: 64 })).toThrow(/Verschachtelung/);
  });

  it("parseXmlSafely enforces the size limit and reports DOCTYPE as such", () => {
    expect(() => parseXmlSafely(`<a>${"x".repeat(200)}</a>`, 100)).toThrow(XmlSafetyError);
    try {
      parseXmlSafely(
        '<?xml version="1.0"?><!DOCTYPE foo [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><foo>&xxe;</foo>',
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(XmlSafetyError);
      expect((error as XmlSafetyError).reason).toBe("doctype");
      expect((error as XmlSafetyError).message).toBe("DOCTYPE- und ENTITY-Deklarationen sind nicht erlaubt");
    }
    expect(() => parseXmlSafely(`<a>${"x".repeat(200)}</a>`, 100)).toThrow(
      "XML überschreitet die Größenbeschränkung von 100 Bytes",
    );
  });
});
