import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HouseholdTabs } from "./household-tabs";
import { labelMembers } from "./household-view";

const members = labelMembers([
  { role: "self", comparisonId: "self-id", age: 38 },
  { role: "partner", comparisonId: "partner-id", age: 36 },
  { role: "child", comparisonId: "child-one", age: 8 },
  { role: "child", comparisonId: "child-two", age: 1 },
]);

describe("household tabs (docs/product/comparison.md#family-and-health)", () => {
  it("names the members 'Sie', 'Partner/in', 'Kind 1', 'Kind 2' with their age", () => {
    expect(members.map((member) => member.labelWithAge)).toEqual([
      "Sie (38 Jahre)",
      "Partner/in (36 Jahre)",
      "Kind 1 (8 Jahre)",
      "Kind 2 (1 Jahr)",
    ]);
  });

  it("links every member's results and marks the person shown as the current page", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <HouseholdTabs members={members} currentId="child-one" />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<nav aria-labelledby="[^"]+"[^>]*>/);
    expect(html).toContain(">Versicherte Personen</p>");
    const links = [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].map(([, attributes, text]) => ({
      href: /href="([^"]*)"/.exec(attributes ?? "")?.[1],
      current: /aria-current="page"/.test(attributes ?? ""),
      text,
    }));
    expect(links).toEqual([
      { href: "/ihre-pkv-tarife?c=self-id", current: false, text: "Sie (38 Jahre)" },
      { href: "/ihre-pkv-tarife?c=partner-id", current: false, text: "Partner/in (36 Jahre)" },
      { href: "/ihre-pkv-tarife?c=child-one", current: true, text: "Kind 1 (8 Jahre)" },
      { href: "/ihre-pkv-tarife?c=child-two", current: false, text: "Kind 2 (1 Jahr)" },
    ]);
  });
});
