CREATE TABLE "second_factor_limits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"wrong" integer DEFAULT 0 NOT NULL,
	"checking" integer DEFAULT 0 NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"lockouts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "second_factor_limits" ADD CONSTRAINT "second_factor_limits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;