-- Hand-written (drizzle-kit generate --custom): drizzle-kit cannot express
-- triggers or covering indexes.

-- Keeps search_words, the vocabulary that typo-tolerant search matches with
-- pg_trgm, in step with the listings. Statement-level with a transition table,
-- so a batch insert of listings costs one vocabulary insert. Words are never
-- removed: a word no listing has any more only widens a query to nothing.
CREATE OR REPLACE FUNCTION public.rgv_collect_search_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT DISTINCT lexeme
  FROM changed_rows, unnest(tsvector_to_array(changed_rows.search_vector)) AS lexeme
  WHERE length(lexeme) >= 3 AND lexeme !~ '^[0-9]+$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_search_words_insert AFTER INSERT ON listings
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.rgv_collect_search_words();
--> statement-breakpoint
CREATE TRIGGER listings_search_words_update AFTER UPDATE ON listings
REFERENCING NEW TABLE AS changed_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.rgv_collect_search_words();
--> statement-breakpoint

-- Any change to listings moves listings_version on, which tells every app
-- instance that the result counts it cached are out of date.
INSERT INTO listings_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.rgv_bump_listings_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.listings_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
FOR EACH STATEMENT EXECUTE FUNCTION public.rgv_bump_listings_version();
--> statement-breakpoint

-- Covering indexes for search. Counting a result and choosing a page's keys
-- then read a few MB of index (index-only scans) instead of the wide listings
-- rows (remarks, search vector). The filter index serves narrow filters; the
-- price and newest indexes are walked in sort order, and because they carry
-- the filter columns, listings that do not match are skipped without a
-- visit to the table (a category sorted by price no longer reads every
-- cheaper rental on the way).
CREATE INDEX listings_search_filter_idx ON listings
  (standard_status, property_type, city, list_price)
  INCLUDE (listing_key, on_market_date, bedrooms_total, bathrooms_total_integer, property_sub_type,
           subdivision_name, new_construction_yn, refrigerated_yn, other_structures,
           living_area, building_area_total, lot_size_acres);
--> statement-breakpoint
CREATE INDEX listings_price_idx ON listings (list_price, listing_key)
  INCLUDE (standard_status, property_type, property_sub_type, city, subdivision_name, bedrooms_total,
           bathrooms_total_integer, new_construction_yn, refrigerated_yn, other_structures,
           living_area, building_area_total, lot_size_acres, on_market_date);
--> statement-breakpoint
CREATE INDEX listings_newest_idx ON listings (on_market_date DESC NULLS LAST, listing_key)
  INCLUDE (standard_status, property_type, property_sub_type, city, subdivision_name, bedrooms_total,
           bathrooms_total_integer, new_construction_yn, refrigerated_yn, other_structures,
           living_area, building_area_total, lot_size_acres, list_price);
