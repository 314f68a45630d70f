CREATE TABLE "question_images" (
	"hash" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_hash" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_hash_question_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."question_images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_image_idx" ON "questions" USING btree ("image_hash") WHERE "questions"."image_hash" is not null;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_complete" CHECK (("questions"."image_hash" is null) = ("questions"."image_alt" is null) and ("questions"."image_hash" is null) = ("questions"."image_width" is null) and ("questions"."image_hash" is null) = ("questions"."image_height" is null));