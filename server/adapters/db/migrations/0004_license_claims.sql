-- A licence key registers one account (issue 12, item 7). Keys claimed more than once by the old race keep their
-- first claim; later claims lose the key (their broker profile stays, without a licence).
UPDATE "broker_profiles" SET "license_number" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "license_number" ORDER BY "created_at", "id") AS "claim"
    FROM "broker_profiles" WHERE "license_number" IS NOT NULL
  ) AS "claims" WHERE "claim" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "broker_profiles_license_idx" ON "broker_profiles" USING btree ("license_number");
