-- Issue 37: erasure rewrites others' notifications that name the erased person; this is who each names.
ALTER TABLE "notifications" ADD COLUMN "about_user_ids" integer[];--> statement-breakpoint
CREATE INDEX "notifications_about_idx" ON "notifications" USING gin ("about_user_ids");--> statement-breakpoint
-- An erased account's address was deleted-<id>@deleted.invalid: guessable, so a reset could be asked for
-- it. Each becomes a random one, as erasure now writes.
UPDATE "users" SET "email" = 'deleted-' || replace(gen_random_uuid()::text, '-', '') || '@deleted.invalid'
  WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
-- Images are now revalidated on every use: the generated avatars get the ETag uploads have.
UPDATE "media" SET "etag" = left(translate(encode(sha256("data"), 'base64'), '+/', '-_'), 27)
  WHERE "etag" IS NULL;
