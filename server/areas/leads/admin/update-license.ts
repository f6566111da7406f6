import { eq } from "drizzle-orm";
import { AppError } from "../../../../domain/errors/app-error";
import { expiryInstant, licenseUpdateSchema } from "../../../../domain/leads/market";
import { licenseKeys } from "../../../adapters/db/schema/leads";
import { type AuditActor, recordAudit } from "../../site";
import { parseInput } from "./parse-input";
import type { LeadAdminDeps } from "./types";

/** Activate, deactivate or change the expiry (empty: no expiry); one audit entry per change. */
export function createUpdateLicense(deps: LeadAdminDeps) {
  return async function updateLicense(actor: AuditActor, licenseNumber: string, input: unknown) {
    const data = parseInput(licenseUpdateSchema, input);
    const at = deps.now();
    return deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(licenseKeys)
        .where(eq(licenseKeys.licenseNumber, licenseNumber))
        .for("update");
      if (!row) throw new AppError("license-not-found");
      const expiresAt =
        data.expiresAt === undefined ? row.expiresAt : data.expiresAt ? expiryInstant(data.expiresAt) : null;
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
            details: { from: row.expiresAt?.toISOString() ?? null, to: expiresAt?.toISOString() ?? null },
          },
          at,
        );
      }
      return { licenseNumber, userType: row.userType, isActive, expiresAt: expiresAt?.toISOString() ?? null };
    });
  };
}
