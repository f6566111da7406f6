import type { Database } from "../../../adapters/db/client";

/** What the admin's lead use cases share: the database and the clock. */
export interface LeadAdminDeps {
  db: Database;
  now: () => Date;
}
