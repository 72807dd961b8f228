-- Generated speech can be kept in PostgreSQL itself (the audio store used on a shared database), so an audio
-- URL made by one instance is served by any other; last_used_at is what the sweep of unused audio goes by.
ALTER TABLE "voice_audio" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "voice_audio" ADD COLUMN "bytes" "bytea";--> statement-breakpoint
ALTER TABLE "voice_audio" ADD COLUMN "size" integer;--> statement-breakpoint
ALTER TABLE "voice_audio" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "voice_audio_last_used_at_idx" ON "voice_audio" USING btree ("last_used_at");