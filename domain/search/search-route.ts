/** Header search: keywords in docs/product/site.md mapped to routes. */
const searchKeywordRoutes: ReadonlyArray<{ keywords: readonly string[]; route: string }> = [
  {
    keywords: ["pkv", "private krankenversicherung", "private", "krankenversicherung", "kranken"],
    route: "/private-krankenversicherung-vergleich",
  },
  { keywords: ["vergleich", "versicherung vergleich"], route: "/comparison" },
  { keywords: ["konto", "login", "anmelden", "account"], route: "/login" },
];

/**
 * Trimmed and lower-cased input; an exact keyword match first, then a partial match in either direction
 * (the input contains a keyword, or a keyword contains the input). No match → undefined (nothing happens).
 */
export function findSearchRoute(input: string): string | undefined {
  const query = input.trim().toLowerCase();
  if (query === "") return undefined;
  for (const entry of searchKeywordRoutes) {
    if (entry.keywords.includes(query)) return entry.route;
  }
  for (const entry of searchKeywordRoutes) {
    if (entry.keywords.some((keyword) => query.includes(keyword) || keyword.includes(query)))
      return entry.route;
  }
  return undefined;
}
