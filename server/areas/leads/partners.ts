import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { profiles } from "../../adapters/db/schema/accounts";
import { brokerProfiles, licenseKeys } from "../../adapters/db/schema/leads";

export interface Partner {
  licenseNumber: string;
  kind: "broker" | "insurance";
  name: string;
}

/** The partner list now: registered brokers and insurers with an active, unexpired licence. */
export async function listPartners(db: Database, at: Date): Promise<Partner[]> {
  const rows = await db
    .select({
      licenseNumber: licenseKeys.licenseNumber,
      kind: licenseKeys.userType,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(licenseKeys)
    .innerJoin(brokerProfiles, eq(brokerProfiles.licenseNumber, licenseKeys.licenseNumber))
    .leftJoin(profiles, eq(profiles.id, brokerProfiles.userId))
    .where(
      and(eq(licenseKeys.isActive, true), or(isNull(licenseKeys.expiresAt), gt(licenseKeys.expiresAt, at))),
    );
  return rows
    .map((row) => ({
      licenseNumber: row.licenseNumber,
      kind: row.kind === "insurance" ? ("insurance" as const) : ("broker" as const),
      name: [row.firstName, row.lastName].filter(Boolean).join(" ") || row.licenseNumber,
    }))
    .sort((a, b) => a.licenseNumber.localeCompare(b.licenseNumber));
}
