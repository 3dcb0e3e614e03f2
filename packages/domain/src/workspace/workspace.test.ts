import { describe, expect, it } from 'vitest';
import { dashboardPeriodStartDate, isSyncStale, parseDashboardPeriod, registrationLinkOf, SOURCE_MESSAGES, sourceLabel, sourceNameProblem } from './index';

describe('dashboard period', () => {
  it('reads 1M, 3M, 1Y and All; anything else is 1M', () => {
    expect(parseDashboardPeriod('3M')).toBe('3M');
    expect(parseDashboardPeriod('All')).toBe('All');
    expect(parseDashboardPeriod('2W')).toBe('1M');
    expect(parseDashboardPeriod(undefined)).toBe('1M');
  });

  it('starts a month, three months or a year back; All has no start', () => {
    expect(dashboardPeriodStartDate('1M', '2026-03-31')).toBe('2026-02-28');
    expect(dashboardPeriodStartDate('1Y', '2026-03-31')).toBe('2025-03-31');
    expect(dashboardPeriodStartDate('All', '2026-03-31')).toBeNull();
  });
});

describe('registration sources', () => {
  it('refuses an empty name and a name taken (built-in or custom, any case)', () => {
    expect(sourceNameProblem('  ', [])).toBe(SOURCE_MESSAGES.missing);
    expect(sourceNameProblem('facebook', [])).toBe(SOURCE_MESSAGES.duplicate);
    expect(sourceNameProblem(' Seminar ', ['seminar'])).toBe(SOURCE_MESSAGES.duplicate);
    expect(sourceNameProblem('Seminar', ['Webinar'])).toBeNull();
  });

  it("builds the spec's link shape, built-in names lowercased, custom ones with their expiry", () => {
    expect(registrationLinkOf({ origin: 'https://app.test/', advisorId: 'a1', source: 'Facebook' })).toBe(
      'https://app.test/register?advisor=a1&role=client&source=facebook',
    );
    expect(registrationLinkOf({ origin: 'https://app.test', advisorId: 'a1', source: 'Spring Seminar', expiryDate: '2026-12-31' })).toBe(
      'https://app.test/register?advisor=a1&role=client&source=Spring%20Seminar&expiry=2026-12-31',
    );
  });

  it("labels a link's source by its built-in name", () => {
    expect(sourceLabel('facebook')).toBe('Facebook');
    expect(sourceLabel('Spring Seminar')).toBe('Spring Seminar');
  });
});

describe('sync freshness', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('is stale when never synced or synced over 3 days ago', () => {
    expect(isSyncStale(null, now)).toBe(true);
    expect(isSyncStale(Date.parse('2026-03-07T11:59:00Z'), now)).toBe(true);
    expect(isSyncStale(Date.parse('2026-03-07T12:00:00Z'), now)).toBe(false);
  });
});

describe('invites and SMS', () => {
  it('asks for every field, then a valid email', async () => {
    const { inviteProblem, INVITE_MESSAGES, smsInviteAnswer, SMS_MESSAGES } = await import('./invite');
    expect(inviteProblem({ firstName: 'Ada', lastName: '', email: 'a@b.co' })).toBe(INVITE_MESSAGES.allRequired);
    expect(inviteProblem({ firstName: 'Ada', lastName: 'L', email: 'nope' })).toBe(INVITE_MESSAGES.emailInvalid);
    expect(inviteProblem({ firstName: 'Ada', lastName: 'L', email: 'a@b.co' })).toBeNull();
    expect(smsInviteAnswer(' ')).toEqual({ ok: false, message: SMS_MESSAGES.invalidPhone });
    expect(smsInviteAnswer('+1 555 0100').message).toBe('feature will available soon');
  });
});

describe('local numbers', () => {
  it('takes a 3-digit area code and writes numbers as their friendly name', async () => {
    const { isAreaCode, friendlyPhoneName } = await import('./local-numbers');
    expect(isAreaCode('212')).toBe(true);
    expect(isAreaCode('112')).toBe(false);
    expect(isAreaCode('21')).toBe(false);
    expect(friendlyPhoneName('+12125550142')).toBe('(212) 555-0142');
  });
});
