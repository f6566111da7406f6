import { describe, expect, it } from "vitest";
import { createPageCache } from "./page-cache";

const state = { gateEnabled: true, granted: true, allowedCookies: ["pkv_gate"] };
const get = (path: string, cookie?: string) =>
  new Request(`http://portal.test${path}`, { headers: cookie ? { cookie } : {} });

function renderWith(values: { nonce: string; expiresAt: number | undefined; now: number }, extra = "") {
  const data = JSON.stringify({ gate: { expiresAt: values.expiresAt, now: values.now } });
  return new Response(
    `<html><script nonce="${values.nonce}">x</script><script nonce="${values.nonce}">${data}</script>${extra}</html>`,
    { status: 200, headers: { "content-type": "text/html; charset=utf-8" } },
  );
}

describe("landing page cache", () => {
  it("caches only anonymous GETs of the landing pages without a query string", () => {
    const cache = createPageCache();
    expect(cache.keyFor(get("/"), state)).toBeDefined();
    expect(cache.keyFor(get("/private-krankenversicherung-vergleich", "pkv_gate=abc"), state)).toBeDefined();
    expect(cache.keyFor(get("/?utm=1"), state)).toBeUndefined();
    expect(cache.keyFor(get("/impressum"), state)).toBeUndefined();
    expect(cache.keyFor(get("/", "pkv_gate=abc; better-auth.session_token=x"), state)).toBeUndefined();
    expect(cache.keyFor(get("/", "pkv_gate_error=wrong"), state)).toBeUndefined();
    expect(cache.keyFor(get("/"), { ...state, granted: false })).toBeUndefined();
    expect(cache.keyFor(get("/"), { ...state, gateEnabled: false, granted: false })).toBeDefined();
    expect(cache.keyFor(new Request("http://portal.test/", { method: "POST" }), state)).toBeUndefined();
  });

  it("renders once and gives every visitor their own nonce and gate data", async () => {
    const cache = createPageCache();
    const key = cache.keyFor(get("/"), state)!;
    const first = { nonce: "Zmlyc3Q=", expiresAt: 5_000, now: 1_000 };
    const placeholders = cache.placeholders(first.expiresAt);
    const response = await cache.store(key, renderWith(placeholders), placeholders, first);
    const html = await response.text();
    expect(html).toBe(await renderWith(first).text());
    expect(cache.size).toBe(1);

    const second = { nonce: "c2Vjb25k", expiresAt: 9_000, now: 2_000 };
    const served = cache.serve(key, second);
    expect(await served?.text()).toBe(await renderWith(second).text());
    expect(served?.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("does not keep a page whose gate data cannot be replaced exactly, or with cookies, or not 200", async () => {
    const cache = createPageCache();
    const key = cache.keyFor(get("/"), state)!;
    const visitor = { nonce: "dmlzaXRvcg==", expiresAt: 5_000, now: 1_000 };
    const twice = cache.placeholders(visitor.expiresAt);
    const served = await cache.store(key, renderWith(twice, String(twice.now)), twice, visitor);
    expect(await served.text()).not.toContain(String(twice.now));
    const withCookie = cache.placeholders(visitor.expiresAt);
    const rendered = renderWith(withCookie);
    rendered.headers.append("set-cookie", "flash=1");
    await cache.store(key, rendered, withCookie, visitor);
    const failed = cache.placeholders(visitor.expiresAt);
    await cache.store(key, new Response(renderWith(failed).body, { status: 500 }), failed, visitor);
    expect(cache.size).toBe(0);
    expect(cache.serve(key, visitor)).toBeUndefined();
  });

  it("expires pages (one request refreshes, the others get the old copy), starts afresh each day, can be cleared", async () => {
    let time = Date.parse("2026-11-24T10:00:00Z");
    const cache = createPageCache({ now: () => time, ttlMs: 60_000 });
    const visitor = { nonce: "bm9uY2U=", expiresAt: undefined, now: 1 };
    const key = cache.keyFor(get("/"), state)!;
    const placeholders = cache.placeholders(undefined);
    await cache.store(key, renderWith(placeholders), placeholders, visitor);
    expect(cache.serve(key, visitor)).toBeDefined();
    time += 60_001;
    // Expired: the first request renders anew, the others meanwhile get the old copy.
    expect(cache.serve(key, visitor)).toBeUndefined();
    expect(cache.serve(key, visitor)).toBeDefined();
    // A refresh that never stored (e.g. the render failed) lets another request try after 10 s.
    time += 10_000;
    expect(cache.serve(key, visitor)).toBeUndefined();
    expect(cache.serve(key, visitor)).toBeDefined();
    // Stored anew: fresh for another minute.
    await cache.store(key, renderWith(placeholders), placeholders, visitor);
    time += 59_000;
    expect(cache.serve(key, visitor)).toBeDefined();
    time = Date.parse("2026-11-25T10:00:00Z");
    expect(cache.keyFor(get("/"), state)).not.toBe(key);
    await cache.store(key, renderWith(placeholders), placeholders, visitor);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
