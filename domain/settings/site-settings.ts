import { z } from "zod";
import { knowledgeEditSchema } from "../assistant/knowledge-edit-schema";
import { TEXT_LIMITS, tooLongMessage } from "../validation/text-limits";
import { DEFAULT_BANNER_TEXT } from "./banner-text";
import { defaultFirstInformation, firstInformationSchema } from "./first-information";
import { DEFAULT_PRIMARY_COLOR, PRIMARY_COLOR_IDS } from "./primary-colors";
import { securityCertificateSchema } from "./security-certificate";

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
  /** robots.txt lets search engines crawl the public pages (always off while the access gate is on). */
  indexingEnabled: z.boolean().default(true),
  /** /sitemap.xml lists the public pages; switched off it answers 404 and robots.txt does not name it. */
  sitemapEnabled: z.boolean().default(true),
});
export type SeoSettings = z.infer<typeof seoSettingsSchema>;

const defaultSeoSettings: SeoSettings = {
  default: {
    title: "Private Krankenversicherung vergleichen",
    description:
      "Vergleichen Sie Tarife der privaten Krankenversicherung kostenlos: über 20 Anbieter, Ergebnis in nur 10 Sekunden, persönliche Beratung durch Experten.",
  },
  pages: {
    "/": {
      title: "PKV-Vergleich: Private Krankenversicherung vergleichen und bis zu 65% sparen",
      description:
        "Private Krankenversicherung kostenlos vergleichen: über 20 Anbieter, eine veröffentlichte Bewertungsregel, in nur 10 Sekunden zum Tarif – datenschutzkonform und unverbindlich.",
    },
    "/private-krankenversicherung-vergleich": {
      title: "Private Krankenversicherung vergleichen – PKV-Tarife im Überblick",
      description:
        "PKV-Vergleich: Tarife von über 20 privaten Krankenversicherern kostenlos vergleichen – für Angestellte, Selbstständige, Beamte und Studierende. SSL-verschlüsselt und datenschutzkonform.",
    },
  },
  ogImagePath: "",
  indexingEnabled: true,
  sitemapEnabled: true,
};

/**
 * How long Lucy's transcripts are kept at most, the days the privacy policy states
 * (docs/product/assistant.md#privacy): admins may choose fewer, never more.
 */
export const CHAT_RETENTION_DAYS = 30;

/** Lucy, the assistant (docs/decisions/009-assistant.md): switch and how long chat messages are kept. Admin-editable. */
const assistantSettingsSchema = z.object({
  enabled: z.boolean(),
  /**
   * Chat sessions and messages are deleted this many days after their last message; a longer period stored
   * before the cap (the old default was 90) reads as {@link CHAT_RETENTION_DAYS}.
   */
  retentionDays: z
    .number()
    .int()
    .min(1)
    .transform((days) => Math.min(days, CHAT_RETENTION_DAYS)),
  /** With an LLM configured (LLM_BASE_URL): let it phrase the answers; off: the knowledge base answers itself. */
  llmEnabled: z.boolean().default(true),
  /** Admin edits of the knowledge base (replace a shipped entry by id, or add one). */
  knowledgeEdits: z
    .array(knowledgeEditSchema)
    .max(200)
    .refine((edits) => new Set(edits.map((edit) => edit.id)).size === edits.length, "Doppelte Kennung.")
    .default([]),
});
export type AssistantSettings = z.infer<typeof assistantSettingsSchema>;

const defaultAssistantSettings: AssistantSettings = {
  enabled: true,
  retentionDays: CHAT_RETENTION_DAYS,
  llmEnabled: true,
  knowledgeEdits: [],
};

/** Look of the public site (admin page 'Erscheinungsbild'). */
export const appearanceSettingsSchema = z.object({
  /** Empty: the name from SITE_NAME. */
  siteName: z.string().trim().max(60, tooLongMessage(60)).default(""),
  /** Text of the scrolling banner; empty hides the banner. */
  bannerText: z.string().trim().max(300, tooLongMessage(300)).default(DEFAULT_BANNER_TEXT),
  /** One of the accessible palette (domain/settings/primary-colors.ts). */
  primaryColor: z
    .enum(PRIMARY_COLOR_IDS, "Bitte wählen Sie eine Farbe aus der Liste.")
    .default(DEFAULT_PRIMARY_COLOR),
});
export type AppearanceSettings = z.infer<typeof appearanceSettingsSchema>;
export const defaultAppearanceSettings: AppearanceSettings = {
  siteName: "",
  bannerText: DEFAULT_BANNER_TEXT,
  primaryColor: DEFAULT_PRIMARY_COLOR,
};

export const DEFAULT_MAINTENANCE_MESSAGE =
  "Wir führen gerade Wartungsarbeiten durch. Bitte versuchen Sie es in Kürze erneut.";

/** Maintenance mode (admin page 'Wartung'): visitors get a 503 page with the message; admins pass. */
export const maintenanceSettingsSchema = z
  .object({
    enabled: z.boolean(),
    message: z.string().trim().min(1, "Bitte geben Sie einen Hinweistext ein.").max(500, tooLongMessage(500)),
    /** Optional window (ISO date-time): with `enabled`, maintenance applies only between start and end. */
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .refine((value) => !value.startsAt || !value.endsAt || value.startsAt < value.endsAt, {
    message: "Das Ende muss nach dem Beginn liegen.",
    path: ["endsAt"],
  });
export type MaintenanceSettings = z.infer<typeof maintenanceSettingsSchema>;
export const defaultMaintenanceSettings: MaintenanceSettings = {
  enabled: false,
  message: DEFAULT_MAINTENANCE_MESSAGE,
  startsAt: null,
  endsAt: null,
};

/** Whether visitors get the maintenance page at `now`. */
export function maintenanceActive(settings: MaintenanceSettings, now: Date): boolean {
  if (!settings.enabled) return false;
  if (settings.startsAt && now < new Date(settings.startsAt)) return false;
  if (settings.endsAt && now >= new Date(settings.endsAt)) return false;
  return true;
}

/**
 * The insurer's real terms (AVB) of a tariff, maintained by an admin (docs/product/documents.md#insurer-terms): shown
 * on the tariff details only when set. Keyed by the tariff key (insurer and tariff name, normalised).
 */
const tariffTermsEntrySchema = z.object({
  provider: line(),
  name: line(),
  url: z.url({ protocol: /^https$/ }).max(TEXT_LIMITS.settingsLine),
});

export const siteSettingsSchema = z.object({
  operator: operatorDetailsSchema,
  /** Settings saved before SEO existed get the defaults. */
  seo: seoSettingsSchema.default(defaultSeoSettings),
  /** Settings saved before the assistant existed get the defaults. */
  assistant: assistantSettingsSchema.default(defaultAssistantSettings),
  appearance: appearanceSettingsSchema.default(defaultAppearanceSettings),
  maintenance: maintenanceSettingsSchema.default(defaultMaintenanceSettings),
  /** Settings saved before the AVB links existed get none. */
  tariffTerms: z.record(z.string(), tariffTermsEntrySchema).default({}),
  /** The security certificate behind a 'TÜV-geprüft' claim; none until an admin enters one. */
  securityCertificate: securityCertificateSchema.nullable().default(null),
  /** The Erstinformation's texts (docs/product/broker-duties.md#first-information); the defaults until an admin edits them. */
  firstInformation: firstInformationSchema.default(defaultFirstInformation),
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
  appearance: defaultAppearanceSettings,
  maintenance: defaultMaintenanceSettings,
  tariffTerms: {},
  securityCertificate: null,
  firstInformation: defaultFirstInformation,
};
