CREATE TABLE "billing_attempts" (
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"attempt_key" text NOT NULL,
	"provider_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_attempts_user_id_action_attempt_key_pk" PRIMARY KEY("user_id","action","attempt_key"),
	CONSTRAINT "billing_attempts_provider_key_unique" UNIQUE("provider_key"),
	CONSTRAINT "billing_attempts_action_check" CHECK ("billing_attempts"."action" in ('create_customer', 'subscribe', 'change_plan', 'cancel', 'resume', 'pay_invoice')),
	CONSTRAINT "billing_attempts_state_check" CHECK ("billing_attempts"."state" in ('pending', 'failed', 'done'))
);
--> statement-breakpoint
ALTER TABLE "billing_attempts" ADD CONSTRAINT "billing_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;