import { eq } from "drizzle-orm";
import {
  defaultSiteSettings,
  type SiteSettings,
  siteSettingsSchema,
} from "../../domain/settings/site-settings";
import type { Database } from "../adapters/db/client";
import { settings } from "../adapters/db/schema";

/** The admin-editable site settings (row 'site'), or the defaults when none are stored or they do not parse. */
export async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, "site"));
  const parsed = siteSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultSiteSettings;
}

type SiteSettingsListener = () => void;
const siteSettingsListeners = new Set<SiteSettingsListener>();

/**
 * Runs `listener` after every change of the site settings (the landing page cache drops its pages). Returns a
 * function that removes it again.
 */
export function onSiteSettingsChanged(listener: SiteSettingsListener): () => void {
  siteSettingsListeners.add(listener);
  return () => siteSettingsListeners.delete(listener);
}

/** Called by every path that saves the site settings. */
export function notifySiteSettingsChanged(): void {
  for (const listener of siteSettingsListeners) listener();
}
