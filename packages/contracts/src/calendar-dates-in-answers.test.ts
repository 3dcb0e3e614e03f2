import { describe, expect, it } from 'vitest';
import { ZDailyCount, ZDateRange } from './admin/admin-figures.schema';
import { ZCashFlowTransaction } from './cash-flow/cash-flow.schema';
import { ZNetWorthPoint } from './net-worth/net-worth.schema';

// Answers carry calendar days too: one that does not exist is a bug on our side, caught before it is sent.
describe('calendar days in answers', () => {
  const day = (schema: { shape: Record<string, unknown> }, field: string) => schema.shape[field] as { safeParse: (value: unknown) => { success: boolean } };

  it.each([
    ['a cash-flow transaction', 'date', ZCashFlowTransaction],
    ['a net-worth point', 'date', ZNetWorthPoint],
    ["an admin chart's day", 'date', ZDailyCount],
    ['a range', 'startDate', ZDateRange],
    ['a range', 'endDate', ZDateRange],
  ] as const)('%s: %s takes 2024-02-29 and refuses 2023-02-29 and 2024-02-31', (_what, field, schema) => {
    expect(day(schema, field).safeParse('2024-02-29').success).toBe(true);
    expect(day(schema, field).safeParse('2023-02-29').success).toBe(false);
    expect(day(schema, field).safeParse('2024-02-31').success).toBe(false);
  });
});
