CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "advisor_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"profession" text DEFAULT '' NOT NULL,
	"minimum_client_relationship_size" text DEFAULT 'Any' NOT NULL,
	"filed_bankruptcy" boolean DEFAULT false NOT NULL,
	"client_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"professional_licenses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exam_date" text,
	"professional_designation" text DEFAULT '' NOT NULL,
	"professional_designation_alt" text DEFAULT '' NOT NULL,
	"firm_name" text DEFAULT '' NOT NULL,
	"office_number" text DEFAULT '' NOT NULL,
	"calendar_link" text DEFAULT '' NOT NULL,
	"firm_website" text DEFAULT '' NOT NULL,
	"sec_crd" text DEFAULT '' NOT NULL,
	"cfp_id" text DEFAULT '' NOT NULL,
	"policy" text DEFAULT '' NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"disciplinary_information" text DEFAULT '' NOT NULL,
	"manage_funds" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_onboarding" (
	"user_id" text PRIMARY KEY NOT NULL,
	"highest_priority" text DEFAULT '' NOT NULL,
	"birth_date" text,
	"has_spouse" boolean DEFAULT false NOT NULL,
	"spouse_birth_date" text,
	"spouse_first_name" text DEFAULT '' NOT NULL,
	"spouse_last_name" text DEFAULT '' NOT NULL,
	"retirement_age" integer DEFAULT 65 NOT NULL,
	"income_cents" bigint DEFAULT 0 NOT NULL,
	"retirement_income_rate" double precision DEFAULT 0.8 NOT NULL,
	"savings_rate" double precision DEFAULT 0.1 NOT NULL,
	"total_savings_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dependents" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"date_of_birth" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_documents" (
	"user_id" text NOT NULL,
	"side" text NOT NULL,
	"file_id" text,
	"expiry_date" text,
	CONSTRAINT "identity_documents_user_id_side_pk" PRIMARY KEY("user_id","side")
);
--> statement-breakpoint
CREATE TABLE "spouses" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"date_of_birth" text,
	"income_cents" bigint DEFAULT 0 NOT NULL,
	"retirement_age" integer,
	"us_citizen" boolean
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"date_of_birth" text,
	"phone" text DEFAULT '' NOT NULL,
	"phone2" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"employer" text DEFAULT '' NOT NULL,
	"has_spouse" boolean DEFAULT false NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"is_non_us_address" boolean DEFAULT false NOT NULL,
	"email_alert" boolean DEFAULT true NOT NULL,
	"sms_alert" boolean DEFAULT false NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo_file_id" text,
	"company_logo_file_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD CONSTRAINT "advisor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_onboarding" ADD CONSTRAINT "client_onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependents" ADD CONSTRAINT "dependents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_documents" ADD CONSTRAINT "identity_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spouses" ADD CONSTRAINT "spouses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_company_logo_file_id_stored_files_id_fk" FOREIGN KEY ("company_logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_user_id_idx" ON "stored_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dependents_user_id_idx" ON "dependents" USING btree ("user_id");