import { z } from "zod";
import { TEXT_LIMITS, tooLongMessage } from "../validation/text-limits";

/** One admin-edited line: required, capped. */
const line = () => z.string().min(1).max(TEXT_LIMITS.settingsLine, tooLongMessage(TEXT_LIMITS.settingsLine));

/** Details of the company operating the portal, shown in Impressum, Datenschutz and AGB. Admin-editable. */
export const operatorDetailsSchema = z.object({
  companyName: line(),
  representative: line(),
  street: line(),
  postalCode: z.string().regex(/^\d{5}$/),
  city: line(),
  country: line(),
  email: z.email().max(TEXT_LIMITS.email, tooLongMessage(TEXT_LIMITS.email)),
  phone: line(),
  registerCourt: line(),
  registerNumber: line(),
  vatId: line(),
  /** Registration number in the Vermittlerregister (e.g. 'D-XXXX-XXXXX-XX'). */
  brokerRegistrationNumber: line(),
  /** Chamber (IHK) that granted the § 34d permit, with address. */
  registrationAuthority: line(),
  dataProtectionOfficerEmail: z.email().max(TEXT_LIMITS.email, tooLongMessage(TEXT_LIMITS.email)),
});
export type OperatorDetails = z.infer<typeof operatorDetailsSchema>;

/** Title and description of one page for search engines and link previews. */
export const pageSeoSchema = z.object({
  title: z.string().min(1).max(120, tooLongMessage(120)),
  description: z.string().min(1).max(320, tooLongMessage(320)),
});
export type PageSeo = z.infer<typeof pageSeoSchema>;

/** SEO texts (admin-editable): a default, per-path overrides, and the Open Graph image. */
export const seoSettingsSchema = z.object({
  default: pageSeoSchema,
  /** Keyed by the canonical path, e.g. '/' or '/private-krankenversicherung-vergleich'. */
  pages: z.record(
    z.string().max(TEXT_LIMITS.url, tooLongMessage(TEXT_LIMITS.url)).regex(/^\//),
    pageSeoSchema,
  ),
  /** Path or absolute URL of the Open Graph image; empty: the image shipped with the portal. */
  ogImagePath: z.string().max(TEXT_LIMITS.url, tooLongMessage(TEXT_LIMITS.url)).default(""),
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;

export const defaultSeoSettings: SeoSettings = {
  default: {
    title: "Private Krankenversicherung vergleichen",
    description:
      "Vergleichen Sie Tarife der privaten Krankenversicherung kostenlos: über 20 Anbieter, Ergebnis in nur 10 Sekunden, persönliche Beratung durch Experten.",
  },
  pages: {
    "/": {
      title: "PKV-Vergleich: Private Krankenversicherung vergleichen und bis zu 65% sparen",
      description:
        "Private Krankenversicherung kostenlos vergleichen: über 20 Anbieter, KI-gestützte Tarifvorschläge, in nur 10 Sekunden zum Tarif – datenschutzkonform und unverbindlich.",
    },
    "/private-krankenversicherung-vergleich": {
      title: "Private Krankenversicherung vergleichen – PKV-Tarife im Überblick",
      description:
        "PKV-Vergleich: Tarife von über 20 privaten Krankenversicherern kostenlos vergleichen – für Angestellte, Selbstständige, Beamte und Studierende. SSL-verschlüsselt und datenschutzkonform.",
    },
  },
  ogImagePath: "",
};

/** Lucy, the assistant (docs/decisions/009-assistant.md): switch and how long chat messages are kept. Admin-editable. */
export const assistantSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Chat sessions and messages are deleted this many days after their last message. */
  retentionDays: z.number().int().min(1).max(3650),
});
export type AssistantSettings = z.infer<typeof assistantSettingsSchema>;

export const defaultAssistantSettings: AssistantSettings = { enabled: true, retentionDays: 90 };

export const siteSettingsSchema = z.object({
  operator: operatorDetailsSchema,
  /** Settings saved before SEO existed get the defaults. */
  seo: seoSettingsSchema.default(defaultSeoSettings),
  /** Settings saved before the assistant existed get the defaults. */
  assistant: assistantSettingsSchema.default(defaultAssistantSettings),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Seeded on first start; clearly a demo company until an admin replaces it. */
export const defaultSiteSettings: SiteSettings = {
  operator: {
    companyName: "PKV-Lotse Demo GmbH",
    representative: "Max Mustermann (Geschäftsführer)",
    street: "Musterstraße 1",
    postalCode: "10115",
    city: "Berlin",
    country: "Deutschland",
    email: "kontakt@pkv-lotse.example",
    phone: "+49 30 1234567",
    registerCourt: "Amtsgericht Berlin-Charlottenburg",
    registerNumber: "HRB 000000 B",
    vatId: "DE000000000",
    brokerRegistrationNumber: "D-0000-00000-00",
    registrationAuthority: "IHK Berlin, Fasanenstraße 85, 10623 Berlin",
    dataProtectionOfficerEmail: "datenschutz@pkv-lotse.example",
  },
  seo: defaultSeoSettings,
  assistant: defaultAssistantSettings,
};
