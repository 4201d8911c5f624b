ALTER TABLE "listings" ADD COLUMN "availability_date" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "lease_term" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "pets_allowed" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "furnished" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rent_includes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "security_deposit" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "application_fee" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "apply_url" text;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_lease_term_check" CHECK (lease_term IN ('MonthToMonth', 'SixMonths', 'TwelveMonths', 'TwentyFourMonths', 'MultiYear', 'ShortTermLease', 'Negotiable'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_furnished_check" CHECK (furnished IN ('Furnished', 'Partially', 'Unfurnished', 'Negotiable'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_pets_allowed_check" CHECK (pets_allowed <@ ARRAY['Yes', 'No', 'CatsOK', 'DogsOK', 'SmallDogsOK', 'BreedRestrictions', 'NumberLimit', 'SizeLimit', 'Conditional', 'Call']::text[]);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_rent_includes_check" CHECK (rent_includes <@ ARRAY['AllUtilities', 'Water', 'Sewer', 'TrashCollection', 'Electricity', 'Gas', 'Internet', 'CableTV', 'Landscaping', 'PoolMaintenance', 'PestControl', 'Management']::text[]);