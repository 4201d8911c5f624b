ALTER TABLE "listings" ADD COLUMN "map_latitude" double precision GENERATED ALWAYS AS (CASE WHEN internet_address_display_yn THEN latitude ELSE round(latitude::numeric, 2)::double precision END) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "map_longitude" double precision GENERATED ALWAYS AS (CASE WHEN internet_address_display_yn THEN longitude ELSE round(longitude::numeric, 2)::double precision END) STORED;--> statement-breakpoint
CREATE INDEX "listings_map_latitude_idx" ON "listings" USING btree ("map_latitude");--> statement-breakpoint
CREATE INDEX "listings_map_longitude_idx" ON "listings" USING btree ("map_longitude");--> statement-breakpoint
-- Hand-added: drizzle-kit cannot express INCLUDE. A map area (bounds=…) is read
-- through this GiST index; it carries every column a search filters, sorts or
-- pins on, so counting an area and choosing its page or pins are index-only
-- scans of the area's listings instead of visits to the wide rows (ADR 0116).
-- The search writes its condition as this expression (conditions.server.ts).
CREATE INDEX "listings_map_location_idx" ON "listings" USING gist ((point(map_longitude, map_latitude)))
  INCLUDE (map_latitude, map_longitude, listing_key, standard_status, property_type, property_sub_type, city, subdivision_name,
           list_price, lease_amount_frequency, bedrooms_total, bathrooms_total_integer, new_construction_yn, refrigerated_yn,
           other_structures, on_market_date, living_area, building_area_total, lot_size_acres);
