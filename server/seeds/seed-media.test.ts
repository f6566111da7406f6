import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "../adapters/storage/local-storage";
import { seedMedia } from "./seed-media";

describe("seedMedia", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("puts the shipped logos, hero video and sphere into their buckets, and never overwrites", async () => {
    const dir = mkdtempSync(join(tmpdir(), "seed-media-"));
    dirs.push(dir);
    const storage = createLocalStorage(dir);
    await seedMedia(storage);
    const logos = await storage.list("logos");
    expect(logos.map((object) => object.key)).toContain("Signal+Iduna.png");
    expect(logos.filter((object) => object.key !== "placeholder.png")).toHaveLength(24);
    expect((await storage.head("site-media", "hero.mp4"))?.size).toBeGreaterThan(10_000);
    expect((await storage.head("site-media", "hero.mp4"))?.size).toBeLessThanOrEqual(1024 * 1024);
    // The gallery's bucket holds uploads only: the hero video is not one of them.
    expect(await storage.list("videos")).toEqual([]);
    expect((await storage.list("sphere-animations")).map((object) => object.key)).toEqual([
      "lucy-sphere.mp4",
    ]);

    // an admin replaced a logo: seeding again keeps it
    await storage.put("logos", "Allianz.png", new Uint8Array([1, 2, 3]), "image/png");
    await seedMedia(storage);
    expect((await storage.head("logos", "Allianz.png"))?.size).toBe(3);
  });
});
