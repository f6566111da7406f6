import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "../../../domain/errors/app-error";
import { defaultSiteSettings } from "../../../domain/settings/site-settings";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import type { DatabaseHandle } from "../../adapters/db/client";
import { settings as settingsTable } from "../../adapters/db/schema";
import { seedDatabase } from "../../seeds/seed-database";
import { listAudit } from "./audit-log";
import {
  createSiteSettingsReader,
  onSiteSettingsChanged,
  readSiteSettings,
  saveSiteSettings,
  settingsChanges,
} from "./site-settings";

const admin = { id: "admin-1", email: "admin@example.de" };

describe("settingsChanges", () => {
  it("lists changed leaves with old and new value", () => {
    expect(
      settingsChanges(
        { appearance: { bannerText: "Alt", primaryColor: "blau" }, seo: { pages: { "/": { title: "A" } } } },
        { appearance: { bannerText: "Neu", primaryColor: "blau" }, seo: { pages: { "/": { title: "B" } } } },
      ),
    ).toEqual({
      "appearance.bannerText": { from: "Alt", to: "Neu" },
      "seo.pages./.title": { from: "A", to: "B" },
    });
  });
});

describe.each(testDatabaseKinds)("saveSiteSettings on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDatabase(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("stores valid settings, audits old → new and notifies the listeners", async () => {
    const seen: string[] = [];
    const unsubscribe = onSiteSettingsChanged((next, previous) =>
      seen.push(`${previous.appearance.bannerText} → ${next.appearance.bannerText}`),
    );
    await saveSiteSettings(
      handle.db,
      (current) => ({ ...current, appearance: { ...current.appearance, bannerText: "Sommeraktion" } }),
      admin,
      "appearance",
    );
    unsubscribe();
    expect((await readSiteSettings(handle.db)).appearance.bannerText).toBe("Sommeraktion");
    expect(seen).toEqual([`${defaultSiteSettings.appearance.bannerText} → Sommeraktion`]);
    const [entry] = await listAudit(handle.db, { subjectType: "settings", subjectId: "appearance" });
    expect(entry).toMatchObject({
      actorEmail: "admin@example.de",
      action: "settings.appearance.update",
      details: {
        changes: {
          "appearance.bannerText": { from: defaultSiteSettings.appearance.bannerText, to: "Sommeraktion" },
        },
      },
    });
  });

  it("refuses invalid settings with German messages and keeps the stored ones", async () => {
    const before = await readSiteSettings(handle.db);
    const error = await saveSiteSettings(
      handle.db,
      (current) => ({ ...current, appearance: { ...current.appearance, primaryColor: "neongelb" } }),
      admin,
      "appearance",
    ).catch((caught: unknown) => caught);
    expect(isAppError(error) && error.code).toBe("validation-failed");
    expect(await readSiteSettings(handle.db)).toEqual(before);
  });

  it("writes no audit entry when nothing changed", async () => {
    const count = (await listAudit(handle.db, { subjectType: "settings" })).length;
    await saveSiteSettings(handle.db, (current) => current, admin, "seo");
    expect(await listAudit(handle.db, { subjectType: "settings" })).toHaveLength(count);
  });

  it("reads through the per-instance reader: reused within the TTL, fresh after it and after a save here", async () => {
    let clock = 1_000_000;
    const reader = createSiteSettingsReader(handle.db, { ttlMs: 2_000, now: () => clock });
    const unsubscribe = onSiteSettingsChanged(() => reader.clear());
    try {
      const first = reader.read();
      expect(reader.read()).toBe(first); // concurrent requests share one query
      const before = (await first).appearance.bannerText;
      // Another instance saves (here: a direct write, which notifies no listener of this reader).
      const stored = await readSiteSettings(handle.db);
      await handle.db
        .update(settingsTable)
        .set({ value: { ...stored, appearance: { ...stored.appearance, bannerText: "Von Instanz B" } } })
        .where(eq(settingsTable.key, "site"));
      expect((await reader.read()).appearance.bannerText).toBe(before);
      clock += 2_000;
      expect((await reader.read()).appearance.bannerText).toBe("Von Instanz B");
      // A save on this instance applies at once.
      await saveSiteSettings(
        handle.db,
        (current) => ({ ...current, appearance: { ...current.appearance, bannerText: "Sofort" } }),
        admin,
        "appearance",
      );
      expect((await reader.read()).appearance.bannerText).toBe("Sofort");
    } finally {
      unsubscribe();
    }
  });
});
