import { childOf, parseAmount, textOf, type XmlValue } from "../../lib/xml/safe-xml";

/** A response's values by name, as every extractor reads them: texts (empty is absent), amounts, whole numbers, flags. */

/** Text of a child element, or of the attribute of that name (benefit items are written as attributes). */
export const str = (node: XmlValue, key: string): string | undefined => {
  const value = textOf(childOf(node, key) ?? childOf(node, `@_${key}`));
  return value === undefined || value === "" ? undefined : value;
};
export const amount = (node: XmlValue, key: string) => parseAmount(str(node, key));
export const int = (node: XmlValue, key: string) => {
  const value = amount(node, key);
  return value === undefined ? undefined : Math.round(value);
};
export const flag = (node: XmlValue, key: string) => {
  const value = str(node, key)?.toLowerCase();
  return value === undefined ? undefined : value === "true" || value === "1" || value === "ja";
};
