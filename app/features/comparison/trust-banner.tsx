import { BadgeCheck, Lock, type LucideIcon, ShieldCheck, Sparkles, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import type { SecurityClaim } from "../../../domain/settings/security-certificate";
import { formatCalendarDate } from "../../../lib/format/date-format";

interface TrustItem {
  icon: LucideIcon;
  text: string;
  /** The claim's basis, shown beneath it. */
  detail?: string;
}

/** Without a valid certificate the seal gives way to a statement that is true without one. */
export const UNCERTIFIED_SECURITY_TEXT = "Weitergabe nur mit Ihrer Einwilligung";

/**
 * The security item of the trust banners: 'TÜV-geprüfte Sicherheit' only with a valid TÜV certificate an admin
 * entered, its issuer, number and validity beside it (docs/product/broker-duties.md#claims).
 */
function securityItem(claim: SecurityClaim): TrustItem {
  if (claim.kind === "none") return { icon: BadgeCheck, text: UNCERTIFIED_SECURITY_TEXT };
  return {
    icon: BadgeCheck,
    text: claim.tuev ? "TÜV-geprüfte Sicherheit" : "Geprüfte Sicherheit",
    detail: `${claim.issuer}, Zertifikat ${claim.number}, gültig bis ${formatCalendarDate(claim.validUntil)}`,
  };
}

/** The four items of a trust banner; `first` names what the page leads with. */
export function trustItems(claim: SecurityClaim, first: "sparkles" | "wallet" = "sparkles"): TrustItem[] {
  return [
    { icon: first === "wallet" ? Wallet : Sparkles, text: "Kostenloser Vergleich" },
    securityItem(claim),
    { icon: ShieldCheck, text: "Datenschutzkonform" },
    { icon: Lock, text: "SSL-verschlüsselt" },
  ];
}

/** One item's text and, where it has one, its basis. */
export function TrustItemText({ item }: { item: TrustItem }) {
  return (
    <span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">
      {breakable(item.text)}
      {item.detail && (
        <span className="block text-xs font-normal text-slate-700" data-testid="claim-basis">
          {item.detail}
        </span>
      )}
    </span>
  );
}

/**
 * A compound that may not fit a phone's half width gets a break opportunity at its seam ('Datenschutz' /
 * 'konform'): browsers without German hyphenation would otherwise break it anywhere. The text stays the word.
 */
export function breakable(text: string): ReactNode {
  const seam = text.indexOf("schutz");
  if (seam < 0) return text;
  const cut = seam + "schutz".length;
  return (
    <>
      {text.slice(0, cut)}
      <wbr />
      {text.slice(cut)}
    </>
  );
}

/** Trust banner of /comparison (docs/product/comparison.md). */
export function TrustBanner({ security }: { security: SecurityClaim }) {
  return (
    <ul
      aria-label="Ihre Sicherheit"
      className="grid grid-cols-2 gap-3 rounded-2xl bg-primary-50 p-4 max-sm:gap-2 max-sm:p-3 md:grid-cols-4"
    >
      {trustItems(security).map((item) => (
        // On a phone two columns leave 'Datenschutzkonform' just enough room at a slightly smaller size.
        <li
          key={item.text}
          className="flex items-center gap-2 text-sm font-medium text-slate-800 max-sm:gap-1.5 max-sm:text-[0.8125rem]"
        >
          <item.icon className="size-5 shrink-0 text-primary-700 max-sm:size-4" aria-hidden />
          <TrustItemText item={item} />
        </li>
      ))}
    </ul>
  );
}
