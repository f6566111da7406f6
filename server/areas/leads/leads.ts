import { randomBytes } from "node:crypto";
import { ageOn, needsBeihilfe } from "../../../domain/comparison/long-form";
import { AppError } from "../../../domain/errors/app-error";
import { fieldErrorsFromIssues } from "../../../domain/errors/field-errors";
import type { AdviceRecord, AdviceTariff } from "../../../domain/leads/advice-reasons";
import { type ApplicationSnapshot, applicationSnapshot } from "../../../domain/leads/application";
import { type ConsentRecord, consentAllowsListing } from "../../../domain/leads/consent";
import {
  CONTACT_MESSAGES,
  type ContactRequest,
  consentTexts,
  createContactRequestSchema,
} from "../../../domain/leads/contact-request";
import {
  APPLICATION_HEALTH_DATA_CONSENT,
  HEALTH_DATA_CONSENT,
  HEALTH_DATA_CONSENT_CHANNEL,
} from "../../../domain/leads/contact-texts";
import {
  automaticValidation,
  type ConfirmedContact,
  gradeLead,
  isOwnConfirmedContact,
  validatedState,
} from "../../../domain/leads/lifecycle";
import type { RiskPreCheckPerson } from "../../../domain/leads/risk-pre-check";
import type { FirstInformationShown } from "../../../domain/settings/first-information";
import { firstInformationTextLines } from "../../../domain/settings/first-information-text";
import { berlinDate } from "../../../lib/dates/berlin-date";
import type { DatabaseHandle } from "../../adapters/db/client";
import { leads } from "../../adapters/db/schema/leads";
import type { Caller } from "../../ports/caller";
import { createMemoryRateLimiter, type RateLimiter } from "../../ports/rate-limiter";
import { type Comparisons, type ComparisonViewer, type StoredComparison, visibleTo } from "../comparisons";
import type { DeliveryQueue } from "../delivery";
import { readSiteSettings } from "../site";
import type { AccountContacts } from "./account-contacts";
import { adviceDocumentOf, adviceMail, prepareAdvice, recommendationOf } from "./advice-record";
import { leadConfirmationMail } from "./lead-confirmation-mail";
import { hasHealthAnswers, healthAnswersOfComparison, householdHealthAnswers } from "./lead-health-data";
import { confirmationPath, createLeadLinks, type LeadLinks, withdrawalPath } from "./lead-links";
import { listPartners, type Partner } from "./partners";

export { withdrawalPath } from "./lead-links";

/** The channel recorded with the consent: the contact dialog on the results screen. */
export const CONTACT_CONSENT_CHANNEL = "website-kontaktformular";

/** Contact requests per client address (docs/product/leads.md#contact-request): 5 per hour. */
export const CONTACT_REQUEST_LIMIT = { max: 5, windowMs: 60 * 60 * 1000, refusesOn: "hit" } as const;

/**
 * Who asks (the signed-in account and the browser), and the Erstinformation the request's form named
 * (docs/product/broker-duties.md#first-information): stored with the lead unless its comparison holds the first one shown.
 */
type ContactRequestOptions = ComparisonViewer & { firstInformation?: FirstInformationShown };

export interface LeadsService extends LeadLinks {
  /**
   * A contact request of one HTTP request (the route action of /kontaktanfrage and POST /api/leads): counts
   * against the client address's limit first (throws `rate-limited`), then reads the input and creates the lead
   * like {@link LeadsService.createFromContactRequest}.
   */
  submitContactRequest(
    caller: Caller,
    readInput: () => Promise<unknown>,
    options?: ContactRequestOptions,
  ): Promise<{ id: string; advice?: AdviceRecord }>;
  /**
   * Contact request → lead; throws `validation-failed` with the messages per field. `options` is who asks: the
   * signed-in account and the browser (a comparison's tariff and health answers are read only for them).
   */
  createFromContactRequest(
    input: unknown,
    options?: ContactRequestOptions,
  ): Promise<{ id: string; advice?: AdviceRecord }>;
  /**
   * The tariffs a request of this comparison would recommend, with the ranking's reasons (before the needs are
   * known): the chosen offer, or the top picks (docs/product/broker-duties.md#advice-documentation).
   */
  adviceRecommendation(comparison: StoredComparison, offerId?: string): AdviceTariff[];
  /** The Beratungsdokumentation of a download link's secret (docs/product/broker-duties.md#advice-documentation). */
  adviceDocument(token: string): Promise<{ bytes: Uint8Array; filename: string } | undefined>;
  /** Name of the broker the data is passed to (shown in the consent text). */
  brokerName(): Promise<string>;
  /**
   * Whether the results page of this comparison offers the risk pre-check: somebody of its household gave health
   * answers (docs/product/leads.md#risk-pre-check-request).
   */
  offersRiskPreCheck(comparison: StoredComparison): Promise<boolean>;
  /** The partner list (/partner) the consent names: licensed brokers and insurers now, and buyers per lead. */
  partnerList(): Promise<{ maxSales: number; partners: Partner[] }>;
}

/**
 * Contact request → lead with the consent texts exactly as shown, the partner list they cover and the market
 * data of the comparison (docs/decisions/017-lead-marketplace.md). A request carrying the signed-in requester's
 * own confirmed contact data (SMS-verified phone and confirmed e-mail) is validated and listed at once; every
 * other lead waits, unlisted, until the person confirms it through the link sent to the lead's own e-mail
 * address, or an admin validates it in /lead-marketplace (docs/product/leads.md#lifecycle).
 */
export function createLeadsService(deps: {
  database: DatabaseHandle;
  /** The requester's account and the partners' names (the accounts area's tables). */
  accounts: AccountContacts;
  brokerName: () => Promise<string>;
  /** The § 34d status line of the documents (default: the broker's name and status). */
  brokerStatus?: () => Promise<string>;
  now?: () => Date;
  /** LEAD_MAX_SALES: buyers per lead, fixed on the lead when it is created. */
  maxSales?: number;
  /**
   * The queue of the confirmation e-mail with the withdrawal link, written in the lead's transaction
   * (docs/architecture.md#delivery-queue); without it no e-mail is sent (the demo leads).
   */
  deliveries?: DeliveryQueue;
  /** Base of the links in the e-mail, per request (docs/security.md#links-in-e-mails). */
  linkBase?: () => string;
  /** Contact requests per client address (default: {@link CONTACT_REQUEST_LIMIT} in this process's memory). */
  limiter?: RateLimiter;
  /**
   * The stored comparisons, read for a risk pre-check's health answers (docs/product/leads.md#risk-pre-check-request);
   * without them no risk pre-check can be made (the demo leads).
   */
  comparisons?: Pick<Comparisons, "get">;
}): LeadsService {
  const now = deps.now ?? (() => new Date());
  const limiter =
    deps.limiter ?? createMemoryRateLimiter({ ...CONTACT_REQUEST_LIMIT, now: () => now().getTime() });
  const { db } = deps.database;
  const maxSales = deps.maxSales ?? 1;
  const brokerStatus =
    deps.brokerStatus ??
    (async () => `${await deps.brokerName()} · Versicherungsmakler nach § 34d Abs. 1 GewO`);

  const currentPartners = async (at: Date) =>
    (await listPartners(db, deps.accounts, at)).map((partner) => partner.licenseNumber);

  /**
   * The offered tariff of an application request (docs/product/leads.md#application-request), read through the
   * comparison service like the results page: a comparison that is gone, another account's or without that offer
   * refuses the request. The household's health answers only with the optional Art. 9 consent.
   */
  async function applicationOf(
    request: ContactRequest,
    viewer: ComparisonViewer,
  ): Promise<{ snapshot: ApplicationSnapshot; healthAnswers: RiskPreCheckPerson[] }> {
    const comparison = visibleTo(
      request.comparisonId && deps.comparisons ? await deps.comparisons.get(request.comparisonId) : undefined,
      viewer,
    );
    const offer =
      comparison?.offers.find((entry) => entry.id === request.offerId) ??
      comparison?.variants.find((entry) => entry.id === request.offerId);
    if (!comparison || !offer || !deps.comparisons) {
      throw new AppError("validation-failed", { fieldErrors: { offerId: [CONTACT_MESSAGES.offerMissing] } });
    }
    const snapshot = applicationSnapshot({
      offer,
      comparison: comparison.input,
      persons: comparison.household?.members.length ?? 1,
      figuresYear: comparison.figures.year,
      priceNotice: comparison.priceNotice,
    });
    const healthAnswers = request.consentHealthData
      ? await householdHealthAnswers(deps.comparisons, comparison)
      : [];
    return { snapshot, healthAnswers };
  }

  const service: LeadsService = {
    brokerName: deps.brokerName,
    async submitContactRequest(caller, readInput, options = {}) {
      const { allowed, retryAfterSeconds } = await limiter.hit(caller.clientAddress);
      if (!allowed) {
        throw new AppError("rate-limited", { detail: CONTACT_MESSAGES.rateLimited, retryAfterSeconds });
      }
      return service.createFromContactRequest(await readInput(), {
        ...options,
        browserKey: options.browserKey ?? caller.browserKey,
      });
    },

    async createFromContactRequest(input, options = {}) {
      const grantedAt = now();
      const parsed = createContactRequestSchema({ today: berlinDate(grantedAt) }).safeParse(input);
      if (!parsed.success) {
        throw new AppError("validation-failed", { fieldErrors: fieldErrorsFromIssues(parsed.error.issues) });
      }
      const request: ContactRequest = parsed.data;
      const riskPreCheck = request.topic === "risk-pre-check";
      // An application request copies the offered tariff, and the health answers only with the optional consent.
      const application = request.topic === "application" ? await applicationOf(request, options) : undefined;
      // A risk pre-check copies the health answers of the comparison's household (Art. 9 DSGVO: with the explicit
      // consent checked by the schema); a comparison without any, gone or another account's, refuses it.
      const healthAnswers = application
        ? application.healthAnswers
        : riskPreCheck && request.comparisonId && deps.comparisons
          ? await healthAnswersOfComparison(deps.comparisons, request.comparisonId, options)
          : [];
      if (riskPreCheck && healthAnswers.length === 0) {
        throw new AppError("validation-failed", {
          fieldErrors: { comparisonId: [CONTACT_MESSAGES.noHealthAnswers] },
        });
      }
      const texts = consentTexts(await deps.brokerName());
      const consent: ConsentRecord[] = [
        {
          purpose: "call",
          text: texts.call,
          grantedAt: grantedAt.toISOString(),
          channel: CONTACT_CONSENT_CHANNEL,
        },
        {
          purpose: "broker-transfer",
          text: texts.broker,
          grantedAt: grantedAt.toISOString(),
          channel: CONTACT_CONSENT_CHANNEL,
          scope: "partners",
          partners: await currentPartners(grantedAt),
          maxRecipients: maxSales,
        },
      ];
      // The Art. 9 consent as shown: required for a risk pre-check, optional for an application request (kept only
      // when answers were passed on with it).
      const healthConsent = riskPreCheck
        ? HEALTH_DATA_CONSENT
        : healthAnswers.length > 0
          ? APPLICATION_HEALTH_DATA_CONSENT
          : undefined;
      if (healthConsent) {
        consent.push({
          purpose: "health-data",
          text: healthConsent.text,
          version: healthConsent.version,
          grantedAt: grantedAt.toISOString(),
          channel: HEALTH_DATA_CONSENT_CHANNEL,
        });
      }
      let comparisonId: string | null = null;
      // The first Erstinformation shown: on the form of the comparison, else on the request's own form.
      let firstInformation: FirstInformationShown | null = options.firstInformation ?? null;
      let visibleComparison: StoredComparison | undefined;
      let age: number | null = null;
      let market: { jobStatus: string | null; coverageWish: string | null; beihilfe: boolean } = {
        jobStatus: null,
        coverageWish: null,
        beihilfe: false,
      };
      // Only a comparison the requester may see (their own, or their browser's) is linked to the lead.
      if (request.comparisonId && deps.comparisons) {
        const row = visibleTo(await deps.comparisons.get(request.comparisonId), options);
        if (row) {
          const data = row.input;
          comparisonId = row.id;
          firstInformation = row.firstInformation ?? firstInformation;
          visibleComparison = row;
          age = ageOn(data.birthDate, berlinDate(grantedAt));
          market = {
            jobStatus: data.jobStatus ?? null,
            coverageWish: data.coverageType ?? null,
            beihilfe: data.jobStatus ? needsBeihilfe(data.jobStatus) : false,
          };
        }
      }
      // The needs and the recommendation with its reasons, or the separate waiver (§§ 61, 62 VVG).
      const advice = await prepareAdvice({
        request,
        comparison: visibleComparison,
        at: grantedAt,
        statusLine: await brokerStatus(),
      });
      const account = options.userId ? await deps.accounts.contactOf(options.userId) : undefined;
      // Only data the account's owner confirmed: the e-mail through its link, the phone by SMS at registration.
      const confirmed: ConfirmedContact | null = account
        ? { email: account.emailVerified ? account.email : null, phone: account.verifiedPhone }
        : null;
      const ownConfirmedContact = isOwnConfirmedContact(request, confirmed);
      const profileComplete = account?.profileComplete ?? false;
      const validation = automaticValidation({ ownConfirmedContact });
      const state = validation
        ? validatedState(validation, grantedAt, consentAllowsListing({ consent, withdrawnAt: null }))
        : { status: "new", isValidated: false, validationDate: null, validationMethod: null, listedAt: null };
      const withdrawalToken = randomBytes(24).toString("base64url");
      // Anybody else's data (or data the account has not confirmed) waits for the person's own confirmation.
      const confirmationToken = validation ? null : randomBytes(24).toString("base64url");
      const email = request.email.toLowerCase();
      // In Textform with the request's mail (docs/product/broker-duties.md#first-information).
      const firstInformationText = firstInformationTextLines(await readSiteSettings(db));
      // The lead and its confirmation e-mail are committed together: no lead without its withdrawal link.
      const leadId = await db.transaction(async (tx) => {
        const [lead] = await tx
          .insert(leads)
          .values({
            firstName: request.firstName,
            lastName: request.lastName,
            email,
            phone: request.phone,
            age,
            ...state,
            leadQuality: gradeLead({
              topic: request.topic,
              phoneVerified: ownConfirmedContact,
              profileComplete: ownConfirmedContact && profileComplete,
            }),
            source: "contact-request",
            kind: riskPreCheck ? "risk-pre-check" : application ? "application" : "contact",
            healthAnswers: healthConsent ? healthAnswers : null,
            application: application?.snapshot ?? null,
            firstInformation,
            adviceRecord: advice?.record ?? null,
            comparisonId,
            userId: options.userId ?? null,
            preferredTime: request.preferredTime ?? null,
            appointmentDay: request.appointmentDay ?? null,
            appointmentWindow: request.appointmentWindow ?? null,
            consent,
            maxSales,
            ...market,
            postalCode: account?.postalCode ?? null,
            withdrawalToken,
            confirmationToken,
            contactConfirmedAt: validation ? grantedAt : null,
            createdAt: grantedAt,
            updatedAt: grantedAt,
          })
          .returning({ id: leads.id });
        const id = lead!.id;
        // The documentation in Textform, queued with the lead: before any broker can buy it (§ 62 VVG).
        if (deps.deliveries && advice?.pdf && advice.record.kind === "documentation") {
          const name = `${request.firstName} ${request.lastName}`;
          await deps.deliveries.enqueue(
            tx,
            adviceMail({ id, email, name }, advice.record, advice.pdf, firstInformationText),
          );
        }
        if (deps.deliveries) {
          const base = deps.linkBase?.() ?? "";
          await deps.deliveries.enqueue(
            tx,
            leadConfirmationMail({
              id,
              email,
              name: `${request.firstName} ${request.lastName}`,
              application: application?.snapshot,
              consents: [texts.call, texts.broker, ...(healthConsent ? [healthConsent.text] : [])],
              // The withdrawal link stays the mail's first link; the request's own confirmation after it.
              withdrawalLink: `${base}${withdrawalPath(withdrawalToken)}`,
              confirmationLink: confirmationToken
                ? `${base}${confirmationPath(confirmationToken)}`
                : undefined,
              firstInformation: firstInformationText,
            }),
          );
        }
        return id;
      });
      deps.deliveries?.kick();
      return { id: leadId, ...(advice ? { advice: advice.record } : {}) };
    },

    adviceRecommendation(comparison, offerId) {
      return recommendationOf(comparison, offerId, undefined);
    },

    async adviceDocument(token) {
      return adviceDocumentOf(db, token, await brokerStatus());
    },

    async offersRiskPreCheck(comparison) {
      return deps.comparisons ? hasHealthAnswers(deps.comparisons, comparison) : false;
    },

    async partnerList() {
      return { maxSales, partners: await listPartners(db, deps.accounts, now()) };
    },

    ...createLeadLinks(db, now),
  };
  return service;
}
