CREATE TABLE "achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"requirement_type" text NOT NULL,
	"requirement_value" integer NOT NULL,
	"xp_reward" integer NOT NULL,
	"icon" text DEFAULT 'award' NOT NULL,
	CONSTRAINT "achievements_key_unique" UNIQUE("key"),
	CONSTRAINT "achievements_category_check" CHECK ("achievements"."category" in ('mood', 'practice', 'streak', 'category')),
	CONSTRAINT "achievements_requirement_check" CHECK ("achievements"."requirement_value" > 0 and "achievements"."xp_reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auth_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text,
	"last_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"agent_response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('user', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"specialization" text NOT NULL,
	"description" text NOT NULL,
	"expertise_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"personality" text NOT NULL,
	"voice_id" text NOT NULL,
	"style" text NOT NULL,
	"traits" text[] DEFAULT '{}'::text[] NOT NULL,
	"avatar_config" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaches_slug_unique" UNIQUE("slug"),
	CONSTRAINT "coaches_personality_check" CHECK ("coaches"."personality" in ('calm_wise', 'energetic_motivator', 'warm_professional', 'creative_inspirational'))
);
--> statement-breakpoint
CREATE TABLE "mood_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mood_score" integer NOT NULL,
	"energy_level" integer NOT NULL,
	"stress_level" integer NOT NULL,
	"notes" text,
	"entry_type" text DEFAULT 'daily' NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mood_entries_mood_check" CHECK ("mood_entries"."mood_score" between 1 and 10),
	CONSTRAINT "mood_entries_energy_check" CHECK ("mood_entries"."energy_level" between 1 and 10),
	CONSTRAINT "mood_entries_stress_check" CHECK ("mood_entries"."stress_level" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "practice_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "practice_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "practice_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "practice_effectiveness" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"practice_id" uuid NOT NULL,
	"coach_id" uuid,
	"completion_date" timestamp with time zone DEFAULT now() NOT NULL,
	"local_date" date NOT NULL,
	"completion_status" text DEFAULT 'completed' NOT NULL,
	"duration_actual_minutes" integer,
	"mood_before" integer,
	"mood_after" integer,
	"effectiveness_rating" integer,
	"difficulty_rating" integer,
	"engagement_rating" integer,
	"would_repeat" boolean,
	"user_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_effectiveness_ratings_check" CHECK (("practice_effectiveness"."mood_before" is null or "practice_effectiveness"."mood_before" between 1 and 10)
        and ("practice_effectiveness"."mood_after" is null or "practice_effectiveness"."mood_after" between 1 and 10)
        and ("practice_effectiveness"."effectiveness_rating" is null or "practice_effectiveness"."effectiveness_rating" between 1 and 10)
        and ("practice_effectiveness"."difficulty_rating" is null or "practice_effectiveness"."difficulty_rating" between 1 and 10)
        and ("practice_effectiveness"."engagement_rating" is null or "practice_effectiveness"."engagement_rating" between 1 and 10)),
	CONSTRAINT "practice_effectiveness_duration_check" CHECK ("practice_effectiveness"."duration_actual_minutes" is null or "practice_effectiveness"."duration_actual_minutes" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "practice_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"tag_name" text NOT NULL,
	"tag_type" text NOT NULL,
	"weight" real DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"coach_id" uuid,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" integer DEFAULT 5 NOT NULL,
	"difficulty_level" text DEFAULT 'beginner' NOT NULL,
	"step_by_step_guide" jsonb,
	"target_goals" text[] DEFAULT '{}'::text[] NOT NULL,
	"mood_targets" text[] DEFAULT '{}'::text[] NOT NULL,
	"stress_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"neuroscience_explanation" text,
	"success_metrics" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practices_slug_unique" UNIQUE("slug"),
	CONSTRAINT "practices_duration_check" CHECK ("practices"."duration_minutes" between 1 and 180),
	CONSTRAINT "practices_difficulty_check" CHECK ("practices"."difficulty_level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE TABLE "seed_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"coach_id" uuid,
	"primary_goals" text[] DEFAULT '{}'::text[] NOT NULL,
	"age_range" integer,
	"life_stage" text,
	"stress_sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_practice_time" text,
	"experience_level" text,
	"communication_style" text,
	"personality_type" text,
	"avatar_preference" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"onboarding_data" jsonb,
	"social_media" text[] DEFAULT '{}'::text[] NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_age_range_check" CHECK ("users"."age_range" is null or "users"."age_range" between 18 and 120)
);
--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_effectiveness" ADD CONSTRAINT "practice_effectiveness_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_effectiveness" ADD CONSTRAINT "practice_effectiveness_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_effectiveness" ADD CONSTRAINT "practice_effectiveness_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_tags" ADD CONSTRAINT "practice_tags_practice_id_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practices" ADD CONSTRAINT "practices_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practices" ADD CONSTRAINT "practices_category_id_practice_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."practice_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_auth_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_accounts_provider_account_idx" ON "auth_accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_user_coach_idx" ON "chat_conversations" USING btree ("user_id","coach_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_created_idx" ON "chat_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "coaches_name_idx" ON "coaches" USING btree ("name");--> statement-breakpoint
CREATE INDEX "mood_entries_user_created_idx" ON "mood_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_effectiveness_daily_idx" ON "practice_effectiveness" USING btree ("user_id","practice_id","local_date");--> statement-breakpoint
CREATE INDEX "practice_effectiveness_user_date_idx" ON "practice_effectiveness" USING btree ("user_id","completion_date");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_tags_practice_tag_idx" ON "practice_tags" USING btree ("practice_id","tag_type","tag_name");--> statement-breakpoint
CREATE INDEX "practice_tags_name_idx" ON "practice_tags" USING btree ("tag_name");--> statement-breakpoint
CREATE INDEX "practices_coach_id_idx" ON "practices" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "practices_category_id_idx" ON "practices" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "practices_name_idx" ON "practices" USING btree ("name");--> statement-breakpoint
CREATE INDEX "users_coach_id_idx" ON "users" USING btree ("coach_id");