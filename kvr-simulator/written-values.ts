import type { ExtendedOutputEntry } from "../domain/offers/tariff-record";
import { parseAmount } from "../lib/xml/safe-xml";
import type { OutputEntry } from "./tariff-output";

/**
 * Values as the client's primary extractor reads them from the response XML (rating/soap/primary-extractor.ts): each
 * passes through its written form, so numbers are read as the response gives them: amounts with two decimals,
 * texts trimmed, empty texts absent.
 */

type Written = string | number | boolean;
export const text = (value: Written): string | undefined => {
  const written = String(value).trim();
  return written === "" ? undefined : written;
};
export const amount = (value: Written) => parseAmount(text(value));
/**
 * A figure written with `toFixed` (digits, one point, no sign but '-'): read as the extractor's `parseAmount` reads
 * it (`Number` of the text), without its trimming and pattern test.
 */
export const decimal = (written: string) => {
  const value = Number(written);
  return Number.isFinite(value) ? value : undefined;
};
export const int = (value: Written) => {
  const parsed = amount(value);
  return parsed === undefined ? undefined : Math.round(parsed);
};
export const flag = (value: Written) => {
  const written = text(value)?.toLowerCase();
  return written === undefined ? undefined : written === "true" || written === "1" || written === "ja";
};
/** Entries are written as attributes: not trimmed, an empty one reads as "". */
export const attribute = (value: string) => (value === "" ? undefined : value);
export const outputEntry = (entry: OutputEntry): ExtendedOutputEntry => ({
  key: attribute(entry.key) ?? "",
  value: attribute(entry.value) ?? "",
  description: attribute(entry.description) ?? "",
  category: attribute(entry.category) ?? "",
});
