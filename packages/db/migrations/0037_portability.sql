CREATE TABLE "data_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"storage_key" text,
	"byte_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "deleted_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"role" text,
	"deleted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retained_advisor_views" (
	"id" text PRIMARY KEY NOT NULL,
	"client_ref" text NOT NULL,
	"advisor_ref" text NOT NULL,
	"scope" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retained_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"deleted_account_id" text NOT NULL,
	"number" text,
	"created_at" timestamp with time zone NOT NULL,
	"amount_due_cents" bigint NOT NULL,
	"amount_paid_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"account_name" text
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retained_invoices" ADD CONSTRAINT "retained_invoices_deleted_account_id_deleted_accounts_id_fk" FOREIGN KEY ("deleted_account_id") REFERENCES "public"."deleted_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_id_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_expires_at_idx" ON "data_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "retained_advisor_views_client_idx" ON "retained_advisor_views" USING btree ("client_ref");--> statement-breakpoint
CREATE INDEX "retained_advisor_views_advisor_idx" ON "retained_advisor_views" USING btree ("advisor_ref");--> statement-breakpoint
CREATE INDEX "retained_invoices_deleted_account_idx" ON "retained_invoices" USING btree ("deleted_account_id");