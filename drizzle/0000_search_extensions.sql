-- Hand-written (drizzle-kit generate --custom): drizzle-kit cannot express
-- extensions or SQL functions, and the listings table's generated search
-- column needs both before it is created.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot feed a
-- generated column or an index. Naming the dictionary explicitly makes the
-- result fixed, which is the documented way to wrap it as IMMUTABLE.
CREATE OR REPLACE FUNCTION public.rgv_search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
RETURN lower(regexp_replace(public.unaccent('public.unaccent'::regdictionary, value), '[^[:alnum:]]+', ' ', 'g'));
