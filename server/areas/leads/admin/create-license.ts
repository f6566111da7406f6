import { randomBytes } from "node:crypto";
import { AppError } from "../../../../domain/errors/app-error";
import { expiryInstant, licenseCreateSchema } from "../../../../domain/leads/market";
import { licenseKeys } from "../../../adapters/db/schema/leads";
import { type AuditActor, recordAudit } from "../../site";
import { parseInput } from "./parse-input";
import type { LeadAdminDeps } from "./types";

/** A new licence key (number given or generated, e.g. LIZ-1A2B3C4D-2026), active; audited as 'license.create'. */
export function createCreateLicense(deps: LeadAdminDeps) {
  return async function createLicense(actor: AuditActor, input: unknown) {
    const data = parseInput(licenseCreateSchema, input);
    const at = deps.now();
    const licenseNumber =
      data.licenseNumber ?? `LIZ-${randomBytes(4).toString("hex").toUpperCase()}-${at.getUTCFullYear()}`;
    const expiresAt = data.expiresAt ? expiryInstant(data.expiresAt) : null;
    return deps.db.transaction(async (tx) => {
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
  };
}
