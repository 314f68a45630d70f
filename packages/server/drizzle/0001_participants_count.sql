ALTER TABLE "sessions" ADD COLUMN "participants_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sessions that already have participants start from their true count.
UPDATE "sessions" SET "participants_count" = (SELECT count(*) FROM "participants" p WHERE p."session_id" = "sessions"."id");
