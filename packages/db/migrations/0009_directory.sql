CREATE TABLE "advisor_ratings" (
	"advisor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"half_stars" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_ratings_advisor_id_user_id_pk" PRIMARY KEY("advisor_id","user_id"),
	CONSTRAINT "advisor_ratings_half_stars_check" CHECK ("advisor_ratings"."half_stars" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "advisor_ratings" ADD CONSTRAINT "advisor_ratings_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_ratings" ADD CONSTRAINT "advisor_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_ratings_user_id_idx" ON "advisor_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advisor_profiles_location_idx" ON "advisor_profiles" USING btree ("latitude","longitude");--> statement-breakpoint
-- Advisors who chose a profession before categories existed are placed in its category.
UPDATE "advisor_profiles" SET "categories" = jsonb_build_array(CASE "profession"
  WHEN 'Financial Planner' THEN 'CFP' WHEN 'Financial Analyst' THEN 'CFA' WHEN 'Public Accountant' THEN 'CPA'
  WHEN 'LTC Coordinator' THEN 'CLTC' WHEN 'Estate Planner' THEN 'AEP' WHEN 'Insurance Professional' THEN 'CRPC'
  WHEN 'Mortgage Banker' THEN 'CMB' WHEN 'Financial Specialist' THEN 'CFS' WHEN 'Financial Consultant' THEN 'CFC'
  WHEN 'Investment Counselor' THEN 'CIC' END)
WHERE "categories" = '[]'::jsonb AND "profession" IN ('Financial Planner', 'Financial Analyst', 'Public Accountant',
  'LTC Coordinator', 'Estate Planner', 'Insurance Professional', 'Mortgage Banker', 'Financial Specialist',
  'Financial Consultant', 'Investment Counselor');
