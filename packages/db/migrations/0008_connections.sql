CREATE TABLE "advisor_data_views" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"advisor_id" text NOT NULL,
	"scope" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advisor_favorite_clients" (
	"advisor_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advisor_favorite_clients_advisor_id_user_id_pk" PRIMARY KEY("advisor_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "client_advisor_links" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"advisor_id" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"source" text NOT NULL,
	"zip_code" text,
	"share_net_worth" boolean DEFAULT true NOT NULL,
	"share_cash_flow" boolean DEFAULT true NOT NULL,
	"share_retirement_score" boolean DEFAULT true NOT NULL,
	"share_all" boolean DEFAULT true NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_from" text,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_advisor_links_status_check" CHECK ("client_advisor_links"."status" in ('pending', 'connected', 'disconnected', 'declined')),
	CONSTRAINT "client_advisor_links_requested_by_check" CHECK ("client_advisor_links"."requested_by" in ('client', 'advisor'))
);
--> statement-breakpoint
ALTER TABLE "advisor_data_views" ADD CONSTRAINT "advisor_data_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_data_views" ADD CONSTRAINT "advisor_data_views_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_favorite_clients" ADD CONSTRAINT "advisor_favorite_clients_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_favorite_clients" ADD CONSTRAINT "advisor_favorite_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_advisor_links" ADD CONSTRAINT "client_advisor_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_advisor_links" ADD CONSTRAINT "client_advisor_links_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_advisor_links" ADD CONSTRAINT "client_advisor_links_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_data_views_user_advisor_idx" ON "advisor_data_views" USING btree ("user_id","advisor_id","viewed_at");--> statement-breakpoint
CREATE INDEX "advisor_favorite_clients_user_id_idx" ON "advisor_favorite_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_advisor_links_user_id_idx" ON "client_advisor_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_advisor_links_advisor_id_idx" ON "client_advisor_links" USING btree ("advisor_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "client_advisor_links_live_pair_idx" ON "client_advisor_links" USING btree ("user_id","advisor_id") WHERE "client_advisor_links"."status" in ('pending', 'connected');