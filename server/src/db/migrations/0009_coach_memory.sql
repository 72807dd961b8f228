-- What each coach remembers about a person (short facts they can read, edit and delete), and the
-- person's switch for it. Both go with the account (and facts with the coach); a removed practice leaves
-- the fact in place without its link.
CREATE TABLE "coach_memory_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"practice_id" uuid,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_memory_facts_kind_check" CHECK ("coach_memory_facts"."kind" in ('person', 'stressor', 'goal', 'helped', 'did_not_help', 'preference')),
	CONSTRAINT "coach_memory_facts_text_check" CHECK (char_length("coach_memory_facts"."text") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "coach_memory_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_memory_facts" ADD CONSTRAINT "coach_memory_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_memory_facts" ADD CONSTRAINT "coach_memory_facts_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_memory_facts" ADD CONSTRAINT "coach_memory_facts_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_memory_settings" ADD CONSTRAINT "coach_memory_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_memory_facts_user_coach_idx" ON "coach_memory_facts" USING btree ("user_id","coach_id","updated_at");
