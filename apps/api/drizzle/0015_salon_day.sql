CREATE TABLE "blocked_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"staff_id" integer,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"repeats_weekly" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocked_times_order" CHECK ("blocked_times"."end_time" > "blocked_times"."start_time")
);
--> statement-breakpoint
CREATE TABLE "service_areas" (
	"vendor_id" integer NOT NULL,
	"county" text NOT NULL,
	"sub_county" text DEFAULT '' NOT NULL,
	"travel_fee_kes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_areas_vendor_id_county_sub_county_pk" PRIMARY KEY("vendor_id","county","sub_county"),
	CONSTRAINT "service_areas_fee_range" CHECK ("service_areas"."travel_fee_kes" between 0 and 50000)
);
--> statement-breakpoint
CREATE TABLE "staff_settings" (
	"business_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"service_ids" integer[],
	"weekly" jsonb,
	CONSTRAINT "staff_settings_business_id_staff_id_pk" PRIMARY KEY("business_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_confirmed_chair";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travel_fee_kes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travel_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_employees" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "business_employees" ADD COLUMN "end_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD COLUMN "role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_schedules" ADD COLUMN "instant_booking" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_schedules" ADD COLUMN "travel_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocked_times" ADD CONSTRAINT "blocked_times_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_areas" ADD CONSTRAINT "service_areas_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_settings" ADD CONSTRAINT "staff_settings_business_id_users_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_settings" ADD CONSTRAINT "staff_settings_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocked_times_vendor_idx" ON "blocked_times" USING btree ("vendor_id","date");--> statement-breakpoint
CREATE INDEX "blocked_times_staff_idx" ON "blocked_times" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_settings_staff_idx" ON "staff_settings" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_staff_idx" ON "bookings" USING btree ("staff_id","starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_confirmed_chair" CHECK ("bookings"."status" <> 'confirmed' or "bookings"."chair" is not null or "bookings"."staff_id" is not null);--> statement-breakpoint
ALTER TABLE "vendor_schedules" ADD CONSTRAINT "vendor_schedules_instant_check" CHECK ("vendor_schedules"."instant_booking" in ('off', 'all', 'returning'));--> statement-breakpoint
ALTER TABLE "vendor_schedules" ADD CONSTRAINT "vendor_schedules_travel_range" CHECK ("vendor_schedules"."travel_minutes" between 0 and 120);--> statement-breakpoint
-- A professional serves her own bookings herself.
UPDATE "bookings" SET "staff_id" = "bookings"."vendor_id" FROM "users"
  WHERE "users"."id" = "bookings"."vendor_id" AND "users"."user_type" = 'Beauty Professional';--> statement-breakpoint
-- Adding minutes to an instant does not depend on the time zone (unlike days or months), so this is
-- immutable, as an index expression must be; PostgreSQL marks timestamptz + interval only stable.
CREATE FUNCTION "minutes_after"("at" timestamptz, "minutes" integer) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT "at" + "minutes" * interval '1 minute' $$;--> statement-breakpoint
-- One person is never in two places: the confirmed bookings of one person, at every business she works for
-- and her own, may not overlap (travel time before and after a home visit included).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_person_overlap"
  EXCLUDE USING gist ("staff_id" WITH =, tstzrange(minutes_after("starts_at", -"travel_minutes"), minutes_after("ends_at", "travel_minutes")) WITH &&)
  WHERE ("status" = 'confirmed' AND "staff_id" IS NOT NULL);
