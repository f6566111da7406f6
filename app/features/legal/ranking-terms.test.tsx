import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultAssumptions } from "../../../domain/comparison/assumptions";
import { RANKING } from "../../../domain/constants/business";
import { constantsForYear } from "../../../domain/constants/yearly-constants";
import { buildOffers } from "../../../domain/offers/build-offers";
import type { TariffRecord } from "../../../domain/offers/tariff-record";
import { rankOffers, SORT_ORDER_LABELS, SORT_ORDERS } from "../../../domain/ranking/rank-offers";
import { RANKING_CRITERIA, RANKING_EXPLANATION } from "../../../domain/ranking/ranking-explanation";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import { formatNumber } from "../../../lib/format/number-format";
import { TermsOfService } from "./terms-of-service";

/** The terms' text as a visitor reads it (markup removed, whitespace collapsed). */
function termsText(): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <TermsOfService operator={defaultSiteSettings.operator} siteName="PKV-Lotse" />
    </MemoryRouter>,
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

const explanation = RANKING_EXPLANATION.join(" ");

describe("'So sortieren wir' and the terms describe what the ranking code does", () => {
  it("both state every rule of the ranking", () => {
    const terms = termsText();
    for (const phrase of RANKING_CRITERIA) {
      expect(explanation, phrase).toContain(phrase);
      expect(terms, phrase).toContain(phrase);
    }
    // every sort order the code offers, by its label
    for (const order of SORT_ORDERS) {
      expect(explanation).toContain(`„${SORT_ORDER_LABELS[order]}“`);
      expect(terms).toContain(`„${SORT_ORDER_LABELS[order]}“`);
    }
    // no longer the old, vaguer wording
    expect(terms).not.toContain("dem Leistungsumfang der Tarifbausteine");
  });

  it("the code does what the phrases say", () => {
    expect(RANKING.topCount).toBe(3); // 'Bis zu drei Tarife'
    // the default the explanation names is the code's (docs/product/comparison.md#assumptions)
    expect(explanation).toContain(
      `ohne Angabe: ${formatNumber(defaultAssumptions("employed").deductible)} €`,
    );
    const rec = (
      companyName: string,
      prodName: string,
      beitrag: number,
      leistPoints: number,
    ): TariffRecord => ({
      companyName,
      prodName,
      beitrag,
      leistPoints,
      sb: 0,
      groupDefinition: [],
      additionalContributions: [],
      extendedOutput: [],
      groupLeistung: [],
    });
    const options = {
      extractor: "primary",
      priceBasis: "model",
      employerSubsidy: false,
      constants: constantsForYear(2026),
      person: { group: "self-employed", age: 40, beihilfe: false },
    } as const;
    const records = [
      rec("A", "a1", 500, 85), // 0.17 points per euro
      rec("A", "a2", 250, 50), // 0.2
      rec("B", "b1", 400, 80), // 0.2, dearer than a2
      rec("C", "c1", 200, 30), // 0.15
      rec("D", "d1", 900, 95), // 0.106
      rec("E", "e1", 950, 20), // 0.021: every other tariff beats it ('ausreichend')
    ];
    const offers = buildOffers(records, options);
    const names = (order?: (typeof SORT_ORDERS)[number]) =>
      rankOffers(offers, { order }).all.map((offer) => offer.name);
    // 'Leistungspunkte je Euro Monatsbeitrag', ties: 'der günstigere Tarif vorn';
    // top: 'höchstens einem Tarif je Versicherer' (a1 follows after the top 3)
    expect(names()).toEqual(["a2", "b1", "c1", "a1", "d1", "e1"]);
    expect(names("preis")).toEqual(["c1", "a2", "b1", "a1", "d1", "e1"]);
    expect(names("leistung")).toEqual(["d1", "a1", "b1", "a2", "c1", "e1"]);
    // 'den kein anderer Tarif Ihrer Anfrage schlägt', '„ausreichend“ oder schlechter': e1 is never highlighted
    for (const order of SORT_ORDERS) {
      expect(rankOffers(offers, { order }).top.map((offer) => offer.name)).not.toContain("e1");
    }
    // 'höchstens so viel kostet, mindestens so gut benotet …': b1 at a1's price beats a1, which then waits
    const beaten = buildOffers([rec("A", "a1", 400, 80), ...records.slice(1)], options);
    expect(rankOffers(beaten).top.map((offer) => offer.name)).not.toContain("a1");
    // 'Nur mit höherer Selbstbeteiligung erhältlich': a tariff with 300 € only, for a 0 € choice
    const above = buildOffers([{ ...rec("F", "f1", 100, 90), sb: 300 }, ...records], options);
    const choice = rankOffers(above, { preferredDeductible: 0 });
    expect(choice.top.map((offer) => offer.name)).not.toContain("f1");
    expect(choice.aboveDeductible.map((offer) => offer.name)).toEqual(["f1"]);

    // 'Leistungspaket Ihrer Anfrage': a Komfort request (double room, chief physician, dental from 75 %)
    const level = (beds: number, dental: number) => ({
      stationaerBettenanzahl: beds,
      chefarzt: true,
      zahnErsatz: dental,
    });
    const levelledRecords = [
      { ...rec("P", "premium", 500, 95), ...level(1, 90) }, // 0.19, Premium
      { ...rec("Q", "komfort-q", 450, 72), ...level(2, 80) }, // 0.16
      { ...rec("R", "komfort-r", 400, 60), ...level(2, 75) }, // 0.15
      { ...rec("S", "komfort-s", 300, 30), ...level(2, 80) }, // 0.1
      { ...rec("T", "premium-t", 440, 70), ...level(1, 85) }, // 0.159, Premium, cheaper than komfort-q
    ];
    const levelled = buildOffers(levelledRecords, options);
    const ranked = rankOffers(levelled, { requestedCoverage: "comfort" });
    // 'zuerst die Tarife Ihrer Leistungsstufe'; 'der beste Tarif Ihrer Leistungsstufe' (komfort-q) is highlighted;
    // premium-t 'höchstens so viel kostet wie dieser beste Tarif' and carries the note; premium (500 €) does not
    expect(ranked.top.map((offer) => offer.name)).toEqual(["komfort-q", "komfort-r", "premium-t"]);
    expect(ranked.top.map((offer) => ranked.topNotes[offer.id])).toEqual([
      undefined,
      undefined,
      "höhere Leistung zum gleichen Preis",
    ]);
    expect(ranked.all.map((offer) => offer.name)).toEqual([
      "komfort-q",
      "komfort-r",
      "premium-t",
      "komfort-s",
      "premium",
    ]);
    // 'keinen Tarif Ihrer Leistungsstufe': the first of the list, with the difference named
    const none = rankOffers(levelled.slice(0, 1), { requestedCoverage: "comfort" });
    expect(none.topNotes[none.top[0]!.id]).toBe("höhere Leistung als angefragt");
    // 'Schlägt ein Tarif mit höherer Leistung den Tarif Ihrer Leistungsstufe, der sonst vorn stünde': v (445 €, the
    // most points) beats komfort-q (450 €) and leads with its note
    const led = rankOffers(
      buildOffers([...levelledRecords, { ...rec("V", "premium-v", 445, 96), ...level(1, 90) }], options),
      { requestedCoverage: "comfort" },
    );
    expect(led.top.map((offer) => offer.name)).toEqual(["premium-v", "komfort-r"]);
    expect(led.topNotes[led.top[0]!.id]).toBe("höhere Leistung als angefragt – günstiger und besser benotet");
  });
});
