import { asc, eq } from "drizzle-orm";
import { brokerProfiles, licenseKeys } from "../../../adapters/db/schema/leads";
import type { LeadAdminDeps } from "./types";

/** Licence keys with their holder (the broker or insurer account that registered with it). */
export function createListLicenses(deps: Pick<LeadAdminDeps, "db" | "accounts">) {
  return async function listLicenses() {
    const rows = await deps.db
      .select({
        licenseNumber: licenseKeys.licenseNumber,
        userType: licenseKeys.userType,
        isActive: licenseKeys.isActive,
        expiresAt: licenseKeys.expiresAt,
        createdAt: licenseKeys.createdAt,
        holderId: brokerProfiles.userId,
      })
      .from(licenseKeys)
      .leftJoin(brokerProfiles, eq(brokerProfiles.licenseNumber, licenseKeys.licenseNumber))
      .orderBy(asc(licenseKeys.licenseNumber));
    const holders = await deps.accounts.namesOf(rows.flatMap((row) => (row.holderId ? [row.holderId] : [])));
    return rows.map(({ holderId, ...row }) => ({
      ...row,
      holderEmail: holders.get(holderId ?? "")?.email ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    }));
  };
}
