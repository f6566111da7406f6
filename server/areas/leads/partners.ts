import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { brokerProfiles, licenseKeys } from "../../adapters/db/schema/leads";
import type { AccountContacts } from "./account-contacts";

export interface Partner {
  licenseNumber: string;
  kind: "broker" | "insurance";
  name: string;
}

/** The partner list now: registered brokers and insurers with an active, unexpired licence. */
export async function listPartners(
  db: Database,
  accounts: Pick<AccountContacts, "namesOf">,
  at: Date,
): Promise<Partner[]> {
  const rows = await db
    .select({
      licenseNumber: licenseKeys.licenseNumber,
      kind: licenseKeys.userType,
      userId: brokerProfiles.userId,
    })
    .from(licenseKeys)
    .innerJoin(brokerProfiles, eq(brokerProfiles.licenseNumber, licenseKeys.licenseNumber))
    .where(
      and(eq(licenseKeys.isActive, true), or(isNull(licenseKeys.expiresAt), gt(licenseKeys.expiresAt, at))),
    );
  const names = await accounts.namesOf(rows.flatMap((row) => (row.userId ? [row.userId] : [])));
  return rows
    .map((row) => {
      const holder = row.userId ? names.get(row.userId) : undefined;
      return {
        licenseNumber: row.licenseNumber,
        kind: row.kind === "insurance" ? ("insurance" as const) : ("broker" as const),
        name: [holder?.firstName, holder?.lastName].filter(Boolean).join(" ") || row.licenseNumber,
      };
    })
    .sort((a, b) => a.licenseNumber.localeCompare(b.licenseNumber));
}
