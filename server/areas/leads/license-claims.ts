import { and, eq } from "drizzle-orm";
import type { AccountType } from "../../../domain/accounts/registration";
import type { Database } from "../../adapters/db/client";
import { brokerProfiles, licenseKeys } from "../../adapters/db/schema/leads";

/**
 * The licence keys a broker or insurer registers with (docs/decisions/004-roles-and-admins.md), for the accounts
 * area's registration: the keys and the brokers' claims of them are the leads area's tables
 * (docs/architecture.md#table-ownership).
 */

/**
 * The licence number of an active, unexpired key of that account type, else undefined. A key already claimed is
 * refused only by `claimLicense` (the unique index), so concurrent registrations cannot both claim it.
 */
export async function claimableLicense(
  db: Database,
  key: string,
  accountType: Exclude<AccountType, "private">,
  at: Date,
): Promise<string | undefined> {
  const [license] = await db
    .select()
    .from(licenseKeys)
    .where(and(eq(licenseKeys.licenseNumber, key), eq(licenseKeys.isActive, true)));
  const valid =
    license !== undefined &&
    license.userType === accountType &&
    (license.expiresAt === null || license.expiresAt.getTime() > at.getTime());
  return valid ? license.licenseNumber : undefined;
}

/** The name of the unique index that refuses a second claim of a key (its violation is thrown by `claimLicense`). */
export const LICENSE_CLAIMED_CONSTRAINT = "broker_profiles_license_idx";

/**
 * Gives the new account its broker profile with the key (in the registration's transaction, passed as `db`).
 * Throws the database's unique violation of `LICENSE_CLAIMED_CONSTRAINT` when the key is claimed already.
 */
export async function claimLicense(db: Database, userId: string, licenseNumber: string): Promise<void> {
  await db.insert(brokerProfiles).values({ userId, licenseNumber });
}
