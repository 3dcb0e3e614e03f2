import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, eachDay, isValidCalendarDate } from '../calendar';
import { splitIntoWholeMonths } from './whole-months';

/** Every day the split covers, whole months expanded to their days. */
function coveredDays(split: ReturnType<typeof splitIntoWholeMonths>, around: { startDate: string; endDate: string }): string[] {
  const monthDays = split.months
    ? eachDay(addDays(around.startDate, -31), addDays(around.endDate, 31)).filter(
        (day) => day.slice(0, 7) >= split.months!.first && day.slice(0, 7) <= split.months!.last,
      )
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

  it("stays inside the calendar's first and last months", () => {
    expect(splitIntoWholeMonths('9999-12-05', '9999-12-31')).toEqual({ months: null, edges: [{ startDate: '9999-12-05', endDate: '9999-12-31' }] });
    expect(splitIntoWholeMonths('9999-11-05', '9999-12-31')).toEqual({
      months: { first: '9999-12', last: '9999-12' },
      edges: [{ startDate: '9999-11-05', endDate: '9999-11-30' }],
    });
    expect(splitIntoWholeMonths('0001-01-01', '0001-01-30')).toEqual({ months: null, edges: [{ startDate: '0001-01-01', endDate: '0001-01-30' }] });
    expect(splitIntoWholeMonths('0001-01-01', '0001-01-31')).toEqual({ months: { first: '0001-01', last: '0001-01' }, edges: [] });
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

  it('splits any range of the calendar into real days and months', () => {
    const anyDay = fc
      .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(anyDay, anyDay, (a, b) => {
        const [startDate, endDate] = a <= b ? [a, b] : [b, a];
        const split = splitIntoWholeMonths(startDate, endDate);
        expect(split.edges.every((edge) => isValidCalendarDate(edge.startDate) && isValidCalendarDate(edge.endDate) && edge.startDate <= edge.endDate)).toBe(
          true,
        );
        if (split.months) expect([isValidCalendarDate(`${split.months.first}-01`), split.months.first <= split.months.last]).toEqual([true, true]);
      }),
      { numRuns: 1_000 },
    );
  });
});
