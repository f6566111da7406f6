import { describe, expect, it } from "vitest";
import {
  CHAT_RETENTION_DAYS,
  defaultAppearanceSettings,
  defaultMaintenanceSettings,
  defaultSiteSettings,
  maintenanceActive,
  maintenanceSettingsSchema,
  siteSettingsSchema,
} from "./site-settings";

describe("site settings", () => {
  it("gives settings saved before the assistant existed Lucy's defaults (on, 30 days)", () => {
    const { assistant: _assistant, ...older } = defaultSiteSettings;
    expect(siteSettingsSchema.parse(older).assistant).toEqual({
      enabled: true,
      retentionDays: 30,
      llmEnabled: true,
      knowledgeEdits: [],
    });
  });

  it("reads a longer stored retention as the privacy policy's 30 days, a shorter one as it is", () => {
    const stored = (retentionDays: number) =>
      siteSettingsSchema.parse({ ...defaultSiteSettings, assistant: { enabled: true, retentionDays } })
        .assistant.retentionDays;
    expect(CHAT_RETENTION_DAYS).toBe(30);
    expect(stored(90)).toBe(30);
    expect(stored(3650)).toBe(30);
    expect(stored(7)).toBe(7);
  });

  it("refuses a retention period below one day", () => {
    const invalid = { ...defaultSiteSettings, assistant: { enabled: true, retentionDays: 0 } };
    expect(siteSettingsSchema.safeParse(invalid).success).toBe(false);
  });
});

describe("maintenance window", () => {
  const base = { ...defaultMaintenanceSettings, enabled: true };
  it("applies while enabled, within the optional start and end", () => {
    const now = new Date("2026-05-01T10:00:00Z");
    expect(maintenanceActive(base, now)).toBe(true);
    expect(maintenanceActive({ ...base, enabled: false }, now)).toBe(false);
    expect(maintenanceActive({ ...base, startsAt: "2026-05-01T11:00:00Z" }, now)).toBe(false);
    expect(maintenanceActive({ ...base, endsAt: "2026-05-01T10:00:00Z" }, now)).toBe(false);
    expect(
      maintenanceActive({ ...base, startsAt: "2026-05-01T09:00:00Z", endsAt: "2026-05-01T11:00:00Z" }, now),
    ).toBe(true);
  });

  it("refuses an end before the start and an empty message", () => {
    expect(
      maintenanceSettingsSchema.safeParse({
        ...base,
        startsAt: "2026-05-02T00:00:00Z",
        endsAt: "2026-05-01T00:00:00Z",
      }).success,
    ).toBe(false);
    expect(maintenanceSettingsSchema.safeParse({ ...base, message: " " }).success).toBe(false);
  });

  it("gives older stored settings the appearance and maintenance defaults", () => {
    const { appearance: _a, maintenance: _m, ...older } = defaultSiteSettings;
    const parsed = siteSettingsSchema.parse(older);
    expect(parsed.appearance).toEqual(defaultAppearanceSettings);
    expect(parsed.maintenance.enabled).toBe(false);
  });
});
