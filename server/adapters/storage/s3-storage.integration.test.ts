import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/**
 * The S3 adapter against a real S3 API: s3rver (npm, a devDependency installed by `npm ci`), started here on a
 * free loopback port with a temporary directory. No Docker, no download at test time.
 */
describe("S3 storage adapter against a local S3-compatible server (s3rver)", () => {
  let server: S3rver;
  let directory: string;
  let storage: Storage;
  const prefix = "pkv-test-";

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "s3rver-"));
    server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory,
      configureBuckets: [
        { name: `${prefix}videos`, configs: [] },
        { name: `${prefix}sphere-animations`, configs: [] },
      ],
    });
    const address = (await server.run()) as AddressInfo;
    storage = createS3Storage({
      endpoint: `http://127.0.0.1:${address.port}`,
      region: "eu-central-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      bucketPrefix: prefix,
      // The smallest part S3 allows, so a 12 MiB stream really goes up in several parts.
      partBytes: 5 * 1024 * 1024,
    });
  });

  afterAll(async () => {
    await server?.close();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it("uploads bytes, lists them, reads a range and deletes them", async () => {
    const body = new TextEncoder().encode("0123456789abcdefghij");
    await storage.put("videos", "1764000000000-kurz.mp4", body, "video/mp4");

    const listed = await storage.list("videos");
    expect(listed.map((object) => object.key)).toContain("1764000000000-kurz.mp4");
    expect(await storage.head("videos", "1764000000000-kurz.mp4")).toMatchObject({
      size: 20,
      contentType: "video/mp4",
    });

    const ranged = await storage.get("videos", "1764000000000-kurz.mp4", { start: 10, end: 14 });
    if (!ranged) throw new Error("kurz.mp4 fehlt");
    expect(await text(ranged.body)).toBe("abcde");

    await storage.delete("videos", "1764000000000-kurz.mp4");
    expect(await storage.head("videos", "1764000000000-kurz.mp4")).toBeUndefined();
    expect(await storage.get("videos", "1764000000000-kurz.mp4")).toBeUndefined();
  });

  it("streams an upload of unknown length in parts and reads back any range of it", async () => {
    const partCount = 12;
    const chunk = (index: number) => Buffer.alloc(1024 * 1024, index % 256);
    async function* source() {
      for (let index = 0; index < partCount; index += 1) yield chunk(index);
    }
    await storage.put("videos", "gross.mp4", Readable.from(source()), "video/mp4");
    const info = await storage.head("videos", "gross.mp4");
    expect(info?.size).toBe(partCount * 1024 * 1024);

    // A range across the boundary of the first 5 MiB part.
    const start = 5 * 1024 * 1024 - 2;
    const ranged = await storage.get("videos", "gross.mp4", { start, end: start + 3 });
    if (!ranged) throw new Error("gross.mp4 fehlt");
    const bytes = Buffer.concat(await ranged.body.toArray());
    expect([...bytes]).toEqual([4, 4, 5, 5]);
    await storage.delete("videos", "gross.mp4");
  });

  it("leaves nothing behind when the stream fails half-way (a refused, too large upload)", async () => {
    async function* failing() {
      for (let index = 0; index < 7; index += 1) yield Buffer.alloc(1024 * 1024, 1);
      throw new Error("zu groß");
    }
    await expect(
      storage.put("videos", "abgebrochen.mp4", Readable.from(failing()), "video/mp4"),
    ).rejects.toThrow("zu groß");
    expect(await storage.head("videos", "abgebrochen.mp4")).toBeUndefined();
    expect((await storage.list("videos")).map((object) => object.key)).not.toContain("abgebrochen.mp4");
  });

  it("lists a bucket without folder markers and finds nothing in an empty one", async () => {
    await storage.put("sphere-animations", "ordner/", new Uint8Array(), "application/octet-stream");
    await storage.put("sphere-animations", "kugel.mp4", new Uint8Array([0, 0, 0, 0x18]), "video/mp4");
    expect((await storage.list("sphere-animations")).map((object) => object.key)).toEqual(["kugel.mp4"]);
    expect(await storage.list("videos")).toEqual([]);
  });
});
