import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MAX_VIDEO_BYTES,
  VIDEO_TOO_LARGE_MESSAGE,
  VIDEO_TYPE_MESSAGE,
} from "../../../domain/media/video-file-name";
import { testDatabaseKinds } from "../../../tests/setup/database";
import { createAdmin, createPrivateUser } from "../../../tests/setup/factories";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../../tests/setup/test-app";
import { listAudit } from "../../areas/site/audit-log";

/** A real H.264 MP4 (the shipped hero video). */
const MP4 = new Uint8Array(readFileSync("assets/media/site-media/hero.mp4"));
const WEBM_HEAD = new Uint8Array([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0, 0, 0, 0,
]);
const TEXT = new TextEncoder().encode("Das ist nur ein Text, umbenannt in .mp4.\n".repeat(20));

interface UploadInit {
  cookie?: string;
  method?: "POST" | "PUT";
  headers?: Record<string, string>;
}

/**
 * A body of `totalBytes` made while it is read (an MP4 head, then zeros), without a Content-Length: only the
 * streaming count can refuse it. `pulled()` tells how much of it the server read.
 */
function generatedBody(totalBytes: number) {
  const chunkBytes = 256 * 1024;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) {
        controller.close();
        return;
      }
      const size = Math.min(chunkBytes, totalBytes - sent);
      const chunk = new Uint8Array(size);
      if (sent === 0) chunk.set(MP4.subarray(0, Math.min(64, size)));
      sent += size;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

async function upload(
  t: TestApp,
  path: string,
  body: Uint8Array | ReadableStream<Uint8Array>,
  init: UploadInit = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    Origin: TEST_ORIGIN,
    "X-Forwarded-For": "10.15.0.1",
    "Content-Type": "video/mp4",
    ...init.headers,
  };
  if (init.cookie) headers.Cookie = init.cookie;
  if (body instanceof Uint8Array) headers["Content-Length"] = String(body.byteLength);
  return t.app.request(`${TEST_ORIGIN}${path}`, {
    method: init.method ?? "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
}

describe.each(testDatabaseKinds)("video gallery and site media API on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const adminAccount = await createAdmin(t.database.db);
    const userAccount = await createPrivateUser(t.database.db);
    admin = await t.signIn(adminAccount.email, adminAccount.password);
    user = await t.signIn(userAccount.email, userAccount.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("lets an admin upload an MP4 that everyone then lists and streams with ranges", async () => {
    const created = await upload(t, `/api/videos?name=${encodeURIComponent("Mein Urlaub.mp4")}`, MP4, {
      cookie: admin,
    });
    expect(created.status).toBe(201);
    const { video } = await created.json();
    expect(video.key).toBe(`${t.clock.now}-Mein-Urlaub.mp4`);
    expect(video.url).toBe(`/storage/videos/${t.clock.now}-Mein-Urlaub.mp4`);
    expect(video.size).toBe(MP4.byteLength);

    const listed = await (await t.call("/api/videos")).json();
    expect(listed.videos.map((entry: { key: string }) => entry.key)).toEqual([video.key]);

    const whole = await t.app.request(`${TEST_ORIGIN}${video.url}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(whole.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(MP4);

    const part = await t.app.request(`${TEST_ORIGIN}${video.url}`, { headers: { Range: "bytes=4-11" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 4-11/${MP4.byteLength}`);
    expect(new TextDecoder().decode(await part.arrayBuffer()).slice(0, 4)).toBe("ftyp");

    const audit = await listAudit(t.database.db, { subjectType: "video" });
    expect(audit[0]).toMatchObject({ action: "video.upload", subjectId: video.key });
  });

  it("never overwrites: the same name at the same millisecond is refused", async () => {
    const name = `/api/videos?name=doppelt.mp4`;
    expect((await upload(t, name, MP4, { cookie: admin })).status).toBe(201);
    const again = await upload(t, name, MP4, { cookie: admin });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe("file-exists");
  });

  it("decides the type by content: a renamed text file is refused, a WebM named .mp4 is stored as .webm", async () => {
    const before = (await t.storage.list("videos")).length;
    const text = await upload(t, "/api/videos?name=urlaub.mp4", TEXT, { cookie: admin });
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({
      code: "unsupported-media-type",
      title: "Upload fehlgeschlagen",
      error: VIDEO_TYPE_MESSAGE,
    });
    expect(await t.storage.list("videos")).toHaveLength(before);

    t.clock.now += 1000;
    const webm = await upload(t, "/api/videos?name=clip.mp4", WEBM_HEAD, { cookie: admin });
    expect(webm.status).toBe(201);
    const { video } = await webm.json();
    expect(video.key).toBe(`${t.clock.now}-clip.webm`);
    const served = await t.app.request(`${TEST_ORIGIN}${video.url}`);
    expect(served.headers.get("content-type")).toBe("video/webm");
  });

  it("refuses a declared 100 MB + 1 byte before reading the body, with the spec's text", async () => {
    const body = generatedBody(MAX_VIDEO_BYTES + 1);
    const response = await upload(t, "/api/videos?name=gross.mp4", body.stream, {
      cookie: admin,
      headers: { "Content-Length": String(MAX_VIDEO_BYTES + 1) },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toMatchObject({ code: "video-too-large", error: VIDEO_TOO_LARGE_MESSAGE });
    // At most what the stream queues ahead on its own, never the body.
    expect(body.pulled()).toBeLessThanOrEqual(512 * 1024);
  });

  it("checks roles before reading an upload: visitors list, only admins upload, delete and replace", async () => {
    expect((await t.call("/api/videos")).status).toBe(200);
    const anonymous = await upload(t, "/api/videos?name=a.mp4", MP4);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("connection")).toBe("close");
    expect((await upload(t, "/api/videos?name=a.mp4", MP4, { cookie: user })).status).toBe(403);
    expect(
      (await upload(t, "/api/admin/site-media/hero-video", MP4, { cookie: user, method: "PUT" })).status,
    ).toBe(403);

    const [first] = (await (await t.call("/api/videos")).json()).videos;
    const path = `/api/videos/${encodeURIComponent(first.key)}`;
    expect((await t.call(path, { method: "DELETE", cookie: user })).status).toBe(403);
    expect((await t.call(path, { method: "DELETE" })).status).toBe(401);
    expect((await t.call(path, { method: "DELETE", cookie: admin })).status).toBe(204);
    expect((await t.call(path, { method: "DELETE", cookie: admin })).status).toBe(404);
    expect(await t.storage.head("videos", first.key)).toBeUndefined();
    // Only gallery uploads can be deleted here.
    await t.storage.put("videos", "hero.mp4", MP4, "video/mp4");
    expect((await t.call("/api/videos/hero.mp4", { method: "DELETE", cookie: admin })).status).toBe(404);
    expect(
      (await (await t.call("/api/videos")).json()).videos.map((v: { key: string }) => v.key),
    ).not.toContain("hero.mp4");
  });

  it("lets an admin replace the hero video and the sphere under their addresses (MP4 only)", async () => {
    const hero = await upload(t, "/api/admin/site-media/hero-video", MP4, { cookie: admin, method: "PUT" });
    expect(hero.status).toBe(200);
    expect((await hero.json()).media).toMatchObject({ key: "hero.mp4", url: "/storage/site-media/hero.mp4" });
    const served = await t.app.request(`${TEST_ORIGIN}/storage/site-media/hero.mp4`);
    expect(served.headers.get("cache-control")).toBe("private, no-cache");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(MP4);

    await t.storage.put("sphere-animations", "lucy-sphere.mp4", new Uint8Array(10), "video/mp4");
    const sphere = await upload(t, "/api/admin/site-media/sphere-animation", MP4, {
      cookie: admin,
      method: "PUT",
    });
    expect((await sphere.json()).media.url).toBe("/storage/sphere-animations/lucy-sphere.mp4");
    expect((await t.storage.head("sphere-animations", "lucy-sphere.mp4"))?.size).toBe(MP4.byteLength);

    const webm = await upload(t, "/api/admin/site-media/hero-video", WEBM_HEAD, {
      cookie: admin,
      method: "PUT",
    });
    expect(webm.status).toBe(415);
    expect((await webm.json()).error).toBe("Nur MP4-Videos sind hier erlaubt.");
    expect(
      (await upload(t, "/api/admin/site-media/logo", MP4, { cookie: admin, method: "PUT" })).status,
    ).toBe(404);
    const audit = await listAudit(t.database.db, { subjectType: "site-media" });
    expect(audit.map((entry) => entry.subjectId)).toEqual(["sphere-animation", "hero-video"]);
  });
  it("lets an admin replace an existing partner logo with a PNG (by content, at most 2 MB)", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 1, 2, 3]);
    await t.storage.put("logos", "Signal+Iduna.png", new Uint8Array([1]), "image/png");
    const path = `/api/admin/site-media/partner-logo/${encodeURIComponent("Signal+Iduna.png")}`;
    const replaced = await upload(t, path, png, {
      cookie: admin,
      method: "PUT",
      headers: { "Content-Type": "image/png" },
    });
    expect(replaced.status).toBe(200);
    expect((await replaced.json()).media.url).toBe("/storage/logos/Signal%2BIduna.png");
    expect((await t.storage.head("logos", "Signal+Iduna.png"))?.size).toBe(png.byteLength);

    const jpeg = await upload(t, path, new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), {
      cookie: admin,
      method: "PUT",
    });
    expect(jpeg.status).toBe(415);
    expect((await jpeg.json()).error).toBe("Nur PNG-Bilder sind hier erlaubt.");
    const tooLarge = new Uint8Array(2 * 1024 * 1024 + 1);
    tooLarge.set(png);
    const large = await upload(t, path, tooLarge, { cookie: admin, method: "PUT" });
    expect(large.status).toBe(413);
    expect((await large.json()).error).toBe("Das Logo ist zu groß (maximal 2 MB erlaubt).");
    expect((await t.storage.head("logos", "Signal+Iduna.png"))?.size).toBe(png.byteLength);

    expect(
      (await upload(t, "/api/admin/site-media/partner-logo/Neu.png", png, { cookie: admin, method: "PUT" }))
        .status,
    ).toBe(404);
    expect((await upload(t, path, png, { cookie: user, method: "PUT" })).status).toBe(403);
  });
});

describe("video upload streaming (100 MB, counted while it streams)", () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ kind: "pglite" });
    const account = await createAdmin(t.database.db);
    admin = await t.signIn(account.email, account.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Peak RSS growth while `work` runs, sampled every few milliseconds. */
  async function rssGrowth(work: () => Promise<void>): Promise<number> {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      await work();
    } finally {
      clearInterval(sampler);
    }
    return Math.max(peak, process.memoryUsage().rss) - before;
  }
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

  it("stores exactly 100 MB without holding it in memory", async () => {
    const body = generatedBody(MAX_VIDEO_BYTES);
    let status = 0;
    const growth = await rssGrowth(async () => {
      status = (await upload(t, "/api/videos?name=genau-100.mp4", body.stream, { cookie: admin })).status;
    });
    console.info(`RSS-Zuwachs beim Upload von 100 MB: ${mb(growth)} MB`);
    expect(status).toBe(201);
    expect((await t.storage.head("videos", `${t.clock.now}-genau-100.mp4`))?.size).toBe(MAX_VIDEO_BYTES);
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  });

  it("refuses 100 MB + 1 byte sent without a length once the count passes the limit, and keeps nothing", async () => {
    t.clock.now += 1000;
    const body = generatedBody(MAX_VIDEO_BYTES + 1);
    let response: Response | undefined;
    const growth = await rssGrowth(async () => {
      response = await upload(t, "/api/videos?name=zu-gross.mp4", body.stream, { cookie: admin });
    });
    console.info(`RSS-Zuwachs bei der Ablehnung von 100 MB + 1 Byte: ${mb(growth)} MB`);
    expect(response?.status).toBe(413);
    expect(await response?.json()).toMatchObject({ code: "video-too-large", error: VIDEO_TOO_LARGE_MESSAGE });
    expect(await t.storage.head("videos", `${t.clock.now}-zu-gross.mp4`)).toBeUndefined();
    expect(growth).toBeLessThan(64 * 1024 * 1024);
  });
});
