import { describe, expect, it } from 'vitest';
import { cashFlowPeriodRange, dateRangeProblem, netWorthPeriodRange } from './date-range';

describe('calendar date ranges', () => {
  it('maps the cash-flow period chips to inclusive ranges ending today', () => {
    expect(cashFlowPeriodRange('1D', '2024-03-10')).toEqual({ startDate: '2024-03-10', endDate: '2024-03-10' });
    expect(cashFlowPeriodRange('1W', '2024-03-10')).toEqual({ startDate: '2024-03-04', endDate: '2024-03-10' });
    expect(cashFlowPeriodRange('1M', '2024-03-10')).toEqual({ startDate: '2024-02-10', endDate: '2024-03-10' });
    expect(cashFlowPeriodRange('3M', '2024-03-10')).toEqual({ startDate: '2023-12-10', endDate: '2024-03-10' });
    expect(cashFlowPeriodRange('1M', '2024-03-31')).toEqual({ startDate: '2024-02-29', endDate: '2024-03-31' });
  });

  it('maps the net-worth period chips to inclusive ranges ending on the end date', () => {
    expect(netWorthPeriodRange('1W', '2024-03-10')).toEqual({ startDate: '2024-03-04', endDate: '2024-03-10' });
    expect(netWorthPeriodRange('1M', '2024-03-10')).toEqual({ startDate: '2024-02-10', endDate: '2024-03-10' });
    expect(netWorthPeriodRange('3M', '2024-05-31')).toEqual({ startDate: '2024-02-29', endDate: '2024-05-31' });
    expect(netWorthPeriodRange('1Y', '2025-02-28')).toEqual({ startDate: '2024-02-28', endDate: '2025-02-28' });
  });

  it("starts a period reaching before the calendar's first day on that day", () => {
    expect(netWorthPeriodRange('1Y', '0001-06-15')).toEqual({ startDate: '0001-01-01', endDate: '0001-06-15' });
    expect(netWorthPeriodRange('1W', '0001-01-07')).toEqual({ startDate: '0001-01-01', endDate: '0001-01-07' });
    expect(netWorthPeriodRange('1W', '0001-01-08')).toEqual({ startDate: '0001-01-02', endDate: '0001-01-08' });
    expect(netWorthPeriodRange('1Y', '0002-01-01')).toEqual({ startDate: '0001-01-01', endDate: '0002-01-01' });
    expect(cashFlowPeriodRange('3M', '0001-03-31')).toEqual({ startDate: '0001-01-01', endDate: '0001-03-31' });
  });

  it('refuses unreal dates, reversed ranges and ranges above ten years', () => {
    expect(dateRangeProblem('2024-01-01', '2024-01-01')).toBeNull();
    expect(dateRangeProblem('2014-01-01', '2024-01-01')).toBeNull();
    expect(dateRangeProblem('2014-01-01', '2024-01-02')?.field).toBe('endDate');
    expect(dateRangeProblem('2024-02-30', '2024-03-01')?.field).toBe('startDate');
    expect(dateRangeProblem('2024-03-02', '2024-03-01')?.field).toBe('endDate');
    expect(dateRangeProblem('2016-02-29', '2026-02-28')).toBeNull();
    expect(dateRangeProblem('2016-02-29', '2026-03-01')?.message).toBe('The range can be at most 10 years');
  });

  it("measures ten years near the calendar's end without leaving it", () => {
    expect(dateRangeProblem('9995-01-01', '9999-12-31')).toBeNull();
    expect(dateRangeProblem('9989-12-31', '9999-12-31')).toBeNull();
    expect(dateRangeProblem('9989-12-30', '9999-12-31')?.message).toBe('The range can be at most 10 years');
  });
});
