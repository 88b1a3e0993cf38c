-- Issue 21: a page of vendors is read off one index, and so is its (bounded) count. Each profile keeps
-- copies of what the lists filter and sort on but the profile did not hold: the user's rating and review
-- count; from the menu, the services offered and the lowest price; and the text the search looks in (the
-- user's name, the profile's own text and the names of the services on the menu, one a line). The triggers
-- below write them in the transaction that changes their source (a review, a rename, a menu, a price).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Superseded by the browse indexes below (a county, best rated first).
DROP INDEX "business_profiles_county_category_idx";
--> statement-breakpoint
DROP INDEX "professional_profiles_county_category_idx";
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "service_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "price_from" integer;
--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "rating_avg" numeric(3, 2) DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "service_ids" integer[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "price_from" integer;
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- A vendor's copies, computed from the user and the menu (for the profile's row, `NEW`, in the triggers).
CREATE FUNCTION "vendor_copies"(vendor integer, own_text text[],
  OUT rating_avg numeric, OUT review_count integer, OUT service_ids integer[], OUT price_from integer,
  OUT search_text text)
LANGUAGE sql STABLE AS $$
  SELECT u.rating_avg, u.review_count, menu.ids, menu.price_from,
         array_to_string(ARRAY[u.name] || own_text || menu.names, E'\n')
  FROM users u,
       LATERAL (SELECT coalesce(array_agg(s.id ORDER BY s.id), '{}') AS ids,
                       min(coalesce(vs.price_kes, s.price_kes)) AS price_from,
                       coalesce(array_agg(s.name ORDER BY s.name), '{}') AS names
                FROM vendor_services vs JOIN services s ON s.id = vs.service_id
                WHERE vs.vendor_id = vendor) menu
  WHERE u.id = vendor
$$;
--> statement-breakpoint
-- Writes the copies of the given vendors again (the profiles' triggers compute them).
CREATE FUNCTION "refresh_vendor_copies"(vendors integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE professional_profiles SET search_text = '' WHERE user_id = ANY (vendors);
  UPDATE business_profiles SET search_text = '' WHERE user_id = ANY (vendors);
$$;
--> statement-breakpoint
-- A profile written, its text changed or its copies written: the copies, from the user and the menu.
CREATE FUNCTION "professional_profiles_copies"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.rating_avg, c.review_count, c.service_ids, c.price_from, c.search_text
  INTO NEW.rating_avg, NEW.review_count, NEW.service_ids, NEW.price_from, NEW.search_text
  FROM vendor_copies(NEW.user_id, ARRAY[NEW.bio]) c;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "professional_profiles_copies"
BEFORE INSERT OR UPDATE OF bio, rating_avg, review_count, service_ids, price_from, search_text ON professional_profiles
FOR EACH ROW EXECUTE FUNCTION professional_profiles_copies();
--> statement-breakpoint
CREATE FUNCTION "business_profiles_copies"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.rating_avg, c.review_count, c.service_ids, c.price_from, c.search_text
  INTO NEW.rating_avg, NEW.review_count, NEW.service_ids, NEW.price_from, NEW.search_text
  FROM vendor_copies(NEW.user_id, ARRAY[NEW.business_name, NEW.business_bio]) c;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "business_profiles_copies"
BEFORE INSERT OR UPDATE OF business_name, business_bio, rating_avg, review_count, service_ids, price_from, search_text
ON business_profiles FOR EACH ROW EXECUTE FUNCTION business_profiles_copies();
--> statement-breakpoint
-- A user's name, rating or review count changed (a review written, an account renamed or erased).
CREATE FUNCTION "users_vendor_copies"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_vendor_copies(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_vendor_copies" AFTER UPDATE OF name, rating_avg, review_count ON users
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.rating_avg IS DISTINCT FROM NEW.rating_avg
                   OR OLD.review_count IS DISTINCT FROM NEW.review_count)
EXECUTE FUNCTION users_vendor_copies();
--> statement-breakpoint
-- A menu changed: once per statement, for the vendors it touched (a bulk load writes each profile once).
CREATE FUNCTION "vendor_services_added"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_vendor_copies(ARRAY(SELECT DISTINCT vendor_id FROM added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "vendor_services_removed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_vendor_copies(ARRAY(SELECT DISTINCT vendor_id FROM removed));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "vendor_services_updated"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_vendor_copies(ARRAY(SELECT vendor_id FROM removed UNION SELECT vendor_id FROM added));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "vendor_services_added" AFTER INSERT ON vendor_services
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION vendor_services_added();
--> statement-breakpoint
CREATE TRIGGER "vendor_services_removed" AFTER DELETE ON vendor_services
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION vendor_services_removed();
--> statement-breakpoint
-- A price or duration changed, or a row moved (transition tables take no column list).
CREATE TRIGGER "vendor_services_updated" AFTER UPDATE ON vendor_services
REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION vendor_services_updated();
--> statement-breakpoint
-- A service renamed or its typical price changed (ensureCatalogue): the vendors that offer it.
CREATE FUNCTION "services_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_vendor_copies(ARRAY(SELECT vendor_id FROM vendor_services WHERE service_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "services_changed" AFTER UPDATE OF name, price_kes ON services
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.price_kes IS DISTINCT FROM NEW.price_kes)
EXECUTE FUNCTION services_changed();
--> statement-breakpoint
-- The profiles there are.
UPDATE professional_profiles SET search_text = '';
--> statement-breakpoint
UPDATE business_profiles SET search_text = '';
--> statement-breakpoint
-- Best rated first (the lists' order), alone, in a county, in a county and a main category, in a county
-- among vendors with more categories (the two read only the matches of the common filter, a county and a
-- category), in a sub-county, over vendors whose setup is done (the lists show no others), with the
-- filtered columns included: a list's matches are read off the index alone. The availability filter has
-- its own (few are unavailable: a scan in rating order would read them all to find none).
CREATE INDEX "business_profiles_browse_idx" ON "business_profiles" USING btree ("rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from") WHERE "business_profiles"."business_name" <> '' and "business_profiles"."county" <> '';
--> statement-breakpoint
CREATE INDEX "business_profiles_browse_county_idx" ON "business_profiles" USING btree (lower("county"),"rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from") WHERE "business_profiles"."business_name" <> '' and "business_profiles"."county" <> '';
--> statement-breakpoint
CREATE INDEX "business_profiles_browse_county_category_idx" ON "business_profiles" USING btree (lower("county"),"service_category_id","rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from") WHERE "business_profiles"."business_name" <> '' and "business_profiles"."county" <> '';
--> statement-breakpoint
CREATE INDEX "business_profiles_browse_county_extras_idx" ON "business_profiles" USING btree (lower("county"),"rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from") WHERE "business_profiles"."business_name" <> '' and "business_profiles"."county" <> '' and "business_profiles"."extra_category_ids" <> '{}';
--> statement-breakpoint
CREATE INDEX "business_profiles_browse_sub_county_idx" ON "business_profiles" USING btree (lower("sub_county"),"rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from") WHERE "business_profiles"."business_name" <> '' and "business_profiles"."county" <> '';
--> statement-breakpoint
CREATE INDEX "business_profiles_search_idx" ON "business_profiles" USING gin ("search_text" gin_trgm_ops) WHERE "business_profiles"."business_name" <> '' and "business_profiles"."county" <> '';
--> statement-breakpoint
CREATE INDEX "professional_profiles_browse_idx" ON "professional_profiles" USING btree ("rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from", "experience_level", "is_available") WHERE "professional_profiles"."bio" <> '' and "professional_profiles"."county" <> '';
--> statement-breakpoint
CREATE INDEX "professional_profiles_browse_county_idx" ON "professional_profiles" USING btree (lower("county"),"rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from", "experience_level", "is_available") WHERE "professional_profiles"."bio" <> '' and "professional_profiles"."county" <> '';
--> statement-breakpoint
CREATE INDEX "professional_profiles_browse_county_category_idx" ON "professional_profiles" USING btree (lower("county"),"service_category_id","rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from", "experience_level", "is_available") WHERE "professional_profiles"."bio" <> '' and "professional_profiles"."county" <> '';
--> statement-breakpoint
CREATE INDEX "professional_profiles_browse_county_extras_idx" ON "professional_profiles" USING btree (lower("county"),"rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from", "experience_level", "is_available") WHERE "professional_profiles"."bio" <> '' and "professional_profiles"."county" <> '' and "professional_profiles"."extra_category_ids" <> '{}';
--> statement-breakpoint
CREATE INDEX "professional_profiles_browse_sub_county_idx" ON "professional_profiles" USING btree (lower("sub_county"),"rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from", "experience_level", "is_available") WHERE "professional_profiles"."bio" <> '' and "professional_profiles"."county" <> '';
--> statement-breakpoint
CREATE INDEX "professional_profiles_search_idx" ON "professional_profiles" USING gin ("search_text" gin_trgm_ops) WHERE "professional_profiles"."bio" <> '' and "professional_profiles"."county" <> '';
--> statement-breakpoint
CREATE INDEX "professional_profiles_browse_available_idx" ON "professional_profiles" USING btree ("is_available","rating_avg" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"user_id") INCLUDE ("county", "sub_county", "service_category_id", "extra_category_ids", "service_ids", "price_from", "experience_level") WHERE "professional_profiles"."bio" <> '' and "professional_profiles"."county" <> '';
