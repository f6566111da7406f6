import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { RouterContextProvider } from "react-router";
import type { YearlyTable } from "../../domain/constants/yearly-constants";
import type { SavingsClaimBasis } from "../../domain/offers/savings-claim";
import type { SiteSettings } from "../../domain/settings/site-settings";
import { once } from "../../lib/functions/once";
import type { Storage } from "../adapters/storage/storage";
import type { AccountServices } from "../areas/accounts";
import type { RequestComparisons, ShareLinks } from "../areas/comparisons";
import type { SendComparisonMail } from "../areas/documents";
import { createComparisonDocuments } from "../areas/documents";
import type { LeadMarket, LeadsService } from "../areas/leads";
import type { Caller } from "../ports/caller";
import { GATE_ERROR_COOKIE_NAME, TOO_MANY_ATTEMPTS_MESSAGE, WRONG_PASSWORD_MESSAGE } from "./api/gate-routes";
import { createRoleGuards, privateServicesOf } from "./guards";
import { type GateVariables, isUngatedPage } from "./middleware/gate";
import type { GateAccess } from "./middleware/gate-access";
import { GATE_GRANT_TTL_MS } from "./middleware/gate-grant";
import { type AdminPageServices, type PageContext, pageContext } from "./page-context.server";

export interface PageContextDeps {
  siteName: string;
  publicUrl: string;
  gateEnabled: boolean;
  now: () => number;
  testRoutesEnabled: boolean;
  storage: Storage;
  getSiteSettings: () => Promise<SiteSettings>;
  yearlyTable: () => YearlyTable;
  /** The computed basis of the 'bis zu 65 %' claim (docs/product/broker-duties.md#claims). */
  savingsClaimBasis: () => Promise<SavingsClaimBasis | undefined>;
  /** The comparison store bound to one request (rate limit, owner). */
  comparisonsFor: (request: Request, ownerId: () => Promise<string | undefined>) => RequestComparisons;
  /** Read-only share links (docs/product/documents.md#share-link). */
  sharing: ShareLinks;
  /** 'Vergleich per E-Mail senden' bound to one request (its client address's limit). */
  sendComparisonMailFor: (request: Request) => SendComparisonMail;
  /** Counts one PDF of the request against its client address's limit; throws `rate-limited` over it. */
  enforceDocumentLimit: (request: Request) => Promise<void>;
  leads: LeadsService;
  /** Who sends a request (server/ports/caller.ts). */
  callerOf: (request: Request) => Caller;
  /** The lead market (the broker's services, and a person's own requests). */
  leadMarket: LeadMarket;
  /** The accounts area and whether the dev outbox page is served. */
  accounts: { outboxEnabled: boolean; services: AccountServices };
  /** The admin area's services, handed out only by the admin guard. */
  admin: AdminPageServices;
  /** The gate's password check (server/transport/middleware/gate-access.ts), for the route action of /zugang. */
  gateAccess: GateAccess;
}

/** What React Router's loaders and actions get for one page request (the session is looked up once here). */
export async function buildPageContext(
  deps: PageContextDeps,
  c: Context,
  request: GateVariables & { nonce: string; recordOverload?: (error: unknown) => boolean },
): Promise<RouterContextProvider> {
  const gateErrorCode = getCookie(c, GATE_ERROR_COOKIE_NAME);
  if (gateErrorCode) deleteCookie(c, GATE_ERROR_COOKIE_NAME, { path: "/" });
  const { grantedAt } = request;
  const viewer = await deps.accounts.services.getViewer(c.req.raw.headers);
  const ownerId = async () => (viewer.kind === "user" ? viewer.userId : undefined);
  const listBucket: PageContext["services"]["listBucket"] = async (bucket) => {
    const objects = await deps.storage.list(bucket);
    return objects.map(({ key, size }) => ({ key, size }));
  };
  // The root and the page loaders all read the settings: once per request is enough.
  const getSiteSettings = once(deps.getSiteSettings);
  // The admin's site name (page 'Erscheinungsbild') wins over SITE_NAME.
  const siteName = (await getSiteSettings()).appearance.siteName || deps.siteName;
  const context = new RouterContextProvider();
  context.set(pageContext, {
    siteName,
    publicUrl: deps.publicUrl,
    nonce: request.nonce,
    gate: {
      enabled: deps.gateEnabled,
      granted: request.granted,
      open: isUngatedPage(c.req.path),
      grantedAt,
      expiresAt: grantedAt === undefined ? undefined : grantedAt + GATE_GRANT_TTL_MS,
      now: deps.now(),
      error:
        gateErrorCode === "limit"
          ? TOO_MANY_ATTEMPTS_MESSAGE
          : gateErrorCode
            ? WRONG_PASSWORD_MESSAGE
            : undefined,
      access: deps.gateAccess,
    },
    services: {
      getSiteSettings,
      listBucket,
      yearlyTable: deps.yearlyTable,
      savingsClaimBasis: deps.savingsClaimBasis,
    },
    caller: deps.callerOf(c.req.raw),
    testRoutesEnabled: deps.testRoutesEnabled,
    recordOverload: request.recordOverload ?? (() => false),
    comparisons: deps.comparisonsFor(c.req.raw, ownerId),
    documents: createComparisonDocuments({
      getSiteSettings,
      now: deps.now,
      sendByMail: (comparison, input) => deps.sendComparisonMailFor(c.req.raw)(comparison, input),
      enforceLimit: () => deps.enforceDocumentLimit(c.req.raw),
    }),
    sharing: deps.sharing,
    leads: deps.leads,
    accounts: {
      viewer,
      outboxEnabled: deps.accounts.outboxEnabled,
      services: { listOutbox: deps.accounts.services.listOutbox },
      actions: deps.accounts.services.actions,
    },
    guards: createRoleGuards(viewer, {
      private: privateServicesOf(deps.accounts.services, deps.leadMarket.listOwnLeads),
      broker: { dashboard: deps.accounts.services.brokerDashboard, market: deps.leadMarket },
      admin: deps.admin,
    }),
  });
  return context;
}
