import { describe, expect, it } from 'vitest';
import { canOpenQuickReport } from './quick-report-access';

describe('who may open the Quick Report', () => {
  it('is a client, or an advisor with a client selected', () => {
    expect(canOpenQuickReport('client', undefined)).toBe(true);
    expect(canOpenQuickReport('advisor', 'c-1')).toBe(true);
    expect(canOpenQuickReport('advisor', undefined)).toBe(false);
    expect(canOpenQuickReport('admin', 'c-1')).toBe(false);
    expect(canOpenQuickReport(null, undefined)).toBe(false);
  });
});
