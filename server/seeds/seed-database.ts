import { defaultSiteSettings } from "../../domain/settings/site-settings";
import type { Database } from "../adapters/db/client";
import { settings } from "../adapters/db/schema";

/** Fills an empty database with the demo content; safe to run on every start. */
export async function seedDatabase(db: Database): Promise<void> {
  await db.insert(settings).values({ key: "site", value: defaultSiteSettings }).onConflictDoNothing();
}
