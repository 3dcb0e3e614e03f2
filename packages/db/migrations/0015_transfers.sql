-- Hand-written: transfers are kept out of income and expenses (category_type 'transfer'). Existing
-- transactions are reclassified here by Plaid's category, as defaultCategoryType in the domain does
-- it: TRANSFER_IN, TRANSFER_OUT and LOAN_PAYMENTS are transfers, except money sent to savings or
-- investments, which stays Savings until its other side is found. A client's choice
-- (category_locked_at) stays. The triggers of 0006 move the monthly totals in the same statement.
UPDATE "transactions" SET "category_type" = 'transfer', "updated_at" = now()
  WHERE "category_locked_at" IS NULL
    AND "category_type" <> 'transfer'
    AND "category_primary" IN ('TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS')
    AND coalesce("category_detailed", '') NOT IN ('TRANSFER_OUT_SAVINGS', 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS');
--> statement-breakpoint
-- Transfers found by matching amounts between two of a client's accounts need the domain's matcher:
-- one background job per client runs the same pass a sync runs ('cash-flow.match-transfers').
INSERT INTO "background_jobs" ("id", "kind", "payload", "dedupe_key", "max_attempts")
  SELECT gen_random_uuid()::text, 'cash-flow.match-transfers', jsonb_build_object('userId', "user_id"), 'cash-flow.match-transfers:0014:' || "user_id", 5
  FROM (SELECT DISTINCT "user_id" FROM "transactions" WHERE "deleted_at" IS NULL) AS "clients"
  ON CONFLICT ("dedupe_key") DO NOTHING;
