-- IDX (ADR 0115): a street address the MLS withholds (internet_address_display_yn
-- false) stays stored but leaves the search vector, so free text never finds a
-- listing by it. PostgreSQL cannot change a generated column's expression, so
-- the column is dropped and added again (drizzle-kit generate).
ALTER TABLE "listings" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('simple'::regconfig, public.rgv_search_normalize(coalesce(CASE WHEN internet_address_display_yn THEN unparsed_address END, '') || ' ' || coalesce(city, '') || ' ' || coalesce(subdivision_name, '') || ' ' || coalesce(postal_code, '') || ' ' || coalesce(listing_id, '') || ' ' || coalesce(public_remarks, '') || ' ' || coalesce(remarks_es, ''))))) STORED;--> statement-breakpoint
-- Hand-added: dropping the column dropped its GIN index, which the schema still
-- declares (so drizzle-kit does not see it missing).
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
-- The word counts (0005) are tallied from the vector: count them again from the
-- new one. The triggers of 0002 and 0005 read search_vector by name inside
-- their function bodies, which the drop does not touch.
SELECT public.rgv_recount_listings();
