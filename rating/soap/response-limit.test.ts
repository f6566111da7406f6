import { describe, expect, it } from "vitest";
import { longFormSchema } from "../../domain/comparison/long-form";
import { MAX_XML_BYTES } from "../../lib/xml/safe-xml";
import {
  authenticateEnvelope,
  buildCalculateRequest,
  buildFamilyCalculateRequest,
  calculateEnvelope,
  familyCalculateEnvelope,
} from "./calc-input";
import { responseLimitFor } from "./response-limit";

describe("responseLimitFor", () => {
  const NOW = new Date("2026-11-22T10:00:00");
  const adult = longFormSchema.parse({ birthDate: "1990-01-01" });

  it("reads 5 MB of an answer, and 5 MB per person of a Calculate, at most six", () => {
    expect(responseLimitFor(authenticateEnvelope({ mandantId: "1", username: "u", password: "p" }))).toBe(
      MAX_XML_BYTES,
    );
    expect(responseLimitFor(calculateEnvelope(buildCalculateRequest(adult, NOW)))).toBe(MAX_XML_BYTES);
    const family = (count: number) =>
      familyCalculateEnvelope(
        buildFamilyCalculateRequest(
          Array.from({ length: count }, () => adult),
          NOW,
        ),
      );
    expect(responseLimitFor(family(3))).toBe(3 * MAX_XML_BYTES);
    expect(responseLimitFor(family(6))).toBe(6 * MAX_XML_BYTES);
    expect(responseLimitFor(family(9))).toBe(6 * MAX_XML_BYTES);
    // A typed body with a prefix of its own, and one without any prefix.
    expect(
      responseLimitFor(
        "<k:Calculate><k:input><k:Persons><k:CalcInput/><k:CalcInput/></k:Persons></k:input></k:Calculate>",
      ),
    ).toBe(2 * MAX_XML_BYTES);
    expect(responseLimitFor("<Persons><CalcInput></CalcInput></Persons>")).toBe(MAX_XML_BYTES);
  });
});
