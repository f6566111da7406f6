import { z } from "zod";
import { instantOfBerlinLocal } from "../../lib/dates/berlin-date";
import { securityCertificateSchema } from "./security-certificate";
import {
  type AssistantSettings,
  appearanceSettingsSchema,
  CHAT_RETENTION_DAYS,
  type MaintenanceSettings,
  pageSeoSchema,
  type SeoSettings,
} from "./site-settings";

/**
 * The admin pages' forms (docs/product/site.md#admin-area): posted text fields → one settings section. One schema
 * per form, used by the route action (the page shows its German messages per field); the whole settings are
 * checked again on save.
 */

const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

export const appearanceFormSchema = appearanceSettingsSchema;

/** A datetime-local value in Berlin time → ISO instant; empty → null. */
const berlinDateTime = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const instant = instantOfBerlinLocal(value);
    if (!instant) {
      ctx.addIssue({ code: "custom", message: "Bitte geben Sie Datum und Uhrzeit an (TT.MM.JJJJ HH:MM)." });
      return z.NEVER;
    }
    return instant.toISOString();
  });

export const maintenanceFormSchema = z
  .object({
    enabled: checkbox,
    message: z
      .string()
      .trim()
      .min(1, "Bitte geben Sie einen Hinweistext ein.")
      .max(500, "Die Eingabe ist zu lang (höchstens 500 Zeichen)."),
    startsAt: berlinDateTime,
    endsAt: berlinDateTime,
  })
  .refine((value) => !value.startsAt || !value.endsAt || value.startsAt < value.endsAt, {
    message: "Das Ende muss nach dem Beginn liegen.",
    path: ["endsAt"],
  }) satisfies z.ZodType<MaintenanceSettings>;

/** The public pages whose title and description the SEO page edits ('default': every other page). */
export const SEO_PAGES = [
  { key: "default", label: "Standard (alle übrigen Seiten)" },
  { key: "/", label: "Startseite (/)" },
  {
    key: "/private-krankenversicherung-vergleich",
    label: "PKV-Vergleich (/private-krankenversicherung-vergleich)",
  },
] as const;

export const seoFieldName = (kind: "title" | "description", key: string) => `${kind}:${key}`;

export const seoFormSchema = z
  .object({
    ...Object.fromEntries(
      SEO_PAGES.flatMap((page) => [
        [
          seoFieldName("title", page.key),
          z.string().trim().min(1, "Bitte geben Sie einen Titel ein.").max(120, "Höchstens 120 Zeichen."),
        ],
        [
          seoFieldName("description", page.key),
          z
            .string()
            .trim()
            .min(1, "Bitte geben Sie eine Beschreibung ein.")
            .max(320, "Höchstens 320 Zeichen."),
        ],
      ]),
    ),
    indexingEnabled: checkbox,
    sitemapEnabled: checkbox,
  })
  .transform((fields) => {
    const values = fields as Record<string, string | boolean>;
    const pageOf = (key: string) =>
      pageSeoSchema.parse({
        title: values[seoFieldName("title", key)],
        description: values[seoFieldName("description", key)],
      });
    return {
      default: pageOf("default"),
      pages: Object.fromEntries(
        SEO_PAGES.filter((page) => page.key !== "default").map((page) => [page.key, pageOf(page.key)]),
      ),
      indexingEnabled: fields.indexingEnabled,
      sitemapEnabled: fields.sitemapEnabled,
    } satisfies Omit<SeoSettings, "ogImagePath">;
  });

export const assistantFormSchema = z.object({
  enabled: checkbox,
  llmEnabled: checkbox,
  retentionDays: z.coerce
    .number("Bitte geben Sie eine Zahl ein.")
    .int("Bitte geben Sie eine ganze Zahl ein.")
    .min(1, "Mindestens 1 Tag.")
    .max(
      CHAT_RETENTION_DAYS,
      `Höchstens ${CHAT_RETENTION_DAYS} Tage – so steht es in der Datenschutzerklärung.`,
    ),
}) satisfies z.ZodType<Omit<AssistantSettings, "knowledgeEdits">>;

export const testPromptSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, "Bitte geben Sie eine Frage ein.")
    .max(500, "Die Eingabe ist zu lang (höchstens 500 Zeichen)."),
});

export const TARIFF_TERMS_MESSAGES = {
  provider: "Bitte geben Sie den Versicherer ein.",
  name: "Bitte geben Sie den Tarifnamen ein.",
  url: "Bitte geben Sie eine https-Adresse ein, z. B. https://www.versicherer.de/avb.pdf.",
} as const;

/**
 * The AVB link of one tariff (admin page 'Tarifbedingungen', docs/product/documents.md#insurer-terms): insurer and
 * tariff name as the comparison shows them, and the https address of the insurer's terms; an empty address removes
 * the link.
 */
export const tariffTermsFormSchema = z.object({
  provider: z.string().trim().min(1, TARIFF_TERMS_MESSAGES.provider).max(300, TARIFF_TERMS_MESSAGES.provider),
  name: z.string().trim().min(1, TARIFF_TERMS_MESSAGES.name).max(300, TARIFF_TERMS_MESSAGES.name),
  url: z
    .string()
    .trim()
    .max(300, TARIFF_TERMS_MESSAGES.url)
    .pipe(z.union([z.literal(""), z.url({ protocol: /^https$/, error: TARIFF_TERMS_MESSAGES.url })])),
});

const SECURITY_CERTIFICATE_MESSAGES = {
  issuer: "Bitte geben Sie die Prüfstelle ein, z. B. TÜV Saarland.",
  number: "Bitte geben Sie die Nummer des Zertifikats ein.",
  validUntil: "Bitte geben Sie den letzten Gültigkeitstag als Datum ein.",
} as const;

/**
 * The security certificate (admin page 'Prüfzeichen', docs/product/broker-duties.md#claims): issuer, number and
 * last valid day together, or all three empty to remove it.
 */
export const securityCertificateFormSchema = z
  .object({
    issuer: z.string().trim().max(120, SECURITY_CERTIFICATE_MESSAGES.issuer).default(""),
    number: z.string().trim().max(120, SECURITY_CERTIFICATE_MESSAGES.number).default(""),
    validUntil: z.string().trim().max(10, SECURITY_CERTIFICATE_MESSAGES.validUntil).default(""),
  })
  .superRefine((form, ctx) => {
    if (form.issuer === "" && form.number === "" && form.validUntil === "") return;
    const parsed = securityCertificateSchema.safeParse(form);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof typeof SECURITY_CERTIFICATE_MESSAGES;
      ctx.addIssue({ code: "custom", path: [field], message: SECURITY_CERTIFICATE_MESSAGES[field] });
    }
  })
  .transform((form) => (form.issuer === "" ? null : securityCertificateSchema.parse(form)));
