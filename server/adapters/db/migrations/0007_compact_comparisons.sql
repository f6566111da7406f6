CREATE TABLE "comparison_results" (
	"hash" text PRIMARY KEY NOT NULL,
	"offers" "bytea" NOT NULL,
	"offer_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comparisons" ADD COLUMN "result_hash" text;--> statement-breakpoint
ALTER TABLE "comparisons" ADD CONSTRAINT "comparisons_result_hash_comparison_results_hash_fk" FOREIGN KEY ("result_hash") REFERENCES "public"."comparison_results"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comparisons_result_idx" ON "comparisons" USING btree ("result_hash");