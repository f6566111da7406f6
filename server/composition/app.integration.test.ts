import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../tests/setup/database";
import { createTestApp, type TestApp } from "../../tests/setup/test-app";
import { siteSettingsListenerCount } from "../areas/site/site-settings";
import { pageContext } from "../transport/page-context.server";

const password = "Geheim-123";

describe.each(testDatabaseKinds)("HTTP app on %s", (kind) => {
  let t: TestApp;
  let app: TestApp["app"];

  beforeAll(async () => {
    t = await createTestApp({
      kind,
      env: { SITE_PASSWORD: password },
      now: Date.UTC(2026, 10, 22, 9, 0, 0),
      app: {
        pageHandler: async (_request, context) => {
          const page = context.get(pageContext);
          if (new URL(_request.url).pathname === "/kaputt") throw new Error("secret stack detail");
          return new Response(page.gate.granted ? "Inhalt" : `Gate ${page.gate.error ?? ""}`, {
            status: page.gate.granted ? 200 : 401,
            // The nonce the page would put on its inline scripts.
            headers: { "Content-Type": "text/html", "X-Test-Nonce": page.nonce },
          });
        },
      },
    });
    app = t.app;
    await t.storage.put(
      "videos",
      "hero.mp4",
      new Uint8Array(Array.from({ length: 1000 }, (_, i) => i % 256)),
      "video/mp4",
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const granted = () => ({ Cookie: t.gateCookie() });
  const fromIp = (ip: string) => ({ "X-Forwarded-For": ip });

  it("reports health without a grant, and 503 when the database is gone", async () => {
    const ok = await app.request("/api/health");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: "ok", db: "ok" });
    const broken = await createTestApp({
      env: { SITE_PASSWORD: password },
      database: { ...t.database, ping: () => Promise.reject(new Error("down")) },
    });
    const down = await broken.app.request("/api/health");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "error", db: "error" });
    await broken.close();
  });

  it("refuses API calls and files without a grant as problem+json", async () => {
    for (const path of ["/api/comparisons", "/storage/videos/hero.mp4"]) {
      const response = await app.request(path);
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toContain("application/problem+json");
      expect(await response.json()).toMatchObject({
        type: "/probleme/gate-locked",
        code: "gate-locked",
        status: 401,
        detail: "Bitte geben Sie das Passwort ein",
        error: "Bitte geben Sie das Passwort ein",
      });
    }
    const unknown = await app.request("/api/unbekannt", { headers: granted() });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      code: "not-found",
      type: "/probleme/not-found",
      status: 404,
    });
  });

  it("gives every request an id (a safe incoming one is kept) and answers unexpected errors without details", async () => {
    const generated = await app.request("/api/health");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.request("/api/health", { headers: { "X-Request-Id": "trace-1234abcd" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-1234abcd");
    const unsafe = await app.request("/api/health", {
      headers: { "X-Request-Id": "<script>alert(1)</script>" },
    });
    expect(unsafe.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    const failed = await app.request("/kaputt", {
      headers: { ...granted(), "X-Request-Id": "trace-5678efgh" },
    });
    expect(failed.status).toBe(500);
    expect(failed.headers.get("content-type")).toContain("application/problem+json");
    const body = await failed.json();
    expect(body).toEqual({
      type: "/probleme/internal-error",
      code: "internal-error",
      title: "Interner Serverfehler",
      status: 500,
      detail: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
      error: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
      requestId: "trace-5678efgh",
    });
    expect(JSON.stringify(body)).not.toContain("secret stack detail");
  });

  it("grants access for the right password with a signed HttpOnly cookie valid 60 minutes", async () => {
    const response = await app.request("/api/gate", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...fromIp("10.0.0.1") },
      body: JSON.stringify({ password }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^pkv_gate=\d{13}\.[\w-]{43};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Max-Age=3600");
    expect(cookie).not.toContain(password);
    const value = cookie.split(";")[0] ?? "";
    expect((await app.request("/seite", { headers: { Cookie: value } })).status).toBe(200);
    t.clock.now += 60 * 60 * 1000;
    expect((await app.request("/seite", { headers: { Cookie: value } })).status).toBe(401);
  });

  it("answers a wrong password with 401 {error: 'Falsches Passwort'} and rate-limits per IP", async () => {
    const attempt = (ip: string) =>
      app.request("/api/gate", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...fromIp(ip) },
        body: JSON.stringify({ password: "falsch" }),
      });
    for (let i = 0; i < 10; i++) {
      const response = await attempt("10.0.0.2");
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        code: "gate-wrong-password",
        type: "/probleme/gate-wrong-password",
        detail: "Falsches Passwort",
        error: "Falsches Passwort",
      });
    }
    const limited = await attempt("10.0.0.2");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: "gate-too-many-attempts", status: 429 });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // While blocked, even the right password is refused (no brute force past the limit) …
    const blockedRight = await app.request("/api/gate", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...fromIp("10.0.0.2") },
      body: JSON.stringify({ password }),
    });
    expect(blockedRight.status).toBe(429);
    // … other addresses are unaffected, and the block ends with the 15-minute window.
    expect((await attempt("10.0.0.3")).status).toBe(401);
    t.clock.now += 15 * 60 * 1000;
    expect((await attempt("10.0.0.2")).status).toBe(401);
  });

  it("handles plain form posts: 303 back to the page, a one-time error on failure", async () => {
    const wrong = await app.request("/api/gate", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...fromIp("10.0.0.4") },
      body: new URLSearchParams({ password: "falsch", next: "/impressum" }),
    });
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe("/impressum");
    const flash = (wrong.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const page = await app.request("/impressum", { headers: { Cookie: flash } });
    expect(await page.text()).toBe("Gate Falsches Passwort");
    expect(page.headers.get("set-cookie")).toMatch(/pkv_gate_error=;/);

    const right = await app.request("/api/gate", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...fromIp("10.0.0.4") },
      body: new URLSearchParams({ password, next: "//evil.example/" }),
    });
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/");
    expect(right.headers.get("set-cookie")).toMatch(/^pkv_gate=/);
  });

  it("sets security headers with a nonce CSP", async () => {
    const response = await app.request("/seite", { headers: granted() });
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    // The nonce of the CSP is the one in the page's inline scripts.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    expect(response.headers.get("x-test-nonce")).toBe(nonce);
    expect(response.headers.get("strict-transport-security")).toBeNull();
    const https = await app.request("/seite", { headers: { ...granted(), "X-Forwarded-Proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("serves stored files with content type, caching and byte ranges", async () => {
    const whole = await app.request("/storage/videos/hero.mp4", { headers: granted() });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("cache-control")).toBe("private, max-age=3600");
    expect((await whole.arrayBuffer()).byteLength).toBe(1000);

    const part = await app.request("/storage/videos/hero.mp4", {
      headers: { ...granted(), Range: "bytes=10-19" },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 10-19/1000");
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

    const tail = await app.request("/storage/videos/hero.mp4", {
      headers: { ...granted(), Range: "bytes=-5" },
    });
    expect(tail.headers.get("content-range")).toBe("bytes 995-999/1000");

    const outside = await app.request("/storage/videos/hero.mp4", {
      headers: { ...granted(), Range: "bytes=5000-" },
    });
    expect(outside.status).toBe(416);

    const etag = whole.headers.get("etag") ?? "";
    const cached = await app.request("/storage/videos/hero.mp4", {
      headers: { ...granted(), "If-None-Match": etag },
    });
    expect(cached.status).toBe(304);

    for (const path of [
      "/storage/videos/..%2F..%2Fetc%2Fpasswd",
      "/storage/private/hero.mp4",
      "/storage/videos/fehlt.mp4",
    ]) {
      const missing = await app.request(path, { headers: granted() });
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: "file-not-found", detail: "Datei nicht gefunden" });
    }
  });
});

describe("closing apps", () => {
  it("leaves no site-settings listener behind (each app subscribes one for its page cache)", async () => {
    const database = await openTestDatabase("pglite");
    try {
      const before = siteSettingsListenerCount();
      const apps: TestApp[] = [];
      for (let i = 0; i < 3; i += 1) apps.push(await createTestApp({ database }));
      expect(siteSettingsListenerCount()).toBe(before + 3);
      for (const app of apps) await app.close();
      expect(siteSettingsListenerCount()).toBe(before);
      // Closing twice removes nothing else.
      await apps[0]?.close();
      expect(siteSettingsListenerCount()).toBe(before);
    } finally {
      await database.close();
    }
  });
});
