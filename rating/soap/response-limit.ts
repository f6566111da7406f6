import { MAX_XML_BYTES } from "../../lib/xml/safe-xml";
import { MAX_CALCULATE_PERSONS } from "../protocol";

const CALC_INPUT = /<(?:[\w.-]+:)?CalcInput[\s>/]/g;

/**
 * The most bytes the client reads and parses of an engine's answer to `envelope`: 5 MB, and 5 MB per person for a
 * Calculate of several persons (each person's tariffs are an answer of their own size; at most
 * {@link MAX_CALCULATE_PERSONS}, so 30 MB). A larger answer is not read (rating/README.md#xml).
 */
export function responseLimitFor(envelope: string): number {
  const persons = envelope.match(CALC_INPUT)?.length ?? 0;
  return MAX_XML_BYTES * Math.min(MAX_CALCULATE_PERSONS, Math.max(1, persons));
}
