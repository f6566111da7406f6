CREATE TABLE "delivery_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_queue_idempotency_key_idx" ON "delivery_queue" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "delivery_queue_due_idx" ON "delivery_queue" USING btree ("status","next_attempt_at");