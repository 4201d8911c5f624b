CREATE TABLE "instant_reply_forms" (
	"type" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instant_reply_forms_type_check" CHECK (type IN ('contact', 'showing', 'question', 'staging', 'valuation'))
);
--> statement-breakpoint
CREATE TABLE "instant_reply_templates" (
	"lang" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instant_reply_templates_lang_check" CHECK (lang IN ('en', 'es'))
);
