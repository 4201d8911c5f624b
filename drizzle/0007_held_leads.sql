CREATE TABLE "held_lead_counts" (
	"address_hash" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "held_lead_counts_address_hash_day_pk" PRIMARY KEY("address_hash","day")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "held_reason" text;--> statement-breakpoint
CREATE INDEX "held_lead_counts_day_idx" ON "held_lead_counts" USING btree ("day");--> statement-breakpoint
CREATE INDEX "leads_held_idx" ON "leads" USING btree ("created_at") WHERE held_reason IS NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_held_reason_check" CHECK (held_reason IS NULL OR held_reason IN ('rateLimit', 'honeypot', 'tooFast', 'token'));