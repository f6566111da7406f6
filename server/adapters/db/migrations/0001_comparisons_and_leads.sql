CREATE TABLE "comparisons" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"input" jsonb NOT NULL,
	"offers" jsonb NOT NULL,
	"offer_count" integer NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"age" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"is_validated" boolean DEFAULT false NOT NULL,
	"validation_date" timestamp with time zone,
	"lead_quality" text,
	"source" text DEFAULT 'contact-request' NOT NULL,
	"comparison_id" text,
	"user_id" text,
	"preferred_time" text,
	"consent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "comparisons_user_idx" ON "comparisons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "comparisons_created_idx" ON "comparisons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");