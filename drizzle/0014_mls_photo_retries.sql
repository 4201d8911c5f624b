CREATE TABLE "mls_photo_retries" (
	"listing_key" text PRIMARY KEY NOT NULL,
	"photos" jsonb NOT NULL,
	"missing" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mls_photo_retries" ADD CONSTRAINT "mls_photo_retries_listing_key_listings_listing_key_fk" FOREIGN KEY ("listing_key") REFERENCES "public"."listings"("listing_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mls_photo_retries_due_idx" ON "mls_photo_retries" USING btree ("next_attempt_at");