import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, eachDay } from './date-range';
import { splitIntoWholeMonths } from './whole-months';

/** Every day the split covers, whole months expanded to their days. */
function coveredDays(split: ReturnType<typeof splitIntoWholeMonths>, around: { startDate: string; endDate: string }): string[] {
  const monthDays = split.months
    ? eachDay(addDays(around.startDate, -31), addDays(around.endDate, 31)).filter((day) => day.slice(0, 7) >= split.months!.first && day.slice(0, 7) <= split.months!.last)
    : [];
  return [...monthDays, ...split.edges.flatMap((edge) => eachDay(edge.startDate, edge.endDate))].sort();
}

describe('splitIntoWholeMonths', () => {
  it('keeps a range inside one month as a single edge', () => {
    expect(splitIntoWholeMonths('2024-03-05', '2024-03-20')).toEqual({ months: null, edges: [{ startDate: '2024-03-05', endDate: '2024-03-20' }] });
    expect(splitIntoWholeMonths('2024-10-23', '2024-11-22')).toEqual({ months: null, edges: [{ startDate: '2024-10-23', endDate: '2024-11-22' }] });
  });

  it('takes whole months from the middle and leaves the partial edges', () => {
    expect(splitIntoWholeMonths('2024-08-22', '2024-11-22')).toEqual({
      months: { first: '2024-09', last: '2024-10' },
      edges: [
        { startDate: '2024-08-22', endDate: '2024-08-31' },
        { startDate: '2024-11-01', endDate: '2024-11-22' },
      ],
    });
  });

  it('needs no edge when the range starts and ends on month boundaries (leap February included)', () => {
    expect(splitIntoWholeMonths('2024-02-01', '2024-02-29')).toEqual({ months: { first: '2024-02', last: '2024-02' }, edges: [] });
    expect(splitIntoWholeMonths('2023-12-01', '2024-01-31')).toEqual({ months: { first: '2023-12', last: '2024-01' }, edges: [] });
  });

  it('covers every day of any range exactly once', () => {
    const day = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2022-01-01', offset));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (startDate, length) => {
        const endDate = addDays(startDate, length);
        const split = splitIntoWholeMonths(startDate, endDate);
        expect(coveredDays(split, { startDate, endDate })).toEqual(eachDay(startDate, endDate));
        expect(split.edges.length).toBeLessThanOrEqual(2);
      }),
      { numRuns: 300 },
    );
  });
});
