-- hand-written:
-- One vocabulary of sources (issue 33): a built-in source is stored under its one name whatever
-- case a link or an old row wrote it in ('email' → 'Email', ' facebook' → 'Facebook'), so My
-- Clients, the dashboard and admin Sales no longer show 'Email' and 'email' as two sources.
-- Custom names are unique per advisor without regard to case already (0019), and are left as saved.
WITH built_in(name) AS (VALUES ('Email'), ('Facebook'), ('Twitter'), ('Linkedin'), ('Youtube'), ('Instagram'), ('Tiktok'), ('Referral'))
UPDATE "client_advisor_links" AS link
SET "source" = built_in.name
FROM built_in
WHERE lower(btrim(link."source")) = lower(built_in.name) AND link."source" <> built_in.name;
--> statement-breakpoint
WITH built_in(name) AS (VALUES ('Email'), ('Facebook'), ('Twitter'), ('Linkedin'), ('Youtube'), ('Instagram'), ('Tiktok'), ('Referral'))
UPDATE "users" AS u
SET "registration_context" = jsonb_set(u."registration_context", '{source}', to_jsonb(built_in.name))
FROM built_in
WHERE u."registration_context" ? 'source'
  AND lower(btrim(u."registration_context" ->> 'source')) = lower(built_in.name)
  AND u."registration_context" ->> 'source' <> built_in.name;
