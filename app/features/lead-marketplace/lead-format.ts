import { formatExpiry } from "../../../domain/accounts/license";
import { formatEuro } from "../../../lib/format/number-format";

export const VALIDATION_LABELS: Record<string, string> = {
  "phone-verified": "Telefon verifiziert",
  "email-confirmed": "Per E-Mail bestätigt",
  "profile-complete": "Profil vollständig",
  admin: "Manuell (Admin)",
};

export const euro = (cents: number) => formatEuro(cents / 100);
export const shortId = (id: string) => id.slice(0, 8);
export const monthLabel = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}`;
/** ISO instant → the Berlin day for a date input (YYYY-MM-DD). */
export const dayOf = (iso: string | null) => (iso ? formatExpiry(iso).split(".").reverse().join("-") : "");

export const cell = "px-3 py-2 align-top";
export const input = "min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm";
