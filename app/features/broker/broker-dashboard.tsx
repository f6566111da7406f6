import { Download, LogOut } from "lucide-react";
import type { LicenseInfo, LicenseNotice } from "../../../domain/accounts/license";
import { SignOutForm } from "../../components/sign-out-form";
import { Button } from "../../components/ui/button";
import { LeadMarket } from "./lead-market";
import { LicenseCard } from "./license-card";
import { PurchasedLeads } from "./purchased-leads";
import type { MarketPage, Purchase, PurchaseActionResult } from "./types";

/**
 * /broker-dashboard (docs/decisions/004-roles-and-admins.md): license card, the lead marketplace and 'Gekaufte
 * Leads', all read by the route loader. Without an active, unexpired license (`notice`) the server sends no lead
 * data; the page says why and how to renew.
 */
export function BrokerDashboard({
  license,
  notice,
  now,
  title = "Makler-Dashboard",
  purchases,
  market,
  result,
}: {
  license: LicenseInfo | null;
  notice: LicenseNotice | null;
  now: number;
  /** 'Makler-Dashboard', or 'Versicherer-Dashboard' for insurance users. */
  title?: string;
  purchases: Purchase[];
  /** Absent without a valid licence. */
  market: MarketPage | undefined;
  result: PurchaseActionResult | undefined;
}) {
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
          <SignOutForm next="/">
            <Button type="submit" variant="ghost">
              <LogOut className="size-4" aria-hidden /> Abmelden
            </Button>
          </SignOutForm>
        </div>
      </div>
      {license && <LicenseCard license={license} now={now} />}
      {!notice && market && <LeadMarket market={market} result={result} />}
      <PurchasedLeads purchases={purchases} notice={notice} />
    </div>
  );
}
