CREATE TABLE "financial_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"institution_id" text NOT NULL,
	"provider_account_id" text,
	"name" text NOT NULL,
	"official_name" text,
	"mask" text,
	"account_type" text NOT NULL,
	"account_subtype" text DEFAULT '' NOT NULL,
	"balance_type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"available_cents" bigint,
	"limit_cents" bigint,
	"currency" text DEFAULT 'USD' NOT NULL,
	"balance_date" text NOT NULL,
	"is_manual_record" boolean DEFAULT false NOT NULL,
	"details" jsonb,
	"user_edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"institution_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_security_id" text NOT NULL,
	"ticker_symbol" text,
	"security_name" text,
	"security_type" text,
	"quantity" double precision NOT NULL,
	"institution_price_cents" bigint NOT NULL,
	"institution_value_cents" bigint NOT NULL,
	"cost_basis_cents" bigint,
	"currency" text DEFAULT 'USD' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "income_records" (
	"user_id" text PRIMARY KEY NOT NULL,
	"income_infos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner" text DEFAULT 'self' NOT NULL,
	"company_stock" text DEFAULT '' NOT NULL,
	"effective_tax_rate" double precision DEFAULT 0 NOT NULL,
	"tax_status" text DEFAULT '' NOT NULL,
	"social_security_pia_cents" bigint DEFAULT 0 NOT NULL,
	"social_security_earliest_age" bigint DEFAULT 62 NOT NULL,
	"social_security_latest_age" bigint DEFAULT 70 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institutions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_item_id" text,
	"provider_institution_id" text,
	"name" text NOT NULL,
	"logo_base64" text,
	"primary_color" text,
	"access_token_encrypted" text,
	"transactions_cursor" text,
	"error_code" text,
	"is_manual_record" boolean DEFAULT false NOT NULL,
	"last_synced_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_policies" (
	"user_id" text NOT NULL,
	"person" text NOT NULL,
	"homeowners" text DEFAULT '' NOT NULL,
	"auto" text DEFAULT '' NOT NULL,
	"liability" text DEFAULT '' NOT NULL,
	"health" text DEFAULT '' NOT NULL,
	"health_policy_number" text DEFAULT '' NOT NULL,
	"health_monthly_premium_cents" bigint DEFAULT 0 NOT NULL,
	"life_insurance" text DEFAULT '' NOT NULL,
	"life_policy_number" text DEFAULT '' NOT NULL,
	"life_death_benefit_cents" bigint DEFAULT 0 NOT NULL,
	"life_monthly_premium_cents" bigint DEFAULT 0 NOT NULL,
	"long_term_care" text DEFAULT '' NOT NULL,
	"long_term_care_policy_number" text DEFAULT '' NOT NULL,
	"long_term_care_death_benefit_cents" bigint DEFAULT 0 NOT NULL,
	"long_term_care_monthly_premium_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_policies_user_id_person_pk" PRIMARY KEY("user_id","person")
);
--> statement-breakpoint
CREATE TABLE "investment_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"institution_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"provider_security_id" text,
	"ticker_symbol" text,
	"date" text NOT NULL,
	"name" text NOT NULL,
	"quantity" double precision NOT NULL,
	"amount_cents" bigint NOT NULL,
	"price_cents" bigint NOT NULL,
	"fees_cents" bigint,
	"type" text NOT NULL,
	"subtype" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "net_worth_snapshots" (
	"user_id" text NOT NULL,
	"tracking_date" text NOT NULL,
	"net_worth_cents" bigint NOT NULL,
	"assets_cents" bigint NOT NULL,
	"liabilities_cents" bigint NOT NULL,
	"investments_cents" bigint NOT NULL,
	"institution_count" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "net_worth_snapshots_user_id_tracking_date_pk" PRIMARY KEY("user_id","tracking_date")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"institution_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"date" text NOT NULL,
	"authorized_date" text,
	"name" text NOT NULL,
	"merchant_name" text,
	"merchant_logo_url" text,
	"transaction_type" text NOT NULL,
	"category_primary" text,
	"category_detailed" text,
	"category_type" text NOT NULL,
	"category_locked_at" timestamp with time zone,
	"pending" boolean DEFAULT false NOT NULL,
	"pending_transaction_id" text,
	"raw" jsonb,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "financial_accounts" ADD CONSTRAINT "financial_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_accounts" ADD CONSTRAINT "financial_accounts_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_account_id_financial_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."financial_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_records" ADD CONSTRAINT "income_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD CONSTRAINT "insurance_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_transactions" ADD CONSTRAINT "investment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_transactions" ADD CONSTRAINT "investment_transactions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_transactions" ADD CONSTRAINT "investment_transactions_account_id_financial_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."financial_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "net_worth_snapshots" ADD CONSTRAINT "net_worth_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_account_id_financial_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."financial_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_accounts_user_id_idx" ON "financial_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "financial_accounts_institution_id_idx" ON "financial_accounts" USING btree ("institution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_accounts_provider_uq" ON "financial_accounts" USING btree ("institution_id","provider_account_id");--> statement-breakpoint
CREATE INDEX "holdings_user_id_idx" ON "holdings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "holdings_account_security_uq" ON "holdings" USING btree ("account_id","provider_security_id");--> statement-breakpoint
CREATE INDEX "institutions_user_id_idx" ON "institutions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_provider_item_uq" ON "institutions" USING btree ("provider","provider_item_id");--> statement-breakpoint
CREATE INDEX "investment_transactions_user_date_idx" ON "investment_transactions" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_transactions_provider_uq" ON "investment_transactions" USING btree ("institution_id","provider_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_uq" ON "transactions" USING btree ("institution_id","provider_transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_user_date_idx" ON "transactions" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "transactions_account_date_idx" ON "transactions" USING btree ("account_id","date");