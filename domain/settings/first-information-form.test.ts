import { describe, expect, it } from "vitest";
import { defaultFirstInformation } from "./first-information";
import { firstInformationFormSchema } from "./first-information-form";
import { defaultSiteSettings, siteSettingsSchema } from "./site-settings";

const posted = (overrides: Record<string, string | undefined> = {}) => ({
  ...defaultSiteSettings.operator,
  ...defaultFirstInformation,
  adviceOffered: "on",
  ...overrides,
});

describe("the admin form 'Erstinformation' (docs/product/broker-duties.md#first-information)", () => {
  it("turns the posted fields into the operator's details and the texts, valid site settings", () => {
    const form = firstInformationFormSchema.parse(posted({ companyName: "  Lotse Makler GmbH " }));
    expect(form.operator.companyName).toBe("Lotse Makler GmbH");
    expect(form.firstInformation).toEqual(defaultFirstInformation);
    expect(siteSettingsSchema.safeParse({ ...defaultSiteSettings, ...form }).success).toBe(true);
    // an unticked checkbox is not posted
    expect(
      firstInformationFormSchema.parse(posted({ adviceOffered: undefined })).firstInformation.adviceOffered,
    ).toBe(false);
  });

  it("names each missing or wrong field in German", () => {
    const result = firstInformationFormSchema.safeParse(
      posted({ remuneration: " ", postalCode: "1011", email: "keine-adresse", registrationAuthority: "" }),
    );
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      remuneration: "Bitte füllen Sie dieses Feld aus.",
      postalCode: "Bitte geben Sie eine fünfstellige Postleitzahl ein.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      registrationAuthority: "Bitte füllen Sie dieses Feld aus.",
    });
  });
});
