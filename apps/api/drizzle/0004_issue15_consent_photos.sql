CREATE TABLE "portfolio_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employment_requests" DROP CONSTRAINT "employment_requests_status_check";--> statement-breakpoint
ALTER TABLE "business_profiles" ADD COLUMN "cover" text;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD COLUMN "direction" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD COLUMN "answer_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "etag" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sub_county" text;--> statement-breakpoint
ALTER TABLE "portfolio_photos" ADD CONSTRAINT "portfolio_photos_vendor_id_users_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_photos" ADD CONSTRAINT "portfolio_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_photos_vendor_idx" ON "portfolio_photos" USING btree ("vendor_id","id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_parent_id_media_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Older data may hold two pending requests of one pair (a race the old check did not stop): keep the first.
UPDATE "employment_requests" AS later SET "status" = 'withdrawn' WHERE later."status" = 'pending' AND EXISTS (SELECT 1 FROM "employment_requests" AS earlier WHERE earlier."status" = 'pending' AND earlier."business_owner_id" = later."business_owner_id" AND earlier."professional_id" = later."professional_id" AND earlier."id" < later."id");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_requests_pending_unique" ON "employment_requests" USING btree ("business_owner_id","professional_id") WHERE "employment_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "media_parent_idx" ON "media" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_direction_check" CHECK ("employment_requests"."direction" in ('request', 'invitation'));--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_status_check" CHECK ("employment_requests"."status" in ('pending', 'accepted', 'declined', 'withdrawn'));