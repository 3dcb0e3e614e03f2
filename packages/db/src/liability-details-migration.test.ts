import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMigrationsFolder } from './migrations-folder';
import { financialAccounts, institutions, users } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

// Migration 0016 rewrites liability details stored in dollars (before it) into cents. The test
// database is already migrated, so rows are written in the old shape and the migration run again.

const MIGRATION = readFileSync(join(resolveMigrationsFolder(), '0016_liability_details_in_cents.sql'), 'utf8');

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: 'u1', name: 'Old Data', email: 'old@example.com' });
  await database.db.insert(institutions).values({ id: 'i1', userId: 'u1', provider: 'manual', name: 'Bank', isManualRecord: true });
  // The first test database after a migration changes builds the migrated snapshot.
}, 120_000);
afterAll(() => database?.close());

async function migrated(details: Record<string, unknown> | null) {
  const id = `a${Math.random().toString(36).slice(2)}`;
  await database.db.insert(financialAccounts).values({
    id,
    userId: 'u1',
    institutionId: 'i1',
    name: 'Card',
    accountType: 'credit',
    balanceType: 'liabilities',
    amountCents: 100,
    balanceDate: '2025-01-01',
    details,
  });
  await database.db.execute(sql.raw(MIGRATION));
  const [row] = await database.db.select({ details: financialAccounts.details }).from(financialAccounts).where(eq(financialAccounts.id, id));
  return row?.details ?? null;
}

describe('0016 liability details in cents', () => {
  it('renames each dollar amount to *_cents, in whole cents rounded half away from zero; the rest is kept', async () => {
    expect(
      await migrated({
        aprs: [
          { apr_type: 'purchase_apr', apr_percentage: 12.5, balance_subject_to_apr: 157.01, interest_charge_amount: 1.005 },
          { apr_type: 'cash_apr', apr_percentage: 27.95, balance_subject_to_apr: null, interest_charge_amount: 0 },
        ],
        account_number: '3120194154',
        interest_rate_percentage: 3.99,
        minimum_payment_amount: 20.125,
        origination_principal_amount: 425000,
        disbursement_dates: ['2002-08-28'],
      }),
    ).toEqual({
      aprs: [
        { apr_type: 'purchase_apr', apr_percentage: 12.5, balance_subject_to_apr_cents: 15_701, interest_charge_amount_cents: 101 },
        { apr_type: 'cash_apr', apr_percentage: 27.95, balance_subject_to_apr_cents: null, interest_charge_amount_cents: 0 },
      ],
      account_number: '3120194154',
      interest_rate_percentage: 3.99,
      minimum_payment_amount_cents: 2_013,
      origination_principal_amount_cents: 42_500_000,
      disbursement_dates: ['2002-08-28'],
    });
  });

  it('adds no field that was not there, and leaves rows without amounts (or without details) alone', async () => {
    expect(await migrated({ interest_rate_percentage: 5.25, minimum_payment_amount: null })).toEqual({
      interest_rate_percentage: 5.25,
      minimum_payment_amount_cents: null,
    });
    expect(await migrated({ expected_payoff_date: '2032-07-28' })).toEqual({ expected_payoff_date: '2032-07-28' });
    expect(await migrated({ aprs: [] })).toEqual({ aprs: [] });
    expect(await migrated(null)).toBeNull();
  });

  it('a second run changes nothing (rows already in cents)', async () => {
    const once = await migrated({ minimum_payment_amount: 35, aprs: [{ apr_type: 'purchase_apr', balance_subject_to_apr: 10 }] });
    await database.db.execute(sql.raw(MIGRATION));
    const rows = await database.db.select({ details: financialAccounts.details }).from(financialAccounts);
    expect(rows.map((row) => row.details)).toContainEqual(once);
    expect(once).toEqual({ minimum_payment_amount_cents: 3_500, aprs: [{ apr_type: 'purchase_apr', balance_subject_to_apr_cents: 1_000 }] });
  });
});
