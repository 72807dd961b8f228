CREATE TABLE "reminder_deliveries" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"local_date" date NOT NULL,
	"outcome" text NOT NULL,
	"push_delivered" integer DEFAULT 0 NOT NULL,
	"emailed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_user_id_kind_local_date_pk" PRIMARY KEY("user_id","kind","local_date"),
	CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" in ('dailyReminders', 'moodCheckReminders', 'streakReminders', 'weeklySummary')),
	CONSTRAINT "reminder_deliveries_outcome_check" CHECK ("reminder_deliveries"."outcome" in ('sent', 'not_needed', 'no_channel'))
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_local_date_idx" ON "reminder_deliveries" USING btree ("local_date");--> statement-breakpoint
CREATE INDEX "users_timezone_idx" ON "users" USING btree ("timezone");