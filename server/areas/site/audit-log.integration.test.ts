import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import type { DatabaseHandle } from "../../adapters/db/client";
import { listAudit, recordAudit } from "./audit-log";

describe.each(testDatabaseKinds)("audit log on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("keeps who did what to which subject, newest first, filtered by subject", async () => {
    const admin = { id: "admin-1", email: "admin@example.de" };
    await recordAudit(handle.db, {
      actor: admin,
      action: "lead.validate",
      subjectType: "lead",
      subjectId: "lead-a",
    });
    await recordAudit(handle.db, {
      actor: null,
      action: "settings.seo.update",
      subjectType: "settings",
      subjectId: "seo",
      details: { from: "Alt", to: "Neu" },
    });
    const all = await listAudit(handle.db);
    expect(all[0]).toMatchObject({
      actorId: null,
      action: "settings.seo.update",
      details: { from: "Alt", to: "Neu" },
    });
    expect(all[1]).toMatchObject({ actorEmail: "admin@example.de", subjectId: "lead-a" });
    const leadOnly = await listAudit(handle.db, { subjectType: "lead", subjectId: "lead-a" });
    expect(leadOnly.map((entry) => entry.action)).toEqual(["lead.validate"]);
    expect(await listAudit(handle.db, { before: all[0]?.id, limit: 1 })).toHaveLength(1);
  });
});
