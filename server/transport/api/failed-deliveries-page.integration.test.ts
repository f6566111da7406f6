import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createAdmin, createPrivateUser } from "../../../tests/setup/factories";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { deliveryQueue } from "../../adapters/db/schema";
import { enqueueDelivery } from "../../areas/delivery/delivery-queue";
import { listAudit } from "../../areas/site/audit-log";

/**
 * /svadmin/zustellungen (docs/architecture.md#delivery-queue): failed deliveries with 'Erneut senden', checked on
 * the server like every admin page.
 */
describe.each(testDatabaseKinds)("failed deliveries page on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let admin: string;
  let adminEmail: string;
  let user: string;
  let failedId: number;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({ kind, app: { pageHandler: pages.pageHandler } });
    const adminAccount = await createAdmin(t.database.db);
    adminEmail = adminAccount.email;
    admin = await t.signIn(adminAccount.email, adminAccount.password, "10.76.0.1");
    const userAccount = await createPrivateUser(t.database.db);
    user = await t.signIn(userAccount.email, userAccount.password, "10.76.0.2");
    await enqueueDelivery(
      t.database.db,
      { channel: "mail", key: "failed-page.1", to: "anna@example.de", subject: "Ihre Anfrage", text: "Text" },
      new Date(Date.UTC(2026, 10, 23, 8, 0, 0)),
    );
    const [row] = await t.database.db
      .update(deliveryQueue)
      .set({ status: "failed", attempts: 8, lastError: "550 mailbox unavailable" })
      .where(eq(deliveryQueue.idempotencyKey, "failed-page.1"))
      .returning({ id: deliveryQueue.id });
    failedId = row!.id;
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const retry = (id: number, cookie?: string) =>
    t.call("/svadmin/zustellungen", {
      method: "POST",
      body: new URLSearchParams({ id: String(id) }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      cookie,
    });
  const statusOf = async () =>
    (await t.database.db.select().from(deliveryQueue).where(eq(deliveryQueue.id, failedId)))[0]?.status;

  it("refuses everybody but admins on the server", async () => {
    expect((await t.call("/svadmin/zustellungen", { cookie: user })).status).toBe(403);
    expect((await retry(failedId, user)).status).toBe(403);
    const anonymous = await retry(failedId);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin-login");
    expect(await statusOf()).toBe("failed");
  });

  it("lists the failed delivery and 'Erneut senden' puts it back into the queue (audited)", async () => {
    const page = await t.call("/svadmin/zustellungen", { cookie: admin });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      "Zustellungen",
      "anna@example.de",
      "Ihre Anfrage",
      "550 mailbox unavailable",
      "Erneut senden",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("23.11.2026 09:00");

    const sent = await retry(failedId, admin);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Die Nachricht wird erneut gesendet.");
    expect(await statusOf()).toBe("pending");
    const [entry] = await listAudit(t.database.db, { subjectType: "delivery", subjectId: String(failedId) });
    expect(entry).toMatchObject({ action: "delivery.retry", actorEmail: adminEmail });
    expect(await (await t.call("/svadmin/zustellungen", { cookie: admin })).text()).toContain(
      "Keine fehlgeschlagenen Zustellungen.",
    );
    // A second click finds nothing to put back.
    expect((await retry(failedId, admin)).status).toBe(404);
  });
});
