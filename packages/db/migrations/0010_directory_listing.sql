DROP INDEX "advisor_profiles_location_idx";--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD COLUMN "listed_on" text;--> statement-breakpoint
CREATE INDEX "advisor_profiles_listed_location_idx" ON "advisor_profiles" USING btree ("latitude","longitude","listed_on","user_id") WHERE "advisor_profiles"."listed_on" is not null;--> statement-breakpoint
CREATE INDEX "advisor_profiles_listed_on_idx" ON "advisor_profiles" USING btree ("listed_on","user_id") WHERE "advisor_profiles"."listed_on" is not null;--> statement-breakpoint
-- Hand-written: advisor_profiles.listed_on is the user's completion_date while they are an advisor
-- (null otherwise), kept by triggers in the transaction that changes either table, so every write
-- path (onboarding's Finish, the demo data, a role or date changed by hand) keeps the directory
-- in step. First the advisors already listed.
UPDATE "advisor_profiles" SET "listed_on" = "users"."completion_date"
  FROM "users"
  WHERE "users"."id" = "advisor_profiles"."user_id" AND "users"."role" = 'advisor' AND "users"."completion_date" IS NOT NULL;
--> statement-breakpoint
-- A profile row written (or its listed_on set by anyone) takes the value from its user.
CREATE FUNCTION advisor_profiles_set_listed_on() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed_on := (SELECT completion_date FROM users WHERE id = NEW.user_id AND role = 'advisor');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER advisor_profiles_listed_on BEFORE INSERT OR UPDATE OF user_id, listed_on ON advisor_profiles
  FOR EACH ROW EXECUTE FUNCTION advisor_profiles_set_listed_on();
--> statement-breakpoint
-- A user whose role or completion date changes carries the change to their advisor profile.
CREATE FUNCTION users_update_listed_on() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE advisor_profiles SET listed_on = CASE WHEN NEW.role = 'advisor' THEN NEW.completion_date END
    WHERE user_id = NEW.id AND listed_on IS DISTINCT FROM (CASE WHEN NEW.role = 'advisor' THEN NEW.completion_date END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_listed_on AFTER UPDATE OF role, completion_date ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.completion_date IS DISTINCT FROM NEW.completion_date)
  EXECUTE FUNCTION users_update_listed_on();
