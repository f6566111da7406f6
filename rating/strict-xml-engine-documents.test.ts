import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { longFormSchema } from "../domain/comparison/long-form";
import { companiesXml, soapEnvelope } from "../kvr-simulator";
import { calculateXml } from "../kvr-simulator/calculate";
import { kvrWsdl } from "../kvr-simulator/wsdl";
import { findElement, parseXmlSafely } from "../lib/xml/safe-xml";
import { parseStrictXml } from "../lib/xml/strict-xml";
import { buildCalculateRequest, calculateEnvelope } from "./soap/calc-input";

/** The strict parser (lib/xml/) reads the documents the client meets exactly as fast-xml-parser would. */
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
});
