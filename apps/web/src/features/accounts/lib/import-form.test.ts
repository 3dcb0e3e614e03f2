import { describe, expect, it } from 'vitest';
import { columnLabels, importOptions, sampleRows, targetProblem } from './import-form';

describe('import form', () => {
  it('labels columns by header, or by number without one, and shows the first line of a header-less file', () => {
    expect(columnLabels(['Date', '', 'Amount'], true)).toEqual(['Date', 'Column 2', 'Amount']);
    expect(columnLabels(['2024-01-01', 'x'], false)).toEqual(['Column 1', 'Column 2']);
    const csv = { headers: ['h'], sampleRows: [['a'], ['b'], ['c'], ['d'], ['e']], mapping: null, mappingSaved: false };
    expect(sampleRows(csv, true)).toHaveLength(5);
    expect(sampleRows(csv, false)[0]).toEqual(['h']);
  });

  it('builds the options the api takes, leaving out what was not chosen', () => {
    expect(importOptions({ mode: 'existing', accountId: 'a' }, {})).toEqual({ accountId: 'a' });
    expect(importOptions({ mode: 'new', institutionName: 'Bank', name: 'Visa', kind: 'credit card' }, { dateFormat: 'DD/MM/YYYY', include: [3] })).toEqual({
      newAccount: { institutionName: 'Bank', name: 'Visa', kind: 'credit card' },
      dateFormat: 'DD/MM/YYYY',
      includeNearDuplicates: [3],
    });
  });

  it('says what the first step still needs', () => {
    const file = new File(['x'], 'a.csv');
    expect(targetProblem(null, { mode: 'existing', accountId: 'a' })).toBe('Choose a file to import (OFX, QFX, QIF or CSV).');
    expect(targetProblem(file, { mode: 'existing', accountId: '' })).toBe('Choose an account to import into, or name a new one.');
    expect(targetProblem(file, { mode: 'new', institutionName: ' ', name: 'x', kind: 'checking' })).toBe('Institution name field is required');
    expect(targetProblem(file, { mode: 'existing', accountId: 'a' })).toBeNull();
  });
});
