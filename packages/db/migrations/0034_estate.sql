CREATE TABLE "account_beneficiaries" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"share_basis_points" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "account_beneficiaries_kind_check" CHECK ("account_beneficiaries"."kind" in ('primary', 'contingent')),
	CONSTRAINT "account_beneficiaries_share_check" CHECK ("account_beneficiaries"."share_basis_points" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "estate_documents" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"exists" boolean DEFAULT false NOT NULL,
	"signed_date" text,
	"last_reviewed_date" text,
	"original_location" text DEFAULT '' NOT NULL,
	"attorney_contact" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "estate_documents_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "estate_documents_kind_check" CHECK ("estate_documents"."kind" in ('will', 'trust', 'financialPowerOfAttorney', 'healthcarePowerOfAttorney', 'healthcareDirective', 'guardianship'))
);
--> statement-breakpoint
CREATE TABLE "estate_life_events" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_date" text NOT NULL,
	CONSTRAINT "estate_life_events_kind_check" CHECK ("estate_life_events"."kind" in ('marriage', 'child', 'move'))
);
--> statement-breakpoint
CREATE TABLE "estate_plans" (
	"user_id" text PRIMARY KEY NOT NULL,
	"executor_name" text DEFAULT '' NOT NULL,
	"trustee_name" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_beneficiaries" ADD CONSTRAINT "account_beneficiaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_beneficiaries" ADD CONSTRAINT "account_beneficiaries_account_id_financial_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."financial_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_documents" ADD CONSTRAINT "estate_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_life_events" ADD CONSTRAINT "estate_life_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estate_plans" ADD CONSTRAINT "estate_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_beneficiaries_user_id_idx" ON "account_beneficiaries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_beneficiaries_account_id_idx" ON "account_beneficiaries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "estate_life_events_user_id_idx" ON "estate_life_events" USING btree ("user_id");