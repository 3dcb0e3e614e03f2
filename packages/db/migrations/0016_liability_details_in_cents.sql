-- Liability details keep their money in cents like every other amount, under names that say so:
-- minimum_payment_amount → minimum_payment_amount_cents, origination_principal_amount →
-- origination_principal_amount_cents, and in each APR row balance_subject_to_apr →
-- balance_subject_to_apr_cents, interest_charge_amount → interest_charge_amount_cents.
-- A jsonb number is an exact decimal and round(numeric) takes halves away from zero: the domain's
-- dollarsToCents rule (1.005 → 101). A null (or a value that is not a number) stays null.
UPDATE "financial_accounts" AS "account"
SET "details" = "converted"."details"
FROM (
  SELECT
    "id",
    ("old" - 'minimum_payment_amount' - 'origination_principal_amount')
      || CASE WHEN "old" ? 'minimum_payment_amount' THEN jsonb_build_object('minimum_payment_amount_cents',
           CASE WHEN jsonb_typeof("old" -> 'minimum_payment_amount') = 'number' THEN to_jsonb(round(("old" ->> 'minimum_payment_amount')::numeric * 100)::bigint) ELSE 'null'::jsonb END)
         ELSE '{}'::jsonb END
      || CASE WHEN "old" ? 'origination_principal_amount' THEN jsonb_build_object('origination_principal_amount_cents',
           CASE WHEN jsonb_typeof("old" -> 'origination_principal_amount') = 'number' THEN to_jsonb(round(("old" ->> 'origination_principal_amount')::numeric * 100)::bigint) ELSE 'null'::jsonb END)
         ELSE '{}'::jsonb END
      || CASE WHEN jsonb_typeof("old" -> 'aprs') = 'array' THEN jsonb_build_object('aprs', (
           SELECT coalesce(jsonb_agg(
             CASE WHEN jsonb_typeof("apr") = 'object' THEN
               ("apr" - 'balance_subject_to_apr' - 'interest_charge_amount')
                 || CASE WHEN "apr" ? 'balance_subject_to_apr' THEN jsonb_build_object('balance_subject_to_apr_cents',
                      CASE WHEN jsonb_typeof("apr" -> 'balance_subject_to_apr') = 'number' THEN to_jsonb(round(("apr" ->> 'balance_subject_to_apr')::numeric * 100)::bigint) ELSE 'null'::jsonb END)
                    ELSE '{}'::jsonb END
                 || CASE WHEN "apr" ? 'interest_charge_amount' THEN jsonb_build_object('interest_charge_amount_cents',
                      CASE WHEN jsonb_typeof("apr" -> 'interest_charge_amount') = 'number' THEN to_jsonb(round(("apr" ->> 'interest_charge_amount')::numeric * 100)::bigint) ELSE 'null'::jsonb END)
                    ELSE '{}'::jsonb END
             ELSE "apr" END
             ORDER BY "position"), '[]'::jsonb)
           FROM jsonb_array_elements("old" -> 'aprs') WITH ORDINALITY AS "item"("apr", "position")))
         ELSE '{}'::jsonb END AS "details"
  FROM (SELECT "id", "details" AS "old" FROM "financial_accounts") AS "source"
  WHERE jsonb_typeof("old") = 'object' AND "old" ?| array['minimum_payment_amount', 'origination_principal_amount', 'aprs']
) AS "converted"
WHERE "account"."id" = "converted"."id";
