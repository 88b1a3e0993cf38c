CREATE TABLE "vendor_schedules" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"places" text[] NOT NULL,
	CONSTRAINT "vendor_schedules_buffer_range" CHECK ("vendor_schedules"."buffer_minutes" between 0 and 60),
	CONSTRAINT "vendor_schedules_capacity_range" CHECK ("vendor_schedules"."capacity" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_kes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "place" text DEFAULT 'vendor' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "landmark" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ended_by" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_time" time;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "proposed_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "chair" integer;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "extra_category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "extra_category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_kes" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD COLUMN "price_kes" integer;--> statement-breakpoint
ALTER TABLE "vendor_services" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "vendor_schedules" ADD CONSTRAINT "vendor_schedules_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_place_check" CHECK ("bookings"."place" in ('vendor', 'client'));--> statement-breakpoint
UPDATE "bookings" SET "chair" = 1 WHERE "status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_confirmed_chair" CHECK ("bookings"."status" <> 'confirmed' or "bookings"."chair" is not null);--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_price_range" CHECK ("vendor_services"."price_kes" between 1 and 500000);--> statement-breakpoint
ALTER TABLE "vendor_services" ADD CONSTRAINT "vendor_services_duration_steps" CHECK ("vendor_services"."duration_minutes" between 15 and 480 and "vendor_services"."duration_minutes" % 15 = 0);--> statement-breakpoint
-- Confirmed bookings on one chair of a vendor may not overlap: a vendor of capacity N has chairs 1..N.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_confirmed_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_confirmed_overlap"
  EXCLUDE USING gist ("vendor_id" WITH =, "chair" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'confirmed');
