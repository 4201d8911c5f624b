CREATE TABLE "agent_profile" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"photo_key" text,
	"photo_version" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_profile_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "agent_profile_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"author_id" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_profile_history" ADD CONSTRAINT "agent_profile_history_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_profile_history_created_idx" ON "agent_profile_history" USING btree ("created_at");