-- Each follow-up day becomes a call that day (ADR 0427): nothing she planned is lost with the column.
INSERT INTO "lead_tasks" ("lead_id", "kind", "due_on", "created_at", "updated_at") SELECT "id", 'call', "follow_up_on", "updated_at", "updated_at" FROM "leads" WHERE "follow_up_on" IS NOT NULL;--> statement-breakpoint
DROP INDEX "leads_follow_up_idx";--> statement-breakpoint
ALTER TABLE "leads" DROP COLUMN "follow_up_on";
