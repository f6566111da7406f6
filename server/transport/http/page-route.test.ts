import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import { siteSettingsListenerCount } from "../../areas/site/site-settings";
import { createSilentLogger } from "../../observability/logger";
import { GATE_ERROR_COOKIE_NAME } from "../api/gate-routes";
import type { GateVariables } from "../middleware/gate";
import { pageContext } from "../page-context.server";
import type { PageContextDeps } from "../page-context-builder";
import type { PageHandler } from "./page-route";
import { createPageRoute } from "./page-route";
import { handleError } from "./problem-response";

/** A page route behind the two values the middleware sets (gate, nonce); the page shows the per-visitor values. */
function pageApp(options: { pageHandler?: PageHandler | "none"; granted?: boolean } = {}) {
  const renders: string[] = [];
  const table = { current: { year: 2026 } };
  let cleared = 0;
  let nonces = 0;
  const pageHandler: PageHandler = async (request, context) => {
    renders.push(new URL(request.url).pathname);
    const page = context.get(pageContext);
    return new Response(`<p nonce="${page.nonce}">${page.gate.now}</p>`, {
      headers: { "Content-Type": "text/html" },
    });
  };
  const context = {
    siteName: "PKV Test",
    publicUrl: "http://localhost:3000",
    gateEnabled: false,
    now: () => 1_000,
    testRoutesEnabled: false,
    getSiteSettings: async () => defaultSiteSettings,
    yearlyTable: () => ({}),
    comparisonsFor: () => ({}),
    callerOf: () => ({}),
    leadMarket: {},
    accounts: { services: { getViewer: async () => ({ kind: "anonymous" }) } },
  } as unknown as PageContextDeps;
  const route = createPageRoute({
    pageHandler: options.pageHandler === "none" ? undefined : (options.pageHandler ?? pageHandler),
    context,
    yearlyFigures: { table: () => table.current as never },
    siteSettings: { clear: () => void cleared++ },
    now: () => 1_000,
  });
  const app = new Hono<{ Variables: GateVariables & { nonce: string } }>();
  app.onError((error, c) => handleError(error, c, createSilentLogger()));
  app.use("*", async (c, next) => {
    nonces += 1;
    c.set("nonce", `nonce-${nonces}`);
    c.set("granted", options.granted ?? true);
    c.set("grantedAt", undefined);
    await next();
  });
  app.all("*", route.handle);
  return { app, renders, table, close: route.close, cleared: () => cleared };
}

describe("createPageRoute", () => {
  it("answers not-found without a page handler (API-only apps)", async () => {
    const { app, close } = pageApp({ pageHandler: "none" });
    const response = await app.request("/");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "not-found" });
    close();
  });

  it("renders the landing page once and serves it from the cache with each visitor's own nonce", async () => {
    const { app, renders, close } = pageApp();
    const first = await app.request("/");
    const second = await app.request("/");
    expect(await first.text()).toBe('<p nonce="nonce-1">1000</p>');
    expect(await second.text()).toBe('<p nonce="nonce-2">1000</p>');
    expect(renders).toEqual(["/"]);
    // Pages that are not cached are rendered every time.
    await app.request("/kontakt");
    await app.request("/kontakt");
    expect(renders).toEqual(["/", "/kontakt", "/kontakt"]);
    close();
  });

  it("renders anew when the yearly figures change", async () => {
    const { app, renders, table, close } = pageApp();
    await app.request("/");
    table.current = { year: 2027 };
    await app.request("/");
    await app.request("/");
    expect(renders).toEqual(["/", "/"]);
    close();
  });

  it("merges cookies set while building the context and never caches such a page", async () => {
    const { app, renders, close } = pageApp();
    const request = () => app.request("/", { headers: { cookie: `${GATE_ERROR_COOKIE_NAME}=wrong` } });
    const response = await request();
    expect(response.headers.get("set-cookie")).toContain(`${GATE_ERROR_COOKIE_NAME}=;`);
    await request();
    expect(renders).toEqual(["/", "/"]);
    close();
  });

  it("marks the pages of a visitor without grant no-store", async () => {
    const locked = pageApp({ granted: false });
    expect((await locked.app.request("/kontakt")).headers.get("cache-control")).toBe("no-store");
    locked.close();
    const granted = pageApp({ granted: true });
    expect((await granted.app.request("/kontakt")).headers.get("cache-control")).toBeNull();
    granted.close();
  });

  it("answers a page whose loader found the database overloaded with 503, other failed pages as rendered", async () => {
    const { app, close } = pageApp({
      pageHandler: async (request, context) => {
        const failure = new URL(request.url).searchParams.get("failure");
        const error =
          failure === "busy"
            ? new Error("timeout exceeded when trying to connect")
            : new Error("something else broke");
        // What app/entry.server.tsx's handleError does with a loader's error.
        context.get(pageContext).recordOverload(error);
        return new Response("<p>Fehlerseite</p>", { status: 500, headers: { "Content-Type": "text/html" } });
      },
    });
    const busy = await app.request("/ihre-pkv-tarife?failure=busy");
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("10");
    expect(await busy.text()).toContain("Bitte versuchen Sie es in wenigen Sekunden erneut.");
    const data = await app.request("/ihre-pkv-tarife.data?failure=busy");
    expect(data.status).toBe(503);
    expect(await data.json()).toMatchObject({ code: "service-busy" });
    const broken = await app.request("/ihre-pkv-tarife?failure=other");
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe("<p>Fehlerseite</p>");
    close();
  });

  it("subscribes one site-settings listener and removes it on close", () => {
    const before = siteSettingsListenerCount();
    const { close } = pageApp();
    expect(siteSettingsListenerCount()).toBe(before + 1);
    close();
    expect(siteSettingsListenerCount()).toBe(before);
  });
});
