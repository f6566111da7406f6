import { describe, expect, it } from "vitest";
import {
  FULL_COVER_INSURERS,
  type MarketOffer,
  marketBasis,
  marketBasisHeadline,
  marketBasisScope,
  notIncludedSentence,
} from "./market-basis";

const variant = (provider: string, name: string, steps = 1): MarketOffer[] =>
  Array.from({ length: steps }, () => ({ provider, name, tariffKey: `${provider}|${name}`.toLowerCase() }));

describe("market basis of a comparison", () => {
  it("counts each tariff once, whatever its deductible steps, and each insurer once", () => {
    const basis = marketBasis([
      ...variant("Hallesche", "NK.select XL", 4),
      ...variant("Hallesche", "NK.select L", 2),
      ...variant("Allianz", "AktiMed Plus"),
      // the same insurer spelled differently is the same insurer
      ...variant("HUK-Coburg", "Komfort"),
      ...variant("HUK-COBURG", "Premium", 3),
    ]);
    expect(basis.tariffCount).toBe(5);
    expect(basis.insurerCount).toBe(3);
    expect(basis.insurers).toEqual([
      { provider: "Allianz", tariffs: ["AktiMed Plus"] },
      { provider: "Hallesche", tariffs: ["NK.select L", "NK.select XL"] },
      { provider: "HUK-Coburg", tariffs: ["Komfort", "Premium"] },
    ]);
    expect(marketBasisHeadline(basis)).toBe("Wir vergleichen 5 Tarife von 3 Versicherern.");
  });

  it("names the full-cover insurers without a tariff in this comparison, also when the engine spells them in full", () => {
    const basis = marketBasis([
      ...variant("Allianz Private Krankenversicherungs-AG", "Aktimed"),
      ...variant("Debeka", "N"),
    ]);
    expect(basis.notIncluded).toHaveLength(FULL_COVER_INSURERS.length - 2);
    expect(basis.notIncluded).toContain("AXA");
    expect(basis.notIncluded).not.toContain("Allianz");
    expect(basis.notIncluded).not.toContain("Debeka");
    const sentence = notIncludedSentence(basis, "comfort");
    expect(sentence).toMatch(/^Nicht enthalten: Tarife mit geringerer Leistung als Ihr Leistungspaket; /);
    expect(sentence).toContain(
      "Versicherer, die in diesem Vergleich keinen Tarif haben, darunter Alte Oldenburger, ARAG, AXA,",
    );
    expect(sentence).toMatch(/Zusatzversicherungen \(wir vergleichen nur Vollversicherungen\)\.$/);
  });

  it("speaks of one tariff and one insurer in the singular, and of the level only above Basis", () => {
    const basis = marketBasis(variant("Debeka", "N", 3));
    expect(marketBasisHeadline(basis)).toBe("Wir vergleichen 1 Tarif von 1 Versicherer.");
    expect(notIncludedSentence(basis, "basic")).not.toContain("geringerer Leistung");
    expect(marketBasisScope("basic")).toBe(
      "Gezählt sind alle Tarife, die unser Rechenkern für Ihre Angaben berechnet hat. Das ist eine Auswahl des Marktes, nicht der gesamte Markt.",
    );
    expect(marketBasisScope("premium")).toContain("für Ihre Angaben im Leistungspaket „Premium“ oder höher");
  });

  it("an empty comparison compares nothing and names every insurer as not included", () => {
    const basis = marketBasis([]);
    expect(marketBasisHeadline(basis)).toBe("Wir vergleichen 0 Tarife von 0 Versicherern.");
    expect(basis.notIncluded).toEqual(FULL_COVER_INSURERS);
  });
});
