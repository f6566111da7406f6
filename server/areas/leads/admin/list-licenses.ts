import { asc, eq } from "drizzle-orm";
import { users } from "../../../adapters/db/schema/accounts";
import { brokerProfiles, licenseKeys } from "../../../adapters/db/schema/leads";
import type { LeadAdminDeps } from "./types";

/** Licence keys with their holder (the broker or insurer account that registered with it). */
export function createListLicenses(deps: Pick<LeadAdminDeps, "db">) {
  return async function listLicenses() {
    const rows = await deps.db
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
  };
}
