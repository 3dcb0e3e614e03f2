CREATE TABLE "household_members" (
	"id" text PRIMARY KEY NOT NULL,
	"inviter_id" text NOT NULL,
	"member_id" text NOT NULL,
	"relation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_relation_check" CHECK ("household_members"."relation" in ('spouse', 'partner')),
	CONSTRAINT "household_members_not_self_check" CHECK ("household_members"."inviter_id" <> "household_members"."member_id")
);
--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "household_members_pair_idx" ON "household_members" USING btree ("inviter_id","member_id");--> statement-breakpoint
CREATE INDEX "household_members_member_id_idx" ON "household_members" USING btree ("member_id");