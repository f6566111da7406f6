import type { RouterContextProvider } from "react-router";
import type { SiteSettings } from "../../../domain/settings/site-settings";
import { type PageContext, pageContext } from "../../../server/transport/page-context.server";
import { type FormSchema, parseForm, saveForm } from "../../lib/admin-forms.server";
import { readForm } from "../../lib/form-action.server";
import { requireAdmin } from "../../lib/guards.server";
import { auditRows } from "./audit-rows.server";

/**
 * Loader and action of the admin pages that edit one section of the site settings with one form (appearance,
 * maintenance, SEO). The section names the form's intent and the audit subject (`settings.<section>.update`).
 */

/** Admins only (the guard throws the redirect or the 403): the page's data from the current settings and the section's newest audit. */
export async function loadSettingsPage<Loaded extends object>(
  context: Readonly<RouterContextProvider>,
  section: string,
  load: (settings: SiteSettings, page: PageContext) => Loaded,
) {
  const access = requireAdmin(context);
  const page = context.get(pageContext);
  const loaded = load(await page.services.getSiteSettings(), page);
  return {
    ...loaded,
    audit: auditRows(await access.admin.recentAudit("settings", section)),
  };
}

/**
 * Admins only (the guard throws the redirect or the 403): the posted form, parsed with `schema`, goes into the settings through `apply`
 * and the one settings writer (validated, audited); the page then shows 'Gespeichert' or the form's messages.
 */
export async function saveSettingsSection<Section extends string, Form>(
  context: Readonly<RouterContextProvider>,
  request: Request,
  section: Section,
  schema: FormSchema<Form>,
  apply: (current: SiteSettings, form: Form) => unknown,
) {
  const access = requireAdmin(context);
  const { fields } = await readForm(request);
  return saveForm(section, fields, async () => {
    const form = parseForm(schema, fields);
    await access.admin.saveSiteSettings((current) => apply(current, form), access.actor, section);
  });
}
