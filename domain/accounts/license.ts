import { formatDate, formatDateTime } from "../format/date-format";

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
