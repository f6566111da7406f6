import { count, desc, eq } from "drizzle-orm";
import {
  type LicenseInfo,
  type LicenseNotice,
  type LicenseStatus,
  licenseNotice,
  licenseStatus,
} from "../../../domain/accounts/license";
import { type ApplicationSnapshot, storedApplication } from "../../../domain/leads/application";
import type { Database } from "../../adapters/db/client";
import { brokerProfiles, leadPurchases, leads, licenseKeys } from "../../adapters/db/schema/leads";
import { type AuditActor, recordAudit } from "../site";

interface BrokerPurchase {
  id: string;
  leadId: string;
  purchaseDate: string;
  amount: string;
  paymentStatus: string;
  paymentMethod: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  age: number | null;
  /** When the person withdrew the consent (the buyer must stop using the data), else null. */
  consentWithdrawnAt: string | null;
  /** An application request's tariff and inputs (docs/product/leads.md#application-request), else null. */
  application: ApplicationSnapshot | null;
}

export interface BrokerDashboardData {
  license: LicenseInfo | null;
  licenseStatus: LicenseStatus;
  /** Only with an active, unexpired license: the purchased leads with their contact data, newest first. */
  purchases: BrokerPurchase[];
  /** Without one: how many purchases are hidden, and why / how to renew (German). */
  withheldPurchases: number;
  notice: LicenseNotice | null;
}

/**
 * The broker dashboard (docs/decisions/004-roles-and-admins.md): license card and purchased leads, newest first.
 * The leads' names, e-mails and phones leave the server only while the license is active and unexpired
 * (docs/decisions/016-route-matrix-and-no-store.md); otherwise only their number and a notice.
 */
export function createBrokerDashboard(deps: { db: Database; now: () => number }) {
  const { db } = deps;
  return async function brokerDashboard(
    userId: string,
    /**
     * The purchases' personal data is sent to this viewer: one 'lead.reveal' audit entry per lead
     * (docs/product/leads.md#broker-side-marketplace-and-purchased-leads).
     */
    options: { revealTo?: AuditActor } = {},
  ): Promise<BrokerDashboardData> {
    const [broker] = await db.select().from(brokerProfiles).where(eq(brokerProfiles.userId, userId));
    const [row] = broker?.licenseNumber
      ? await db.select().from(licenseKeys).where(eq(licenseKeys.licenseNumber, broker.licenseNumber))
      : [];
    const license: LicenseInfo | null = row
      ? {
          licenseNumber: row.licenseNumber,
          isActive: row.isActive,
          expiresAt: row.expiresAt?.toISOString() ?? null,
        }
      : null;
    const status = licenseStatus(license, new Date(deps.now()));
    if (!broker) return { license, licenseStatus: status, purchases: [], withheldPurchases: 0, notice: null };
    if (status !== "active") {
      const [counted] = await db
        .select({ value: count() })
        .from(leadPurchases)
        .where(eq(leadPurchases.brokerId, broker.id));
      const withheld = counted?.value ?? 0;
      return {
        license,
        licenseStatus: status,
        purchases: [],
        withheldPurchases: withheld,
        notice: licenseNotice(status, license, withheld),
      };
    }
    const purchases = await db
      .select({
        id: leadPurchases.id,
        leadId: leadPurchases.leadId,
        purchaseDate: leadPurchases.purchaseDate,
        amount: leadPurchases.amount,
        paymentStatus: leadPurchases.paymentStatus,
        paymentMethod: leadPurchases.paymentMethod,
        firstName: leads.firstName,
        lastName: leads.lastName,
        email: leads.email,
        phone: leads.phone,
        age: leads.age,
        consentWithdrawnAt: leads.withdrawnAt,
        application: leads.application,
      })
      .from(leadPurchases)
      .innerJoin(leads, eq(leads.id, leadPurchases.leadId))
      .where(eq(leadPurchases.brokerId, broker.id))
      .orderBy(desc(leadPurchases.purchaseDate));
    const revealTo = options.revealTo;
    if (revealTo) {
      const at = new Date(deps.now());
      for (const purchase of purchases) {
        await recordAudit(
          db,
          {
            actor: revealTo,
            action: "lead.reveal",
            subjectType: "lead",
            subjectId: purchase.leadId,
            details: { by: "broker", purchaseId: purchase.id },
          },
          at,
        );
      }
    }
    return {
      license,
      licenseStatus: status,
      purchases: purchases.map((purchase) => ({
        ...purchase,
        purchaseDate: purchase.purchaseDate.toISOString(),
        consentWithdrawnAt: purchase.consentWithdrawnAt?.toISOString() ?? null,
        application: storedApplication(purchase.application) ?? null,
      })),
      withheldPurchases: 0,
      notice: null,
    };
  };
}
