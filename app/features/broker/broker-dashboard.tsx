import { BadgeCheck, Download, Loader2, LogOut, ShieldAlert } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import {
  daysRemaining,
  formatExpiry,
  formatPurchaseDate,
  isExpiringSoon,
  type LicenseInfo,
  type LicenseNotice,
  orDash,
} from "../../../domain/accounts/license";
import { WITHDRAWN_PURCHASE_NOTICE } from "../../../domain/leads/consent";
import { Button } from "../../components/ui/button";
import { apiRequest } from "../../lib/api-client";
import { cn } from "../../lib/cn";
import { signOutAndGo } from "../../lib/sign-out";
import { LeadMarket } from "./lead-market";

interface Purchase {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  age: number | null;
  purchaseDate: string;
  /** The person withdrew the consent after the purchase. */
  consentWithdrawnAt?: string | null;
}

/**
 * /broker-dashboard (docs/decisions/004-roles-and-admins.md): license card and 'Gekaufte Leads'. Without an active,
 * unexpired license (`notice`) the server sends no lead data; the page says why and how to renew.
 */
export function BrokerDashboard({
  license,
  notice,
  now,
  title = "Makler-Dashboard",
}: {
  license: LicenseInfo | null;
  notice: LicenseNotice | null;
  now: number;
  /** 'Makler-Dashboard', or 'Versicherer-Dashboard' for insurance users. */
  title?: string;
}) {
  const [purchases, setPurchases] = useState<Purchase[] | undefined>();

  const loadPurchases = useCallback(async () => {
    try {
      const body = await apiRequest<{ purchases?: Purchase[] } | undefined>("/api/broker/dashboard");
      return body?.purchases ?? [];
    } catch {
      // An error gives an empty list (docs/product/errors.md).
      return [];
    }
  }, []);

  useEffect(() => {
    if (notice) return;
    let active = true;
    void loadPurchases().then((list) => active && setPurchases(list));
    return () => {
      active = false;
    };
  }, [notice, loadPurchases]);

  /** After a purchase the revealed lead appears in 'Gekaufte Leads'. */
  const onPurchased = () => void loadPurchases().then(setPurchases);

  const days = license ? daysRemaining(license.expiresAt, new Date(now)) : undefined;

  const signOut = () => signOutAndGo("/");

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost">
            <a href="/api/accounts/export" download="meine-daten.json">
              <Download className="size-4" aria-hidden /> Meine Daten herunterladen
            </a>
          </Button>
          <Button variant="ghost" onClick={signOut}>
            <LogOut className="size-4" aria-hidden /> Abmelden
          </Button>
        </div>
      </div>

      {license && (
        <section
          aria-labelledby="license-title"
          className="mt-6 max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="license-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <BadgeCheck className="size-5 text-primary-700" aria-hidden /> Lizenz
          </h2>
          <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-2 text-sm">
            <dt className="text-slate-500">Lizenznummer</dt>
            <dd className="font-mono text-slate-900">{license.licenseNumber}</dd>
            <dt className="text-slate-500">Status</dt>
            <dd className={license.isActive ? "font-semibold text-green-800" : "font-semibold text-red-700"}>
              {license.isActive ? "Aktiv" : "Inaktiv"}
            </dd>
            <dt className="text-slate-500">Gültig bis</dt>
            <dd className="text-slate-900">{formatExpiry(license.expiresAt)}</dd>
            {days !== undefined && (
              <>
                <dt className="text-slate-500">Verbleibend</dt>
                <dd className={cn(isExpiringSoon(days) ? "font-semibold text-red-700" : "text-slate-900")}>
                  {days} Tage
                </dd>
              </>
            )}
          </dl>
        </section>
      )}

      {!notice && <LeadMarket onPurchased={onPurchased} />}

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
        ) : purchases === undefined ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-slate-600">
            <Loader2 className="size-5 animate-spin" aria-hidden /> <span className="sr-only">Laden...</span>
          </p>
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
                  <tr key={purchase.id} className="border-t border-slate-100">
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
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>
    </div>
  );
}
