/**
 * The portal's error catalogue: every error an API answers with has one stable code. Clients switch on the
 * code (never on the German text); the text is for people. Add a code here before throwing it.
 * HTTP problem type of a code: `/probleme/<code>` (see problem-details.ts).
 */
export const ERROR_CATALOGUE = {
  // General
  "invalid-json": { status: 400, title: "Ungültiges Format", detail: "Der Inhalt ist kein gültiges JSON." },
  "validation-failed": {
    status: 400,
    title: "Fehlende Daten",
    detail: "Bitte füllen Sie alle Pflichtfelder aus.",
  },
  "not-found": {
    status: 404,
    title: "Nicht gefunden",
    detail: "Die angeforderte Seite wurde nicht gefunden.",
  },
  "rate-limited": {
    status: 429,
    title: "Zu viele Anfragen",
    detail: "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  },
  "internal-error": {
    status: 500,
    title: "Interner Serverfehler",
    detail: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  },
  "service-unavailable": {
    status: 503,
    title: "Dienst nicht verfügbar",
    detail: "Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.",
  },
  // Overload (docs/security.md#overload): no database connection within the bounded wait.
  "service-busy": {
    status: 503,
    title: "Gerade ausgelastet",
    detail:
      "Gerade gehen sehr viele Anfragen gleichzeitig ein. Bitte versuchen Sie es in wenigen Sekunden erneut.",
  },

  "payload-too-large": {
    status: 413,
    title: "Anfrage zu groß",
    detail: "Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Eingaben.",
  },
  "invalid-characters": {
    status: 400,
    title: "Ungültige Zeichen",
    detail: "Die Eingabe enthält unzulässige Steuerzeichen. Bitte prüfen Sie Ihre Angaben.",
  },
  "method-not-allowed": {
    status: 405,
    title: "Methode nicht erlaubt",
    detail: "Diese Anfragemethode wird nicht unterstützt.",
  },
  "json-required": {
    status: 415,
    title: "Falsches Datenformat",
    detail: "Bitte senden Sie die Daten als JSON mit dem Content-Type „application/json“.",
  },
  "origin-rejected": {
    status: 403,
    title: "Ungültige Herkunft",
    detail: "Anfrage von fremder Herkunft abgelehnt",
  },
  // Access gate (docs/decisions/001-server-enforced-gate.md)
  "gate-locked": { status: 401, title: "Zugang gesperrt", detail: "Bitte geben Sie das Passwort ein" },
  "gate-wrong-password": { status: 401, title: "Falsches Passwort", detail: "Falsches Passwort" },
  "gate-too-many-attempts": {
    status: 429,
    title: "Zu viele Versuche",
    detail: "Zu viele Fehlversuche. Bitte versuchen Sie es später erneut.",
  },

  // Accounts and sessions
  unauthenticated: { status: 401, title: "Bitte melden Sie sich an", detail: "Bitte melden Sie sich an" },
  forbidden: { status: 403, title: "Zugriff verweigert", detail: "Zugriff verweigert" },
  "login-failed": {
    status: 401,
    title: "Anmeldung fehlgeschlagen",
    detail: "E-Mail-Adresse oder Passwort ist falsch.",
  },
  "login-locked": {
    status: 429,
    title: "Zu viele Versuche",
    detail: "Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.",
  },
  "admin-access-denied": {
    status: 403,
    title: "Kein Administratorzugriff",
    detail: "Kein Administratorzugriff",
  },
  "email-taken": {
    status: 409,
    title: "Registrierung fehlgeschlagen",
    detail: "Diese E-Mail-Adresse ist bereits registriert.",
  },
  "license-invalid": {
    status: 400,
    title: "Registrierung fehlgeschlagen",
    detail: "Der Lizenzschlüssel ist ungültig oder nicht aktiv.",
  },
  "registration-failed": {
    status: 500,
    title: "Registrierung fehlgeschlagen",
    detail: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
  },
  "profile-update-failed": {
    status: 500,
    title: "Speichern fehlgeschlagen",
    detail: "Fehler beim Aktualisieren der Daten",
  },
  "reset-token-invalid": {
    status: 400,
    title: "Link ungültig",
    detail: "Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.",
  },
  "profile-not-found": { status: 404, title: "Profil nicht gefunden", detail: "Profil nicht gefunden" },
  "user-not-found": { status: 404, title: "Benutzer nicht gefunden", detail: "Benutzer nicht gefunden" },
  "phone-not-verified": {
    status: 400,
    title: "Telefonnummer nicht bestätigt",
    detail: "Bitte verifizieren Sie zuerst Ihre Telefonnummer.",
  },
  "verification-send-failed": {
    status: 502,
    title: "Fehler beim Senden des Codes",
    detail: "Fehler beim Senden des Codes",
  },
  "verification-resend-too-early": {
    status: 429,
    title: "Zu früh",
    detail: "Bitte warten Sie, bevor Sie einen neuen Code anfordern.",
  },
  "verification-code-invalid": {
    status: 400,
    title: "Ungültiger Code",
    detail: "Ungültiger Code. Bitte versuchen Sie es erneut.",
  },
  "verification-code-expired": {
    status: 400,
    title: "Code abgelaufen",
    detail: "Der Code ist abgelaufen. Bitte fordern Sie einen neuen Code an.",
  },

  "verification-attempts-exceeded": {
    status: 429,
    title: "Zu viele Versuche",
    detail: "Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
  },
  // Comparison and rating engine (docs/product/errors.md#comparison-and-engine)
  "comparison-not-found": {
    status: 404,
    title: "Vergleich nicht gefunden",
    detail: "Vergleich nicht gefunden",
  },
  "engine-authentication-failed": {
    status: 502,
    title: "Authentifizierungsfehler",
    detail: "Die Verbindung zum KVR konnte nicht hergestellt werden.",
  },
  "engine-companies-failed": {
    status: 502,
    title: "Fehler beim Abrufen der Unternehmen",
    detail: "Die Versicherungsanbieter konnten nicht geladen werden.",
  },
  "engine-calculation-failed": {
    status: 502,
    title: "Berechnungsfehler",
    detail: "Die Tarifberechnung konnte nicht durchgeführt werden.",
  },

  // Eligibility before prices (docs/product/comparison.md#eligibility): the detail names the threshold used.
  "not-eligible": {
    status: 422,
    title: "Keine private Vollversicherung möglich",
    detail:
      "Eine private Vollversicherung ist für diese Person zum gewählten Versicherungsbeginn nicht möglich.",
  },

  // Assistant (docs/product/accounts.md#roles, docs/product/errors.md)
  "chat-unavailable": {
    status: 503,
    title: "Chat momentan nicht verfügbar",
    detail: "Chat momentan nicht verfügbar",
  },
  "function-not-found": { status: 404, title: "Function not found", detail: "Function not found" },

  // Admin area (docs/decisions/018-admin-area.md)
  maintenance: {
    status: 503,
    title: "Wartungsarbeiten",
    detail: "Wir führen gerade Wartungsarbeiten durch. Bitte versuchen Sie es in Kürze erneut.",
  },

  // Lead marketplace (docs/product/leads.md#api)
  "lead-sold-out": {
    status: 409,
    title: "Bereits verkauft",
    detail: "Dieser Lead ist bereits verkauft.",
  },
  "lead-unavailable": {
    status: 409,
    title: "Nicht verfügbar",
    detail: "Dieser Lead ist nicht mehr im Marktplatz verfügbar.",
  },
  "lead-already-bought": {
    status: 409,
    title: "Bereits gekauft",
    detail: "Sie haben diesen Lead bereits gekauft.",
  },
  "lead-not-found": { status: 404, title: "Lead nicht gefunden", detail: "Lead nicht gefunden" },
  "license-required": {
    status: 403,
    title: "Keine gültige Lizenz",
    detail: "Für den Kauf von Leads ist eine aktive, gültige Lizenz erforderlich.",
  },
  "consent-not-covering": {
    status: 403,
    title: "Keine Einwilligung",
    detail: "Die Einwilligung dieses Interessenten umfasst keine Weitergabe an Ihr Unternehmen.",
  },
  "lead-transition-invalid": {
    status: 409,
    title: "Nicht möglich",
    detail: "Diese Änderung ist im aktuellen Status des Leads nicht möglich.",
  },
  "purchase-not-found": { status: 404, title: "Kauf nicht gefunden", detail: "Kauf nicht gefunden" },
  "purchase-already-paid": {
    status: 409,
    title: "Bereits bezahlt",
    detail: "Dieser Kauf ist bereits als bezahlt markiert.",
  },
  "license-not-found": { status: 404, title: "Lizenz nicht gefunden", detail: "Lizenz nicht gefunden" },
  "license-exists": {
    status: 409,
    title: "Lizenz vorhanden",
    detail: "Diese Lizenznummer ist bereits vergeben.",
  },
  "withdrawal-link-invalid": {
    status: 404,
    title: "Link ungültig",
    detail: "Der Widerrufslink ist ungültig.",
  },
  "confirmation-link-invalid": {
    status: 404,
    title: "Link ungültig",
    detail: "Der Bestätigungslink ist ungültig.",
  },

  // Files
  "file-not-found": { status: 404, title: "Datei nicht gefunden", detail: "Datei nicht gefunden" },
  // Uploads (docs/decisions/019-video-uploads-and-media-storage.md)
  "video-too-large": {
    status: 413,
    title: "Upload fehlgeschlagen",
    detail: "Die Videodatei ist zu groß (maximal 100MB erlaubt).",
  },
  "unsupported-media-type": {
    status: 415,
    title: "Upload fehlgeschlagen",
    detail: "Nur Videos im Format MP4, WebM oder Ogg sind erlaubt.",
  },
  "upload-failed": {
    status: 400,
    title: "Upload fehlgeschlagen",
    detail: "Es ist ein Fehler beim Hochladen aufgetreten.",
  },
  "file-exists": {
    status: 409,
    title: "Upload fehlgeschlagen",
    detail: "Eine Datei mit diesem Namen existiert bereits.",
  },
} as const satisfies Record<string, { status: number; title: string; detail: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CATALOGUE, value);
}
