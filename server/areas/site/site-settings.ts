import { eq } from "drizzle-orm";
import { validationFailed } from "../../../domain/errors/field-errors";
import {
  defaultSiteSettings,
  type SiteSettings,
  siteSettingsSchema,
} from "../../../domain/settings/site-settings";
import type { Database } from "../../adapters/db/client";
import { settings } from "../../adapters/db/schema/site";
import { type AuditActor, recordAudit } from "./audit-log";

/**
 * Site settings (row 'site' of `settings`). Request handlers read them through `createSiteSettingsReader` (one
 * primary-key lookup at most every 2 s per instance), so a save takes effect on every instance without a restart
 * (docs/decisions/018-admin-area.md). In-process caches built on the settings (e.g. a cached landing page)
 * subscribe with `onSiteSettingsChanged`.
 */

/** The admin-editable site settings, or the defaults when none are stored or they do not parse. */
export async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, "site"));
  const parsed = siteSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : defaultSiteSettings;
}

/** How long an instance reuses the settings it read (other instances see a save at most this late). */
const SITE_SETTINGS_TTL_MS = 2_000;

/**
 * The settings as one instance reads them for every request (maintenance check, page loaders): read at most
 * every `ttlMs` (concurrent requests share one query), and at once again after a save on this instance. Other
 * instances see a save within `ttlMs` (docs/decisions/020-comparison-performance.md).
 */
export function createSiteSettingsReader(
  db: Database,
  options: { ttlMs?: number; now?: () => number } = {},
): { read: () => Promise<SiteSettings>; clear: () => void } {
  const ttlMs = options.ttlMs ?? SITE_SETTINGS_TTL_MS;
  const now = options.now ?? Date.now;
  let current: { value: Promise<SiteSettings>; until: number } | undefined;
  return {
    read() {
      const time = now();
      if (current && current.until > time) return current.value;
      const value = readSiteSettings(db);
      const entry = { value, until: time + ttlMs };
      current = entry;
      // A failed read is not kept: the next request asks the database again.
      value.catch(() => {
        if (current === entry) current = undefined;
      });
      return value;
    },
    clear() {
      current = undefined;
    },
  };
}

export type SiteSettingsListener = (next: SiteSettings, previous: SiteSettings) => void;
const listeners = new Set<SiteSettingsListener>();

/**
 * Called after every save in this process; returns the unsubscribe function. The listeners are process-wide, so
 * whoever subscribes for an object with a shorter life (an app) unsubscribes when it ends (`createApp`'s close).
 */
export function onSiteSettingsChanged(listener: SiteSettingsListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many listeners are subscribed (leak checks). */
export function siteSettingsListenerCount(): number {
  return listeners.size;
}

/** Leaf values that differ, keyed by dotted path (`appearance.bannerText`): `{ from, to }`. */
export function settingsChanges(
  previous: unknown,
  next: unknown,
  path = "",
): Record<string, { from: unknown; to: unknown }> {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === "object" && value !== null && !Array.isArray(value);
  if (isObject(previous) && isObject(next)) {
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
      Object.assign(changes, settingsChanges(previous[key], next[key], path ? `${path}.${key}` : key));
    }
    return changes;
  }
  return JSON.stringify(previous) === JSON.stringify(next)
    ? {}
    : { [path]: { from: previous ?? null, to: next ?? null } };
}

/**
 * The one writer of the site settings: `change` gets the current settings and returns the next ones; they are
 * validated (invalid → AppError 'validation-failed' with German field messages), stored, audited (who, when,
 * old → new per changed field, as `settings.<section>.update`) in one transaction, then the listeners run.
 */
export async function saveSiteSettings(
  db: Database,
  change: (current: SiteSettings) => unknown,
  actor: AuditActor | null,
  section: string,
): Promise<SiteSettings> {
  const { previous, next } = await db.transaction(async (tx) => {
    const previous = await readSiteSettings(tx as unknown as Database);
    const parsed = siteSettingsSchema.safeParse(change(structuredClone(previous)));
    if (!parsed.success) throw validationFailed(parsed.error.issues);
    const next = parsed.data;
    const changes = settingsChanges(previous, next);
    await tx
      .insert(settings)
      .values({ key: "site", value: next, updatedAt: new Date() })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx as unknown as Database, {
        actor,
        action: `settings.${section}.update`,
        subjectType: "settings",
        subjectId: section,
        details: { changes },
      });
    }
    return { previous, next };
  });
  for (const listener of listeners) listener(next, previous);
  return next;
}
