import { describe, expect, it } from "vitest";
import { slug } from "./slug";

describe("slug", () => {
  it("spells out umlauts and ß and joins words with '-'", () => {
    expect(slug("Süddeutsche Krankenversicherung")).toBe("sueddeutsche-krankenversicherung");
    expect(slug("Württembergische")).toBe("wuerttembergische");
    expect(slug("Großmann & Söhne")).toBe("grossmann-soehne");
    expect(slug("HALLESCHE Öffentliche")).toBe("hallesche-oeffentliche");
  });

  it("collapses runs of other characters and trims '-' at both ends", () => {
    expect(slug("  --ARAG / SE--  ")).toBe("arag-se");
    expect(slug("Signal Iduna (SI)")).toBe("signal-iduna-si");
    expect(slug("")).toBe("");
  });
});
