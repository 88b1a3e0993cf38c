ALTER TABLE "bookings" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "origin" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "client_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_origin_check" CHECK ("bookings"."origin" in ('online', 'walk_in', 'phone'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancel_reason_check" CHECK ("bookings"."cancel_reason" in ('stylist_unavailable', 'emergency', 'closed', 'other'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_or_phone" CHECK ("bookings"."customer_id" is not null or "bookings"."client_phone" <> '');