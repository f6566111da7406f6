CREATE TABLE "tariff_facts" (
	"hash" text PRIMARY KEY NOT NULL,
	"facts" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
