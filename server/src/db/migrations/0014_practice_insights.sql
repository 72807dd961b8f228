-- What helps a person: running totals per practice and per part of their local day of the sessions where
-- they answered the mood before and after (and of their 'How helpful was this?' answers), kept with each
-- completion so the insights cost the same whatever the length of the history. They go with the account
-- and with the practice. Existing completions are not counted: their mood before cannot tell an answer
-- from the fixed 5 stored when the question was skipped (decision 0019).
CREATE TABLE "practice_insight_totals" (
	"user_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"mood_change_sum" integer DEFAULT 0 NOT NULL,
	"rated_sessions" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_insight_totals_user_id_practice_id_pk" PRIMARY KEY("user_id","practice_id"),
	CONSTRAINT "practice_insight_totals_counts_check" CHECK ("practice_insight_totals"."sessions" >= 0 and "practice_insight_totals"."rated_sessions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_of_day_insight_totals" (
	"user_id" uuid NOT NULL,
	"time_of_day" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"mood_change_sum" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_of_day_insight_totals_user_id_time_of_day_pk" PRIMARY KEY("user_id","time_of_day"),
	CONSTRAINT "time_of_day_insight_totals_time_check" CHECK ("time_of_day_insight_totals"."time_of_day" in ('morning', 'afternoon', 'evening', 'night')),
	CONSTRAINT "time_of_day_insight_totals_sessions_check" CHECK ("time_of_day_insight_totals"."sessions" >= 0)
);
--> statement-breakpoint
ALTER TABLE "practice_insight_totals" ADD CONSTRAINT "practice_insight_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_insight_totals" ADD CONSTRAINT "practice_insight_totals_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_of_day_insight_totals" ADD CONSTRAINT "time_of_day_insight_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;