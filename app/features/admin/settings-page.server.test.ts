import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { maintenanceFormSchema } from "../../../domain/settings/admin-forms";
import { defaultSiteSettings, type SiteSettings } from "../../../domain/settings/site-settings";
import type { AuditEntry } from "../../../server/areas/site/audit-log";
import { type PageContext, pageContext } from "../../../server/transport/page-context.server";
import { createRoleGuards, type RoleServices } from "../../../tests/setup/guards";
import { signedInViewer } from "../../../tests/setup/viewers";
import { loadSettingsPage, saveSettingsSection } from "./settings-page.server";

const viewer = (isAdmin: boolean) => signedInViewer({ isAdmin });

const auditEntry = {
  id: "a1",
  at: new Date("2026-11-23T09:00:00Z"),
  actorEmail: "admin@example.de",
  action: "settings.maintenance.update",
  subjectType: "settings",
  subjectId: "maintenance",
  details: { changes: { "maintenance.enabled": { from: false, to: true } } },
} as unknown as AuditEntry;

function setup(isAdmin: boolean) {
  let stored: SiteSettings = defaultSiteSettings;
  const saveSiteSettings = vi.fn(async (change: (current: SiteSettings) => unknown) => {
    stored = change(structuredClone(stored)) as SiteSettings;
    return stored;
  });
  const recentAudit = vi.fn(async () => [auditEntry]);
  const context = new RouterContextProvider();
  context.set(pageContext, {
    siteName: "PKV-Lotse",
    accounts: { viewer: viewer(isAdmin) },
    services: { getSiteSettings: async () => stored },
    guards: createRoleGuards(viewer(isAdmin), {
      admin: { saveSiteSettings, recentAudit },
    } as unknown as RoleServices),
  } as unknown as PageContext);
  return { context, saveSiteSettings, recentAudit, stored: () => stored };
}

const post = (fields: Record<string, string>) =>
  new Request("http://portal.test/svadmin/maintenance", {
    method: "POST",
    body: new URLSearchParams(fields),
  });

const maintenanceFields = { enabled: "on", message: "Wartung bis 14 Uhr.", startsAt: "", endsAt: "" };

describe("loadSettingsPage", () => {
  it("answers 403 'denied' to a signed-in non-admin without reading anything", async () => {
    const { context, recentAudit } = setup(false);
    const load = vi.fn(() => ({}));
    const result = loadSettingsPage(context, "maintenance", load);
    await expect(result).rejects.toMatchObject({ data: { denied: "admin" }, init: { status: 403 } });
    expect(load).not.toHaveBeenCalled();
    expect(recentAudit).not.toHaveBeenCalled();
  });

  it("gives an admin the page's data from the settings and the section's audit rows", async () => {
    const { context, recentAudit } = setup(true);
    const result = await loadSettingsPage(context, "maintenance", (settings, page) => ({
      message: settings.maintenance.message,
      siteName: page.siteName,
    }));
    expect(result).toEqual({
      message: defaultSiteSettings.maintenance.message,
      siteName: "PKV-Lotse",
      audit: [
        {
          id: "a1",
          at: "2026-11-23T09:00:00.000Z",
          actorEmail: "admin@example.de",
          action: "settings.maintenance.update",
          changes: [{ field: "maintenance.enabled", from: "aus", to: "an" }],
        },
      ],
    });
    expect(recentAudit).toHaveBeenCalledWith("settings", "maintenance");
  });
});

describe("saveSettingsSection", () => {
  const save = (context: RouterContextProvider, fields: Record<string, string>) =>
    saveSettingsSection(
      context,
      post(fields),
      "maintenance",
      maintenanceFormSchema,
      (current, maintenance) => ({
        ...current,
        maintenance,
      }),
    );

  it("answers 403 'denied' to a non-admin and saves nothing", async () => {
    const { context, saveSiteSettings } = setup(false);
    const result = save(context, maintenanceFields);
    await expect(result).rejects.toMatchObject({ data: { denied: "admin" }, init: { status: 403 } });
    expect(saveSiteSettings).not.toHaveBeenCalled();
  });

  it("saves the parsed form through the settings writer, audited as the section, by the admin", async () => {
    const { context, saveSiteSettings, stored } = setup(true);
    const result = await save(context, maintenanceFields);
    expect(result).toMatchObject({ data: { ok: true, intent: "maintenance", values: maintenanceFields } });
    expect(saveSiteSettings).toHaveBeenCalledWith(
      expect.any(Function),
      { id: "u1", email: "admin@example.de" },
      "maintenance",
    );
    expect(stored().maintenance).toEqual({
      enabled: true,
      message: "Wartung bis 14 Uhr.",
      startsAt: null,
      endsAt: null,
    });
  });

  it("shows the form's messages (400) for invalid input and saves nothing", async () => {
    const { context, saveSiteSettings } = setup(true);
    const result = await save(context, { ...maintenanceFields, message: " " });
    expect(result).toMatchObject({
      data: {
        ok: false,
        intent: "maintenance",
        code: "validation-failed",
        fieldErrors: { message: "Bitte geben Sie einen Hinweistext ein." },
      },
      init: { status: 400 },
    });
    expect(saveSiteSettings).not.toHaveBeenCalled();
  });
});
