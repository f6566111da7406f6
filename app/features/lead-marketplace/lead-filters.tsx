import { Form } from "react-router";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "../../../domain/leads/lifecycle";
import { Button } from "../../components/ui/button";
import { input } from "./lead-format";
import type { LeadFilter } from "./types";

/** Status and search of the leads table as a GET form: the filter lives in the URL (works without JavaScript). */
export function LeadFilters({ filter, idPrefix }: { filter: LeadFilter; idPrefix: string }) {
  return (
    <Form
      method="get"
      aria-label="Leads filtern"
      // A new URL (back button, link) shows its own values.
      key={`${filter.status}|${filter.q}`}
      className="mt-3 flex flex-wrap items-end gap-3"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-status`} className="text-sm font-medium text-slate-700">
          Status
        </label>
        <select id={`${idPrefix}-status`} name="status" defaultValue={filter.status} className={input}>
          <option value="">Alle</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LEAD_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-search`} className="text-sm font-medium text-slate-700">
          Suche (Lead-ID)
        </label>
        <input
          id={`${idPrefix}-search`}
          name="q"
          type="search"
          maxLength={36}
          defaultValue={filter.q}
          className={input}
        />
      </div>
      <Button type="submit" variant="secondary">
        Filtern
      </Button>
    </Form>
  );
}
