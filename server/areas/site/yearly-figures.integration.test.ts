import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deriveYearlyConstants,
  figuresForYear,
  YEARLY_CONSTANTS,
  type YearlyConstants,
} from "../../../domain/constants/yearly-constants";
import { openTestDatabase, testDatabaseKinds } from "../../../tests/setup/database";
import type { DatabaseHandle } from "../../adapters/db/client";
import { yearlyFigures as yearlyFiguresTable } from "../../adapters/db/schema";
import { listAudit } from "./audit-log";
import { createYearlyFigures } from "./yearly-figures";

const admin = { id: "admin-1", email: "admin@example.de" };

const shipped2026 = YEARLY_CONSTANTS.find((row) => row.year === 2026)!;

/** Plausible 2027 figures (JAEG 79.650 €, BBG 71.100 €), derived as the admin form does. */
const row2027: YearlyConstants = deriveYearlyConstants({
  year: 2027,
  compulsoryInsuranceLimitYearly: 79_650,
  contributionCeilingYearly: 71_100,
  generalRate: 0.146,
  averageAdditionalRate: 0.029,
  careRate: 0.036,
  childlessSurchargeRate: 0.006,
});

describe.each(testDatabaseKinds)("yearly figures on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("starts with the shipped rows, 2027 provisional on 2026's figures", async () => {
    const figures = createYearlyFigures(handle.db);
    expect(figures.table()).toEqual(YEARLY_CONSTANTS);
    expect(await figures.refresh({ force: true })).toEqual(YEARLY_CONSTANTS);
    expect(await figures.stored()).toEqual([]);
    expect(figuresForYear(2027, figures.table())).toMatchObject({
      provisional: true,
      constants: shipped2026,
    });
  });

  it("saves 2027: in the table at once, not provisional, audited with actor and changes", async () => {
    let clock = Date.UTC(2026, 10, 25, 9, 0, 0);
    const here = createYearlyFigures(handle.db, { now: () => clock, ttlMs: 2_000 });
    // A second instance on the same database, which read the table before the save.
    const there = createYearlyFigures(handle.db, { now: () => clock, ttlMs: 2_000 });
    await here.refresh({ force: true });
    await there.refresh({ force: true });

    expect(await here.save(row2027, admin)).toEqual(row2027);
    expect(here.table().map((row) => row.year)).toEqual([2025, 2026, 2027]);
    expect(figuresForYear(2027, here.table())).toEqual({
      requestedYear: 2027,
      constants: row2027,
      provisional: false,
    });
    const [stored] = await here.stored();
    expect(stored).toEqual({ figures: row2027, updatedAt: new Date(clock), updatedBy: admin.email });

    // The other instance keeps its table until its TTL has passed, then reads the new year.
    clock += 1_999;
    expect(await there.refresh()).toEqual(YEARLY_CONSTANTS);
    expect(there.table().some((row) => row.year === 2027)).toBe(false);
    clock += 1;
    expect((await there.refresh()).map((row) => row.year)).toEqual([2025, 2026, 2027]);
    expect(figuresForYear(2027, there.table()).provisional).toBe(false);

    const [entry] = await listAudit(handle.db, { subjectType: "yearly-figures", subjectId: "2027" });
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "yearly-figures.create",
      subjectType: "yearly-figures",
      subjectId: "2027",
      details: {
        changes: expect.objectContaining({
          year: { from: null, to: 2027 },
          compulsoryInsuranceLimitYearly: { from: null, to: 79_650 },
          maxEmployerSubsidyHealthMonthly: { from: null, to: 518.44 },
        }),
      },
    });
  });

  it("lets table() of a stale instance start a background read (no await in the calculation path)", async () => {
    const clock = Date.UTC(2026, 10, 25, 10, 0, 0);
    const figures = createYearlyFigures(handle.db, { now: () => clock, ttlMs: 2_000 });
    // Never read: the shipped table answers at once, and the read it starts brings the stored years.
    expect(figures.table()).toEqual(YEARLY_CONSTANTS);
    await expect.poll(() => figures.table().map((row) => row.year)).toEqual([2025, 2026, 2027]);
  });

  it("updates a year: audited as an update with old → new", async () => {
    const figures = createYearlyFigures(handle.db);
    const corrected = deriveYearlyConstants({ ...row2027, averageAdditionalRate: 0.031 });
    await figures.save(corrected, admin);
    expect(figuresForYear(2027, figures.table()).constants).toEqual(corrected);
    const [entry] = await listAudit(handle.db, { subjectType: "yearly-figures", subjectId: "2027" });
    expect(entry?.action).toBe("yearly-figures.update");
    expect(entry?.details?.changes).toEqual({
      averageAdditionalRate: { from: 0.029, to: 0.031 },
      maxEmployerSubsidyHealthMonthly: { from: 518.44, to: corrected.maxEmployerSubsidyHealthMonthly },
    });
  });

  it("lets a stored 2026 row win over the shipped one, audited against the shipped figures", async () => {
    const figures = createYearlyFigures(handle.db);
    const own2026 = deriveYearlyConstants({ ...shipped2026, averageAdditionalRate: 0.03 });
    await figures.save(own2026, admin);
    const table = figures.table();
    expect(table.filter((row) => row.year === 2026)).toEqual([own2026]);
    expect(figuresForYear(2026, table)).toEqual({
      requestedYear: 2026,
      constants: own2026,
      provisional: false,
    });
    expect(figuresForYear(2025, table).constants).toEqual(YEARLY_CONSTANTS[0]);
    const [entry] = await listAudit(handle.db, { subjectType: "yearly-figures", subjectId: "2026" });
    expect(entry?.action).toBe("yearly-figures.create");
    expect(entry?.details?.changes).toMatchObject({ averageAdditionalRate: { from: 0.029, to: 0.03 } });
  });

  it("ignores a stored row whose JSON is invalid (or of another year): the shipped row applies", async () => {
    await handle.db.insert(yearlyFiguresTable).values([
      { year: 2025, figures: { ...YEARLY_CONSTANTS[0], generalRate: "14,6" } },
      { year: 2028, figures: { year: 2028, note: "von Hand" } },
      { year: 2029, figures: { ...row2027, year: 2030 } },
    ]);
    const figures = createYearlyFigures(handle.db);
    const table = await figures.refresh({ force: true });
    expect(table.map((row) => row.year)).toEqual([2025, 2026, 2027]);
    expect(table[0]).toEqual(YEARLY_CONSTANTS[0]);
    expect(figuresForYear(2028, table)).toMatchObject({ provisional: true, constants: { year: 2027 } });
    expect((await figures.stored()).map((entry) => entry.figures.year)).toEqual([2027, 2026]);
    await handle.db.delete(yearlyFiguresTable).where(inArray(yearlyFiguresTable.year, [2028, 2029]));
    await handle.db.delete(yearlyFiguresTable).where(eq(yearlyFiguresTable.year, 2025));
  });

  it("refuses to save a row that is no valid row, and stores nothing", async () => {
    const figures = createYearlyFigures(handle.db);
    const before = await figures.stored();
    await expect(
      figures.save({ ...row2027, year: 2031, generalRate: 14.6 } as YearlyConstants, admin),
    ).rejects.toThrow();
    expect(await figures.stored()).toEqual(before);
    expect(await listAudit(handle.db, { subjectType: "yearly-figures", subjectId: "2031" })).toEqual([]);
  });
});
