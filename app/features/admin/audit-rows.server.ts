import type { AuditEntry } from "../../../server/services/audit-log";
import type { AuditRow } from "./settings-parts";

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return value ? "an" : "aus";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** Audit entries of one settings section as the pages show them (`changes` of saveSiteSettings). */
export function auditRows(entries: AuditEntry[], section?: string): AuditRow[] {
  return entries
    .filter((entry) => section === undefined || entry.subjectId === section)
    .map((entry) => {
      const changes = (entry.details?.changes ?? {}) as Record<string, { from: unknown; to: unknown }>;
      return {
        id: entry.id,
        at: entry.at.toISOString(),
        actorEmail: entry.actorEmail,
        action: entry.action,
        changes: Object.entries(changes).map(([field, change]) => ({
          field,
          from: shown(change.from),
          to: shown(change.to),
        })),
      };
    });
}
