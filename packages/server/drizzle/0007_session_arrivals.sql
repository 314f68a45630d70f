ALTER TABLE "sessions" ADD COLUMN "arrivals_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "max_participants" integer;