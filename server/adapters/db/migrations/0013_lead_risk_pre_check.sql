ALTER TABLE "leads" ADD COLUMN "kind" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "health_answers" jsonb;