CREATE TABLE "admin_mrr_snapshots" (
	"day" date PRIMARY KEY NOT NULL,
	"mrr_cents" bigint NOT NULL,
	"paying_subscriptions" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
