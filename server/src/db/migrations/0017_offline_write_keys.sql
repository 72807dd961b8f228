-- Writes sent again (decision 0024): a mood entry keeps the Idempotency-Key of the request that wrote it,
-- unique per person, and a practice completion request keeps its answer in practice_completion_requests, so
-- a repeated or concurrent copy of a request finds the first one's row and the progress triggers run once.
CREATE TABLE "practice_completion_requests" (
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"completion_id" uuid,
	"created" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_completion_requests_user_id_request_id_pk" PRIMARY KEY("user_id","request_id")
);
--> statement-breakpoint
ALTER TABLE "mood_entries" ADD COLUMN "client_request_id" uuid;--> statement-breakpoint
ALTER TABLE "practice_completion_requests" ADD CONSTRAINT "practice_completion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_completion_requests" ADD CONSTRAINT "practice_completion_requests_completion_id_practice_effectiveness_id_fk" FOREIGN KEY ("completion_id") REFERENCES "public"."practice_effectiveness"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mood_entries_user_request_idx" ON "mood_entries" USING btree ("user_id","client_request_id");