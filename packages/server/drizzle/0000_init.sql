CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"session_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"student_name" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_session_id_student_id_pk" PRIMARY KEY("session_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_answer" text DEFAULT '' NOT NULL,
	"rating_scale" jsonb,
	"time_limit" integer DEFAULT 60 NOT NULL,
	"proposition" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_type_check" CHECK ("questions"."type" in ('multiple_choice', 'true_false', 'open_ended', 'rating'))
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"student_name" text NOT NULL,
	"answer" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"modification_count" integer DEFAULT 0 NOT NULL,
	"concordance_score" integer,
	"ai_feedback" text,
	"evaluation_timestamp" timestamp with time zone,
	"evaluation_error" text,
	"evaluation_attempts" integer DEFAULT 0 NOT NULL,
	"teacher_score" integer,
	CONSTRAINT "responses_concordance_range" CHECK ("responses"."concordance_score" is null or ("responses"."concordance_score" between 0 and 100)),
	CONSTRAINT "responses_teacher_score_range" CHECK ("responses"."teacher_score" is null or ("responses"."teacher_score" between 0 and 100))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"teacher_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"is_autonomous" boolean DEFAULT false NOT NULL,
	"disable_timer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_code_unique" UNIQUE("code"),
	CONSTRAINT "sessions_status_check" CHECK ("sessions"."status" in ('created', 'active', 'paused', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_teacher_idx" ON "auth_sessions" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "questions_session_idx" ON "questions" USING btree ("session_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_one_active_per_session" ON "questions" USING btree ("session_id") WHERE "questions"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "responses_question_student_unique" ON "responses" USING btree ("question_id","student_id");--> statement-breakpoint
CREATE INDEX "responses_session_student_idx" ON "responses" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE INDEX "sessions_teacher_idx" ON "sessions" USING btree ("teacher_id","created_at");