-- Hand-written (drizzle-kit generate --custom): keeps the count tables that
-- searches are counted from (listing_facet_counts, listing_word_counts; see
-- app/db/schema/listings.ts) in step with listings. Statement-level with
-- transition tables, so a batch of 500 listings costs one upsert per table.
-- Rows that fall to zero stay: they add nothing to a count, and there are only
-- as many as combinations ever seen. Words under three characters are never
-- searched for, so they are not counted. A bulk load may set
-- rgv.recount_listings_later for its transaction and call rgv_recount_listings()
-- once at the end: thousands of upserts of the same rows cost far more (and
-- leave as many dead rows) than counting the table once.
-- The trigger names sort after listings_version_bump, which PostgreSQL
-- therefore fires first: a writer holds the version row before it locks any
-- count row, so two writers wait for each other there instead of deadlocking.
CREATE OR REPLACE FUNCTION public.rgv_tally_listings() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  facets constant text := 'standard_status, property_type, property_sub_type, city, bedrooms_total, '
    'bathrooms_total_integer, new_construction_yn, refrigerated_yn, other_structures';
  words constant text := 'lexeme AS word, standard_status, property_type, city, least(coalesce(bedrooms_total, 0), 5) AS beds';
  -- %1$s: columns; %2$s: extra FROM item and WHERE. Only the transition tables of this event exist.
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT %1$s, 1 AS delta FROM added_rows %2$s'
    WHEN 'DELETE' THEN 'SELECT %1$s, -1 AS delta FROM removed_rows %2$s'
    ELSE 'SELECT %1$s, 1 AS delta FROM added_rows %2$s UNION ALL SELECT %1$s, -1 FROM removed_rows %2$s'
  END;
BEGIN
  IF current_setting('rgv.recount_listings_later', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.listing_facet_counts;
    DELETE FROM public.listing_word_counts;
    RETURN NULL;
  END IF;
  EXECUTE format(
    'INSERT INTO public.listing_facet_counts AS counts (%1$s, listings)
     SELECT %1$s, sum(delta)::int FROM (%2$s) AS changes GROUP BY %1$s HAVING sum(delta) <> 0
     ON CONFLICT ON CONSTRAINT listing_facet_counts_key DO UPDATE SET listings = counts.listings + excluded.listings',
    facets, format(changes, facets, ''));
  EXECUTE format(
    'INSERT INTO public.listing_word_counts AS counts (word, standard_status, property_type, city, beds, listings)
     SELECT word, standard_status, property_type, city, beds, sum(delta)::int FROM (%s) AS changes
     GROUP BY word, standard_status, property_type, city, beds HAVING sum(delta) <> 0
     ON CONFLICT ON CONSTRAINT listing_word_counts_key DO UPDATE SET listings = counts.listings + excluded.listings',
    format(changes, words, ', unnest(tsvector_to_array(search_vector)) AS lexeme WHERE length(lexeme) >= 3'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_zz_counts_insert AFTER INSERT ON listings
REFERENCING NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.rgv_tally_listings();
--> statement-breakpoint
CREATE TRIGGER listings_zz_counts_update AFTER UPDATE ON listings
REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.rgv_tally_listings();
--> statement-breakpoint
CREATE TRIGGER listings_zz_counts_delete AFTER DELETE ON listings
REFERENCING OLD TABLE AS removed_rows
FOR EACH STATEMENT EXECUTE FUNCTION public.rgv_tally_listings();
--> statement-breakpoint
CREATE TRIGGER listings_zz_counts_truncate AFTER TRUNCATE ON listings
FOR EACH STATEMENT EXECUTE FUNCTION public.rgv_tally_listings();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.rgv_recount_listings() RETURNS void
LANGUAGE sql AS $$
DELETE FROM public.listing_facet_counts;
DELETE FROM public.listing_word_counts;
INSERT INTO public.listing_facet_counts
  (standard_status, property_type, property_sub_type, city, bedrooms_total, bathrooms_total_integer,
   new_construction_yn, refrigerated_yn, other_structures, listings)
SELECT standard_status, property_type, property_sub_type, city, bedrooms_total, bathrooms_total_integer,
       new_construction_yn, refrigerated_yn, other_structures, count(*)::int
FROM public.listings
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
INSERT INTO public.listing_word_counts (word, standard_status, property_type, city, beds, listings)
SELECT lexeme, standard_status, property_type, city, least(coalesce(bedrooms_total, 0), 5), count(*)::int
FROM public.listings, unnest(tsvector_to_array(search_vector)) AS lexeme
WHERE length(lexeme) >= 3
GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- Listings already there when this migration runs.
SELECT public.rgv_recount_listings();
