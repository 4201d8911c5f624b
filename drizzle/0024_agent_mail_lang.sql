ALTER TABLE "agent_profile" ADD COLUMN "mail_lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP COLUMN "lang";