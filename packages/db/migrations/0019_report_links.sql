CREATE TABLE "report_links" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"requester_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"step_count" integer DEFAULT 1 NOT NULL,
	"options" jsonb NOT NULL,
	"storage_key" text,
	"file_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_links_user_id_idx" ON "report_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_links_expires_at_idx" ON "report_links" USING btree ("expires_at");