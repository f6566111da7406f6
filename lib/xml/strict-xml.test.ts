import { describe, expect, it } from "vitest";
import { parseXmlSafely, XmlSafetyError } from "./safe-xml";
import { parseStrictXml, XmlSyntaxError } from "./strict-xml";

// Against fast-xml-parser on the engine's real documents: rating/strict-xml-engine-documents.test.ts.
describe("strict XML parser", () => {
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
