CREATE TABLE "yearly_figures" (
	"year" integer PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
