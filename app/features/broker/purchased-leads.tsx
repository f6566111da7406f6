import { ShieldAlert } from "lucide-react";
import { Fragment } from "react";
import { formatPurchaseDate, type LicenseNotice, orDash } from "../../../domain/accounts/license";
import { WITHDRAWN_PURCHASE_NOTICE } from "../../../domain/leads/consent";
import { ApplicationDetails } from "../../components/application-summary";
import { HealthAnswersList } from "../../components/health-answers-list";
import { AdviceRecordDetails } from "./advice-record-details";
import type { Purchase } from "./types";

/**
 * 'Gekaufte Leads' (docs/product/leads.md#broker-side-marketplace-and-purchased-leads): the purchases with their
 * contact data — a risk pre-check's health answers in a row below (docs/product/leads.md#risk-pre-check-request) —,
 * or, without a valid licence, the notice why none are shown and how to renew.
 */
export function PurchasedLeads({
  purchases,
  notice,
}: {
  purchases: Purchase[];
  notice: LicenseNotice | null;
}) {
  return (
    <section aria-labelledby="purchases-title" className="mt-8">
      <h2 id="purchases-title" className="text-xl font-semibold text-slate-900">
        Gekaufte Leads
      </h2>
      {notice ? (
        <div
          data-testid="license-notice"
          className="mt-4 max-w-2xl rounded-xl border border-red-200 bg-red-50 p-5 text-slate-800"
        >
          <h3 className="flex items-center gap-2 font-semibold text-red-800">
            <ShieldAlert className="size-5" aria-hidden /> {notice.title}
          </h3>
          <p className="mt-2">{notice.reason}</p>
          <p className="mt-2">
            {notice.renewal}{" "}
            <a href="/impressum" className="font-semibold text-primary-700 underline">
              Zum Impressum
            </a>
          </p>
        </div>
      ) : purchases.length === 0 ? (
        <p className="mt-4 text-slate-600">Keine gekauften Leads vorhanden</p>
      ) : (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
          tabIndex={0}
          aria-label="Tabelle der gekauften Leads"
          className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white"
        >
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {["Vorname", "Nachname", "E-Mail", "Telefon", "Alter", "Kaufdatum"].map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {purchases.map((purchase) => (
                <Fragment key={purchase.id}>
                  <tr
                    data-testid="purchased-lead"
                    data-lead-id={purchase.leadId}
                    className="border-t border-slate-100"
                  >
                    <td className="px-4 py-3">{orDash(purchase.firstName)}</td>
                    <td className="px-4 py-3">{orDash(purchase.lastName)}</td>
                    <td className="px-4 py-3">{orDash(purchase.email)}</td>
                    <td className="px-4 py-3">{orDash(purchase.phone)}</td>
                    <td className="px-4 py-3">{orDash(purchase.age)}</td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatPurchaseDate(purchase.purchaseDate)}
                      {purchase.consentWithdrawnAt ? (
                        <p className="mt-1 max-w-xs whitespace-normal text-xs text-red-800">
                          {WITHDRAWN_PURCHASE_NOTICE}
                        </p>
                      ) : null}
                    </td>
                  </tr>
                  {purchase.application && (
                    <tr data-testid="purchased-application" data-lead-id={purchase.leadId}>
                      <td colSpan={6} className="bg-slate-50 px-4 py-3">
                        <p className="mb-2 text-sm font-semibold text-slate-900">Antragsanfrage</p>
                        <ApplicationDetails application={purchase.application} />
                      </td>
                    </tr>
                  )}
                  {purchase.advice && (
                    <tr data-testid="purchased-advice" data-lead-id={purchase.leadId}>
                      <td colSpan={6} className="bg-slate-50 px-4 py-3">
                        <p className="mb-2 text-sm font-semibold text-slate-900">Beratungsdokumentation</p>
                        <AdviceRecordDetails record={purchase.advice} />
                      </td>
                    </tr>
                  )}
                  {purchase.riskPreCheck && purchase.riskPreCheck.length > 0 && (
                    <tr data-testid="purchased-risk-pre-check" data-lead-id={purchase.leadId}>
                      <td colSpan={6} className="bg-slate-50 px-4 py-3">
                        <p className="mb-2 text-sm font-semibold text-slate-900">
                          {purchase.application ? "Antragsanfrage" : "Risikovoranfrage"}: Gesundheitsangaben
                          (vertraulich, Art. 9 DSGVO)
                        </p>
                        <HealthAnswersList persons={purchase.riskPreCheck} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
