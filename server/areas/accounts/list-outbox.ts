import { desc } from "drizzle-orm";
import { outbox } from "../../adapters/db/schema/delivery";
import type { AccountDeps } from "./types";

/** The dev outbox: mails and SMS no real provider delivered, newest first. */
export function createListOutbox(deps: Pick<AccountDeps, "db">) {
  return async function listOutbox() {
    return deps.db.select().from(outbox).orderBy(desc(outbox.id)).limit(100);
  };
}
