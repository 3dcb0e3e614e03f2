-- The transactional outbox of the api's domain events (apps/api/src/events): recorded in the transaction
-- of the write they describe, their reactions run right after the commit, the undelivered swept by a job.
CREATE TABLE "domain_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"user_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"delivered_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivered_at" timestamp with time zone,
	"sweep_after" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_undelivered_idx" ON "domain_events" USING btree ("sweep_after") WHERE "domain_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "domain_events_delivered_at_idx" ON "domain_events" USING btree ("delivered_at") WHERE "domain_events"."delivered_at" is not null;--> statement-breakpoint
CREATE INDEX "domain_events_user_id_idx" ON "domain_events" USING btree ("user_id");