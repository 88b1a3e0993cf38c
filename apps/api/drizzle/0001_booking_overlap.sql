-- No two confirmed bookings of one vendor may overlap in time.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_confirmed_overlap"
  EXCLUDE USING gist ("vendor_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'confirmed');
