import { randomBytes, randomInt } from "node:crypto";
import { berlinDate } from "../../../lib/dates/berlin-date";

/**
 * Landing SSR cache (docs/decisions/020-comparison-performance.md): the landing page and the PKV page are the
 * same for every anonymous visitor, so they are rendered once and served from memory.
 *
 * Only the per-visitor values differ: the CSP nonce and the gate's expiry data of the root loader. The page is
 * rendered with unique placeholder values, which are replaced in every response by this visitor's values, so
 * the CSP stays strict (a fresh nonce per response). A page is cached only when each placeholder of the gate
 * data is found exactly once. Served from the cache only: GET without a query string, no cookie but the gate's
 * (no session, no flash message or gate error), the gate open or granted, status 200 without Set-Cookie.
 * Maintenance mode and other middleware answer before the page handler. Entries are dropped when the site
 * settings change, at the turn of the day (Berlin; yearly figures) and after `ttlMs` (uploaded media; one request
 * renders the expired page anew while the others still get the old copy).
 */
const CACHED_PAGE_PATHS = ["/", "/private-krankenversicherung-vergleich"] as const;

interface PageVisitor {
  nonce: string;
  /** The gate grant's expiry (ms), or undefined without a gate. */
  expiresAt: number | undefined;
  now: number;
}

interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body (UTF-8) split at the placeholders; `slots[i]` says which value goes after `parts[i]`. */
  parts: Buffer[];
  slots: Array<keyof PageVisitor>;
  expires: number;
  /** Since when one request renders the expired page anew; until it stores, the others get this copy. */
  refreshingSince?: number;
}

/** How long the others wait for one refreshing render before another request tries (it may have failed). */
const REFRESH_WINDOW_MS = 10_000;

export interface PageCache {
  /** The cache key for this request, or undefined when it must be rendered for this visitor alone. */
  keyFor(
    request: Request,
    state: { gateEnabled: boolean; granted: boolean; allowedCookies: string[] },
  ): string | undefined;
  /** The cached page for this visitor, if any. */
  serve(key: string, visitor: PageVisitor): Response | undefined;
  /** Placeholder values to render a page with once. */
  placeholders(expiresAt: number | undefined): PageVisitor;
  /**
   * Takes the page rendered with `placeholders`, keeps it when it qualifies, and returns the response for this
   * visitor (placeholders replaced) either way.
   */
  store(key: string, rendered: Response, placeholders: PageVisitor, visitor: PageVisitor): Promise<Response>;
  clear(): void;
  readonly size: number;
}

export function createPageCache(options: { now?: () => number; ttlMs?: number } = {}): PageCache {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 60_000;
  const entries = new Map<string, CachedPage>();
  const paths = new Set<string>(CACHED_PAGE_PATHS);

  // The body as bytes: the parts are encoded once, only the visitor's values per response. (A string body would be
  // converted and checked character by character again whenever a middleware touches the response.)
  const respond = (page: CachedPage, visitor: PageVisitor) => {
    const chunks: Buffer[] = [];
    for (let i = 0; i < page.parts.length; i++) {
      chunks.push(page.parts[i] as Buffer);
      const slot = page.slots[i];
      if (slot !== undefined) chunks.push(Buffer.from(String(visitor[slot])));
    }
    return new Response(Buffer.concat(chunks), { status: page.status, headers: page.headers });
  };

  return {
    keyFor(request, state) {
      if (request.method !== "GET") return undefined;
      const url = new URL(request.url);
      if (url.search !== "" || !paths.has(url.pathname)) return undefined;
      if (state.gateEnabled && !state.granted) return undefined;
      const cookies = (request.headers.get("cookie") ?? "")
        .split(";")
        .map((part) => part.trim())
        .filter((part) => part !== "");
      for (const cookie of cookies) {
        const name = cookie.slice(0, Math.max(0, cookie.indexOf("=")));
        if (!state.allowedCookies.includes(name)) return undefined;
      }
      // Crawlers get the complete document at once (entry.server.tsx): the same HTML, so one key serves all.
      return `${url.pathname}|${state.gateEnabled ? "gate" : "open"}|${berlinDate(new Date(now()))}`;
    },

    serve(key, visitor) {
      const page = entries.get(key);
      if (!page) return undefined;
      const time = now();
      if (page.expires <= time) {
        // Expired (uploaded media may have changed): one request renders anew and stores; meanwhile the others get
        // this copy, so a busy page is not rendered by every concurrent request at once.
        if (page.refreshingSince === undefined || time - page.refreshingSince >= REFRESH_WINDOW_MS) {
          page.refreshingSince = time;
          return undefined;
        }
      }
      return respond(page, visitor);
    },

    placeholders(expiresAt) {
      // Unique values that cannot occur in a page by chance: a random nonce, 16-digit numbers.
      const number = () => 1_000_000_000_000_000 + randomInt(0, 2 ** 47);
      return {
        nonce: randomBytes(16).toString("base64"),
        expiresAt: expiresAt === undefined ? undefined : number(),
        now: number(),
      };
    },

    async store(key, rendered, placeholders, visitor) {
      const html = await rendered.text();
      const tokens: Array<[string, keyof PageVisitor]> = [[placeholders.nonce, "nonce"]];
      if (placeholders.expiresAt !== undefined) tokens.push([String(placeholders.expiresAt), "expiresAt"]);
      tokens.push([String(placeholders.now), "now"]);
      const parts: Buffer[] = [];
      const slots: Array<keyof PageVisitor> = [];
      const pattern = new RegExp(tokens.map(([token]) => escapeRegExp(token)).join("|"), "g");
      const counts = new Map<keyof PageVisitor, number>();
      let last = 0;
      for (const match of html.matchAll(pattern)) {
        const slot = tokens.find(([token]) => token === match[0])![1];
        counts.set(slot, (counts.get(slot) ?? 0) + 1);
        parts.push(Buffer.from(html.slice(last, match.index)));
        slots.push(slot);
        last = match.index + match[0].length;
      }
      parts.push(Buffer.from(html.slice(last)));
      // The visitor's values differ in length from the placeholders: the length is the new body's.
      const headers = [...rendered.headers.entries()].filter(
        ([name]) => !["set-cookie", "content-length"].includes(name.toLowerCase()),
      );
      const page: CachedPage = { status: rendered.status, headers, parts, slots, expires: now() + ttlMs };
      const gateDataOnce =
        counts.get("now") === 1 && (placeholders.expiresAt === undefined || counts.get("expiresAt") === 1);
      if (rendered.status === 200 && !rendered.headers.has("set-cookie") && gateDataOnce) {
        if (entries.size >= 16) entries.clear();
        entries.set(key, page);
      }
      return respond(page, visitor);
    },

    clear() {
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
