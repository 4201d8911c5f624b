CREATE TABLE "listing_flood_zones" (
	"listing_key" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zone" text,
	"zone_subtype" text,
	"high_risk" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_flood_zones_failures_check" CHECK (failures >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_flood_zones" ADD CONSTRAINT "listing_flood_zones_listing_key_listings_listing_key_fk" FOREIGN KEY ("listing_key") REFERENCES "public"."listings"("listing_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_flood_zones_high_risk_idx" ON "listing_flood_zones" USING btree ("listing_key") WHERE high_risk;