CREATE TABLE "listings" (
	"listing_key" text PRIMARY KEY NOT NULL,
	"listing_id" text NOT NULL,
	"originating_system_name" text NOT NULL,
	"standard_status" text NOT NULL,
	"property_type" text NOT NULL,
	"property_sub_type" text,
	"list_price" integer NOT NULL,
	"lease_amount_frequency" text,
	"unparsed_address" text NOT NULL,
	"street_number" text,
	"street_name" text,
	"unit_number" text,
	"city" text NOT NULL,
	"state_or_province" text DEFAULT 'TX' NOT NULL,
	"postal_code" text NOT NULL,
	"county_or_parish" text,
	"subdivision_name" text,
	"latitude" double precision,
	"longitude" double precision,
	"bedrooms_total" integer,
	"bathrooms_total_integer" integer,
	"bathrooms_full" integer,
	"bathrooms_half" integer,
	"living_area" integer,
	"building_area_total" integer,
	"lot_size_acres" double precision,
	"year_built" integer,
	"public_remarks" text,
	"remarks_es" text,
	"new_construction_yn" boolean DEFAULT false NOT NULL,
	"other_structures" text[] DEFAULT '{}'::text[] NOT NULL,
	"clear_height_ft" integer,
	"dock_doors" integer,
	"refrigerated_yn" boolean DEFAULT false NOT NULL,
	"refrigerated_area_sqft" integer,
	"on_market_date" date,
	"listing_contract_date" date,
	"modification_timestamp" timestamp with time zone NOT NULL,
	"list_agent_full_name" text,
	"list_office_name" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('simple'::regconfig, public.rgv_search_normalize(coalesce(unparsed_address, '') || ' ' || coalesce(city, '') || ' ' || coalesce(subdivision_name, '') || ' ' || coalesce(postal_code, '') || ' ' || coalesce(listing_id, '') || ' ' || coalesce(public_remarks, '') || ' ' || coalesce(remarks_es, ''))))) STORED,
	CONSTRAINT "listings_listing_id_unique" UNIQUE("listing_id"),
	CONSTRAINT "listings_standard_status_check" CHECK (standard_status IN ('Active', 'ActiveUnderContract', 'Pending', 'Closed', 'Withdrawn', 'Expired', 'Canceled', 'Hold', 'ComingSoon', 'Delete', 'Incomplete')),
	CONSTRAINT "listings_property_type_check" CHECK (property_type IN ('Residential', 'ResidentialLease', 'ResidentialIncome', 'Land', 'CommercialSale', 'CommercialLease', 'BusinessOpportunity', 'Farm', 'ManufacturedInPark')),
	CONSTRAINT "listings_property_sub_type_check" CHECK (property_sub_type IN ('Agriculture', 'Apartment', 'BoatSlip', 'Business', 'Cabin', 'Condominium', 'DeededParking', 'Duplex', 'Farm', 'HotelMotel', 'Industrial', 'ManufacturedHome', 'ManufacturedOnLand', 'MixedUse', 'MobileHome', 'MultiFamily', 'Office', 'OwnYourOwn', 'Quadruplex', 'Ranch', 'Retail', 'SingleFamilyResidence', 'StockCooperative', 'Timeshare', 'Townhouse', 'Triplex', 'UnimprovedLand', 'Warehouse')),
	CONSTRAINT "listings_lease_amount_frequency_check" CHECK (lease_amount_frequency IN ('Monthly', 'Annually')),
	CONSTRAINT "listings_list_price_check" CHECK (list_price >= 0)
);
--> statement-breakpoint
CREATE TABLE "listings_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "listings_version_single_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "media" (
	"media_key" text PRIMARY KEY NOT NULL,
	"resource_record_key" text NOT NULL,
	"order" integer NOT NULL,
	"media_category" text DEFAULT 'Photo' NOT NULL,
	"short_description" text,
	"short_description_es" text,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"storage_key" text,
	"scene" jsonb,
	"modification_timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "media_media_category_check" CHECK (media_category IN ('Photo', 'FloorPlan', 'Video')),
	CONSTRAINT "media_source_check" CHECK (storage_key IS NOT NULL OR scene IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_resource_record_key_listings_listing_key_fk" FOREIGN KEY ("resource_record_key") REFERENCES "public"."listings"("listing_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_subdivision_idx" ON "listings" USING btree ("subdivision_name");--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "media_listing_order_idx" ON "media" USING btree ("resource_record_key","order");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);