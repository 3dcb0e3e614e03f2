import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { financialAccounts, institutions, transactions, users } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

// Migration 0019: the closed sets are CHECK constraints, so a value outside them is refused by the
// database whatever wrote it (a script, a hand-run update), not only by the api's schemas.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: 'u1', name: 'Owner', email: 'owner@example.com', role: 'client' });
  await database.db.insert(institutions).values({ id: 'i1', userId: 'u1', provider: 'manual', name: 'Bank', isManualRecord: true });
  await database.db.insert(financialAccounts).values({
    id: 'a1',
    userId: 'u1',
    institutionId: 'i1',
    name: 'Checking',
    accountType: 'depository',
    balanceType: 'assets',
    amountCents: 100,
    balanceDate: '2025-01-01',
  });
}, 120_000);
afterAll(() => database?.close());

/** The error a failed insert throws, with its cause's text (drizzle wraps the driver's error). */
async function refusal(insert: Promise<unknown>): Promise<string> {
  const error = await insert.then(
    () => null,
    (caught: unknown) => caught as Error & { cause?: Error },
  );
  expect(error, 'the insert was accepted').not.toBeNull();
  return `${error?.message} ${error?.cause?.message ?? ''}`;
}

let sequence = 0;
const user = (values: Partial<typeof users.$inferInsert>) => {
  sequence += 1;
  return database.db.insert(users).values({ id: `u-${sequence}`, name: 'Someone', email: `someone-${sequence}@example.com`, ...values });
};
const transaction = (categoryType: string) => {
  sequence += 1;
  return database.db.insert(transactions).values({
    id: `t-${sequence}`,
    userId: 'u1',
    institutionId: 'i1',
    accountId: 'a1',
    providerTransactionId: `p-${sequence}`,
    amountCents: 1_250,
    date: '2025-01-02',
    name: 'Coffee',
    transactionType: 'in store',
    categoryType,
  });
};

describe('0019 closed sets as CHECK constraints', () => {
  it('a role is client, advisor, admin or not chosen yet', async () => {
    for (const role of ['client', 'advisor', 'admin', null]) await user({ role });
    for (const role of ['superuser', 'Client', '']) expect(await refusal(user({ role }))).toContain('users_role_check');
  });

  it('a plan is free or paid', async () => {
    for (const plan of ['free', 'paid']) await user({ plan });
    for (const plan of ['premium', 'FREE']) expect(await refusal(user({ plan }))).toContain('users_plan_check');
  });

  it('a transaction’s category type is essential, non-essential, savings or transfer', async () => {
    for (const categoryType of ['essential', 'non-essential', 'savings', 'transfer']) await transaction(categoryType);
    for (const categoryType of ['income', 'luxury', '']) expect(await refusal(transaction(categoryType))).toContain('transactions_category_type_check');
  });
});

describe('0031 the other closed sets as CHECK constraints, from the tuples that type their columns', () => {
  const raw = (statement: string) => database.db.execute(sql.raw(statement));

  it('a subscription’s plan and status, and an invoice’s status, are the billing provider’s', async () => {
    const subscription = (planKey: string, status: string) => {
      sequence += 1;
      return raw(
        `insert into billing_subscriptions (id, user_id, provider, customer_id, plan_key, status, created_at, fetched_at) values ('sub-${sequence}', 'u1', 'sandbox', 'cus', '${planKey}', '${status}', now(), now())`,
      );
    };
    await subscription('firm', 'trialing');
    expect(await refusal(subscription('enterprise', 'active'))).toContain('billing_subscriptions_plan_key_check');
    expect(await refusal(subscription('basic', 'expired'))).toContain('billing_subscriptions_status_check');
    sequence += 1;
    const invoice = raw(
      `insert into billing_invoices (id, user_id, created_at, amount_due_cents, amount_paid_cents, status, fetched_at) values ('in-${sequence}', 'u1', now(), 0, 0, 'refunded', now())`,
    );
    expect(await refusal(invoice)).toContain('billing_invoices_status_check');
  });

  it('a scenario’s type and calculator are the planning engine’s', async () => {
    const scenario = (type: string, calculator: string) => {
      sequence += 1;
      return raw(
        `insert into scenarios (id, user_id, name, type, calculator, inputs) values ('s-${sequence}', 'u1', 'Plan', '${type}', '${calculator}', '{}')`,
      );
    };
    await scenario('retire', 'monteCarlo');
    expect(await refusal(scenario('lottery', 'monteCarlo'))).toContain('scenarios_type_check');
    expect(await refusal(scenario('retire', 'crystalBall'))).toContain('scenarios_calculator_check');
  });

  it('outbox and report-link statuses, a report link’s kind and a file’s purpose', async () => {
    sequence += 1;
    expect(
      await refusal(
        raw(`insert into mail_outbox (id, to_address, subject, text_body, status) values ('m-${sequence}', 'a@example.com', 'Hi', 'Hi', 'bounced')`),
      ),
    ).toContain('mail_outbox_status_check');
    expect(await refusal(raw(`insert into sms_outbox (id, to_number, body, status) values ('t-${sequence}', '+12125550100', 'Hi', 'queued')`))).toContain(
      'sms_outbox_status_check',
    );
    const link = (kind: string, status: string) => {
      sequence += 1;
      return raw(
        `insert into report_links (id, token_hash, user_id, requester_id, kind, status, options, file_name, expires_at) values ('r-${sequence}', 'h-${sequence}', 'u1', 'u1', '${kind}', '${status}', '{}', 'x.pdf', now())`,
      );
    };
    await link('all', 'pending');
    expect(await refusal(link('taxes', 'ready'))).toContain('report_links_kind_check');
    expect(await refusal(link('netWorth', 'done'))).toContain('report_links_status_check');
    const dataExport = (status: string) => {
      sequence += 1;
      return raw(`insert into data_exports (id, user_id, status, expires_at) values ('e-${sequence}', 'u1', '${status}', now())`);
    };
    await dataExport('ready');
    expect(await refusal(dataExport('done'))).toContain('data_exports_status_check');
    const file = (purpose: string) => {
      sequence += 1;
      return raw(
        `insert into stored_files (id, user_id, purpose, storage_key, content_type, byte_size, width, height) values ('f-${sequence}', 'u1', '${purpose}', 'k-${sequence}', 'image/png', 1, 1, 1)`,
      );
    };
    await file('scenario_thumbnail');
    expect(await refusal(file('company-logo'))).toContain('stored_files_purpose_check');
  });
});

describe('0034 the Estate page’s closed sets and shares', () => {
  const raw = (statement: string) => database.db.execute(sql.raw(statement));

  it('a document’s kind, a life event’s kind, a beneficiary’s kind and share are refused outside their sets', async () => {
    await raw(`insert into estate_documents (user_id, kind) values ('u1', 'will')`);
    expect(await refusal(raw(`insert into estate_documents (user_id, kind) values ('u1', 'prenup')`))).toContain('estate_documents_kind_check');
    await raw(`insert into estate_life_events (id, user_id, kind, event_date) values ('e-1', 'u1', 'move', '2025-01-01')`);
    expect(await refusal(raw(`insert into estate_life_events (id, user_id, kind, event_date) values ('e-2', 'u1', 'divorce', '2025-01-01')`))).toContain(
      'estate_life_events_kind_check',
    );
    const beneficiary = (id: string, kind: string, share: number) =>
      raw(
        `insert into account_beneficiaries (id, user_id, account_id, kind, name, share_basis_points, position) values ('${id}', 'u1', 'a1', '${kind}', 'Ada', ${share}, 0)`,
      );
    await beneficiary('b-1', 'contingent', 10_000);
    expect(await refusal(beneficiary('b-2', 'tertiary', 5000))).toContain('account_beneficiaries_kind_check');
    expect(await refusal(beneficiary('b-3', 'primary', 0))).toContain('account_beneficiaries_share_check');
    expect(await refusal(beneficiary('b-4', 'primary', 10_001))).toContain('account_beneficiaries_share_check');
  });
});
