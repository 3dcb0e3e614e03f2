CREATE TABLE "advisor_phone_numbers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"friendly_name" text NOT NULL,
	"area_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisor_registration_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"expiry_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisor_phone_numbers" ADD CONSTRAINT "advisor_phone_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_registration_sources" ADD CONSTRAINT "advisor_registration_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_registration_sources_user_id_idx" ON "advisor_registration_sources" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_registration_sources_name_idx" ON "advisor_registration_sources" USING btree ("user_id",lower("name"));