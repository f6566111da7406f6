import { formatDateTime } from "../../../lib/format/date-format";

/** One of the signed-in person's own contact requests (read by the /mein-bereich loader). */
export interface OwnLead {
  id: string;
  createdAt: string;
  withdrawn: boolean;
  withdrawalUrl: string | null;
}

/**
 * 'Ihre Kontaktanfragen' on /mein-bereich (docs/product/leads.md#consent-and-withdrawal): each request with the link to
 * withdraw its consent (the same link as in the confirmation e-mail). Nothing is shown without requests.
 */
export function OwnContactRequests({ leads }: { leads: OwnLead[] }) {
  if (leads.length === 0) return null;
  return (
    <section aria-labelledby="own-requests-title" className="mx-auto max-w-6xl px-4 pb-10">
      <h2 id="own-requests-title" className="text-xl font-semibold text-slate-900">
        Ihre Kontaktanfragen
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Sie können Ihre Einwilligung zur Weitergabe jederzeit widerrufen; die Anfrage wird dann sofort nicht
        mehr weitergegeben.
      </p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {leads.map((lead) => (
          <li key={lead.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span>Anfrage vom {formatDateTime(lead.createdAt)}</span>
            {lead.withdrawn ? (
              <span className="font-semibold text-slate-600">Einwilligung widerrufen</span>
            ) : lead.withdrawalUrl ? (
              <a href={lead.withdrawalUrl} className="font-semibold text-primary-700 underline">
                Einwilligung widerrufen
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
