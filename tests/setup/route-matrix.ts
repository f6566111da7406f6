import type { ServerBuild } from "react-router";

/**
 * The role × route matrix (docs/decisions/016-route-matrix-and-no-store.md): for every page of React
 * Router's route table (app/routes.ts) and every route of the Hono app (server/composition/app.ts, server/transport/api/*), the outcome
 * each role must get. server/transport/route-matrix.integration.test.ts runs every cell against the real app and fails when
 * the route table has a route this table lacks (or this table names a route that no longer exists);
 * tests/e2e/route-matrix.spec.ts checks the pages in Chromium.
 *
 * Requests are made so that a role that may use the route gets its success answer (valid bodies); where the
 * route needs something the role cannot have (a code sent by SMS, a reset token), the expected answer is the
 * input error, which proves the request passed the gate and the role check.
 */

export const ROLES = [
  /** No gate grant, no session. */
  "anonymous",
  /** Gate passed, not signed in. */
  "visitor",
  /** Private account. */
  "user",
  /** Broker with an active license. */
  "broker",
  /** Broker whose license is switched off. */
  "broker-inactive",
  "insurance",
  /** Private account with the admin flag. */
  "admin",
] as const;
export type Role = (typeof ROLES)[number];

/**
 * - a status code: that status (for 401 and 403 from the API: code `unauthenticated` / `forbidden`);
 * - `gate`: 401 with the gate (API: `gate-locked`; page: the password form);
 * - `gate-data`: 401 with the gate's data as JSON (a resource route such as sitemap.xml has no page to show);
 * - `login`: a redirect to the sign-in page of the area (/login… or /admin-login);
 * - `→/path`: a redirect to another page (a signed-in visitor on /login, an admin on /admin-login).
 */
export type Outcome =
  | "200"
  | "201"
  | "400"
  | "401"
  | "403"
  | "404"
  | "405"
  | "500"
  | "gate"
  | "gate-data"
  | "login"
  | `→/${string}`
  /** Another refusal than the role check, named by its problem code, e.g. '403 (license-required)'. */
  | `${401 | 403} (${string})`;

type Expectation = Record<Role, Outcome>;

/** What a row's request may depend on: data the test creates before the cells run, and a per-cell suffix. */
export interface CellFixtures {
  role: Role;
  /** Unique per cell (e-mail addresses, phone numbers). */
  unique: number;
  /** A stored comparison (with its offers) and one of its offer ids. */
  comparisonId: string;
  offerId: string;
  /** The site password of the test app. */
  sitePassword: string;
}

interface MatrixRequest {
  method: "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string | ((fixtures: CellFixtures) => string);
  /** JSON body. */
  json?: (fixtures: CellFixtures) => unknown;
  /** Form body (page actions). */
  form?: (fixtures: CellFixtures) => Record<string, string>;
}

export interface MatrixRow {
  /**
   * The route-table entry: `METHOD /hono/path` exactly as the Hono app lists it (`app.routes`), or
   * `page /path` (GET) and `action /path` (POST) for React Router's routes.
   */
  route: string;
  request: MatrixRequest;
  expect: Expectation;
  /** The request ends the session or the account (sign-out, deletion): each role signs in a fresh account. */
  fresh?: boolean;
  /** The answer is a file download (a PDF): a browser saves it instead of showing a page. */
  download?: boolean;
}

const roleValues = (value: (role: Role) => Outcome): Expectation =>
  Object.fromEntries(ROLES.map((role) => [role, value(role)])) as Expectation;

/** Reachable by everyone, gate or not. */
const everyone = (outcome: Outcome) => roleValues(() => outcome);
/** Behind the gate, then the same for everyone. */
const pastGate = (outcome: Outcome) => roleValues((role) => (role === "anonymous" ? "gate" : outcome));
/** Behind the gate and a session: `visitor` gets `signedOut`, every account `signedIn` unless overridden. */
const signedIn = (signedInOutcome: Outcome, signedOut: Outcome, overrides: Partial<Expectation> = {}) =>
  roleValues((role) =>
    role === "anonymous" ? "gate" : role === "visitor" ? signedOut : (overrides[role] ?? signedInOutcome),
  );

const BROKER_ROLES: Partial<Record<Role, true>> = { broker: true, "broker-inactive": true, insurance: true };
/** Private area (canAccess 'private'): private accounts, admins included (their profile is private). */
const privateArea = (ok: Outcome, signedOut: Outcome, denied: Outcome = "403") =>
  signedIn(ok, signedOut, { broker: denied, "broker-inactive": denied, insurance: denied });
/** Broker area: brokers (with or without an active license) and insurers. */
const brokerArea = (ok: Outcome, signedOut: Outcome) =>
  roleValues((role) =>
    role === "anonymous" ? "gate" : role === "visitor" ? signedOut : BROKER_ROLES[role] ? ok : "403",
  );
/** Where a signed-in role is at home unless private (domain/accounts/roles.ts, accountTarget). */
const HOMES: Partial<Expectation> = {
  broker: "→/broker-dashboard",
  "broker-inactive": "→/broker-dashboard",
  insurance: "→/broker-dashboard",
  admin: "→/svadmin",
};
const adminArea = (ok: Outcome, signedOut: Outcome) =>
  roleValues((role) =>
    role === "anonymous" ? "gate" : role === "visitor" ? signedOut : role === "admin" ? ok : "403",
  );

const get = (path: MatrixRequest["path"]): MatrixRequest => ({ method: "GET", path });
const post = (path: string, json?: MatrixRequest["json"]): MatrixRequest => ({
  method: "POST",
  path,
  json: json ?? (() => ({})),
});
const postForm = (path: string, form: MatrixRequest["form"] = () => ({})): MatrixRequest => ({
  method: "POST",
  path,
  form,
});
/** A well-formed id that no lead or purchase has. */
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const phoneOf = (unique: number) => `+49151${String(1_000_000 + unique).padStart(7, "0")}`;

const PROFILE = {
  salutation: "Frau",
  profession: "Angestellt",
  firstName: "Anna",
  lastName: "Muster",
  phoneNumber: "+49 170 1234567",
  birthDate: "1990-05-17",
  street: "Hauptstraße",
  houseNumber: "5a",
  postalCode: "10115",
  city: "Berlin",
  country: "Deutschland",
  nationality: "deutsch",
};

/** The Hono app's API routes (server/composition/app.ts, server/transport/api/*). */
const API_MATRIX: MatrixRow[] = [
  { route: "GET /api/health", request: get("/api/health"), expect: everyone("200") },
  { route: "GET /api/ready", request: get("/api/ready"), expect: everyone("200") },
  // Only for METRICS_ALLOW (loopback) or METRICS_TOKEN; from anywhere else an address that does not exist.
  { route: "GET /metrics", request: get("/metrics"), expect: pastGate("404") },
  {
    route: "POST /api/gate",
    request: post("/api/gate", ({ sitePassword }) => ({ password: sitePassword })),
    expect: everyone("200"),
  },
  {
    route: "ALL /soap/kvr",
    request: get("/soap/kvr"),
    expect: everyone("405"),
  },
  {
    route: "GET /storage/:bucket/:key{.+}",
    request: get("/storage/videos/hero.mp4"),
    expect: pastGate("200"),
  },
  {
    route: "HEAD /storage/:bucket/:key{.+}",
    request: { method: "HEAD", path: "/storage/videos/hero.mp4" },
    expect: pastGate("200"),
  },
  // Video gallery and site media (docs/product/site.md#video-gallery): everyone past the gate lists, admins upload
  // (here without a file name → 400, which proves the role check passed), delete (no such video → 404) and replace
  // (no such slot).
  { route: "GET /api/videos", request: get("/api/videos"), expect: pastGate("200") },
  { route: "POST /api/videos", request: post("/api/videos"), expect: adminArea("400", "401") },
  {
    route: "DELETE /api/videos/:key",
    request: { method: "DELETE", path: "/api/videos/1764000000000-fehlt.mp4" },
    expect: adminArea("404", "401"),
  },
  {
    route: "PUT /api/admin/site-media/:slot",
    request: { method: "PUT", path: "/api/admin/site-media/unbekannt", json: () => ({}) },
    expect: adminArea("404", "401"),
  },
  {
    route: "PUT /api/admin/site-media/partner-logo/:file",
    request: { method: "PUT", path: "/api/admin/site-media/partner-logo/Fehlt.png", json: () => ({}) },
    expect: adminArea("404", "401"),
  },
  // Better Auth behind an allow-list (AUTH_ROUTES of server/transport/api/account-routes.ts): one row per allowed endpoint.
  {
    route: "ALL /api/auth/*",
    request: post("/api/auth/sign-in/email", ({ unique }) => ({
      email: `niemand-${unique}@example.de`,
      password: "Falsch-123",
    })),
    expect: pastGate("401"),
  },
  { route: "ALL /api/auth/*", request: post("/api/auth/sign-out"), expect: pastGate("200"), fresh: true },
  { route: "ALL /api/auth/*", request: get("/api/auth/get-session"), expect: pastGate("200") },
  {
    route: "ALL /api/auth/*",
    request: get("/api/auth/verify-email?token=ungueltig"),
    expect: pastGate("400"),
  },
  {
    route: "ALL /api/auth/*",
    request: post("/api/auth/send-verification-email", ({ unique }) => ({
      email: `niemand-${unique}@example.de`,
    })),
    // Signed in, Better Auth resends to the session's own address, which is already confirmed.
    expect: signedIn("400", "200"),
  },
  {
    route: "ALL /api/auth/*",
    request: post("/api/auth/request-password-reset", ({ unique }) => ({
      email: `niemand-${unique}@example.de`,
    })),
    expect: pastGate("200"),
  },
  {
    route: "ALL /api/auth/*",
    request: get("/api/auth/reset-password/ungueltig?callbackURL=%2Fpasswort-zuruecksetzen"),
    expect: pastGate("→/passwort-zuruecksetzen"),
  },
  {
    route: "ALL /api/auth/*",
    request: post("/api/auth/reset-password", () => ({
      newPassword: "Neues-Passwort-1",
      token: "ungueltig",
    })),
    expect: pastGate("400"),
  },
  // Not on the allow-list: Better Auth's own sign-up and the rest of its API.
  {
    route: "ALL /api/auth/*",
    request: post("/api/auth/sign-up/email", ({ unique }) => ({
      email: `neu-${unique}@example.de`,
      password: "Sicher-1234",
      name: "x",
    })),
    expect: pastGate("404"),
  },
  {
    route: "POST /api/functions/send-verification",
    request: post("/api/functions/send-verification", ({ unique }) => ({ phone: phoneOf(unique) })),
    expect: pastGate("200"),
  },
  {
    route: "POST /api/functions/verify-code",
    request: post("/api/functions/verify-code", ({ unique }) => ({ phone: phoneOf(unique), code: "000000" })),
    expect: pastGate("400"),
  },
  { route: "POST /api/accounts/register", request: post("/api/accounts/register"), expect: pastGate("400") },
  { route: "GET /api/accounts/me", request: get("/api/accounts/me"), expect: pastGate("200") },
  { route: "POST /api/admin/login", request: post("/api/admin/login"), expect: pastGate("400") },
  {
    route: "GET /api/accounts/profile",
    request: get("/api/accounts/profile"),
    expect: privateArea("200", "401"),
  },
  {
    route: "PUT /api/accounts/profile",
    request: { method: "PUT", path: "/api/accounts/profile", json: () => PROFILE },
    expect: privateArea("200", "401"),
  },
  {
    route: "GET /api/accounts/comparisons",
    request: get("/api/accounts/comparisons"),
    expect: privateArea("200", "401"),
  },
  { route: "GET /api/accounts/export", request: get("/api/accounts/export"), expect: signedIn("200", "401") },
  {
    route: "DELETE /api/accounts",
    request: { method: "DELETE", path: "/api/accounts" },
    expect: signedIn("200", "401"),
    fresh: true,
  },
  { route: "GET /api/admin/overview", request: get("/api/admin/overview"), expect: adminArea("200", "401") },
  // Developer console and engine credentials (docs/decisions/018-admin-area.md): admins only; an incomplete
  // credentials body → 400.
  {
    route: "POST /api/functions/kvr-service",
    request: post("/api/functions/kvr-service", () => ({ action: "authenticate" })),
    expect: adminArea("200", "401"),
  },
  {
    route: "POST /api/functions/update-kvr-credentials",
    request: post("/api/functions/update-kvr-credentials", () => ({ mandantId: "10000" })),
    expect: adminArea("400", "401"),
  },
  // The development outbox exists only without real providers outside production
  // (docs/decisions/014-accounts-and-production-mode.md).
  { route: "GET /api/dev/outbox", request: get("/api/dev/outbox"), expect: pastGate("200") },
  {
    route: "POST /api/comparisons",
    request: post("/api/comparisons", () => ({
      birthDate: "1990-05-02",
      gender: "male",
      jobStatus: "employed",
      coverageType: "comfort",
    })),
    expect: pastGate("201"),
  },
  {
    // A comparison is addressed by its unguessable id (decision 005), like the results page's URL.
    route: "GET /api/comparisons/:id",
    request: get(({ comparisonId }) => `/api/comparisons/${comparisonId}`),
    expect: pastGate("200"),
  },
  {
    route: "POST /api/leads",
    request: post("/api/leads", ({ unique }) => ({
      firstName: "Erika",
      lastName: "Mustermann",
      phone: "0151 234 56789",
      email: `anfrage-${unique}@example.de`,
      preferredTime: "morning",
      consentCall: true,
      consentBroker: true,
    })),
    expect: pastGate("201"),
  },
  // Lead marketplace (docs/product/leads.md#api): the withdrawal and confirmation links; the sales CSV for admins.
  {
    route: "POST /api/leads/withdraw",
    request: post("/api/leads/withdraw", () => ({ token: "kein-gueltiger-widerrufslink" })),
    expect: pastGate("404"),
  },
  {
    route: "POST /api/leads/confirm",
    request: post("/api/leads/confirm", () => ({ token: "kein-gueltiger-bestaetigungslink" })),
    expect: pastGate("404"),
  },
  {
    route: "GET /api/admin/leads/export.csv",
    request: get("/api/admin/leads/export.csv"),
    expect: adminArea("200", "401"),
  },
  // Test-only (NODE_ENV=test): the e2e tests read leads through it; absent in every other mode.
  {
    route: "GET /api/leads/__test",
    request: get("/api/leads/__test?email=niemand%40example.de"),
    expect: pastGate("200"),
  },
  {
    route: "POST /api/functions/ai-chat-agent",
    request: post("/api/functions/ai-chat-agent", ({ unique }) => ({
      message: "Was ist die PKV?",
      sessionId: `lucy-chat-1763888400000-matrix${unique}`,
    })),
    expect: pastGate("200"),
  },
  {
    route: "ALL /api/functions/*",
    request: post("/api/functions/unbekannt"),
    expect: pastGate("404"),
  },
  { route: "ALL /api/*", request: get("/api/unbekannt"), expect: pastGate("404") },
  {
    route: "ALL /api/*",
    request: { method: "DELETE", path: "/api/accounts/me" },
    expect: pastGate("404"),
  },
];

/** React Router's pages (app/routes.ts): GET of each page, POST of each page with an action. */
export const PAGE_MATRIX: MatrixRow[] = [
  { route: "page /", request: get("/"), expect: pastGate("200") },
  { route: "page /index", request: get("/index"), expect: pastGate("200") },
  { route: "page /startseite", request: get("/startseite"), expect: pastGate("→/") },
  { route: "page /suche", request: get("/suche"), expect: pastGate("→/") },
  {
    route: "page /sitemap.xml",
    request: get("/sitemap.xml"),
    expect: { ...pastGate("200"), anonymous: "gate-data" },
  },
  // Crawlers read its 'Disallow: /' without passing the gate.
  { route: "page /robots.txt", request: get("/robots.txt"), expect: everyone("200") },
  {
    route: "page /private-krankenversicherung-vergleich",
    request: get("/private-krankenversicherung-vergleich"),
    expect: pastGate("200"),
  },
  { route: "page /comparison", request: get("/comparison"), expect: pastGate("200") },
  { route: "action /comparison", request: postForm("/comparison"), expect: pastGate("200") },
  {
    route: "page /ihre-pkv-tarife",
    request: get(({ comparisonId }) => `/ihre-pkv-tarife?c=${comparisonId}`),
    expect: pastGate("200"),
  },
  { route: "action /ihre-pkv-tarife", request: postForm("/ihre-pkv-tarife"), expect: pastGate("400") },
  {
    route: "page /ihre-pkv-tarife/tarif/:offerId",
    request: get(({ comparisonId, offerId }) => `/ihre-pkv-tarife/tarif/${offerId}?c=${comparisonId}`),
    expect: pastGate("200"),
  },
  // The comparison and a tariff description as PDF (resource routes: the gate answers with its data).
  {
    route: "page /ihre-pkv-tarife/pdf",
    request: get(({ comparisonId }) => `/ihre-pkv-tarife/pdf?c=${comparisonId}`),
    expect: { ...pastGate("200"), anonymous: "gate-data" },
    download: true,
  },
  {
    route: "page /ihre-pkv-tarife/tarif/:offerId/beschreibung.pdf",
    request: get(
      ({ comparisonId, offerId }) => `/ihre-pkv-tarife/tarif/${offerId}/beschreibung.pdf?c=${comparisonId}`,
    ),
    expect: { ...pastGate("200"), anonymous: "gate-data" },
    download: true,
  },
  // A Beratungsdokumentation by its secret (docs/product/broker-duties.md#advice-documentation): unknown → 404.
  {
    route: "page /beratungsdokumentation/:token",
    request: get("/beratungsdokumentation/unbekannt-unbekannt-unbekannt"),
    expect: { ...pastGate("404"), anonymous: "gate-data" },
  },
  // 'Vergleich speichern': private accounts only; an unknown comparison proves the role check passed (404).
  {
    route: "page /ihre-pkv-tarife/speichern",
    request: get("/ihre-pkv-tarife/speichern"),
    expect: pastGate("405"),
  },
  {
    route: "action /ihre-pkv-tarife/speichern",
    request: postForm("/ihre-pkv-tarife/speichern", () => ({ c: "AAAAAAAAAAAAAAAAAAAAAAAA" })),
    expect: { ...privateArea("404", "login"), anonymous: "gate" },
  },
  // A share link that is none (tests/e2e/documents.spec.ts opens a real one).
  { route: "page /geteilt/:token", request: get("/geteilt/kein.link"), expect: pastGate("404") },
  {
    route: "page /ihre-pkv-tarife/senden",
    request: get(({ comparisonId }) => `/ihre-pkv-tarife/senden?c=${comparisonId}`),
    expect: pastGate("200"),
  },
  // An address that is none proves the request passed the gate (400); sending is tested on its own.
  {
    route: "action /ihre-pkv-tarife/senden",
    request: {
      method: "POST",
      path: ({ comparisonId }) => `/ihre-pkv-tarife/senden?c=${comparisonId}`,
      form: () => ({ email: "keine-adresse" }),
    },
    expect: pastGate("400"),
  },
  {
    route: "page /ihre-pkv-tarife/vergleich",
    request: get(({ comparisonId, offerId }) => `/ihre-pkv-tarife/vergleich?c=${comparisonId}&t=${offerId}`),
    expect: pastGate("200"),
  },
  { route: "page /datenschutz", request: get("/datenschutz"), expect: pastGate("200") },
  { route: "page /impressum", request: get("/impressum"), expect: pastGate("200") },
  { route: "page /agb", request: get("/agb"), expect: pastGate("200") },
  { route: "page /barrierefreiheit", request: get("/barrierefreiheit"), expect: pastGate("200") },
  { route: "page /erstinformation", request: get("/erstinformation"), expect: pastGate("200") },
  // The Erstinformation as PDF (a resource route: the gate answers with its data).
  {
    route: "page /erstinformation.pdf",
    request: get("/erstinformation.pdf"),
    expect: { ...pastGate("200"), anonymous: "gate-data" },
    download: true,
  },
  { route: "page /videos", request: get("/videos"), expect: pastGate("200") },
  // 'Endgültig löschen' in the gallery: admins only; an unknown video is 404.
  {
    route: "action /videos",
    request: postForm("/videos", () => ({ intent: "delete-video", key: "1764000000000-fehlt.mp4" })),
    expect: adminArea("404", "login"),
  },
  // A page without an action refuses a POST.
  { route: "page /agb", request: postForm("/agb"), expect: pastGate("405") },
  { route: "page /barrierefreiheit", request: postForm("/barrierefreiheit"), expect: pastGate("405") },
  // A signed-in visitor goes to the home of the role ('Mein Account', domain/accounts/roles.ts accountTarget).
  { route: "page /login", request: get("/login"), expect: signedIn("→/mein-bereich", "200", HOMES) },
  { route: "action /login", request: postForm("/login"), expect: signedIn("→/mein-bereich", "400", HOMES) },
  {
    route: "page /passwort-zuruecksetzen",
    request: get("/passwort-zuruecksetzen"),
    expect: pastGate("200"),
  },
  {
    route: "action /passwort-zuruecksetzen",
    request: postForm("/passwort-zuruecksetzen"),
    expect: pastGate("400"),
  },
  {
    route: "page /admin-login",
    request: get("/admin-login"),
    expect: signedIn("200", "200", { admin: "→/svadmin" }),
  },
  {
    route: "action /admin-login",
    request: postForm("/admin-login"),
    expect: signedIn("400", "400", { admin: "→/svadmin" }),
  },
  { route: "page /svadmin", request: get("/svadmin"), expect: adminArea("200", "login") },
  // The admin pages and the developer console (docs/product/site.md#admin-area).
  { route: "page /svadmin/kvr", request: get("/svadmin/kvr"), expect: adminArea("200", "login") },
  {
    route: "page /svadmin/appearance",
    request: get("/svadmin/appearance"),
    expect: adminArea("200", "login"),
  },
  {
    route: "action /svadmin/appearance",
    request: postForm("/svadmin/appearance", () => ({
      siteName: "",
      bannerText: "",
      primaryColor: "gibt-es-nicht",
    })),
    expect: adminArea("400", "login"),
  },
  { route: "page /svadmin/seo", request: get("/svadmin/seo"), expect: adminArea("200", "login") },
  {
    route: "action /svadmin/seo",
    request: postForm("/svadmin/seo"),
    expect: adminArea("400", "login"),
  },
  {
    route: "page /svadmin/maintenance",
    request: get("/svadmin/maintenance"),
    expect: adminArea("200", "login"),
  },
  {
    route: "action /svadmin/maintenance",
    request: postForm("/svadmin/maintenance", () => ({ message: "" })),
    expect: adminArea("400", "login"),
  },
  { route: "page /svadmin/ai", request: get("/svadmin/ai"), expect: adminArea("200", "login") },
  {
    route: "action /svadmin/ai",
    request: postForm("/svadmin/ai", () => ({ intent: "test-prompt", question: "Was ist die PKV?" })),
    expect: adminArea("200", "login"),
  },
  // The yearly figures: an invalid year (a rate of 45 %) is refused with the form's messages, nothing is stored.
  {
    route: "page /svadmin/rechengroessen",
    request: get("/svadmin/rechengroessen"),
    expect: adminArea("200", "login"),
  },
  {
    route: "action /svadmin/rechengroessen",
    request: postForm("/svadmin/rechengroessen", () => ({ year: "2027", generalRate: "45" })),
    expect: adminArea("400", "login"),
  },
  // Failed deliveries with 'Erneut senden' (docs/architecture.md#delivery-queue): an id that is not failed → 404.
  {
    route: "page /svadmin/zustellungen",
    request: get("/svadmin/zustellungen"),
    expect: adminArea("200", "login"),
  },
  {
    route: "action /svadmin/zustellungen",
    request: postForm("/svadmin/zustellungen", () => ({ id: "999999" })),
    expect: adminArea("404", "login"),
  },
  {
    route: "page /svadmin/tarifbedingungen",
    request: get("/svadmin/tarifbedingungen"),
    expect: adminArea("200", "login"),
  },
  // An empty form proves the role check passed (400 with the form's messages).
  {
    route: "action /svadmin/tarifbedingungen",
    request: postForm("/svadmin/tarifbedingungen"),
    expect: adminArea("400", "login"),
  },
  {
    route: "page /svadmin/pruefzeichen",
    request: get("/svadmin/pruefzeichen"),
    expect: adminArea("200", "login"),
  },
  {
    route: "page /svadmin/erstinformation",
    request: get("/svadmin/erstinformation"),
    expect: adminArea("200", "login"),
  },
  // An empty form proves the role check passed (400 with the form's messages).
  {
    route: "action /svadmin/erstinformation",
    request: postForm("/svadmin/erstinformation"),
    expect: adminArea("400", "login"),
  },
  // A certificate without number and date proves the role check passed (400 with the form's messages).
  {
    route: "action /svadmin/pruefzeichen",
    request: postForm("/svadmin/pruefzeichen", () => ({ issuer: "TÜV Süd" })),
    expect: adminArea("400", "login"),
  },
  { route: "page /kvr-test", request: get("/kvr-test"), expect: adminArea("200", "login") },
  { route: "page /kvr-live", request: get("/kvr-live"), expect: adminArea("200", "login") },
  { route: "page /mein-bereich", request: get("/mein-bereich"), expect: privateArea("200", "login") },
  // 'Konto endgültig löschen' (docs/product/accounts.md#personal-area): deleted, signed out, on to the start page.
  {
    route: "action /mein-bereich",
    request: postForm("/mein-bereich", () => ({ intent: "delete-account" })),
    expect: privateArea("→/", "login"),
    fresh: true,
  },
  // 'Abmelden' as a form post (a resource route: without a grant it answers the gate's data).
  {
    route: "page /abmelden",
    request: get("/abmelden"),
    expect: { ...pastGate("→/"), anonymous: "gate-data" },
  },
  {
    route: "action /abmelden",
    request: postForm("/abmelden", () => ({ next: "/impressum" })),
    expect: { ...pastGate("→/impressum"), anonymous: "gate-data" },
    fresh: true,
  },
  // The gate screen's route action (docs/product/gate.md): open without a grant; the page shows the gate.
  { route: "page /zugang", request: get("/zugang"), expect: pastGate("→/") },
  {
    route: "action /zugang",
    request: postForm("/zugang", ({ sitePassword }) => ({ password: sitePassword, next: "/impressum" })),
    expect: everyone("→/impressum"),
  },
  // The contact form's page and route action (docs/product/leads.md#contact-request); an empty form is refused.
  {
    route: "page /kontaktanfrage",
    request: get(({ comparisonId }) => `/kontaktanfrage?c=${comparisonId}&anliegen=rueckruf`),
    expect: pastGate("200"),
  },
  { route: "action /kontaktanfrage", request: postForm("/kontaktanfrage"), expect: pastGate("400") },
  { route: "page /update-profile", request: get("/update-profile"), expect: privateArea("200", "login") },
  {
    route: "action /update-profile",
    request: postForm("/update-profile", () => PROFILE),
    expect: privateArea("200", "login"),
  },
  { route: "page /broker-dashboard", request: get("/broker-dashboard"), expect: brokerArea("200", "login") },
  // Buying a lead (docs/product/leads.md#api): an unknown lead is 404; without a valid licence the purchase is
  // refused (403 license-required, before the lead is looked up).
  {
    route: "action /broker-dashboard",
    request: postForm("/broker-dashboard", () => ({ intent: "purchase", leadId: MISSING_ID })),
    expect: { ...brokerArea("404", "login"), "broker-inactive": "403" },
  },
  { route: "page /partner", request: get("/partner"), expect: pastGate("200") },
  { route: "page /lead-marketplace", request: get("/lead-marketplace"), expect: adminArea("200", "login") },
  {
    route: "action /lead-marketplace",
    request: postForm("/lead-marketplace", () => ({ intent: "validate", leadId: MISSING_ID })),
    expect: adminArea("404", "login"),
  },
  // A withdrawal link is addressed by its secret token; an unknown one is 'ungültig'.
  {
    route: "page /einwilligung-widerrufen/:token",
    request: get("/einwilligung-widerrufen/kein-gueltiger-widerrufslink"),
    expect: pastGate("404"),
  },
  {
    route: "action /einwilligung-widerrufen/:token",
    request: postForm("/einwilligung-widerrufen/kein-gueltiger-widerrufslink"),
    expect: pastGate("404"),
  },
  // A confirmation link is addressed by its secret token too; an unknown one is 'ungültig'.
  {
    route: "page /anfrage-bestaetigen/:token",
    request: get("/anfrage-bestaetigen/kein-gueltiger-bestaetigungslink"),
    expect: pastGate("404"),
  },
  {
    route: "action /anfrage-bestaetigen/:token",
    request: postForm("/anfrage-bestaetigen/kein-gueltiger-bestaetigungslink"),
    expect: pastGate("404"),
  },
  { route: "page /dev/outbox", request: get("/dev/outbox"), expect: pastGate("200") },
  // Test-only route that throws (error page); NODE_ENV=test only.
  { route: "page /__test/fehler", request: get("/__test/fehler"), expect: pastGate("500") },
  { route: "page /*", request: get("/gibt-es-nicht"), expect: pastGate("404") },
];

export const ROUTE_MATRIX: MatrixRow[] = [...API_MATRIX, ...PAGE_MATRIX];

/** `page /path` (and `action /path` for routes with an action) for every route of React Router's table. */
export function pageRoutesOf(routes: ServerBuild["routes"]): string[] {
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const entries = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || (route.path === undefined && !route.index)) continue;
    const path = `/${fullPath(route.id)}`;
    entries.add(`page ${path}`);
    if (route.module.action) entries.add(`action ${path}`);
  }
  return [...entries].sort();
}

/** `METHOD /path` of every Hono route; `ALL /*` (the middleware and the page fallback) stands for the pages. */
export function apiRoutesOf(app: { routes: ReadonlyArray<{ method: string; path: string }> }): string[] {
  const entries = new Set(app.routes.map((route) => `${route.method} ${route.path}`));
  entries.delete("ALL /*");
  return [...entries].sort();
}
