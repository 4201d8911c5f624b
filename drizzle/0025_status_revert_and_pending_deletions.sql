CREATE TABLE "pending_deletions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pending_deletions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" text,
	"held" jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_audit" ADD COLUMN "history_id" integer;--> statement-breakpoint
ALTER TABLE "listing_audit" ADD COLUMN "reverted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_history" ADD COLUMN "reverted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_deletions" ADD CONSTRAINT "pending_deletions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_deletions_until_idx" ON "pending_deletions" USING btree ("until");--> statement-breakpoint
ALTER TABLE "listing_audit" ADD CONSTRAINT "listing_audit_history_id_listing_history_id_fk" FOREIGN KEY ("history_id") REFERENCES "public"."listing_history"("id") ON DELETE set null ON UPDATE no action;