import { and, desc, eq, lt } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { auditLog } from "../../adapters/db/schema/site";

/** Who acted: a signed-in user, or the system (seed, scheduled jobs) when null. */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntryInput {
  actor: AuditActor | null;
  /** Dotted verb, e.g. 'lead.reveal', 'license.deactivate', 'settings.seo.update'. */
  action: string;
  subjectType: string;
  subjectId?: string | null;
  /** Anything that explains the change, e.g. `{ from, to }`. Never passwords or secrets. */
  details?: Record<string, unknown>;
}

export interface AuditEntry {
  id: number;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: Record<string, unknown> | null;
}

/**
 * Appends one entry to the audit log. Pass the transaction's `db` when the audited change runs in one, so the
 * entry is written exactly when the change commits.
 */
export async function recordAudit(
  db: Database,
  entry: AuditEntryInput,
  at: Date = new Date(),
): Promise<void> {
  await db.insert(auditLog).values({
    at,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId ?? null,
    details: entry.details ?? null,
  });
}

/** Newest first; `before` (an id) pages backwards; optionally only one subject type (and id). */
export async function listAudit(
  db: Database,
  options: { limit?: number; before?: number; subjectType?: string; subjectId?: string } = {},
): Promise<AuditEntry[]> {
  const conditions = [
    options.before === undefined ? undefined : lt(auditLog.id, options.before),
    options.subjectType === undefined ? undefined : eq(auditLog.subjectType, options.subjectType),
    options.subjectId === undefined ? undefined : eq(auditLog.subjectId, options.subjectId),
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 1000));
  return rows.map((row) => ({ ...row, details: (row.details as Record<string, unknown> | null) ?? null }));
}
