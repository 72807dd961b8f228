CREATE TABLE "voice_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"voice_id" text NOT NULL,
	"speed" double precision NOT NULL,
	"volume" double precision NOT NULL,
	"muted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_settings_speed_check" CHECK ("voice_settings"."speed" between 0.5 and 2),
	CONSTRAINT "voice_settings_volume_check" CHECK ("voice_settings"."volume" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "voice_settings" ADD CONSTRAINT "voice_settings_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;