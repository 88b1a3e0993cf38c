-- Issue 37: a phone number is verified by a code texted to it before it gets any other SMS. Numbers held
-- before this migration start unverified too: nothing shows that their owners typed them.
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_code_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A verification and a pending code belong to the number they were made for: whatever changes the number
-- (the account page, a vendor's setup form, erasure, an operator's SQL) leaves the new one unverified and
-- withdraws the code, in the same statement.
CREATE FUNCTION "users_phone_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.phone_number IS DISTINCT FROM OLD.phone_number THEN
    NEW.phone_verified_at := NULL;
    NEW.phone_code_hash := NULL;
    NEW.phone_code_expires_at := NULL;
    NEW.phone_code_attempts := 0;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_phone_changed" BEFORE UPDATE OF "phone_number" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_phone_changed"();
