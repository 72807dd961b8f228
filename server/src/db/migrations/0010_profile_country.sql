-- The country a person chose on their profile, as an ISO 3166-1 alpha-2 code (null = not chosen). Crisis
-- lines follow it before the time zone's guess; the check keeps anything but two capital letters out.
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_check" CHECK ("users"."country" is null or "users"."country" ~ '^[A-Z]{2}$');
