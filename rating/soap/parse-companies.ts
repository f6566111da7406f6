import { childOf, childrenOf, findElement, parseXmlSafely } from "../../lib/xml/safe-xml";
import { amount, int, str } from "./xml-values";

export interface Company {
  id: number;
  name: string;
  shortName: string;
  sourceType: string;
  products: Array<{ id: number; name: string; price: number; value: number }>;
}

/** Parses the GetCompanies result. */
export function parseCompanies(text: string): Company[] {
  const document = parseXmlSafely(text);
  const result = findElement(document, "GetCompaniesResult");
  return childrenOf(result, "Company").map((company) => ({
    id: int(company, "Id") ?? 0,
    name: str(company, "Name") ?? "",
    shortName: str(company, "ShortName") ?? "",
    sourceType: str(company, "SourceType") ?? "",
    products: childrenOf(childOf(company, "Products"), "Product").map((product) => ({
      id: int(product, "Id") ?? 0,
      name: str(product, "Name") ?? "",
      price: amount(product, "Price") ?? 0,
      value: amount(product, "Value") ?? 0,
    })),
  }));
}
