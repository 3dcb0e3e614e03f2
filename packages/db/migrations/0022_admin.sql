CREATE TABLE "admin_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" text,
	"target_user_id" text,
	"action" text NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_role_created_at_idx" ON "users" USING btree ("role","created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_last_active_at_idx" ON "users" USING btree ("role","last_active_at" NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "users_role_email_idx" ON "users" USING btree ("role","email");--> statement-breakpoint
CREATE INDEX "users_parent_id_idx" ON "users" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("role","created_at") WHERE "users"."suspended_at" is not null;--> statement-breakpoint
-- hand-written below
-- Last active, for users signed in before the column existed: their newest session's start.
UPDATE "users" SET "last_active_at" = s."started_at" FROM (SELECT "user_id", max("created_at") AS "started_at" FROM "sessions" GROUP BY "user_id") s WHERE s."user_id" = "users"."id";--> statement-breakpoint
-- The admin clients list's search (LIKE '%…%' on name and email) uses a trigram index where pg_trgm
-- can be had: PostgreSQL, and PGlite, which loads it (open-database.ts). A server without the
-- extension, or without the right to create it, keeps working, searching by scan.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || ' ' || "email")) gin_trgm_ops);
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the admin search scans';
END
$$;
