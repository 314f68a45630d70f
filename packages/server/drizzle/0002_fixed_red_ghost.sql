CREATE TABLE "rejoin_requests" (
	"session_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rejoin_requests_session_id_student_id_pk" PRIMARY KEY("session_id","student_id"),
	CONSTRAINT "rejoin_requests_state_check" CHECK ("rejoin_requests"."state" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "rejoin_code_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "activation_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rejoin_requests" ADD CONSTRAINT "rejoin_requests_session_id_student_id_participants_session_id_student_id_fk" FOREIGN KEY ("session_id","student_id") REFERENCES "public"."participants"("session_id","student_id") ON DELETE cascade ON UPDATE no action;