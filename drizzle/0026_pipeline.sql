CREATE TABLE "lead_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"due_on" date NOT NULL,
	"due_time" text,
	"done_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_tasks_kind_check" CHECK (kind IN ('call', 'text', 'showing', 'listings', 'cma', 'other')),
	CONSTRAINT "lead_tasks_time_check" CHECK (due_time IS NULL OR due_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "lead_events" DROP CONSTRAINT "lead_events_kind_check";--> statement-breakpoint
ALTER TABLE "leads" DROP CONSTRAINT "leads_status_check";--> statement-breakpoint
DROP INDEX "leads_follow_up_idx";--> statement-breakpoint
-- Closed leads were deals done: they become Won, on the lead and on its timeline.
UPDATE "leads" SET "status" = 'won' WHERE "status" = 'closed';--> statement-breakpoint
UPDATE "lead_events" SET "data" = jsonb_set("data", '{status}', '"won"') WHERE "kind" = 'status' AND "data"->>'status' = 'closed';--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_note" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "first_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_tasks" ADD CONSTRAINT "lead_tasks_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_tasks_lead_idx" ON "lead_tasks" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_tasks_open_idx" ON "lead_tasks" USING btree ("due_on","due_time") WHERE done_at IS NULL;--> statement-breakpoint
CREATE INDEX "leads_source_idx" ON "leads" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "leads_status_idx" ON "leads" USING btree ("status");--> statement-breakpoint
CREATE INDEX "leads_user_idx" ON "leads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("follow_up_on") WHERE follow_up_on IS NOT NULL AND status NOT IN ('won', 'lost') AND held_reason IS NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_kind_check" CHECK (kind IN ('status', 'reply', 'followUp', 'contact', 'task', 'instantReply', 'search'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lost_reason_check" CHECK (lost_reason IS NULL OR lost_reason IN ('price', 'boughtElsewhere', 'otherAgent', 'notReady', 'financing', 'unreachable', 'other'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK (status IN ('new', 'contacted', 'showing', 'offer', 'contract', 'won', 'lost'));--> statement-breakpoint
-- Replies sent before the dashboard counted them still count: the first one is the first answer and the first contact.
UPDATE "leads" SET "first_reply_at" = r."at", "first_contact_at" = r."at" FROM (SELECT "lead_id", min("created_at") AS "at" FROM "lead_events" WHERE "kind" = 'reply' GROUP BY "lead_id") r WHERE r."lead_id" = "leads"."id";
