CREATE TABLE "showing_blocked_days" (
	"day" date PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showing_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"hours" jsonb NOT NULL,
	"length_minutes" integer NOT NULL,
	"feed_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showing_settings_one_row_check" CHECK (id = 1),
	CONSTRAINT "showing_settings_length_check" CHECK (length_minutes BETWEEN 10 AND 240)
);
--> statement-breakpoint
CREATE TABLE "showings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"listing_key" text NOT NULL,
	"kind" text DEFAULT 'private' NOT NULL,
	"open_house_id" integer,
	"mode" text DEFAULT 'inPerson' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"proposed_starts_at" timestamp with time zone,
	"manage_token_hash" text NOT NULL,
	"reminded_24_at" timestamp with time zone,
	"reminded_2_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showings_manage_token_hash_unique" UNIQUE("manage_token_hash"),
	CONSTRAINT "showings_kind_check" CHECK (kind IN ('private', 'openHouse')),
	CONSTRAINT "showings_mode_check" CHECK (mode IN ('inPerson', 'video')),
	CONSTRAINT "showings_status_check" CHECK (status IN ('booked', 'confirmed', 'proposed', 'declined', 'cancelled')),
	CONSTRAINT "showings_order_check" CHECK (ends_at > starts_at),
	CONSTRAINT "showings_open_house_check" CHECK ((kind = 'openHouse') = (open_house_id IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_open_house_id_open_houses_id_fk" FOREIGN KEY ("open_house_id") REFERENCES "public"."open_houses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "showings_lead_idx" ON "showings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "showings_starts_idx" ON "showings" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK (kind IN ('status', 'reply', 'followUp', 'contact', 'task', 'instantReply', 'search', 'showing'));--> statement-breakpoint
-- One agent, one place at a time: two private showings that hold her calendar never overlap, however close together they are booked.
ALTER TABLE "showings" ADD CONSTRAINT "showings_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "ends_at") WITH &&) WHERE (kind = 'private' AND status IN ('booked', 'confirmed', 'proposed'));
