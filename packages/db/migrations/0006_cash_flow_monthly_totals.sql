CREATE TABLE "cash_flow_monthly_totals" (
	"user_id" text NOT NULL,
	"institution_id" text NOT NULL,
	"account_id" text NOT NULL,
	"month" text NOT NULL,
	"category_type" text NOT NULL,
	"sign" smallint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"transaction_count" integer NOT NULL,
	CONSTRAINT "cash_flow_monthly_totals_user_id_month_account_id_institution_id_category_type_sign_pk" PRIMARY KEY("user_id","month","account_id","institution_id","category_type","sign")
);
--> statement-breakpoint
-- Hand-written: the triggers that keep cash_flow_monthly_totals exact (one function per event,
-- because each sees only its own transition tables), then the totals of the rows already there.
CREATE FUNCTION cash_flow_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cash_flow_monthly_totals AS totals (user_id, institution_id, account_id, month, category_type, sign, amount_cents, transaction_count)
    SELECT user_id, institution_id, account_id, substr(date, 1, 7), category_type, sign(amount_cents)::smallint, sum(amount_cents), count(*)::integer
    FROM new_rows WHERE deleted_at IS NULL
    GROUP BY user_id, institution_id, account_id, substr(date, 1, 7), category_type, sign(amount_cents)
    ON CONFLICT (user_id, month, account_id, institution_id, category_type, sign) DO UPDATE
      SET amount_cents = totals.amount_cents + excluded.amount_cents, transaction_count = totals.transaction_count + excluded.transaction_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION cash_flow_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cash_flow_monthly_totals AS totals (user_id, institution_id, account_id, month, category_type, sign, amount_cents, transaction_count)
    SELECT user_id, institution_id, account_id, substr(date, 1, 7), category_type, sign(amount_cents)::smallint, -sum(amount_cents), -count(*)::integer
    FROM old_rows WHERE deleted_at IS NULL
    GROUP BY user_id, institution_id, account_id, substr(date, 1, 7), category_type, sign(amount_cents)
    ON CONFLICT (user_id, month, account_id, institution_id, category_type, sign) DO UPDATE
      SET amount_cents = totals.amount_cents + excluded.amount_cents, transaction_count = totals.transaction_count + excluded.transaction_count;
  INSERT INTO cash_flow_monthly_totals AS totals (user_id, institution_id, account_id, month, category_type, sign, amount_cents, transaction_count)
    SELECT user_id, institution_id, account_id, substr(date, 1, 7), category_type, sign(amount_cents)::smallint, sum(amount_cents), count(*)::integer
    FROM new_rows WHERE deleted_at IS NULL
    GROUP BY user_id, institution_id, account_id, substr(date, 1, 7), category_type, sign(amount_cents)
    ON CONFLICT (user_id, month, account_id, institution_id, category_type, sign) DO UPDATE
      SET amount_cents = totals.amount_cents + excluded.amount_cents, transaction_count = totals.transaction_count + excluded.transaction_count;
  DELETE FROM cash_flow_monthly_totals totals
    USING (SELECT DISTINCT user_id FROM old_rows) changed
    WHERE totals.user_id = changed.user_id AND totals.transaction_count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION cash_flow_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cash_flow_monthly_totals AS totals (user_id, institution_id, account_id, month, category_type, sign, amount_cents, transaction_count)
    SELECT user_id, institution_id, account_id, substr(date, 1, 7), category_type, sign(amount_cents)::smallint, -sum(amount_cents), -count(*)::integer
    FROM old_rows WHERE deleted_at IS NULL
    GROUP BY user_id, institution_id, account_id, substr(date, 1, 7), category_type, sign(amount_cents)
    ON CONFLICT (user_id, month, account_id, institution_id, category_type, sign) DO UPDATE
      SET amount_cents = totals.amount_cents + excluded.amount_cents, transaction_count = totals.transaction_count + excluded.transaction_count;
  DELETE FROM cash_flow_monthly_totals totals
    USING (SELECT DISTINCT user_id FROM old_rows) changed
    WHERE totals.user_id = changed.user_id AND totals.transaction_count = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cash_flow_totals_insert AFTER INSERT ON transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_totals_after_insert();
--> statement-breakpoint
CREATE TRIGGER cash_flow_totals_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_totals_after_update();
--> statement-breakpoint
CREATE TRIGGER cash_flow_totals_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION cash_flow_totals_after_delete();
--> statement-breakpoint
INSERT INTO cash_flow_monthly_totals (user_id, institution_id, account_id, month, category_type, sign, amount_cents, transaction_count)
  SELECT user_id, institution_id, account_id, substr(date, 1, 7), category_type, sign(amount_cents)::smallint, sum(amount_cents), count(*)::integer
  FROM transactions WHERE deleted_at IS NULL
  GROUP BY user_id, institution_id, account_id, substr(date, 1, 7), category_type, sign(amount_cents);
