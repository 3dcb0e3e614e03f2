CREATE TABLE "sms_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_user_id_idx" ON "sms_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_created_at_idx" ON "sms_outbox" USING btree ("created_at");