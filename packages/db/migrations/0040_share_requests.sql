CREATE TABLE "share_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"advisor_id" text NOT NULL,
	"part" text NOT NULL,
	"scenario_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "share_requests_part_check" CHECK ("share_requests"."part" in ('netWorth', 'cashFlow', 'retirementScore', 'scenario')),
	CONSTRAINT "share_requests_state_check" CHECK ("share_requests"."state" in ('pending', 'granted', 'declined')),
	CONSTRAINT "share_requests_scenario_check" CHECK ("share_requests"."part" = 'scenario' or "share_requests"."scenario_id" is null),
	CONSTRAINT "share_requests_answer_check" CHECK (("share_requests"."state" = 'pending') = ("share_requests"."answered_at" is null))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "share_request_id" text;--> statement-breakpoint
ALTER TABLE "share_requests" ADD CONSTRAINT "share_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_requests" ADD CONSTRAINT "share_requests_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_requests" ADD CONSTRAINT "share_requests_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_requests_user_id_idx" ON "share_requests" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "share_requests_advisor_user_idx" ON "share_requests" USING btree ("advisor_id","user_id","part");--> statement-breakpoint
CREATE UNIQUE INDEX "share_requests_pending_idx" ON "share_requests" USING btree ("advisor_id","user_id","part",coalesce("scenario_id", '')) WHERE "share_requests"."state" = 'pending';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_share_request_id_share_requests_id_fk" FOREIGN KEY ("share_request_id") REFERENCES "public"."share_requests"("id") ON DELETE set null ON UPDATE no action;