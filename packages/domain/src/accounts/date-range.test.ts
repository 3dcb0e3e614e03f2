import { describe, expect, it } from 'vitest';
import { addCalendarMonths, cashFlowPeriodRange, dateRangeProblem, eachDay, isRealCalendarDate } from './date-range';

describe('calendar date ranges', () => {
  it('knows real dates from look-alikes', () => {
    expect(isRealCalendarDate('2024-02-29')).toBe(true);
    expect(isRealCalendarDate('2023-02-29')).toBe(false);
    expect(isRealCalendarDate('2024-13-01')).toBe(false);
    expect(isRealCalendarDate('2024-1-01')).toBe(false);
  });

  it('moves by months, clamped to the month end', () => {
    expect(addCalendarMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addCalendarMonths('2024-01-15', -3)).toBe('2023-10-15');
  });

  it('maps the period chips to inclusive ranges ending today', () => {
    expect(cashFlowPeriodRange('1D', '2024-03-10')).toEqual({ startDate: '2024-03-10', endDate: '2024-03-10' });
    expect(cashFlowPeriodRange('1W', '2024-03-10')).toEqual({ startDate: '2024-03-04', endDate: '2024-03-10' });
    expect(cashFlowPeriodRange('1M', '2024-03-10')).toEqual({ startDate: '2024-02-10', endDate: '2024-03-10' });
    expect(cashFlowPeriodRange('3M', '2024-03-10')).toEqual({ startDate: '2023-12-10', endDate: '2024-03-10' });
    expect(eachDay('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
  });

  it('refuses unreal dates, reversed ranges and ranges above ten years', () => {
    expect(dateRangeProblem('2024-01-01', '2024-01-01')).toBeNull();
    expect(dateRangeProblem('2014-01-01', '2024-01-01')).toBeNull();
    expect(dateRangeProblem('2014-01-01', '2024-01-02')?.field).toBe('endDate');
    expect(dateRangeProblem('2024-02-30', '2024-03-01')?.field).toBe('startDate');
    expect(dateRangeProblem('2024-03-02', '2024-03-01')?.field).toBe('endDate');
  });
});
