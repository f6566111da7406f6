import type { AuditEntry } from "../../../server/areas/site";
import type { AuditRow } from "./settings-parts";

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "boolean") return value ? "an" : "aus";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** How one changed field is shown: its label and the old and new value as text. */
export type ChangeFormatter = (
  entry: AuditEntry,
  field: string,
  change: { from: unknown; to: unknown },
) => { field: string; from: string; to: string };

const plainChange: ChangeFormatter = (_entry, field, change) => ({
  field,
  from: shown(change.from),
  to: shown(change.to),
});

/**
 * Audit entries (of one settings section, when given) as the pages show them (`changes` of the audited save);
 * `format` labels a field and writes its values (default: the field name and the value as text).
 */
export function auditRows(
  entries: AuditEntry[],
  options: { section?: string; format?: ChangeFormatter } = {},
): AuditRow[] {
  const format = options.format ?? plainChange;
  return entries
    .filter((entry) => options.section === undefined || entry.subjectId === options.section)
    .map((entry) => {
      const changes = (entry.details?.changes ?? {}) as Record<string, { from: unknown; to: unknown }>;
      return {
        id: entry.id,
        at: entry.at.toISOString(),
        actorEmail: entry.actorEmail,
        action: entry.action,
        changes: Object.entries(changes).map(([field, change]) => format(entry, field, change)),
      };
    });
}
