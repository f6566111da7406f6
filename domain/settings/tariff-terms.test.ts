import { describe, expect, it } from "vitest";
import { TARIFF_TERMS_MESSAGES, tariffTermsFormSchema } from "./admin-forms";
import { defaultSiteSettings, siteSettingsSchema } from "./site-settings";

describe("AVB links (docs/product/documents.md#insurer-terms)", () => {
  it("takes an https address, or an empty one to remove the link", () => {
    expect(
      tariffTermsFormSchema.parse({ provider: " Debeka ", name: "N", url: "https://www.debeka.de/avb.pdf" }),
    ).toEqual({ provider: "Debeka", name: "N", url: "https://www.debeka.de/avb.pdf" });
    expect(tariffTermsFormSchema.parse({ provider: "Debeka", name: "N", url: "" }).url).toBe("");
  });

  it("refuses other addresses and missing names with German messages", () => {
    for (const url of ["http://www.debeka.de/avb.pdf", "javascript:alert(1)", "keine adresse"]) {
      const parsed = tariffTermsFormSchema.safeParse({ provider: "Debeka", name: "N", url });
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([TARIFF_TERMS_MESSAGES.url]);
    }
    const missing = tariffTermsFormSchema.safeParse({ provider: "", name: "", url: "https://x.de" });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual([
      TARIFF_TERMS_MESSAGES.provider,
      TARIFF_TERMS_MESSAGES.name,
    ]);
  });

  it("reads settings saved before the links existed", () => {
    const { tariffTerms: _none, ...older } = defaultSiteSettings;
    expect(siteSettingsSchema.parse(older).tariffTerms).toEqual({});
  });
});
