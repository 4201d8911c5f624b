-- Hand-written (drizzle-kit generate --custom): drizzle-kit cannot express
-- expression keys with INCLUDE or partial indexes (ADR 0118).

-- The default order: on the market first (Active, Active Under Contract,
-- Pending, Coming Soon, then the rest), newest within. The search writes the
-- same CASE with its values in the text (search.server.ts), so a page of a
-- large result walks this index; it carries the filter columns as the other
-- sort indexes do (drizzle/0002). listings_newest_idx stays for "on the
-- market within N days", a range on its first column.
CREATE INDEX listings_active_newest_idx ON listings
  ((CASE standard_status WHEN 'Active' THEN 0 WHEN 'ActiveUnderContract' THEN 1 WHEN 'Pending' THEN 2 WHEN 'ComingSoon' THEN 3 ELSE 4 END),
   on_market_date DESC NULLS LAST, listing_key)
  INCLUDE (standard_status, property_type, property_sub_type, city, subdivision_name, bedrooms_total,
           bathrooms_total_integer, new_construction_yn, refrigerated_yn, other_structures,
           living_area, building_area_total, lot_size_acres, list_price);
--> statement-breakpoint
-- "Price reduced" is a lower price set within the last 30 days: the few
-- listings whose price went down, found by when, without reading the rest.
CREATE INDEX listings_price_reduced_idx ON listings (price_change_timestamp)
  INCLUDE (listing_key, standard_status, property_type, city, list_price, previous_list_price)
  WHERE previous_list_price > list_price;
--> statement-breakpoint
-- The agent's picks are a handful: without an index, asking for them read every listing.
CREATE INDEX listings_featured_idx ON listings (listing_key) WHERE featured;
