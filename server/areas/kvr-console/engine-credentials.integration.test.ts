import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import type { DatabaseHandle } from "../../adapters/db/client";
import { settings } from "../../adapters/db/schema";
import { listAudit } from "../site/audit-log";
import { createEngineCredentialStore } from "./engine-credentials";

const SECRET = "engine-credentials-secret-0123456789abcdef";
const FALLBACK = { mandantId: "10000", username: "demo", password: "env-passwort" };
const admin = { id: "admin-1", email: "admin@example.de" };

describe.each(testDatabaseKinds)("engine credentials on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("uses the environment's until an admin saves, then the stored ones at once, encrypted at rest", async () => {
    const clock = { now: 0 };
    const store = createEngineCredentialStore({
      db: handle.db,
      secret: SECRET,
      fallback: FALLBACK,
      now: () => clock.now,
    });
    expect(await store.get()).toEqual(FALLBACK);
    expect((await store.info()).source).toBe("environment");

    await store.save({ mandantId: "20000", username: "makler", password: "Geheim-Passwort-42" }, admin);
    expect(await store.get()).toEqual({
      mandantId: "20000",
      username: "makler",
      password: "Geheim-Passwort-42",
    });
    expect(await store.info()).toMatchObject({ mandantId: "20000", username: "makler", source: "stored" });
    expect(JSON.stringify(await store.info())).not.toContain("Geheim");

    const [row] = await handle.db.select().from(settings).where(eq(settings.key, "kvr-credentials"));
    expect(JSON.stringify(row?.value)).not.toContain("Geheim-Passwort-42");
    expect(JSON.stringify(row?.value)).not.toContain("makler");

    const [entry] = await listAudit(handle.db, { subjectType: "engine-credentials" });
    expect(entry?.actorEmail).toBe("admin@example.de");
    expect(JSON.stringify(entry?.details)).not.toContain("Geheim-Passwort-42");
    expect(entry?.details).toMatchObject({ changes: { mandantId: { from: "10000", to: "20000" } } });

    // Another instance reads the change once its cache (30 s) has expired.
    const other = createEngineCredentialStore({
      db: handle.db,
      secret: SECRET,
      fallback: FALLBACK,
      now: () => clock.now,
    });
    expect((await other.get()).username).toBe("makler");
  });

  it("falls back to the environment's credentials when APP_SECRET changed", async () => {
    const problems: unknown[] = [];
    const store = createEngineCredentialStore({
      db: handle.db,
      secret: "ein-ganz-anderes-secret-0123456789abcdef",
      fallback: FALLBACK,
      onUnreadable: (error) => problems.push(error),
    });
    expect(await store.get()).toEqual(FALLBACK);
    expect(problems).toHaveLength(1);
  });
});
