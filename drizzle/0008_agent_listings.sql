CREATE TABLE "listing_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"price" integer NOT NULL,
	"previous_price" integer,
	CONSTRAINT "listing_history_event_check" CHECK (event IN ('listed', 'price', 'status'))
);
--> statement-breakpoint
CREATE TABLE "listing_views" (
	"listing_key" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "listing_views_listing_key_day_pk" PRIMARY KEY("listing_key","day")
);
--> statement-breakpoint
CREATE TABLE "open_houses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "open_houses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "open_houses_order_check" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "original_list_price" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "previous_list_price" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_change_timestamp" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "close_price" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "close_date" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "association_fee" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "tax_annual_amount" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "pool_private_yn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_audit" ADD CONSTRAINT "listing_audit_listing_key_listings_listing_key_fk" FOREIGN KEY ("listing_key") REFERENCES "public"."listings"("listing_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_audit" ADD CONSTRAINT "listing_audit_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_history" ADD CONSTRAINT "listing_history_listing_key_listings_listing_key_fk" FOREIGN KEY ("listing_key") REFERENCES "public"."listings"("listing_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_key_listings_listing_key_fk" FOREIGN KEY ("listing_key") REFERENCES "public"."listings"("listing_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_listing_key_listings_listing_key_fk" FOREIGN KEY ("listing_key") REFERENCES "public"."listings"("listing_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_audit_listing_idx" ON "listing_audit" USING btree ("listing_key","at");--> statement-breakpoint
CREATE INDEX "listing_history_listing_idx" ON "listing_history" USING btree ("listing_key","at");--> statement-breakpoint
CREATE INDEX "open_houses_listing_idx" ON "open_houses" USING btree ("listing_key","ends_at");--> statement-breakpoint
CREATE INDEX "listings_own_idx" ON "listings" USING btree ("modification_timestamp") WHERE originating_system_name = 'agent';