import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { cookieOf, createTestApp, type TestApp } from "../../../tests/setup/test-app";

const PASSWORD = "tor-auf-2026";
const WRONG = "Falsches Passwort";
const TOO_MANY = "Zu viele Fehlversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.";

/**
 * The gate screen's route action /zugang (docs/product/gate.md): open without a grant, the same check and failure
 * counter as POST /api/gate; a plain post returns to the page, the screen's fetcher gets its answer in place.
 */
describe.each(testDatabaseKinds)("the gate's route action on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let ip = 1;
  const nextIp = () => `10.72.${kind === "pglite" ? 1 : 2}.${ip++}`;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({
      kind,
      env: { SITE_PASSWORD: PASSWORD },
      app: { pageHandler: pages.pageHandler },
    });
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const enter = (fields: Record<string, string>, address: string, path = "/zugang") =>
    t.call(path, {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: address,
    });

  it("answers a plain post like a browser without JavaScript: back to the page, wrong then right", async () => {
    const address = nextIp();
    const wrong = await enter({ password: "falsch", next: "/impressum" }, address);
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get("location")).toBe("/impressum");
    expect(wrong.headers.get("set-cookie")).toMatch(/^pkv_gate_error=wrong;/);
    const locked = await t.call("/impressum", { cookie: cookieOf(wrong), ip: address });
    expect(locked.status).toBe(401);
    const lockedPage = await locked.text();
    expect(lockedPage).toContain("Sicherer Bereich");
    expect(lockedPage).toContain(WRONG);

    const right = await enter({ password: PASSWORD, next: "/impressum" }, address);
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/impressum");
    const grant = right.headers.get("set-cookie") ?? "";
    expect(grant).toMatch(/^pkv_gate=\d{13}\.[\w-]{43};/);
    expect(grant).toContain("HttpOnly");
    expect(grant).toContain("Max-Age=3600");
    expect(grant).not.toContain(PASSWORD);
    expect((await t.call("/impressum", { cookie: cookieOf(right), ip: address })).status).toBe(200);

    const elsewhere = await enter({ password: PASSWORD, next: "//evil.example/" }, nextIp());
    expect(elsewhere.headers.get("location")).toBe("/");
  });

  it("answers the screen's fetcher in place: the message, or the grant for the waiting step", async () => {
    const address = nextIp();
    const wrong = await enter({ password: "falsch", next: "/", reply: "inline" }, address, "/zugang.data");
    const wrongBody = await wrong.text();
    expect(wrongBody).toContain(WRONG);
    expect(wrongBody).not.toContain("Sicherer Bereich");
    expect(wrong.headers.get("set-cookie")).toBeNull();
    const right = await enter({ password: PASSWORD, next: "/", reply: "inline" }, address, "/zugang.data");
    expect(right.headers.get("set-cookie")).toMatch(/^pkv_gate=\d{13}\./);
    expect(right.headers.get("location")).toBeNull();
    expect((await t.call("/impressum", { cookie: cookieOf(right), ip: address })).status).toBe(200);
  });

  it("counts wrong entries with POST /api/gate: after 10 from one address even the right one is refused", async () => {
    const address = nextIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const api = await t.call("/api/gate", { body: { password: "falsch" }, ip: address });
      expect(api.status).toBe(401);
      expect((await enter({ password: "falsch", next: "/" }, address)).status).toBe(303);
    }
    const blocked = await enter({ password: PASSWORD, next: "/agb" }, address);
    expect(blocked.status).toBe(303);
    expect(blocked.headers.get("location")).toBe("/agb");
    expect(blocked.headers.get("set-cookie")).toMatch(/^pkv_gate_error=limit;/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await (await t.call("/agb", { cookie: cookieOf(blocked), ip: address })).text()).toContain(
      TOO_MANY,
    );
    const inline = await enter({ password: PASSWORD, reply: "inline" }, address, "/zugang.data");
    expect(await inline.text()).toContain(TOO_MANY);
    expect(inline.headers.get("set-cookie")).toBeNull();
    expect((await t.call("/api/gate", { body: { password: PASSWORD }, ip: address })).status).toBe(429);
    // Another address is not affected.
    expect((await enter({ password: PASSWORD, next: "/" }, nextIp())).headers.get("set-cookie")).toMatch(
      /^pkv_gate=/,
    );
  });

  it("keeps every other page and the API locked; /zugang itself shows the gate with 401", async () => {
    expect((await t.call("/impressum")).status).toBe(401);
    expect((await t.call("/api/leads", { body: {} })).status).toBe(401);
    const page = await t.call("/zugang");
    expect(page.status).toBe(401);
    expect(await page.text()).toContain("Zugang anfragen");
    const granted = await t.call("/zugang?next=/agb", { cookie: t.gateCookie() });
    expect(granted.status).toBe(302);
    expect(granted.headers.get("location")).toBe("/agb");
  });
});
