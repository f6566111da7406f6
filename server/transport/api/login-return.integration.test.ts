import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createBroker, createPrivateUser, latestOutboxMessage } from "../../../tests/setup/factories";
import { browserFormBody } from "../../../tests/setup/form-body";
import { elementsByTestId } from "../../../tests/setup/html";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { comparisons, users } from "../../adapters/db/schema";

/**
 * 'Vergleich speichern' for everyone (docs/product/documents.md#meine-vergleiche): an anonymous visitor is sent to
 * /login?next=<the results>; signing in returns there and keeps the comparison, registering sends a confirmation
 * link that leads back to the same sign-in (docs/product/accounts.md#return-after-sign-in).
 */
describe.each(testDatabaseKinds)("returning to a comparison after sign-in on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let ipCounter = kind === "pglite" ? 1 : 101;
  const nextIp = () => `10.72.${ipCounter}.${(ipCounter++ % 200) + 1}`;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({ kind, app: { pageHandler: pages.pageHandler } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const anonymousComparison = async () => {
    const response = await t.call("/api/comparisons", {
      body: { birthDate: "1990-05-01", gender: "female", jobStatus: "employed" },
      ip: nextIp(),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const signInForm = (fields: Record<string, unknown>) =>
    t.call("/login", {
      method: "POST",
      body: browserFormBody({ intent: "sign-in", ...fields }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: nextIp(),
    });
  const ownerOf = async (id: string) =>
    (
      await t.database.db
        .select({ userId: comparisons.userId })
        .from(comparisons)
        .where(eq(comparisons.id, id))
    )[0]?.userId;

  it("offers anonymous visitors 'Vergleich speichern' as a link to the sign-in that returns to the results", async () => {
    const id = await anonymousComparison();
    const results = await (await t.call(`/ihre-pkv-tarife?c=${id}`, { ip: nextIp() })).text();
    const [link] = elementsByTestId(results, "keep-sign-in");
    expect(link?.text).toBe("Vergleich speichern");
    const next = encodeURIComponent(`/ihre-pkv-tarife?c=${id}`);
    const anchor = results.match(/<a [^>]*data-testid="keep-sign-in"[^>]*>/)?.[0];
    expect(anchor).toContain(`href="/login?next=${next}"`);

    const login = await (await t.call(`/login?next=${next}`, { ip: nextIp() })).text();
    expect(elementsByTestId(login, "keep-comparison-hint")[0]?.text).toContain("„Meine Vergleiche“");
    expect(login).toContain(`name="next" value="/ihre-pkv-tarife?c=${id}"`);
  });

  it("returns to the comparison after signing in and keeps it in 'Meine Vergleiche', with what it is", async () => {
    const id = await anonymousComparison();
    const user = await createPrivateUser(t.database.db);
    const response = await signInForm({
      email: user.email,
      password: user.password,
      next: `/ihre-pkv-tarife?c=${id}`,
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/ihre-pkv-tarife?c=${id}`);
    expect(await ownerOf(id)).toBe(user.id);

    const cookie = await t.signIn(user.email, user.password, nextIp());
    const results = await (await t.call(`/ihre-pkv-tarife?c=${id}`, { cookie, ip: nextIp() })).text();
    expect(results).toContain("Gespeichert in „Meine Vergleiche“");
    const area = await (await t.call("/mein-bereich", { cookie, ip: nextIp() })).text();
    const [summary] = elementsByTestId(area, "my-comparison-summary");
    expect(summary?.text).toMatch(
      /^Angestellter, \d+ Jahre · Leistungspaket Komfort · Top-Tarif: .+ im Monat$/,
    );
  });

  it("never returns to another site, and keeps nothing for a broker", async () => {
    const user = await createPrivateUser(t.database.db);
    const foreign = await signInForm({
      email: user.email,
      password: user.password,
      next: "//evil.example/x",
    });
    expect(foreign.headers.get("location")).toBe("/mein-bereich");

    const id = await anonymousComparison();
    const broker = await createBroker(t.database.db);
    const back = await signInForm({
      email: broker.email,
      password: broker.password,
      next: `/ihre-pkv-tarife?c=${id}`,
    });
    expect(back.headers.get("location")).toBe(`/ihre-pkv-tarife?c=${id}`);
    expect(await ownerOf(id)).toBeNull();
  });

  it("sends a signed-in visitor of /login?next=… straight back", async () => {
    const user = await createPrivateUser(t.database.db);
    const cookie = await t.signIn(user.email, user.password, nextIp());
    const response = await t.call("/login?next=%2Fihre-pkv-tarife%3Fc%3Dabc", { cookie, ip: nextIp() });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ihre-pkv-tarife?c=abc");
  });

  it("leads the registration's confirmation link back to the sign-in that returns to the comparison", async () => {
    const id = await anonymousComparison();
    const phone = "01511234567";
    const ip = nextIp();
    expect((await t.call("/api/functions/send-verification", { body: { phone }, ip })).status).toBe(200);
    const code = (await latestOutboxMessage(t.database.db, "+491511234567"))?.body.match(/\b(\d{6})\b/)?.[1];
    expect((await t.call("/api/functions/verify-code", { body: { phone, code }, ip: nextIp() })).status).toBe(
      200,
    );
    const email = `zurueck-${kind}@example.de`;
    const registered = await t.call("/login", {
      method: "POST",
      body: browserFormBody({
        intent: "register",
        email,
        password: "Sicher123",
        confirmPassword: "Sicher123",
        phone,
        termsAccepted: "on",
        next: `/ihre-pkv-tarife?c=${id}`,
      }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: nextIp(),
    });
    expect(registered.status).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const mail = await latestOutboxMessage(t.database.db, email);
    const link = mail?.body.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? "";
    const callback = new URL(link).searchParams.get("callbackURL");
    expect(callback).toBe(`/login?bestaetigt=1&next=${encodeURIComponent(`/ihre-pkv-tarife?c=${id}`)}`);
  });
});
