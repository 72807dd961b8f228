CREATE TABLE "user_progress" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mood_count" integer DEFAULT 0 NOT NULL,
	"high_mood_count" integer DEFAULT 0 NOT NULL,
	"practice_count" integer DEFAULT 0 NOT NULL,
	"high_rating_count" integer DEFAULT 0 NOT NULL,
	"category_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mood_last_date" date,
	"mood_run" integer DEFAULT 0 NOT NULL,
	"mood_best" integer DEFAULT 0 NOT NULL,
	"practice_last_date" date,
	"practice_run" integer DEFAULT 0 NOT NULL,
	"practice_best" integer DEFAULT 0 NOT NULL,
	"activity_last_date" date,
	"activity_run" integer DEFAULT 0 NOT NULL,
	"activity_best" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;