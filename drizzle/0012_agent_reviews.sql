CREATE TABLE "agent_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"city" text NOT NULL,
	"text" text NOT NULL,
	"review_date" date NOT NULL,
	"lang" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_reviews_lang_check" CHECK (lang IN ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "agent_reviews_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "agent_reviews_version_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE INDEX "agent_reviews_published_idx" ON "agent_reviews" USING btree ("review_date","id") WHERE published;--> statement-breakpoint
-- Hand-added: any change to agent_reviews moves agent_reviews_version on, which
-- tells every app instance that the pages it kept with reviews on them are out
-- of date (the page cache's content version reads it, ADR 0407).
INSERT INTO agent_reviews_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.rgv_bump_agent_reviews_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.agent_reviews_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agent_reviews_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON agent_reviews
FOR EACH STATEMENT EXECUTE FUNCTION public.rgv_bump_agent_reviews_version();
--> statement-breakpoint
-- Hand-added, outside the listings schema's own file: the agent's track record
-- counts the MLS feed's listings of RESO_AGENT_MLS_ID, a few among many
-- thousand, without reading them all.
CREATE INDEX "listings_list_agent_idx" ON "listings" USING btree ("list_agent_mls_id") WHERE list_agent_mls_id IS NOT NULL;
