import { createContext } from "react-router";
import type { YearlyTable } from "../../domain/constants/yearly-constants";
import type { SavingsClaimBasis } from "../../domain/offers/savings-claim";
import type { SiteSettings } from "../../domain/settings/site-settings";
import type { PublicBucket } from "../adapters/storage/storage";
import type { AccountActions, AccountServices, SessionViewer, SignedInViewer } from "../areas/accounts";
import type { AssistantAdmin } from "../areas/assistant";
import type { RequestComparisons, ShareLinks } from "../areas/comparisons";
import type { FailedDelivery } from "../areas/delivery";
import type { ComparisonDocuments } from "../areas/documents";
import type { KvrConsole } from "../areas/kvr-console";
import type { LeadAdmin, LeadMarket, LeadsService } from "../areas/leads";
import type { AuditActor, AuditEntry, YearlyFigures } from "../areas/site";
import type { Caller } from "../ports/caller";
import type { GateAccess } from "./middleware/gate-access";

/** What the server hands to React Router loaders and actions for one request. */
export interface PageContext {
  siteName: string;
  /** The external address (canonical links, og:url, sitemap): PUBLIC_URL, else http://localhost:PORT; never the Host header. */
  publicUrl: string;
  /** CSP nonce for the inline scripts React Router renders. */
  nonce: string;
  gate: {
    enabled: boolean;
    /** True when the visitor may see the site (valid grant, or the gate is off). */
    granted: boolean;
    /** True for the few pages served without a grant (robots.txt; server/transport/middleware/gate.ts). */
    open: boolean;
    /** Grant time in ms, when the visitor has passed the gate. */
    grantedAt: number | undefined;
    /** When the current grant ends (ms); undefined without grant or with the gate off. */
    expiresAt: number | undefined;
    /** Server time of this request, so the browser can re-lock without trusting its own clock. */
    now: number;
    /** Message of the last failed plain-form attempt, shown once. */
    error: string | undefined;
    /** The password check of the gate's route action (/zugang; server/transport/middleware/gate-access.ts). */
    access: GateAccess;
  };
  services: PageServices;
  /** Who sends this request: client address and browser key, as the areas take them (server/ports/caller.ts). */
  caller: Caller;
  /** Routes that exist only for the automated tests (e.g. a route that throws). */
  testRoutesEnabled: boolean;
  /**
   * Hears every error a loader or action threw (`handleError` of app/entry.server.tsx): an overload (no database
   * connection within the pool's wait) is recorded, and the page route answers `503 service-busy` instead of the
   * error page (docs/security.md#overload). True when the error was one (no fault to log).
   */
  recordOverload(error: unknown): boolean;
  /**
   * Stored comparisons for the /comparison and /ihre-pkv-tarife loaders and actions; a new comparison counts
   * against the client's rate limit and belongs to the signed-in viewer.
   */
  comparisons: RequestComparisons;
  /** The comparison and a tariff description as PDF (docs/product/documents.md). */
  documents: ComparisonDocuments;
  /** Read-only share links of comparisons (docs/product/documents.md#share-link). */
  sharing: ShareLinks;
  /** Contact requests (broker name for the consent texts). */
  leads: LeadsService;
  /**
   * Accounts (docs/product/accounts.md): the signed-in viewer of this request and the account forms.
   */
  accounts: AccountPageContext;
  /**
   * The one way to a role's services (server/transport/guards.ts): each guard checks the viewer, throws the
   * redirect or the 403 itself and returns its role's services (app/lib/guards.server.ts).
   */
  guards: RoleGuards;
}

/**
 * One guard per role (docs/architecture.md#guards): each checks the request's viewer on the server, throws the
 * redirect to the area's login (no session) or the area's 403 itself, and only then hands out that role's
 * services. Role services are reachable through their guard alone: they are not on the page context.
 */
export interface RoleGuards {
  /** A private user: their profile, comparisons and requests. `profile: true` also requires a profile row. */
  privateUser(options?: { login?: string; profile?: boolean }): {
    viewer: SignedInViewer;
    account: PrivatePageServices;
  };
  /** A broker or insurance user: the dashboard and the lead market. */
  broker(): { viewer: SignedInViewer; broker: BrokerPageServices };
  /** An admin: the admin area's services and the audit actor. */
  admin(): { viewer: SignedInViewer; actor: AuditActor; admin: AdminPageServices };
}

/** A private user's reads (the personal area and the profile page). */
export interface PrivatePageServices {
  getProfile: AccountServices["getProfile"];
  listComparisons: AccountServices["listComparisons"];
  /** The person's own contact requests with their withdrawal links (docs/product/leads.md#consent-and-withdrawal). */
  listOwnLeads: LeadMarket["listOwnLeads"];
}

/** A broker's or insurer's services: the dashboard (licence, purchases) and the lead market. */
export interface BrokerPageServices {
  dashboard: AccountServices["brokerDashboard"];
  market: LeadMarket;
}

export interface AdminPageServices {
  /** The one writer of the site settings (validated, audited, listeners notified). */
  saveSiteSettings(
    change: (current: SiteSettings) => unknown,
    actor: AuditActor,
    section: string,
  ): Promise<SiteSettings>;
  /** Newest audit entries of the settings (and engine credentials), for the admin pages. */
  recentAudit(
    subjectType: "settings" | "engine-credentials" | "yearly-figures",
    subjectId?: string,
    limit?: number,
  ): Promise<AuditEntry[]>;
  /** The developer console's backend; absent when the app runs without an engine. */
  kvrConsole: KvrConsole | undefined;
  /** Lucy's administration (knowledge base, transcripts). */
  assistant: AssistantAdmin;
  /** The yearly figures: the table in force, the stored years and the one writer (validated, audited). */
  yearlyFigures: YearlyFigures;
  /** Deletes a gallery video (audited); throws `file-not-found` (the /videos route action). */
  deleteVideo(actor: AuditActor, key: string): Promise<void>;
  /** The admins' lead marketplace: leads, sales, revenue, licences (docs/product/leads.md#admin-lead-marketplace). */
  leads: LeadAdmin;
  /** Mails and SMS given up after every retry, and putting one back into the queue (audited). */
  deliveries: {
    listFailed(): Promise<FailedDelivery[]>;
    /** False when the message is not (or no longer) failed. */
    retry(actor: AuditActor, id: number): Promise<boolean>;
  };
}

interface AccountPageContext {
  viewer: SessionViewer;
  /** The dev outbox page is available (no real provider, not production). */
  outboxEnabled: boolean;
  /** The dev outbox's messages (`outboxEnabled`). */
  services: Pick<AccountServices, "listOutbox">;
  /**
   * The account forms as actions: `(request, Object.fromEntries(formData))`; they throw AppError (with
   * `fieldErrors` on invalid input) and return `{ headers }` with the `Set-Cookie` headers to pass on.
   */
  actions: AccountActions;
}

interface PageServices {
  getSiteSettings(): Promise<SiteSettings>;
  /** The yearly figures in force: the shipped table with the years admins stored (landing texts). */
  yearlyTable(): YearlyTable;
  /** Objects of a public bucket, sorted by key (served at /storage/<bucket>/<key>). */
  listBucket(bucket: PublicBucket): Promise<Array<{ key: string; size: number }>>;
  /** The computed basis of the 'bis zu 65 %' claim, shown in every page's footer (docs/product/broker-duties.md#claims). */
  savingsClaimBasis(): Promise<SavingsClaimBasis | undefined>;
}

export const pageContext = createContext<PageContext>();
