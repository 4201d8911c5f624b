CREATE TABLE "listing_facet_counts" (
	"standard_status" text NOT NULL,
	"property_type" text NOT NULL,
	"property_sub_type" text,
	"city" text NOT NULL,
	"bedrooms_total" integer,
	"bathrooms_total_integer" integer,
	"new_construction_yn" boolean NOT NULL,
	"refrigerated_yn" boolean NOT NULL,
	"other_structures" text[] NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "listing_facet_counts_key" UNIQUE NULLS NOT DISTINCT("standard_status","property_type","property_sub_type","city","bedrooms_total","bathrooms_total_integer","new_construction_yn","refrigerated_yn","other_structures")
);
--> statement-breakpoint
CREATE TABLE "listing_word_counts" (
	"word" text NOT NULL,
	"standard_status" text NOT NULL,
	"property_type" text NOT NULL,
	"city" text NOT NULL,
	"beds" integer NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "listing_word_counts_key" PRIMARY KEY("word","standard_status","property_type","city","beds")
);
