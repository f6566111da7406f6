ALTER TABLE "comparisons" ADD COLUMN "creator_key_hash" text;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "verified_key_hash" text;