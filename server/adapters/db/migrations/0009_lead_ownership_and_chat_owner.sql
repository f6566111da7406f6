ALTER TABLE "chat_sessions" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirmation_token" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contact_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "verified_phone" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_user_idx" ON "chat_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_confirmation_token_idx" ON "leads" USING btree ("confirmation_token");--> statement-breakpoint
-- Existing accounts: the profile's number counts as verified when a registration used a verified code for it
-- (a profile save could change the number without a code before this migration).
UPDATE "profiles" SET "verified_phone" = "phone_number"
WHERE "phone_number" IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM "phone_verifications" v
    WHERE v."phone" = "profiles"."phone_number" AND v."verified_at" IS NOT NULL AND v."consumed_at" IS NOT NULL
  );
