import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_TIME_ZONE, isTimeZone, productTimeZone, setProductTimeZone } from '../calendar/today';
import { formatDateTime, formatIsoDate, formatTime, formatTimeZoneName } from './date-time';

afterEach(() => setProductTimeZone(DEFAULT_PRODUCT_TIME_ZONE));

describe('the product time zone setting', () => {
  it('is New York until set, and refuses a zone that does not exist', () => {
    expect(productTimeZone()).toBe('America/New_York');
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(() => setProductTimeZone("America/New_York'; drop table users; --")).toThrow(/Unknown time zone/);
    expect(productTimeZone()).toBe('America/New_York');
  });

  it("moves every date and time written without a zone: the day and the clock are the set zone's", () => {
    const lateEvening = '2026-11-29T03:30:00.000Z'; // 10:30 PM on the 28th in New York, 12:30 PM on the 29th in Tokyo
    expect(formatIsoDate(lateEvening)).toBe('2026-11-28');
    expect(formatDateTime(lateEvening)).toBe('28 Nov, 2026 10:30 PM');
    setProductTimeZone('Asia/Tokyo');
    expect(formatIsoDate(lateEvening)).toBe('2026-11-29');
    expect(formatDateTime(lateEvening)).toBe('29 Nov, 2026 12:30 PM');
    expect(formatTime(lateEvening)).toBe('12:30 PM');
    // A calendar date is a day already, in any zone.
    expect(formatIsoDate('2026-11-28')).toBe('2026-11-28');
  });
});

describe("the zone's name beside a time", () => {
  it('is the short name of the zone at that instant: EST in winter, EDT in summer', () => {
    expect(formatTimeZoneName('2026-11-24T15:42:00.000Z')).toBe('EST');
    expect(formatTimeZoneName('2026-07-04T01:05:00.000Z')).toBe('EDT');
    expect(formatTimeZoneName('2026-07-04T01:05:00.000Z', 'UTC')).toBe('UTC');
    setProductTimeZone('America/Los_Angeles');
    expect(formatTimeZoneName('2026-11-24T15:42:00.000Z')).toBe('PST');
  });
});
