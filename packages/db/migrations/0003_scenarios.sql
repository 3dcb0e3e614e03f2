CREATE TABLE "scenario_shares" (
	"scenario_id" text NOT NULL,
	"user_id" text NOT NULL,
	"advisor_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scenario_shares_scenario_id_advisor_id_pk" PRIMARY KEY("scenario_id","advisor_id")
);
--> statement-breakpoint
CREATE TABLE "scenario_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"detail_how" text DEFAULT '' NOT NULL,
	"detail_discover" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"calculator" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"avg_rating" double precision,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scenarios" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"detail_how" text DEFAULT '' NOT NULL,
	"detail_discover" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"calculator" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"outputs" jsonb,
	"outputs_issue" jsonb,
	"basis" jsonb,
	"retirement_score" integer,
	"seed" bigint,
	"paths" integer,
	"assumptions" jsonb,
	"computed_at" timestamp with time zone,
	"is_public" boolean DEFAULT false NOT NULL,
	"thumbnail_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_id" text,
	"copied_from_id" text,
	"avg_rating" double precision,
	"likes" integer DEFAULT 0 NOT NULL,
	"update_mode" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"active_scenario_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scenario_shares" ADD CONSTRAINT "scenario_shares_scenario_id_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_shares" ADD CONSTRAINT "scenario_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_shares" ADD CONSTRAINT "scenario_shares_advisor_id_users_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenarios" ADD CONSTRAINT "scenarios_template_id_scenario_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."scenario_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_active_scenario_id_scenarios_id_fk" FOREIGN KEY ("active_scenario_id") REFERENCES "public"."scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scenario_shares_user_id_idx" ON "scenario_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scenario_shares_advisor_id_idx" ON "scenario_shares" USING btree ("advisor_id");--> statement-breakpoint
CREATE INDEX "scenarios_user_id_idx" ON "scenarios" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scenarios_public_idx" ON "scenarios" USING btree ("created_at") WHERE "scenarios"."is_public" and "scenarios"."deleted_at" is null;--> statement-breakpoint
INSERT INTO "scenario_templates" ("id", "position", "name", "description", "detail_how", "detail_discover", "type", "calculator", "inputs", "avg_rating", "likes") VALUES
('a1f0c0de-0000-4000-8000-000000000001', 1, 'Pay off a credit card', 'How long a $5,000 card balance takes to clear at $250 a month, and what it costs in interest.', 'Enter the card balance, its APR and what you pay each month. The payoff schedule applies the interest each month and the rest of your payment to the balance until it reaches zero.', 'Discover how much a bigger monthly payment shortens the payoff and cuts the interest you pay.', 'debt', 'creditCardPayoff', '{"calculator":"creditCardPayoff","balanceCents":500000,"interestRate":0.229,"paymentPerMonthCents":25000}', 4.8, 412),
('a1f0c0de-0000-4000-8000-000000000002', 2, 'Double your card payment', 'The same $5,000 balance paid at $500 a month instead of $250.', 'The schedule is the credit card payoff with a larger fixed payment; compare its months and interest with the minimum-style payment.', 'Use this scenario to discover what doubling a payment is worth in months and dollars.', 'debt', 'creditCardPayoff', '{"calculator":"creditCardPayoff","balanceCents":500000,"interestRate":0.229,"paymentPerMonthCents":50000}', 4.6, 268),
('a1f0c0de-0000-4000-8000-000000000003', 3, 'A 30-year mortgage', 'A $450,000 home with 20% down at 6.5% over 30 years.', 'The loan is the price less the down payment, paid in equal monthly payments; the schedule splits each payment into principal and interest. Eligibility compares the payment with your income (the 28/36 guideline).', 'Discover your monthly payment, the interest over the life of the loan and whether the payment fits your income.', 'debt', 'mortgageCalculator', '{"calculator":"mortgageCalculator","homePriceCents":45000000,"interestRate":0.065,"percentDownPayment":0.2,"numYears":30}', 4.7, 356),
('a1f0c0de-0000-4000-8000-000000000004', 4, 'A 15-year mortgage', 'The same $450,000 home with 20% down, over 15 years at 5.75%.', 'A shorter term has a higher monthly payment and a lower rate; the schedule shows how much faster the balance falls.', 'Discover how much interest a 15-year term saves compared with 30 years.', 'debt', 'mortgageCalculator', '{"calculator":"mortgageCalculator","homePriceCents":45000000,"interestRate":0.0575,"percentDownPayment":0.2,"numYears":15}', 4.5, 198),
('a1f0c0de-0000-4000-8000-000000000005', 5, 'Pay off a car loan', 'A $28,000 car loan at 6.9% over 5 years.', 'Equal monthly payments over the term; each one pays the month''s interest first and the rest of the loan.', 'Discover the monthly payment and the total interest of a car loan before you sign.', 'debt', 'loanPayoff', '{"calculator":"loanPayoff","loanAmountCents":2800000,"interestRate":0.069,"loanTerm":5}', 4.3, 151),
('a1f0c0de-0000-4000-8000-000000000006', 6, 'Pay off student loans', '$35,000 of student loans at 5.5% over 10 years.', 'The standard 10-year repayment: equal monthly payments, interest first, until the balance is zero.', 'Discover what your student loans cost over the standard term.', 'debt', 'loanPayoff', '{"calculator":"loanPayoff","loanAmountCents":3500000,"interestRate":0.055,"loanTerm":10}', 4.2, 133),
('a1f0c0de-0000-4000-8000-000000000007', 7, 'Retire at 62', 'Stop working at 62 and save 10% of your salary until then.', 'A Monte Carlo simulation runs 10,000 possible market paths from your age, salary, savings and Social Security to age 86. Your retirement score is the share of paths that fund every year of retirement.', 'Discover whether retiring early is likely to work, and compare it with retiring at 67.', 'retire', 'monteCarlo', '{"calculator":"monteCarlo","retirementAge":62,"savingsRate":0.1}', 4.9, 530),
('a1f0c0de-0000-4000-8000-000000000008', 8, 'Retire at 67', 'Work until 67, your full Social Security age, and save 10% until then.', 'The same simulation as every retirement plan: five more working years add savings and shorten the years the portfolio must fund.', 'Discover how much a later retirement raises your retirement score compared with 62.', 'retire', 'monteCarlo', '{"calculator":"monteCarlo","retirementAge":67,"savingsRate":0.1}', 4.8, 477),
('a1f0c0de-0000-4000-8000-000000000009', 9, 'Save 15% for retirement', 'Retire at 65 and save 15% of your salary every year until then.', 'A higher savings rate adds to the portfolio every working year; the simulation shows the range of outcomes by age.', 'Discover what saving 5% more of your income does to your retirement score.', 'retire', 'monteCarlo', '{"calculator":"monteCarlo","retirementAge":65,"savingsRate":0.15}', 4.6, 302),
('a1f0c0de-0000-4000-8000-000000000010', 10, 'Invest 20% of your income', 'An aggressive saver: 20% of salary invested until 65.', 'Your savings grow with a stock, bond and cash mix that becomes more conservative with age, simulated over 10,000 market paths.', 'Discover how far a high savings rate can take your portfolio, in good markets and bad.', 'invest', 'monteCarlo', '{"calculator":"monteCarlo","retirementAge":65,"savingsRate":0.2}', 4.4, 187);
