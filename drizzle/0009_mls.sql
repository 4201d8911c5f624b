CREATE TABLE "mls_sync_state" (
	"resource" text PRIMARY KEY NOT NULL,
	"high_water_at" timestamp with time zone,
	"high_water_key" text,
	"full_import_done" boolean DEFAULT false NOT NULL,
	"last_run_started_at" timestamp with time zone,
	"last_run_finished_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_counts" jsonb,
	"last_error" text,
	"last_reconciled_at" timestamp with time zone,
	"feed_size" integer
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "internet_address_display_yn" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "list_agent_mls_id" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "list_office_mls_id" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "media_url" text;