-- Who each generated speech audio belongs to: the voice cache is per person, and a person's audio is
-- deleted with their account. No foreign key to auth_users: a cascade would drop these rows with the
-- account and lose the record of which stored files to delete (the voice module deletes both).
CREATE TABLE "voice_audio" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "voice_audio_user_id_idx" ON "voice_audio" USING btree ("user_id");