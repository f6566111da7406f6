import type { Database } from "../../../adapters/db/client";
import type { AccountContacts } from "../account-contacts";

/** What the admin's lead use cases share: the database, the accounts' names and the clock. */
export interface LeadAdminDeps {
  db: Database;
  /** The licence holders' and buyers' e-mails (the accounts area's tables). */
  accounts: Pick<AccountContacts, "namesOf">;
  now: () => Date;
}
