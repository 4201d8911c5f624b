CREATE TABLE "page_texts" (
	"page_id" text NOT NULL,
	"lang" text NOT NULL,
	"h1" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"author_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_texts_page_id_lang_pk" PRIMARY KEY("page_id","lang"),
	CONSTRAINT "page_texts_lang_check" CHECK (lang IN ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "page_texts_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_texts_version_single_row" CHECK (id = 1)
);
--> statement-breakpoint
ALTER TABLE "page_texts" ADD CONSTRAINT "page_texts_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;