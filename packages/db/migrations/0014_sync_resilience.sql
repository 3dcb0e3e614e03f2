DROP TABLE "webhook_receipts" CASCADE;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "sync_issue" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "sync_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_queued_coalesce_uq" ON "background_jobs" USING btree ("coalesce_key") WHERE "background_jobs"."status" = 'queued';