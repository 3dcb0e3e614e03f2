CREATE TABLE "market_candles" (
	"symbol" text NOT NULL,
	"range" text NOT NULL,
	"interval" text NOT NULL,
	"time" double precision NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_candles_symbol_range_interval_time_pk" PRIMARY KEY("symbol","range","interval","time")
);
--> statement-breakpoint
CREATE INDEX "market_candles_fetched_idx" ON "market_candles" USING btree ("symbol","range","interval","fetched_at");