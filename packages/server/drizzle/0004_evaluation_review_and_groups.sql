CREATE TABLE "graded_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "graded_groups_score_range" CHECK ("graded_groups"."score" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "evaluation_confidence" real;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "evaluated_by" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "evaluation_note" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "teacher_feedback" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "graded_group_id" uuid;--> statement-breakpoint
ALTER TABLE "graded_groups" ADD CONSTRAINT "graded_groups_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "graded_groups_question_idx" ON "graded_groups" USING btree ("question_id");