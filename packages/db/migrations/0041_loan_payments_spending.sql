-- A payment out to a loan (mortgage, car, student, personal) is essential spending, no longer a
-- transfer (docs/ARCHITECTURE.md, Cash flow): the rows the provider named so change now, as
-- defaultCategoryType does it; a payment matched into a linked loan under another category changes at
-- the client's next sync, whose matching gives it the new type. A client's choice stays.
UPDATE "transactions" SET "category_type" = 'essential', "updated_at" = now()
  WHERE "category_locked_at" IS NULL
    AND "category_type" = 'transfer'
    AND "amount_cents" > 0
    AND "category_detailed" IN ('LOAN_PAYMENTS_MORTGAGE_PAYMENT', 'LOAN_PAYMENTS_CAR_PAYMENT', 'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT', 'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT');
