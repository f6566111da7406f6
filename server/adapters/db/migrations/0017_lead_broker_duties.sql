ALTER TABLE "leads" ADD COLUMN "first_information" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "advice_record" jsonb;