import { describe, expect, it } from 'vitest';
import { classifyImportRows, type ExistingTransaction } from './import-dedupe';
import type { ImportRow } from './read-records';

const row = (date: string, amountCents: number, description: string, fitId: string | null = null): ImportRow => ({
  index: 0,
  row: 'Row 1',
  date,
  amountCents,
  description,
  category: null,
  fitId,
});
const existing = (date: string, amountCents: number, name: string, fitId: string | null = null): ExistingTransaction => ({ date, amountCents, name, fitId });

describe('classifyImportRows', () => {
  it('knows OFX rows by FITID alone, also a FITID twice in the file', () => {
    const statuses = classifyImportRows(
      [row('2024-01-05', 500, 'A', 'f1'), row('2024-02-05', 900, 'B', 'f2'), row('2024-02-05', 900, 'B', 'f2')],
      [existing('2024-01-04', 1, 'other', 'f1')],
    );
    expect(statuses.map((status) => status.kind)).toEqual(['duplicate', 'new', 'duplicate']);
  });

  it('knows other rows by date, amount and description, as many times as the account has them', () => {
    const rows = [row('2024-01-05', 350, 'Coffee'), row('2024-01-05', 350, ' COFFEE '), row('2024-01-06', 100, 'Bus')];
    expect(classifyImportRows(rows, [existing('2024-01-05', 350, 'coffee')]).map((status) => status.kind)).toEqual(['duplicate', 'new', 'new']);
    expect(classifyImportRows(rows, [existing('2024-01-05', 350, 'Coffee'), existing('2024-01-05', 350, 'Coffee')]).map((status) => status.kind)).toEqual([
      'duplicate',
      'duplicate',
      'new',
    ]);
  });

  it('leaves near-duplicates to the client: the same amount a few days apart, or another description', () => {
    const statuses = classifyImportRows(
      [row('2024-01-08', 4000, 'Gym'), row('2024-01-20', 4000, 'Gym'), row('2024-03-01', 700, 'Lunch')],
      [existing('2024-01-05', 4000, 'GYM MEMBERSHIP'), existing('2024-03-01', 700, 'Cafe')],
    );
    expect(statuses).toEqual([
      { kind: 'near-duplicate', match: existing('2024-01-05', 4000, 'GYM MEMBERSHIP') },
      { kind: 'new' },
      { kind: 'near-duplicate', match: existing('2024-03-01', 700, 'Cafe') },
    ]);
  });

  it('asks about an OFX row whose FITID is new but that the account has from another file', () => {
    expect(classifyImportRows([row('2024-01-05', 500, 'Shop', 'f9')], [existing('2024-01-05', 500, 'Shop')])).toEqual([
      { kind: 'near-duplicate', match: existing('2024-01-05', 500, 'Shop') },
    ]);
    expect(classifyImportRows([row('2024-01-05', 500, 'Shop', 'f9')], [existing('2024-01-05', 500, 'Shop', 'f8')])).toEqual([{ kind: 'new' }]);
  });
});
