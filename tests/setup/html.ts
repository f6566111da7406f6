/**
 * Reading server-rendered pages in integration tests (what a browser without JavaScript gets): the visible text of
 * an HTML fragment, and the elements marked with a `data-testid`.
 */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#x27": "'",
  nbsp: " ",
};

/** The text of an HTML fragment: tags become spaces, React's text separators (`<!-- -->`) vanish, spaces collapse. */
export function htmlText(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

export interface MarkedElement {
  /** The element's attributes (`data-lead-id`, …). */
  attributes: Record<string, string>;
  /** Its inner HTML. */
  html: string;
  /** Its text (htmlText). */
  text: string;
}

/**
 * Every element with `data-testid="<testId>"` (not nested in one another), in document order. The element ends at
 * the first closing tag of its name that balances the ones opened inside it.
 */
export function elementsByTestId(html: string, testId: string): MarkedElement[] {
  const found: MarkedElement[] = [];
  const opening = new RegExp(`<([a-z][a-z0-9]*)([^>]*\\bdata-testid="${testId}"[^>]*)>`, "g");
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const [whole, tag = "", rawAttributes = ""] = match;
    const start = match.index + whole.length;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "g");
    tags.lastIndex = start;
    let depth = 1;
    let end = html.length;
    for (let inner = tags.exec(html); inner; inner = tags.exec(html)) {
      depth += inner[1] ? -1 : 1;
      if (depth === 0) {
        end = inner.index;
        break;
      }
    }
    const attributes: Record<string, string> = {};
    for (const [, name = "", value = ""] of rawAttributes.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
      attributes[name] = value;
    }
    const inner = html.slice(start, end);
    found.push({ attributes, html: inner, text: htmlText(inner) });
    opening.lastIndex = end;
  }
  return found;
}
