ALTER TABLE "account_reports" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reset_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reset_locked_until" timestamp with time zone;--> statement-breakpoint
-- Older data may hold repeated reports of one account by one reporter: keep the first open.
UPDATE "account_reports" AS later SET "status" = 'closed' WHERE EXISTS (SELECT 1 FROM "account_reports" AS earlier WHERE earlier."reporter_id" = later."reporter_id" AND earlier."reported_user_id" = later."reported_user_id" AND earlier."id" < later."id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_reports_open_unique" ON "account_reports" USING btree ("reporter_id","reported_user_id") WHERE "account_reports"."status" = 'open';--> statement-breakpoint
-- Two prompts for one purchase may wait from before this index: the later ones are closed as failed.
UPDATE "payments" AS later SET "status" = 'failed', "result_desc" = 'Replaced by an earlier prompt for the same purchase.', "settled_at" = now() WHERE later."status" = 'pending' AND EXISTS (SELECT 1 FROM "payments" AS earlier WHERE earlier."status" = 'pending' AND earlier."payer_id" = later."payer_id" AND earlier."subscription_type" = later."subscription_type" AND coalesce(earlier."target_id", 0) = coalesce(later."target_id", 0) AND earlier."id" < later."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pending_purchase_unique" ON "payments" USING btree ("payer_id","subscription_type",coalesce("target_id", 0)) WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "account_reports" ADD CONSTRAINT "account_reports_status_check" CHECK ("account_reports"."status" in ('open', 'closed'));