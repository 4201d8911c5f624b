CREATE TABLE "lead_links" (
	"lead_a" uuid NOT NULL,
	"lead_b" uuid NOT NULL,
	"same" boolean NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_links_lead_a_lead_b_pk" PRIMARY KEY("lead_a","lead_b"),
	CONSTRAINT "lead_links_order_check" CHECK (lead_a < lead_b)
);
--> statement-breakpoint
ALTER TABLE "lead_links" ADD CONSTRAINT "lead_links_lead_a_leads_id_fk" FOREIGN KEY ("lead_a") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_links" ADD CONSTRAINT "lead_links_lead_b_leads_id_fk" FOREIGN KEY ("lead_b") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_links" ADD CONSTRAINT "lead_links_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_links_b_idx" ON "lead_links" USING btree ("lead_b");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "leads_phone_idx" ON "leads" USING btree ("phone");