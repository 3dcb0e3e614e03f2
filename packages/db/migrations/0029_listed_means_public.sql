-- Hand-written: listed in the directory (advisor_profiles.listed_on set) now means what anyone may
-- see: an advisor who finished onboarding, whose email is verified, who is nobody's sub-advisor and
-- who is not suspended. The same triggers as 0010 keep it, now also on those columns, so a
-- suspension, a verification or a parent set leaves or joins the directory in the writing transaction.
CREATE OR REPLACE FUNCTION advisor_profiles_set_listed_on() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed_on := (SELECT completion_date FROM users
    WHERE id = NEW.user_id AND role = 'advisor' AND email_verified AND parent_id IS NULL AND suspended_at IS NULL);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_update_listed_on() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  listed text := CASE WHEN NEW.role = 'advisor' AND NEW.email_verified AND NEW.parent_id IS NULL AND NEW.suspended_at IS NULL THEN NEW.completion_date END;
BEGIN
  UPDATE advisor_profiles SET listed_on = listed WHERE user_id = NEW.id AND listed_on IS DISTINCT FROM listed;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER users_listed_on ON users;
--> statement-breakpoint
CREATE TRIGGER users_listed_on AFTER UPDATE OF role, completion_date, email_verified, parent_id, suspended_at ON users
  FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.completion_date IS DISTINCT FROM NEW.completion_date
    OR OLD.email_verified IS DISTINCT FROM NEW.email_verified OR OLD.parent_id IS DISTINCT FROM NEW.parent_id
    OR (OLD.suspended_at IS NULL) IS DISTINCT FROM (NEW.suspended_at IS NULL))
  EXECUTE FUNCTION users_update_listed_on();
--> statement-breakpoint
-- The advisors listed today by the older rule take the new one (the row trigger recomputes listed_on).
UPDATE advisor_profiles SET listed_on = listed_on;
