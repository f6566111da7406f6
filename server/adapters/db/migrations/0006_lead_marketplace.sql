ALTER TABLE "lead_purchases" ALTER COLUMN "payment_status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "lead_purchases" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "validation_method" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sales_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "max_sales" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "job_status" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "coverage_wish" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "beihilfe" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "withdrawal_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_purchases_lead_broker_idx" ON "lead_purchases" USING btree ("lead_id","broker_id");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status","listed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_withdrawal_token_idx" ON "leads" USING btree ("withdrawal_token");--> statement-breakpoint
UPDATE "leads" SET "sales_count" = (SELECT count(*) FROM "lead_purchases" WHERE "lead_purchases"."lead_id" = "leads"."id");
