import { BadgeCheck } from "lucide-react";
import {
  daysRemaining,
  formatExpiry,
  isExpiringSoon,
  type LicenseInfo,
} from "../../../domain/accounts/license";
import { cn } from "../../lib/cn";

/** The 'Lizenz' card: number, status, expiry and the days left (red when expiring soon). */
export function LicenseCard({ license, now }: { license: LicenseInfo; now: number }) {
  const days = daysRemaining(license.expiresAt, new Date(now));
  return (
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
  );
}
