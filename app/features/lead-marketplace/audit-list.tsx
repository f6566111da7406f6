import { formatDateTime } from "../../../lib/format/date-format";
import { cn } from "../../lib/cn";
import { DataTable } from "./data-table";
import { cell, shortId } from "./lead-format";
import type { AuditEntry } from "./types";

/** The 'Audit-Log' section: the newest entries (who did what to which lead or licence). */
export function AuditList({ entries, idPrefix }: { entries: AuditEntry[]; idPrefix: string }) {
  return (
    <section aria-labelledby={`${idPrefix}-audit`} className="mt-10">
      <h2 id={`${idPrefix}-audit`} className="text-xl font-semibold text-slate-900">
        Audit-Log
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-slate-600">Keine Einträge</p>
      ) : (
        <DataTable
          label="Tabelle des Audit-Logs"
          columns={["Zeitpunkt", "Wer", "Aktion", "Betroffen", "Details"]}
        >
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="audit-entry" className="border-t border-slate-100">
              <td className={cn(cell, "whitespace-nowrap")}>{formatDateTime(entry.at)}</td>
              <td className={cell}>{entry.actorEmail ?? "System"}</td>
              <td className={cn(cell, "font-mono")}>{entry.action}</td>
              <td className={cn(cell, "font-mono")}>
                {entry.subjectType} {entry.subjectId ? shortId(entry.subjectId) : ""}
              </td>
              <td className={cn(cell, "font-mono text-xs break-all")}>
                {entry.details ? JSON.stringify(entry.details) : "-"}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
