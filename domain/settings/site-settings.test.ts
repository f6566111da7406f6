import { describe, expect, it } from "vitest";
import { defaultSiteSettings, siteSettingsSchema } from "./site-settings";

describe("site settings", () => {
  it("gives settings saved before the assistant existed Lucy's defaults (on, 90 days)", () => {
    const { assistant: _assistant, ...older } = defaultSiteSettings;
    expect(siteSettingsSchema.parse(older).assistant).toEqual({ enabled: true, retentionDays: 90 });
  });

  it("refuses a retention period below one day", () => {
    const invalid = { ...defaultSiteSettings, assistant: { enabled: true, retentionDays: 0 } };
    expect(siteSettingsSchema.safeParse(invalid).success).toBe(false);
  });
});
