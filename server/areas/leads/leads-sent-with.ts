import { desc, eq } from "drizzle-orm";
import type { Database } from "../../adapters/db/client";
import { leads } from "../../adapters/db/schema/leads";

/** Every lead sent with this e-mail, newest first, as stored: only for the test routes the e2e tests read. */
export async function leadsSentWith(db: Database, email: string) {
  return db.select().from(leads).where(eq(leads.email, email.toLowerCase())).orderBy(desc(leads.createdAt));
}
