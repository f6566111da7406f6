import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
  deriveYearlyConstants,
  mergeYearlyTables,
  YEARLY_CONSTANTS,
  type YearlyConstants,
} from "../../../domain/constants/yearly-constants";
import type { AuditEntry } from "../../../server/areas/site/audit-log";
import type { StoredYearlyFigures, YearlyFigures } from "../../../server/areas/site/yearly-figures";
import { type PageContext, pageContext } from "../../../server/transport/page-context.server";
import { createRoleGuards, type RoleServices } from "../../../tests/setup/guards";
import { signedInViewer } from "../../../tests/setup/viewers";
import { action, loader } from "./svadmin-figures";

const NOW = Date.UTC(2026, 10, 25, 9, 0, 0);

const row2027 = deriveYearlyConstants({
  year: 2027,
  compulsoryInsuranceLimitYearly: 79_650,
  contributionCeilingYearly: 71_100,
  generalRate: 0.146,
  averageAdditionalRate: 0.029,
  careRate: 0.036,
  childlessSurchargeRate: 0.006,
});

const viewer = (isAdmin: boolean) => signedInViewer({ isAdmin });

const auditEntry = {
  id: 7,
  at: new Date("2026-11-25T09:00:00Z"),
  actorId: "u1",
  actorEmail: "admin@example.de",
  action: "yearly-figures.update",
  subjectType: "yearly-figures",
  subjectId: "2027",
  details: {
    changes: {
      averageAdditionalRate: { from: 0.029, to: 0.031 },
      maxEmployerSubsidyHealthMonthly: { from: 518.44, to: 524.36 },
    },
  },
} satisfies AuditEntry;

/** A page context with an in-memory yearly figures registry (the stored years as given). */
function setup({ isAdmin = true, now = NOW, stored = [] as StoredYearlyFigures[] } = {}) {
  let rows = stored;
  const table = () =>
    mergeYearlyTables(
      YEARLY_CONSTANTS,
      rows.map((entry) => entry.figures),
    );
  const yearlyFigures = {
    table: vi.fn(table),
    refresh: vi.fn(async () => table()),
    stored: vi.fn(async () => [...rows].reverse()),
    save: vi.fn(async (row: YearlyConstants) => {
      rows = [
        ...rows.filter((entry) => entry.figures.year !== row.year),
        { figures: row, updatedAt: new Date(now), updatedBy: "admin@example.de" },
      ];
      return row;
    }),
  } satisfies YearlyFigures;
  const recentAudit = vi.fn(async () => [auditEntry]);
  const context = new RouterContextProvider();
  context.set(pageContext, {
    gate: { now },
    accounts: { viewer: viewer(isAdmin) },
    guards: createRoleGuards(viewer(isAdmin), {
      admin: { yearlyFigures, recentAudit },
    } as unknown as RoleServices),
  } as unknown as PageContext);
  return { context, yearlyFigures, recentAudit };
}

const post = (fields: Record<string, string>) =>
  new Request("http://portal.test/svadmin/rechengroessen", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

const fields2027 = {
  year: "2027",
  compulsoryInsuranceLimitYearly: "79.650",
  contributionCeilingYearly: "71.100",
  generalRate: "14,6",
  averageAdditionalRate: "2,9",
  careRate: "3,6",
  childlessSurchargeRate: "0,6",
};

type DataResult = { data: Record<string, unknown>; init: { status?: number } | null };
const run = (context: RouterContextProvider, fields: Record<string, string>) =>
  action({ context, request: post(fields), params: {} } as never) as unknown as Promise<DataResult>;
const load = (context: RouterContextProvider) =>
  loader({ context, request: new Request("http://portal.test/svadmin/rechengroessen"), params: {} } as never);

describe("/svadmin/rechengroessen loader", () => {
  it("answers 403 'denied' to a non-admin without reading anything", async () => {
    const { context, yearlyFigures, recentAudit } = setup({ isAdmin: false });
    await expect(load(context)).rejects.toMatchObject({ data: { denied: "admin" }, init: { status: 403 } });
    expect(yearlyFigures.refresh).not.toHaveBeenCalled();
    expect(recentAudit).not.toHaveBeenCalled();
  });

  it("lists every year in force with its source and prefills the next year with the newest values", async () => {
    const { context, yearlyFigures, recentAudit } = setup({
      stored: [
        { figures: row2027, updatedAt: new Date("2026-11-24T15:05:00Z"), updatedBy: "admin@example.de" },
      ],
    });
    const loaded = (await load(context)) as Exclude<Awaited<ReturnType<typeof load>>, { data: unknown }>;
    expect(yearlyFigures.refresh).toHaveBeenCalled();
    expect(loaded.rows).toEqual([
      { figures: YEARLY_CONSTANTS[0], source: "mitgeliefert" },
      { figures: YEARLY_CONSTANTS[1], source: "mitgeliefert" },
      { figures: row2027, source: "gespeichert am 24.11.2026 16:05 von admin@example.de" },
    ]);
    expect(loaded.years).toEqual({ from: 2025, to: 2028 });
    expect(loaded.prefill).toEqual({ ...fields2027, year: "2028" });
    expect(recentAudit).toHaveBeenCalledWith("yearly-figures");
    expect(loaded.audit).toEqual([
      {
        id: 7,
        at: "2026-11-25T09:00:00.000Z",
        actorEmail: "admin@example.de",
        action: "yearly-figures.update",
        changes: [
          { field: "2027 · Durchschnittlicher Zusatzbeitrag", from: "2,9 %", to: "3,1 %" },
          { field: "2027 · Höchstzuschuss AG KV pro Monat", from: "518,44 €", to: "524,36 €" },
        ],
      },
    ]);
  });

  it("keeps the prefilled year inside the years the form accepts", async () => {
    const row2028 = deriveYearlyConstants({ ...row2027, year: 2028 });
    const { context } = setup({
      stored: [{ figures: row2028, updatedAt: new Date(NOW), updatedBy: null }],
    });
    const loaded = (await load(context)) as {
      prefill: Record<string, string>;
      rows: Array<{ source: string }>;
    };
    expect(loaded.prefill.year).toBe("2028");
    expect(loaded.rows.at(-1)?.source).toBe("gespeichert am 25.11.2026 10:00");
  });
});

describe("/svadmin/rechengroessen action", () => {
  it("answers 403 'denied' to a non-admin and saves nothing", async () => {
    const { context, yearlyFigures } = setup({ isAdmin: false });
    await expect(run(context, fields2027)).rejects.toMatchObject({
      data: { denied: "admin" },
      init: { status: 403 },
    });
    expect(yearlyFigures.save).not.toHaveBeenCalled();
  });

  it("saves the full derived row as the admin and returns the stored figures", async () => {
    const { context, yearlyFigures } = setup();
    const result = await run(context, fields2027);
    expect(yearlyFigures.save).toHaveBeenCalledWith(row2027, { id: "u1", email: "admin@example.de" });
    expect(result.data).toEqual({ ok: true, intent: "save", values: fields2027, figures: row2027 });
    expect(result.init?.status ?? 200).toBe(200);
  });

  it("shows the German field messages (400), keeps the typed values and saves nothing", async () => {
    const { context, yearlyFigures } = setup();
    const typed = { ...fields2027, generalRate: "45" };
    const result = await run(context, typed);
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      intent: "save",
      code: "validation-failed",
      values: typed,
      fieldErrors: { generalRate: "Der Satz muss zwischen 10 % und 20 % liegen." },
    });
    expect(yearlyFigures.save).not.toHaveBeenCalled();
  });

  it("checks without saving ('Prüfen'): the derived figures, or the messages", async () => {
    const { context, yearlyFigures } = setup();
    const checked = await run(context, { ...fields2027, intent: "check" });
    expect(checked.data).toEqual({ ok: true, intent: "check", values: fields2027, figures: row2027 });
    const refused = await run(context, { ...fields2027, year: "2030", intent: "check" });
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      intent: "check",
      fieldErrors: { year: "Bitte geben Sie ein Jahr von 2025 bis 2028 ein." },
    });
    expect(yearlyFigures.save).not.toHaveBeenCalled();
  });

  it("takes the year window from the request time in Berlin (New Year's Eve 23:30 UTC is already next year)", async () => {
    const { context, yearlyFigures } = setup({ now: Date.UTC(2026, 11, 31, 23, 30, 0) });
    const result = await run(context, { ...fields2027, year: "2029" });
    expect(result.data).toMatchObject({ ok: true, figures: { year: 2029 } });
    expect(yearlyFigures.save).toHaveBeenCalledTimes(1);
  });
});
