import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import {
  type LicenseInfo,
  type LicenseStatus,
  licenseNotice,
  licenseStatus,
} from "../../../domain/accounts/license";
import type { CoverageType, JobStatus } from "../../../domain/comparison/form-values";
import { AppError } from "../../../domain/errors/app-error";
import {
  type AdviceRecord,
  adviceMarketLabel,
  storedAdviceRecord,
} from "../../../domain/leads/advice-reasons";
import { applicationSummary } from "../../../domain/leads/application";
import { consentAllowsListing, consentBasis, consentCoversBuyer } from "../../../domain/leads/consent";
import {
  isLeadQuality,
  isPurchasable,
  type LeadStatus,
  statusAfterSale,
} from "../../../domain/leads/lifecycle";
import {
  applyMarketQuery,
  type MarketLead,
  type MarketQuery,
  postalRegion,
} from "../../../domain/leads/market";
import { centsToAmount, leadPriceCents } from "../../../domain/leads/pricing";
import {
  type RiskPreCheckPerson,
  riskPreCheckSummary,
  storedRiskPreCheck,
} from "../../../domain/leads/risk-pre-check";
import type { Database } from "../../adapters/db/client";
import { brokerProfiles, leadPurchases, leads, licenseKeys } from "../../adapters/db/schema/leads";
import { type AuditActor, recordAudit } from "../site";
import { type LeadOwner, leadsOf } from "./lead-ownership";
import { withdrawalPath } from "./leads";

type LeadRow = typeof leads.$inferSelect;

/** The anonymised view of a lead row and its price at `now`. */
export function toMarketLead(row: LeadRow, now: Date): MarketLead {
  const quality = isLeadQuality(row.leadQuality) ? row.leadQuality : "kontaktanfrage";
  return {
    id: row.id,
    age: row.age,
    jobStatus: (row.jobStatus as JobStatus | null) ?? null,
    coverageWish: (row.coverageWish as CoverageType | null) ?? null,
    beihilfe: row.beihilfe,
    postalRegion: postalRegion(row.postalCode),
    quality,
    createdAt: row.createdAt.toISOString(),
    priceCents: priceOf(row, now),
    salesCount: row.salesCount,
    maxSales: row.maxSales,
    consentBasis: consentBasis(row.consent),
    // That it is a risk pre-check and for how many persons; never the answers before the purchase.
    riskPreCheck: riskPreCheckSummary(row),
    // An application request's tariff and price; the person's inputs and health answers only after the purchase.
    application: applicationSummary(row),
    advice: adviceMarketLabel(row.adviceRecord),
  };
}

export function priceOf(row: LeadRow, now: Date): number {
  return leadPriceCents(
    {
      quality: isLeadQuality(row.leadQuality) ? row.leadQuality : "kontaktanfrage",
      jobStatus: (row.jobStatus as JobStatus | null) ?? null,
      coverageWish: (row.coverageWish as CoverageType | null) ?? null,
      beihilfe: row.beihilfe,
      maxSales: row.maxSales,
      createdAt: row.createdAt,
    },
    now,
  );
}

export interface Buyer {
  brokerId: string;
  license: LicenseInfo | null;
  licenseStatus: LicenseStatus;
}

export interface MarketView {
  licenseStatus: LicenseStatus;
  notice: ReturnType<typeof licenseNotice> | null;
  leads: MarketLead[];
}

export interface PurchaseResult {
  purchaseId: string;
  leadId: string;
  amountCents: number;
  paymentStatus: "pending";
  purchaseDate: string;
}

/**
 * The brokers' side of the marketplace (docs/product/leads.md#broker-side-marketplace-and-purchased-leads): browse the
 * listed leads anonymised, buy one in one transaction. The lead row is locked (`SELECT … FOR UPDATE`) for the whole
 * purchase, so concurrent buyers queue on it and the sales counter never passes the lead's limit.
 */
export function createLeadMarket(deps: {
  db: Database;
  now?: () => Date;
  /** Told after a purchase committed (metrics: portal_lead_purchases_total). */
  onPurchase?: () => void;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function buyerOf(userId: string): Promise<Buyer | undefined> {
    const [row] = await db
      .select({
        brokerId: brokerProfiles.id,
        licenseNumber: licenseKeys.licenseNumber,
        isActive: licenseKeys.isActive,
        expiresAt: licenseKeys.expiresAt,
      })
      .from(brokerProfiles)
      .leftJoin(licenseKeys, eq(licenseKeys.licenseNumber, brokerProfiles.licenseNumber))
      .where(eq(brokerProfiles.userId, userId));
    if (!row) return undefined;
    const license: LicenseInfo | null = row.licenseNumber
      ? {
          licenseNumber: row.licenseNumber,
          isActive: row.isActive ?? false,
          expiresAt: row.expiresAt?.toISOString() ?? null,
        }
      : null;
    return { brokerId: row.brokerId, license, licenseStatus: licenseStatus(license, now()) };
  }

  async function requireLicensedBuyer(userId: string): Promise<Buyer & { license: LicenseInfo }> {
    const buyer = await buyerOf(userId);
    if (buyer?.licenseStatus !== "active" || !buyer.license) throw new AppError("license-required");
    return buyer as Buyer & { license: LicenseInfo };
  }

  return {
    buyerOf,

    /** The listed leads this buyer may buy (consent covers them), anonymised; a notice without a valid licence. */
    async listMarket(userId: string, query: MarketQuery): Promise<MarketView> {
      const buyer = await buyerOf(userId);
      const status = buyer?.licenseStatus ?? "missing";
      if (!buyer || status !== "active") {
        return {
          licenseStatus: status,
          notice: licenseNotice(status === "active" ? "missing" : status, buyer?.license ?? null, 0),
          leads: [],
        };
      }
      const at = now();
      const rows = await db
        .select()
        .from(leads)
        .where(and(eq(leads.status, "listed"), isNull(leads.withdrawnAt)))
        .orderBy(desc(leads.createdAt))
        .limit(1000);
      const bought = new Set(
        (
          await db
            .select({ leadId: leadPurchases.leadId })
            .from(leadPurchases)
            .where(eq(leadPurchases.brokerId, buyer.brokerId))
        ).map((row) => row.leadId),
      );
      const offered = rows.filter(
        (row) =>
          !bought.has(row.id) &&
          isPurchasable({ ...row, status: row.status as LeadStatus }, at) &&
          consentCoversBuyer(row, buyer.license?.licenseNumber ?? null),
      );
      return {
        licenseStatus: status,
        notice: null,
        leads: applyMarketQuery(
          offered.map((row) => toMarketLead(row, at)),
          query,
        ),
      };
    },

    /**
     * Buys a lead: 403 without a valid licence or when the consent does not cover the buyer, 409 'bereits
     * verkauft' when the limit is reached. One transaction: lock the lead row, check, insert the purchase
     * (payment pending), count the sale, write the audit entry.
     */
    async purchase(actor: AuditActor, leadId: string): Promise<PurchaseResult> {
      const buyer = await requireLicensedBuyer(actor.id);
      const at = now();
      const result = await db.transaction(async (tx) => {
        const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
        if (!lead) throw new AppError("lead-not-found");
        const state = { ...lead, status: lead.status as LeadStatus };
        if (lead.status === "sold" || (lead.status === "listed" && lead.salesCount >= lead.maxSales)) {
          throw new AppError("lead-sold-out");
        }
        if (!isPurchasable(state, at) || !consentAllowsListing(lead)) throw new AppError("lead-unavailable");
        if (!consentCoversBuyer(lead, buyer.license.licenseNumber))
          throw new AppError("consent-not-covering");
        const [existing] = await tx
          .select({ id: leadPurchases.id })
          .from(leadPurchases)
          .where(and(eq(leadPurchases.leadId, lead.id), eq(leadPurchases.brokerId, buyer.brokerId)));
        if (existing) throw new AppError("lead-already-bought");
        const amountCents = priceOf(lead, at);
        const [purchase] = await tx
          .insert(leadPurchases)
          .values({
            leadId: lead.id,
            brokerId: buyer.brokerId,
            purchaseDate: at,
            amount: centsToAmount(amountCents),
            paymentStatus: "pending",
            paymentMethod: "rechnung",
          })
          .returning({ id: leadPurchases.id });
        const next = statusAfterSale(lead);
        await tx
          .update(leads)
          .set({ salesCount: next.salesCount, status: next.status, updatedAt: at })
          .where(eq(leads.id, lead.id));
        await recordAudit(
          tx,
          {
            actor,
            action: "lead.purchase",
            subjectType: "lead",
            subjectId: lead.id,
            details: {
              purchaseId: purchase!.id,
              amount: centsToAmount(amountCents),
              licenseNumber: buyer.license.licenseNumber,
              sale: `${next.salesCount}/${lead.maxSales}`,
            },
          },
          at,
        );
        return {
          purchaseId: purchase!.id,
          leadId: lead.id,
          amountCents,
          paymentStatus: "pending" as const,
          purchaseDate: at.toISOString(),
        };
      });
      deps.onPurchase?.();
      return result;
    },

    /**
     * The health answers of the risk pre-checks and application requests this buyer bought, by lead id
     * (docs/product/leads.md#risk-pre-check-request, #application-request): only with an active, unexpired licence, like the purchased
     * contact data beside them (whose page writes the 'lead.reveal' entries); none of a withdrawn lead.
     */
    async purchasedRiskPreChecks(userId: string): Promise<Record<string, RiskPreCheckPerson[]>> {
      const buyer = await buyerOf(userId);
      if (buyer?.licenseStatus !== "active") return {};
      const rows = await db
        .select({ leadId: leads.id, healthAnswers: leads.healthAnswers })
        .from(leadPurchases)
        .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
        .where(
          and(
            eq(leadPurchases.brokerId, buyer.brokerId),
            inArray(leads.kind, ["risk-pre-check", "application"]),
            isNotNull(leads.healthAnswers),
            isNull(leads.withdrawnAt),
          ),
        );
      const answers: Record<string, RiskPreCheckPerson[]> = {};
      for (const row of rows) {
        const persons = storedRiskPreCheck(row.healthAnswers);
        if (persons) answers[row.leadId] = persons;
      }
      return answers;
    },

    /**
     * The needs and advice documentation (or the waiver) of the leads this buyer bought, by lead id
     * (docs/product/broker-duties.md#advice-documentation): like the health answers, only with an active licence and
     * none of a withdrawn lead.
     */
    async purchasedAdvice(userId: string): Promise<Record<string, AdviceRecord>> {
      const buyer = await buyerOf(userId);
      if (buyer?.licenseStatus !== "active") return {};
      const rows = await db
        .select({ leadId: leads.id, adviceRecord: leads.adviceRecord })
        .from(leadPurchases)
        .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
        .where(
          and(
            eq(leadPurchases.brokerId, buyer.brokerId),
            isNotNull(leads.adviceRecord),
            isNull(leads.withdrawnAt),
          ),
        );
      const records: Record<string, AdviceRecord> = {};
      for (const row of rows) {
        const record = storedAdviceRecord(row.adviceRecord);
        if (record) records[row.leadId] = record;
      }
      return records;
    },

    /**
     * The signed-in user's own contact requests with their withdrawal links (/mein-bereich): created by the account
     * or sent with its e-mail once confirmed (server/areas/leads/lead-ownership.ts).
     */
    async listOwnLeads(user: LeadOwner) {
      const rows = await db
        .select({
          id: leads.id,
          createdAt: leads.createdAt,
          withdrawnAt: leads.withdrawnAt,
          withdrawalToken: leads.withdrawalToken,
        })
        .from(leads)
        .where(leadsOf(user))
        .orderBy(desc(leads.createdAt));
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        withdrawn: row.withdrawnAt !== null,
        withdrawalUrl: row.withdrawalToken ? withdrawalPath(row.withdrawalToken) : null,
      }));
    },
  };
}

export type LeadMarket = ReturnType<typeof createLeadMarket>;
