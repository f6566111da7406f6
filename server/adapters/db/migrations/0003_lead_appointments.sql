ALTER TABLE "leads" ADD COLUMN "appointment_day" date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "appointment_window" text;