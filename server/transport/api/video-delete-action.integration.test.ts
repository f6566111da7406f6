import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createAdmin, createPrivateUser } from "../../../tests/setup/factories";
import { createTestPageHandler } from "../../../tests/setup/page-handler";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/setup/test-app";
import { listAudit } from "../../areas/site/audit-log";

/** A real H.264 MP4 (the shipped hero video). */
const MP4 = new Uint8Array(readFileSync("assets/media/site-media/hero.mp4"));

/** 'Endgültig löschen' in the gallery: the /videos route action, intent `delete-video` (admins only, audited). */
describe.each(testDatabaseKinds)("deleting a gallery video on %s", (kind) => {
  let t: TestApp;
  let pages: Awaited<ReturnType<typeof createTestPageHandler>>;
  let admin: string;
  let adminEmail: string;
  let user: string;

  beforeAll(async () => {
    pages = await createTestPageHandler();
    t = await createTestApp({ kind, app: { pageHandler: pages.pageHandler } });
    const adminAccount = await createAdmin(t.database.db);
    adminEmail = adminAccount.email;
    admin = await t.signIn(adminAccount.email, adminAccount.password, "10.75.0.1");
    const userAccount = await createPrivateUser(t.database.db);
    user = await t.signIn(userAccount.email, userAccount.password, "10.75.0.2");
  });
  afterAll(async () => {
    await t?.close();
    await pages?.close();
  });

  const remove = (key: string, cookie?: string) =>
    t.call("/videos", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete-video", key }).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      cookie,
    });

  it("lets only admins delete, records who, and refuses what is not a gallery upload", async () => {
    const uploaded = await t.app.request(`${TEST_ORIGIN}/api/videos?name=beratung.mp4`, {
      method: "POST",
      headers: {
        Origin: TEST_ORIGIN,
        Cookie: admin,
        "Content-Type": "video/mp4",
        "Content-Length": String(MP4.byteLength),
      },
      body: MP4,
    });
    expect(uploaded.status).toBe(201);
    const { video } = (await uploaded.json()) as { video: { key: string } };

    expect((await remove(video.key, user)).status).toBe(403);
    const anonymous = await remove(video.key);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin-login");
    expect(await t.storage.head("videos", video.key)).toBeDefined();

    const deleted = await remove(video.key, admin);
    expect(deleted.status).toBe(200);
    expect(await t.storage.head("videos", video.key)).toBeUndefined();
    const [entry] = await listAudit(t.database.db, { subjectType: "video", subjectId: video.key });
    expect(entry).toMatchObject({ action: "video.delete", actorEmail: adminEmail });

    expect((await remove(video.key, admin)).status).toBe(404);
    await t.storage.put("videos", "hero.mp4", MP4, "video/mp4");
    expect((await remove("hero.mp4", admin)).status).toBe(404);
    expect(await t.storage.head("videos", "hero.mp4")).toBeDefined();
  });
});
