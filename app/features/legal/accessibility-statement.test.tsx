import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import { SiteFooter } from "../../components/site-footer";
import { AccessibilityStatement, MARKET_SURVEILLANCE_AUTHORITY } from "./accessibility-statement";

const operator = defaultSiteSettings.operator;

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("Erklärung zur Barrierefreiheit (docs/product/broker-duties.md#accessibility-statement)", () => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <AccessibilityStatement operator={operator} siteName="PKV-Lotse" />
    </MemoryRouter>,
  );
  const text = textOf(html);

  it("has the content the BFSG asks for: service, how it is met, limits, feedback, authority", () => {
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual([
      "Unsere Dienstleistung",
      "Wie wir die Anforderungen an die Barrierefreiheit erfüllen",
      "Bekannte Einschränkungen",
      "Feedback und Kontakt",
      "Marktüberwachungsbehörde",
    ]);
    expect(text).toContain("EN 301 549");
    expect(text).toContain("WCAG) 2.1, Stufe AA");
    expect(text).toContain("Die PDFs, die PKV-Lotse erstellt, sind getaggt");
    expect(text).toContain("dieselben Zahlen stehen in einer Tabelle darunter");
    expect(text).toContain("Die Videos haben keine Untertitel");
    // the feedback way is the operator's own, from the settings an admin maintains
    expect(html).toContain(`href="mailto:${operator.email}"`);
    expect(text).toContain(operator.phone);
    expect(text).toContain(`${operator.postalCode} ${operator.city}`);
    expect(MARKET_SURVEILLANCE_AUTHORITY).toBe(
      "Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)",
    );
    expect(text).toContain(
      `${MARKET_SURVEILLANCE_AUTHORITY} Anstalt des öffentlichen Rechts Sitz: Magdeburg`,
    );
  });

  it("is linked from the footer every page shares", () => {
    const footer = renderToStaticMarkup(
      <MemoryRouter>
        <SiteFooter siteName="PKV-Lotse" year={2026} />
      </MemoryRouter>,
    );
    expect(footer).toMatch(/<a [^>]*href="\/barrierefreiheit"[^>]*>Barrierefreiheit<\/a>/);
  });
});
