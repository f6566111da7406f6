import { canAccess } from "../../domain/accounts/roles";
import { createAccountContacts } from "../areas/accounts";
import { createAssistantAdmin, createLucyAssistant } from "../areas/assistant";
import { createRequestComparisons, createShareLinks } from "../areas/comparisons";
import { createDeliveryQueue, listFailedDeliveries, retryFailedDelivery } from "../areas/delivery";
import { createSendComparisonMail, enforceDocumentRateLimit } from "../areas/documents";
import { createLeadAdmin, createLeadMarket } from "../areas/leads";
import { deleteVideoAsAdmin } from "../areas/media";
import {
  createSiteSettingsReader,
  createYearlyFigures,
  listAudit,
  readSiteSettings,
  saveSiteSettings,
} from "../areas/site";
import { createCallerOf } from "../transport/http/caller";
import { linkBaseFor } from "../transport/http/link-base";
import { createClientAddress } from "../transport/middleware/client-address";
import { createGateAccess } from "../transport/middleware/gate-access";
import type { AdminPageServices } from "../transport/page-context.server";
import type { PageContextDeps } from "../transport/page-context-builder";
import type { AppDependencies } from "./app-dependencies";
import type { AppRateLimits } from "./app-rate-limits";
import { publicBaseUrl } from "./env";

/** The services one app builds from its dependencies and shares between its API sub-apps and its pages. */
export function createAppServices(
  deps: Pick<
    AppDependencies,
    | "env"
    | "database"
    | "storage"
    | "logger"
    | "comparisons"
    | "leads"
    | "accounts"
    | "kvrConsole"
    | "yearlyFigures"
    | "llm"
    | "onLlmError"
    | "testRoutesEnabled"
    | "secret"
    | "deliveries"
  >,
  options: {
    now: () => number;
    clientIp: (request: Request) => string;
    limits: AppRateLimits;
    /** Told of each committed lead purchase (metrics). */
    onLeadPurchase?: () => void;
  },
) {
  const { now } = options;
  const db = deps.database.db;
  const siteSettings = createSiteSettingsReader(db, { now });
  const yearlyFigures = deps.yearlyFigures ?? createYearlyFigures(db, { now });
  const yearlyTable = () => yearlyFigures.table();
  const getViewer = (headers: Headers) => deps.accounts.services.getViewer(headers);
  const callerOf = createCallerOf(options.clientIp);
  const requestComparisons = createRequestComparisons({
    comparisons: deps.comparisons,
    limiter: options.limits.comparisons,
  });
  const comparisonsFor = (request: Request, ownerId: () => Promise<string | undefined>) =>
    requestComparisons(callerOf(request), ownerId);
  // A comparison made while signed in belongs to the account (personal area; not purged after 30 days).
  const ownerOf = (request: Request) => async () => {
    const viewer = await getViewer(request.headers);
    return viewer.kind === "user" ? viewer.userId : undefined;
  };
  // The link is the permission: it reads the comparison without the owner check.
  const sharing = createShareLinks({ secret: deps.secret, comparisons: deps.comparisons });
  // 'Vergleich per E-Mail senden' (docs/product/documents.md#by-e-mail), limited per client address.
  const sendComparisonMail = createSendComparisonMail({
    db,
    deliveries: deps.deliveries ?? createDeliveryQueue({ now }),
    limiter: options.limits.comparisonMails,
    linkBase: linkBaseFor(deps.env),
    getSiteSettings: siteSettings.read,
    shareTokenFor: sharing.tokenFor,
    now,
  });
  const leadClock = () => new Date(now());
  // One lead market for the pages (through the page context) and the admin's CSV export.
  const leadMarket = {
    broker: createLeadMarket({ db, now: leadClock, onPurchase: options.onLeadPurchase }),
    admin: createLeadAdmin({ db, accounts: createAccountContacts(db), now: leadClock }),
  };
  // Read fresh: the chat is not a hot path, and switching Lucy off applies to the very next question.
  const getAssistantSettings = async () => (await readSiteSettings(db)).assistant;
  const lucy = createLucyAssistant({
    db,
    llm: deps.llm,
    getSettings: getAssistantSettings,
    now,
    yearlyTable,
    onLlmError:
      deps.onLlmError ??
      ((error) =>
        deps.logger.warn({ err: error }, "Lucy: LLM nicht erreichbar, Antwort aus der Wissensdatenbank")),
  });
  const admin: AdminPageServices = {
    saveSiteSettings: (change, actor, section) => saveSiteSettings(db, change, actor, section),
    recentAudit: (subjectType, subjectId, limit = 8) => listAudit(db, { subjectType, subjectId, limit }),
    kvrConsole: deps.kvrConsole,
    assistant: createAssistantAdmin({
      db,
      assistant: lucy,
      now,
      llmConfigured: deps.llm !== undefined,
      yearlyTable,
    }),
    yearlyFigures,
    leads: leadMarket.admin,
    deleteVideo: (actor, key) => deleteVideoAsAdmin({ storage: deps.storage, db }, actor, key),
    // A message put back is delivered by the next poll of any instance's worker.
    deliveries: {
      listFailed: () => listFailedDeliveries(db),
      retry: (actor, id) => retryFailedDelivery(db, id, actor, new Date(now())),
    },
  };
  return {
    siteSettings,
    yearlyFigures,
    yearlyTable,
    getViewer,
    isAdmin: async (request: Request) => canAccess(await getViewer(request.headers), "admin"),
    comparisonsFor,
    /** The comparison store of one API request, owned by its signed-in viewer. */
    comparisonsOfViewer: (request: Request) => comparisonsFor(request, ownerOf(request)),
    leadAdmin: leadMarket.admin,
    lucy,
    getAssistantSettings,
    admin,
    /** What the page context of every page request is built from (server/transport/page-context-builder.ts). */
    pageContext: {
      siteName: deps.env.SITE_NAME,
      // Canonical, og:url, sitemap: the configured address, never the request's Host header.
      publicUrl: publicBaseUrl(deps.env),
      gateEnabled: deps.env.sitePassword !== undefined,
      now,
      testRoutesEnabled: deps.testRoutesEnabled ?? false,
      storage: deps.storage,
      getSiteSettings: siteSettings.read,
      yearlyTable,
      savingsClaimBasis: deps.comparisons.savingsClaimBasis,
      admin,
      comparisonsFor,
      sendComparisonMailFor: (request: Request) => sendComparisonMail(options.clientIp(request)),
      // The comparison and tariff description PDFs (docs/product/documents.md#pdf), limited per client address.
      enforceDocumentLimit: (request: Request) =>
        enforceDocumentRateLimit(options.limits.documents, options.clientIp(request)),
      sharing,
      leads: deps.leads,
      callerOf,
      leadMarket: leadMarket.broker,
      accounts: deps.accounts,
      // The gate screen's route action (/zugang): the same check and failure counter as POST /api/gate.
      gateAccess: createGateAccess({
        sitePassword: deps.env.sitePassword,
        secret: deps.secret,
        failedAttempts: options.limits.gateFailed,
        now,
        clientIp: options.clientIp,
        isHttps: createClientAddress({ trustProxy: deps.env.TRUST_PROXY }).isHttps,
      }),
    } satisfies PageContextDeps,
  };
}
