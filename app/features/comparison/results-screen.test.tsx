import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ResultOffer } from "../../../domain/comparison/result-offer";
import { constantsForYear, savingsBasis } from "../../../domain/constants/yearly-constants";
import { ResultsScreen, type ResultsScreenProps } from "./results-screen";

/** One tariff at a 0 € deductible with the cover the level looks at. */
function offer(
  provider: string,
  name: string,
  price: number,
  points: number,
  level: "komfort" | "premium",
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
    deductible: "0€ pro Jahr",
    deductibleAmount: 0,
    rating: 4,
    benefits: [],
    tariffComponents: [],
    hasEGO2: false,
    totalLeistungPoints: points,
    grade: undefined,
    category: "premium",
  };
}

const offers = [
  offer("DKV", "Medi Premium", 879, 95, "premium"),
  offer("Concordia", "Premium", 755, 90, "premium"),
  offer("HUK-COBURG", "Komfort", 734, 75, "komfort"),
  offer("Debeka", "Komfort", 760, 78, "komfort"),
  offer("LVM", "Komfort", 800, 80, "komfort"),
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
  });

  it("labels minimum levels, counts each option and lists only the result's insurers", () => {
    const html = render("/ihre-pkv-tarife?c=abc&paket=premium&versicherer=HUK-Coburg");
    // each option counts under the other filters: with HUK-COBURG ticked, its one Komfort tariff
    expect(html).toContain('<option value="komfort">mindestens Komfort (1)</option>');
    expect(html).toContain('<option value="premium" selected="">Premium (0)</option>');
    expect(html).toContain('<option value="2bett">mindestens Zweibettzimmer (0)</option>');
    expect(html).not.toContain("AXA");
    // the insurers under the other filters (package 'Premium'): HUK-COBURG has none but stays listed and ticked
    expect(html).toMatch(/checked="" value="HUK-COBURG"\/>HUK-COBURG <span[^>]*>\(0\)/);
    expect(html).toMatch(/value="Concordia"\/>Concordia <span[^>]*>\(1\)/);
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
