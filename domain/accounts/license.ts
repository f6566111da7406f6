import { formatDate, formatDateTime } from "../../lib/format/date-format";

/** License card (docs/product/overview.md#routes): expiry as day.month.year, 'Kein Ablaufdatum', days remaining red under 30. */
export interface LicenseInfo {
  licenseNumber: string;
  isActive: boolean;
  expiresAt: string | null;
}

export function formatExpiry(expiresAt: string | null): string {
  if (!expiresAt) return "Kein Ablaufdatum";
  return formatDate(expiresAt);
}

export function daysRemaining(expiresAt: string | null, now: Date): number | undefined {
  if (!expiresAt) return undefined;
  return Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / (24 * 60 * 60 * 1000));
}

export function isExpiringSoon(days: number | undefined): boolean {
  return days !== undefined && days < 30;
}

/** Kaufdatum as dd.MM.yyyy HH:mm; empty values show '-'. */
export function formatPurchaseDate(value: string | null | undefined): string {
  if (!value) return "-";
  return formatDateTime(value);
}

export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? "-" : String(value);
}

/** Whether a broker's or insurer's license opens the leads' personal data (docs/decisions/016-route-matrix-and-no-store.md). */
export type LicenseStatus = "active" | "inactive" | "expired" | "missing";

/** Active means: a license record, switched on, and not past its expiry (no expiry: valid without end). */
export function licenseStatus(license: LicenseInfo | null, now: Date): LicenseStatus {
  if (!license) return "missing";
  if (!license.isActive) return "inactive";
  if (license.expiresAt !== null && new Date(license.expiresAt).getTime() <= now.getTime()) return "expired";
  return "active";
}

/** Why the leads' contact data is hidden and how to get it back (German, shown on /broker-dashboard). */
export interface LicenseNotice {
  title: string;
  reason: string;
  renewal: string;
}

export function licenseNotice(
  status: Exclude<LicenseStatus, "active">,
  license: LicenseInfo | null,
  withheldPurchases: number,
): LicenseNotice {
  const title = {
    inactive: "Ihre Lizenz ist inaktiv",
    expired: `Ihre Lizenz ist am ${license?.expiresAt ? formatDate(license.expiresAt) : ""} abgelaufen`,
    missing: "Für Ihr Konto ist keine Lizenz hinterlegt",
  }[status];
  const hidden =
    withheldPurchases === 1
      ? "Ihr gekaufter Lead wird"
      : withheldPurchases > 1
        ? `Ihre ${withheldPurchases} gekauften Leads werden`
        : "Gekaufte Leads werden";
  return {
    title,
    reason: `Ohne gültige Lizenz dürfen wir keine Namen, E-Mail-Adressen oder Telefonnummern von Interessenten anzeigen. ${hidden} deshalb ausgeblendet.`,
    renewal: `So verlängern Sie Ihre Lizenz: Wenden Sie sich an den Betreiber des Portals (Kontakt im Impressum) und nennen Sie ${license ? `Ihre Lizenznummer ${license.licenseNumber}` : "Ihre E-Mail-Adresse"}. Sobald die Lizenz aktiv und gültig ist, sehen Sie Ihre Leads hier wieder.`,
  };
}
