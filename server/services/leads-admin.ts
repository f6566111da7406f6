import { randomBytes } from "node:crypto";
import { stringify } from "csv-stringify/sync";
import { asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { berlinParts } from "../../domain/dates/berlin-date";
import { AppError } from "../../domain/errors/app-error";
import { fieldErrorsFromIssues } from "../../domain/errors/field-errors";
import { consentAllowsListing, consentRecords } from "../../domain/leads/consent";
import {
  canValidate,
  canWithdraw,
  effectiveStatus,
  type LeadStatus,
  toLeadStatus,
  validatedState,
} from "../../domain/leads/lifecycle";
import {
  expiryInstant,
  leadUpdateSchema,
  licenseCreateSchema,
  licenseUpdateSchema,
  markPaidSchema,
} from "../../domain/leads/market";
import { amountToCents } from "../../domain/leads/pricing";
import type { Database } from "../adapters/db/client";
import { brokerProfiles, leadPurchases, leads, licenseKeys, users } from "../adapters/db/schema";
import { type AuditActor, listAudit, recordAudit } from "./audit-log";
import { priceOf, toMarketLead } from "./leads-market";

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new AppError("validation-failed", { fieldErrors: fieldErrorsFromIssues(result.error.issues) });
  }
  return result.data;
}

/**
 * Rows as the admin's CSV (docs/product/leads.md#admin-lead-marketplace): semicolons, CRLF after every row, UTF-8
 * with BOM for spreadsheets; a cell is quoted when it holds a semicolon, a quote or a line break, and a cell
 * starting with =, +, -, @, tab or CR gets a leading ' so a spreadsheet does not run it as a formula.
 * `quote_record_delimiter` is needed because with an explicit record delimiter csv-stringify would quote only
 * cells holding "\r\n" itself, not a lone "\n" or "\r".
 */
export function toCsv(rows: (string | null | undefined)[][]): string {
  return stringify(rows, {
    delimiter: ";",
    record_delimiter: "windows",
    quote_record_delimiter: true,
    bom: true,
    escape_formulas: true,
  });
}

/** 4900 → '49,00' (German decimal comma in the CSV). */
const euroCell = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

/**
 * The admin's side of the marketplace (/lead-marketplace, docs/product/leads.md#admin-lead-marketplace): leads with
 * status, quality, sales and consent basis; manual validation and withdrawal; sales with payment status; revenue by
 * month; CSV export; licence keys. Every change and every reveal of personal data is written to the audit log.
 */
export function createLeadAdmin(deps: { db: Database; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function listSales() {
    const rows = await db
      .select({
        id: leadPurchases.id,
        leadId: leadPurchases.leadId,
        purchaseDate: leadPurchases.purchaseDate,
        amount: leadPurchases.amount,
        paymentStatus: leadPurchases.paymentStatus,
        paymentMethod: leadPurchases.paymentMethod,
        invoiceNumber: leadPurchases.invoiceNumber,
        paidAt: leadPurchases.paidAt,
        licenseNumber: brokerProfiles.licenseNumber,
        buyerEmail: users.email,
      })
      .from(leadPurchases)
      .innerJoin(brokerProfiles, eq(brokerProfiles.id, leadPurchases.brokerId))
      .leftJoin(users, eq(users.id, brokerProfiles.userId))
      .orderBy(desc(leadPurchases.purchaseDate));
    return rows.map((row) => ({
      ...row,
      amountCents: amountToCents(row.amount),
      purchaseDate: row.purchaseDate.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
    }));
  }

  return {
    /** All leads, anonymised (personal data only through `revealLead`). */
    async listLeads() {
      const at = now();
      const rows = await db.select().from(leads).orderBy(desc(leads.createdAt)).limit(2000);
      return rows.map((row) => ({
        ...toMarketLead(row, at),
        status: effectiveStatus({ ...row, status: toLeadStatus(row.status) }, at),
        validationMethod: row.validationMethod,
        listedAt: row.listedAt?.toISOString() ?? null,
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
        consentListable: consentAllowsListing(row),
        priceCents: priceOf(row, at),
      }));
    },

    /** The lead's personal data and consent proof for an admin; audited as 'lead.reveal'. */
    async revealLead(actor: AuditActor, leadId: string) {
      const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
      if (!row) throw new AppError("lead-not-found");
      await recordAudit(
        db,
        { actor, action: "lead.reveal", subjectType: "lead", subjectId: row.id, details: { by: "admin" } },
        now(),
      );
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        age: row.age,
        consent: consentRecords(row.consent),
      };
    },

    /** Manual validation (new → listed, or validated when the consent does not allow listing) and withdrawal. */
    async updateLead(actor: AuditActor, leadId: string, input: unknown) {
      const { action } = parse(leadUpdateSchema, input);
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(leads).where(eq(leads.id, leadId)).for("update");
        if (!row) throw new AppError("lead-not-found");
        const status = toLeadStatus(row.status);
        let next: LeadStatus;
        if (action === "validate") {
          if (!canValidate(status)) throw new AppError("lead-transition-invalid");
          const state = validatedState("admin", at, consentAllowsListing(row));
          next = state.status;
          await tx
            .update(leads)
            .set({ ...state, updatedAt: at })
            .where(eq(leads.id, row.id));
        } else {
          if (!canWithdraw(status)) throw new AppError("lead-transition-invalid");
          next = "withdrawn";
          await tx
            .update(leads)
            .set({ status: next, withdrawnAt: at, updatedAt: at })
            .where(eq(leads.id, row.id));
        }
        await recordAudit(
          tx,
          {
            actor,
            action: action === "validate" ? "lead.validate" : "lead.withdraw",
            subjectType: "lead",
            subjectId: row.id,
            details: { from: status, to: next },
          },
          at,
        );
        return { id: row.id, status: next };
      });
    },

    listSales,

    /** pending → paid with the invoice number; a paid purchase stays as it is (the history is immutable). */
    async markPaid(actor: AuditActor, purchaseId: string, input: unknown) {
      const { invoiceNumber } = parse(markPaidSchema, input);
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(leadPurchases)
          .where(eq(leadPurchases.id, purchaseId))
          .for("update");
        if (!row) throw new AppError("purchase-not-found");
        if (row.paymentStatus === "paid") throw new AppError("purchase-already-paid");
        await tx
          .update(leadPurchases)
          .set({ paymentStatus: "paid", invoiceNumber, paidAt: at })
          .where(eq(leadPurchases.id, row.id));
        await recordAudit(
          tx,
          {
            actor,
            action: "purchase.mark-paid",
            subjectType: "lead",
            subjectId: row.leadId,
            details: { purchaseId: row.id, invoiceNumber, amount: row.amount },
          },
          at,
        );
        return { id: row.id, paymentStatus: "paid" as const, invoiceNumber, paidAt: at.toISOString() };
      });
    },

    /** Revenue per calendar month (Berlin), newest first: all sales and the paid part, in cents. */
    async revenueByMonth() {
      const sales = await listSales();
      const months = new Map<
        string,
        { month: string; sales: number; totalCents: number; paidCents: number }
      >();
      for (const sale of sales) {
        const { year, month } = berlinParts(new Date(sale.purchaseDate));
        const key = `${year}-${month}`;
        const entry = months.get(key) ?? { month: key, sales: 0, totalCents: 0, paidCents: 0 };
        entry.sales += 1;
        entry.totalCents += sale.amountCents;
        if (sale.paymentStatus === "paid") entry.paidCents += sale.amountCents;
        months.set(key, entry);
      }
      return [...months.values()].sort((a, b) => b.month.localeCompare(a.month));
    },

    /** The sales as CSV (semicolon, German decimal comma, UTF-8 with BOM for spreadsheets); audited. */
    async salesCsv(actor: AuditActor): Promise<string> {
      const sales = await listSales();
      await recordAudit(
        db,
        {
          actor,
          action: "lead.export",
          subjectType: "lead",
          subjectId: null,
          details: { rows: sales.length },
        },
        now(),
      );
      const header = [
        "Kauf-ID",
        "Lead-ID",
        "Kaufdatum",
        "Käufer",
        "Lizenznummer",
        "Betrag (EUR)",
        "Zahlungsstatus",
        "Zahlungsart",
        "Rechnungsnummer",
        "Bezahlt am",
      ];
      const lines = sales.map((sale) => [
        sale.id,
        sale.leadId,
        sale.purchaseDate,
        sale.buyerEmail,
        sale.licenseNumber,
        euroCell(sale.amountCents),
        sale.paymentStatus === "paid" ? "bezahlt" : "offen",
        sale.paymentMethod,
        sale.invoiceNumber,
        sale.paidAt,
      ]);
      return toCsv([header, ...lines]);
    },

    /** Licence keys with their holder (the broker or insurer account that registered with it). */
    async listLicenses() {
      const rows = await db
        .select({
          licenseNumber: licenseKeys.licenseNumber,
          userType: licenseKeys.userType,
          isActive: licenseKeys.isActive,
          expiresAt: licenseKeys.expiresAt,
          createdAt: licenseKeys.createdAt,
          holderEmail: users.email,
        })
        .from(licenseKeys)
        .leftJoin(brokerProfiles, eq(brokerProfiles.licenseNumber, licenseKeys.licenseNumber))
        .leftJoin(users, eq(users.id, brokerProfiles.userId))
        .orderBy(asc(licenseKeys.licenseNumber));
      return rows.map((row) => ({
        ...row,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    async createLicense(actor: AuditActor, input: unknown) {
      const data = parse(licenseCreateSchema, input);
      const licenseNumber =
        data.licenseNumber ??
        `LIZ-${randomBytes(4).toString("hex").toUpperCase()}-${new Date(now()).getUTCFullYear()}`;
      const expiresAt = data.expiresAt ? expiryInstant(data.expiresAt) : null;
      const at = now();
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(licenseKeys)
          .values({ licenseNumber, userType: data.userType, isActive: true, expiresAt, createdAt: at })
          .onConflictDoNothing()
          .returning({ licenseNumber: licenseKeys.licenseNumber });
        if (inserted.length === 0) throw new AppError("license-exists");
        await recordAudit(
          tx,
          {
            actor,
            action: "license.create",
            subjectType: "license",
            subjectId: licenseNumber,
            details: { userType: data.userType, expiresAt: expiresAt?.toISOString() ?? null },
          },
          at,
        );
        return {
          licenseNumber,
          userType: data.userType,
          isActive: true,
          expiresAt: expiresAt?.toISOString() ?? null,
        };
      });
    },

    /** Activate, deactivate or change the expiry (empty: no expiry); one audit entry per change. */
    async updateLicense(actor: AuditActor, licenseNumber: string, input: unknown) {
      const data = parse(licenseUpdateSchema, input);
      const at = now();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(licenseKeys)
          .where(eq(licenseKeys.licenseNumber, licenseNumber))
          .for("update");
        if (!row) throw new AppError("license-not-found");
        const expiresAt =
          data.expiresAt === undefined
            ? row.expiresAt
            : data.expiresAt
              ? expiryInstant(data.expiresAt)
              : null;
        const isActive = data.isActive ?? row.isActive;
        await tx
          .update(licenseKeys)
          .set({ isActive, expiresAt })
          .where(eq(licenseKeys.licenseNumber, licenseNumber));
        if (isActive !== row.isActive) {
          await recordAudit(
            tx,
            {
              actor,
              action: isActive ? "license.activate" : "license.deactivate",
              subjectType: "license",
              subjectId: licenseNumber,
            },
            at,
          );
        }
        if ((expiresAt?.getTime() ?? null) !== (row.expiresAt?.getTime() ?? null)) {
          await recordAudit(
            tx,
            {
              actor,
              action: "license.expiry",
              subjectType: "license",
              subjectId: licenseNumber,
              details: {
                from: row.expiresAt?.toISOString() ?? null,
                to: expiresAt?.toISOString() ?? null,
              },
            },
            at,
          );
        }
        return {
          licenseNumber,
          userType: row.userType,
          isActive,
          expiresAt: expiresAt?.toISOString() ?? null,
        };
      });
    },

    listAudit: (options: { limit?: number; before?: number; subjectType?: string; subjectId?: string }) =>
      listAudit(db, options),
  };
}

export type LeadAdmin = ReturnType<typeof createLeadAdmin>;
