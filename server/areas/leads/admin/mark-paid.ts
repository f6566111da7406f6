import { eq } from "drizzle-orm";
import { AppError } from "../../../../domain/errors/app-error";
import { markPaidSchema } from "../../../../domain/leads/market";
import { leadPurchases } from "../../../adapters/db/schema/leads";
import { type AuditActor, recordAudit } from "../../site";
import { parseInput } from "./parse-input";
import type { LeadAdminDeps } from "./types";

/** pending → paid with the invoice number; a paid purchase stays as it is (the history is immutable). */
export function createMarkPaid(deps: LeadAdminDeps) {
  return async function markPaid(actor: AuditActor, purchaseId: string, input: unknown) {
    const { invoiceNumber } = parseInput(markPaidSchema, input);
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
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
  };
}
