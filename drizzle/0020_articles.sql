CREATE TABLE "article_redirects" (
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"article_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_redirects_lang_slug_pk" PRIMARY KEY("lang","slug")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"pair_key" text NOT NULL,
	"lang" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"cover" text NOT NULL,
	"cover_alt" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"city" text,
	"category" text,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"seed_key" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_lang_check" CHECK (lang IN ('en', 'es')),
	CONSTRAINT "articles_status_check" CHECK (status IN ('draft', 'scheduled', 'published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "articles_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"seed" text DEFAULT '' NOT NULL,
	CONSTRAINT "articles_state_single_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "article_redirects" ADD CONSTRAINT "article_redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_lang_slug" ON "articles" USING btree ("lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_pair_lang" ON "articles" USING btree ("pair_key","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_seed_lang" ON "articles" USING btree ("seed_key","lang");--> statement-breakpoint
CREATE INDEX "articles_due" ON "articles" USING btree ("publish_at") WHERE status = 'scheduled';