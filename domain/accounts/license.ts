/** License card (portal.md §2): expiry as day.month.year, 'Kein Ablaufdatum', days remaining red under 30. */
export interface LicenseInfo {
  licenseNumber: string;
  isActive: boolean;
  expiresAt: string | null;
}

/** Dates are shown in German time on the server and in the browser alike (no hydration differences). */
const berlinParts = (value: string) => {
  const parts = new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(value));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  return {
    day: get("day"),
    month: get("month"),
    year: get("year"),
    hour: get("hour"),
    minute: get("minute"),
  };
};

export function formatExpiry(expiresAt: string | null): string {
  if (!expiresAt) return "Kein Ablaufdatum";
  const { day, month, year } = berlinParts(expiresAt);
  return `${day}.${month}.${year}`;
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
  const { day, month, year, hour, minute } = berlinParts(value);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? "-" : String(value);
}
