ALTER TABLE "showings" ADD COLUMN "accept_token_hash" text;--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_accept_token_hash_unique" UNIQUE("accept_token_hash");--> statement-breakpoint
-- A proposal made before this column kept its Accept link in manage_token_hash: it goes on working.
UPDATE "showings" SET "accept_token_hash" = "manage_token_hash" WHERE "status" = 'proposed';
