import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ResultOffer } from "../../../domain/comparison/result-offer";
import { constantsForYear, savingsBasis } from "../../../domain/constants/yearly-constants";
import { gradeLabelOf } from "../../../domain/ranking/relative-grade";
import { RANKING_RULE_NOTE } from "./ranking-rule-note";
import { ResultsScreen, type ResultsScreenProps } from "./results-screen";

/** One tariff (at a 0 € deductible unless given) with the cover the level looks at and its grade. */
function offer(
  provider: string,
  name: string,
  price: number,
  points: number,
  level: "komfort" | "premium",
  grade: number,
  deductibleAmount = 0,
): ResultOffer {
  const premium = level === "premium";
  return {
    id: `${provider}-${name}`.toLowerCase().replace(/\s/g, "-"),
    tariffKey: `${provider}|${name}`.toLowerCase(),
    provider,
    name,
    monthlyPrice: price,
    employeeContribution: price,
    employerContribution: 0,
    savingsEstimate: undefined,
    savingsBasis: undefined,
    dentistCoverage: premium ? 90 : 80,
    dentalTreatment: 100,
    hospitalRoom: premium ? "Einbettzimmer" : "Zweibettzimmer",
    chiefPhysician: true,
    deductible: `${deductibleAmount}€ pro Jahr`,
    deductibleAmount,
    rating: 4,
    benefits: [],
    tariffComponents: [],
    hasEGO2: false,
    totalLeistungPoints: points,
    grade: { value: grade, label: gradeLabelOf(grade), rank: 1, of: 5 },
    category: "premium",
  };
}

const offers = [
  offer("DKV", "Medi Premium", 879, 95, "premium", 1.6),
  offer("Concordia", "Premium", 755, 90, "premium", 2.8),
  offer("HUK-COBURG", "Komfort", 734, 75, "komfort", 3.0),
  offer("Debeka", "Komfort", 760, 78, "komfort", 2.6),
  offer("LVM", "Komfort", 800, 80, "komfort", 2.5),
];

/** The screen as the server renders it for a URL (no JavaScript). */
function render(url: string, props: Partial<ResultsScreenProps> = {}) {
  const Stub = createRoutesStub([
    {
      path: "/ihre-pkv-tarife",
      Component: () => (
        <ResultsScreen
          comparisonId="abc"
          summary={{ jobStatusLabel: "Angestellter", age: 35 }}
          offers={offers}
          preferredDeductible={0}
          requestedCoverage="comfort"
          priceNotice={undefined}
          savingsBasis={savingsBasis(constantsForYear(2026))}
          insuranceStart="2027-01-01"
          figures={{ year: 2027, requestedYear: 2027, provisional: false }}
          brokerName="Makler"
          renderLogo={() => null}
          {...props}
        />
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[url]} />).replace(/<!-- -->/g, "");
}

describe("results screen: top picks and filters", () => {
  it("highlights the requested level and labels a Premium pick that costs no more", () => {
    const html = render("/ihre-pkv-tarife?c=abc");
    const cards = html.split('data-testid="top-offer"').slice(1);
    expect(cards.map((card) => /<h3[^>]*>([^<]+)/.exec(card)?.[1]?.trim())).toEqual([
      "Debeka",
      "HUK-COBURG",
      "Concordia",
    ]);
    expect(cards[2]).toContain("höhere Leistung zum gleichen Preis");
    expect(cards[0]).not.toContain('data-testid="top-offer-note"');
    // Under the spec's 'Unsere KI hat …' heading: what really orders the tariffs.
    expect(html).toContain(RANKING_RULE_NOTE);
  });

  it("highlights only what nothing beats, says why there are fewer, and lists higher deductibles apart", () => {
    const gothaer = offer("Gothaer", "MediKomfort", 600, 85, "komfort", 1.5, 600); // only with 600 €
    const inter = offer("Inter", "QualiMed Z", 740, 70, "komfort", 3.4); // HUK-COBURG is cheaper and better
    const html = render("/ihre-pkv-tarife?c=abc", { offers: [...offers, gothaer, inter] });
    const headings = (part: string) =>
      [...part.matchAll(/<h3[^>]*>([^<]+)/g)].map((match) => match[1]!.trim());
    const [topPart, rest] = html.split('id="weitere-tarife"');
    expect(headings(topPart!)).toEqual(["Debeka", "HUK-COBURG", "Concordia"]);
    expect(html).not.toContain('data-testid="top-picks-note"');
    const above = rest!.split('data-testid="above-deductible"')[1]!;
    expect(above).toContain("Nur mit höherer Selbstbeteiligung erhältlich");
    expect(above).toContain("Diesen Tarif gibt es nicht mit Ihrer Selbstbeteiligung von bis zu 0 € im Jahr");
    expect(above).toContain(`data-offer-id="${gothaer.id}"`);
    expect(rest!.split('data-testid="above-deductible"')[0]).toContain(`data-offer-id="${inter.id}"`);

    const fewer = render("/ihre-pkv-tarife?c=abc", { offers: [offers[2]!, inter] });
    expect(fewer.split('data-testid="top-offer"')).toHaveLength(2);
    expect(fewer).toContain("Hervorgehoben sind nur Tarife, die kein anderer Tarif Ihrer Anfrage bei Preis");

    const none = render("/ihre-pkv-tarife?c=abc", { offers: [gothaer] });
    expect(none).not.toContain('data-testid="top-offer"');
    expect(none).not.toContain('data-testid="empty-result"');
    expect(none).toContain("Mit Ihrer Selbstbeteiligung finden wir keinen Tarif.");

    // the requested level only above the deductible: higher levels highlighted, and the page says why
    const higher = render("/ihre-pkv-tarife?c=abc", { offers: [gothaer, offers[0]!, offers[1]!] });
    expect(headings(higher.split('id="weitere-tarife"')[0]!)).toEqual(["Concordia", "DKV"]);
    expect(higher).toContain(
      "Im gewünschten Leistungsumfang finden wir mit Ihrer Selbstbeteiligung keinen Tarif",
    );
    expect(html).not.toContain("Im gewünschten Leistungsumfang finden wir");
  });

  it("labels minimum levels, counts each option and lists only the result's insurers", () => {
    const html = render("/ihre-pkv-tarife?c=abc&paket=premium&versicherer=HUK-Coburg");
    // each option counts under the other filters: with HUK-COBURG ticked, its one Komfort tariff
    expect(html).toContain('<option value="komfort">mindestens Komfort (1)</option>');
    expect(html).toContain('<option value="premium" selected="">Premium (0)</option>');
    expect(html).toContain('<option value="2bett">mindestens Zweibettzimmer (0)</option>');
    // the filter offers no insurer outside the result (the market basis below names those not included)
    expect(html.split('data-testid="market-basis"')[0]).not.toContain("AXA");
    // the insurers under the other filters (package 'Premium'): HUK-COBURG has none but stays listed and ticked
    expect(html).toMatch(/checked="" value="HUK-COBURG"\/>HUK-COBURG <span[^>]*>\(0\)/);
    expect(html).toMatch(/value="Concordia"\/>Concordia <span[^>]*>\(1\)/);
  });
});

describe("results screen: market basis and ranking parameters (docs/product/broker-duties.md)", () => {
  it("says how many tariffs of how many insurers, lists them one click away and names what is not included", () => {
    const html = render("/ihre-pkv-tarife?c=abc&paket=premium", {
      // a second deductible step of one tariff is the same tariff
      offers: [...offers, { ...offers[0]!, id: "dkv-medi-premium-600", deductibleAmount: 600 }],
      priceNotice: "Modellbeitrag",
    });
    const basis = html.split('data-testid="market-basis"')[1]!.split("</section>")[0]!;
    // counted from the comparison, not from the filtered list
    expect(basis).toContain("Wir vergleichen 5 Tarife von 5 Versicherern.");
    expect(basis).toContain("im Leistungspaket „Komfort“ oder höher");
    expect(basis).toMatch(/<details><summary[^>]*>Alle 5 Versicherer und ihre Tarife anzeigen<\/summary>/);
    expect(basis).toContain('<span class="font-semibold text-slate-900">Concordia</span> (1): Premium');
    expect(basis).toMatch(
      /Nicht enthalten: Tarife mit geringerer Leistung als Ihr Leistungspaket; .*darunter Allianz, Alte Oldenburger/,
    );
    // after the model notice and right after the picks (a phone reaches the first pick first)
    expect(html.indexOf('data-testid="market-basis"')).toBeGreaterThan(
      html.indexOf('data-testid="model-price-note"'),
    );
    expect(html.indexOf('data-testid="market-basis"')).toBeGreaterThan(
      html.lastIndexOf('data-testid="top-offer"'),
    );
  });

  it("states the chosen order's criteria and the benefit weights at the sort control", () => {
    const parameters = (url: string) =>
      render(url).split('data-testid="sort-parameters"')[1]!.split("</details>")[0]!;
    const byValue = parameters("/ihre-pkv-tarife?c=abc");
    expect(byValue).toContain("„Preis-Leistung“ ordnet so:");
    expect(byValue).toContain(
      "<li>2. Tarife Ihrer Leistungsstufe (Ihr Leistungspaket) stehen vor den Tarifen anderer Stufen.</li>",
    );
    expect(byValue).toContain("Ambulante Leistungen 30 %, Stationäre Leistungen 25 %");
    const byPrice = parameters("/ihre-pkv-tarife?c=abc&sortierung=preis");
    expect(byPrice).toContain("„Preis“ ordnet so:");
    expect(byPrice).toContain("<li>2. Niedrigerer Monatsbeitrag zuerst.</li>");
    expect(byPrice).not.toContain("Leistungsstufe (Ihr Leistungspaket)");
  });
});

describe("results screen: a household member's page (docs/product/comparison.md#family-and-health)", () => {
  const family: ResultsScreenProps["family"] = {
    members: [
      { role: "self", comparisonId: "abc", age: 38 },
      { role: "child", comparisonId: "kid", age: 8 },
    ],
    combinations: [
      {
        provider: "DKV",
        totalMonthly: 1059,
        matchesRequest: true,
        declined: false,
        refused: [],
        members: [
          { comparisonId: "abc", name: "Medi Premium", monthlyPrice: 879 },
          { comparisonId: "kid", name: "Kinder", monthlyPrice: 180 },
        ],
      },
    ],
  };
  const offerExtras: ResultsScreenProps["offerExtras"] = {
    "debeka-komfort": { riskAssessment: { status: "decline", surchargePercent: 0, reasons: ["Herz"] } },
    "dkv-medi-premium": { sickPayPrice: 42 },
  };

  it("shows the tabs, the family first with the page's notes, then the person's list with the estimates", () => {
    const html = render("/ihre-pkv-tarife?c=abc", { family, offerExtras });
    expect(html).toMatch(
      /<a aria-current="page"[^>]*href="\/ihre-pkv-tarife\?c=abc"[^>]*>Sie \(38 Jahre\)<\/a>/,
    );
    expect(html).toMatch(/<a [^>]*href="\/ihre-pkv-tarife\?c=kid"[^>]*>Kind 1 \(8 Jahre\)<\/a>/);
    const family_ = html.indexOf('data-testid="family-overview"');
    expect(family_).toBeGreaterThan(html.indexOf('data-testid="household-tabs"'));
    expect(family_).toBeLessThan(html.indexOf("Private Krankenversicherungs Vergleich"));
    // The figures note once, inside the family overview.
    expect(html.split('data-testid="figures-note"')).toHaveLength(2);
    expect(html.indexOf('data-testid="figures-note"')).toBeGreaterThan(family_);
    expect(html).toContain("1.059,00 €");
    expect(html).toContain('data-testid="risk-estimate-note"');
    expect(html).toMatch(/data-offer-id="debeka-komfort".*?Ablehnung wahrscheinlich/);
    expect(html).toContain("davon Krankentagegeld: 42,00 €");
  });

  it("puts a likely refusal after every other tariff (docs/product/results.md#ranking)", () => {
    const html = render("/ihre-pkv-tarife?c=abc", { family, offerExtras });
    const ids = [...html.matchAll(/data-testid="(?:top|compact)-offer" data-offer-id="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(ids).toHaveLength(5);
    expect(ids.at(-1)).toBe("debeka-komfort");
  });

  it("links 'Angaben ändern' to the long form with the household's first person, from every person's page", () => {
    expect(render("/ihre-pkv-tarife?c=kid", { comparisonId: "kid", family })).toMatch(
      /<a [^>]*href="\/comparison\?c=abc"[^>]*>Angaben ändern<\/a>/,
    );
    expect(render("/ihre-pkv-tarife?c=abc")).toMatch(
      /<a [^>]*href="\/comparison\?c=abc"[^>]*>Angaben ändern<\/a>/,
    );
  });

  it("shows neither tabs nor family nor estimates for a single person", () => {
    const html = render("/ihre-pkv-tarife?c=abc");
    expect(html).not.toContain('data-testid="household-tabs"');
    expect(html).not.toContain('data-testid="family-overview"');
    expect(html).not.toContain('data-testid="risk-estimate-note"');
    expect(html.split('data-testid="figures-note"')).toHaveLength(2);
  });
});
