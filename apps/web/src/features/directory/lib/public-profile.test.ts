import { describe, expect, it } from 'vitest';
import { makeAdvisorProfile } from '../../../test/directory-fixtures';
import { calendarHrefOf, memberSinceText, profileFacts, profileLinks } from './public-profile';

describe('the public profile', () => {
  it('lists the details the advisor filled in', () => {
    expect(profileFacts(makeAdvisorProfile())).toEqual([
      { label: 'Professional Designations', value: 'CFP®' },
      { label: 'Professional Licenses', value: 'S7, S66' },
      { label: 'Account Minimum', value: '> $250k' },
      { label: 'Manages Funds', value: 'Yes' },
      { label: 'SEC CRD', value: '123456' },
    ]);
    expect(
      profileFacts(makeAdvisorProfile({ professionalDesignation: '', professionalLicenses: [], secCrd: ' ', manageFunds: false })).map((f) => f.label),
    ).toEqual(['Account Minimum', 'Manages Funds']);
  });

  it('makes the website and social links absolute and labels them', () => {
    expect(profileLinks(makeAdvisorProfile({ socialLinks: { linkedin: 'linkedin.com/in/grace', website: 'harborwealth.example.com', twitter: '' } }))).toEqual([
      { label: 'Firm Website', href: 'https://harborwealth.example.com', text: 'harborwealth.example.com' },
      { label: 'LinkedIn', href: 'https://linkedin.com/in/grace', text: 'linkedin.com/in/grace' },
    ]);
  });

  it('says since when the advisor is a member, in New York time', () => {
    expect(memberSinceText('2024-03-15T00:00:00.000Z')).toBe('Member since March 2024');
    expect(memberSinceText('2024-03-01T02:00:00.000Z')).toBe('Member since February 2024');
    expect(memberSinceText(null)).toBeNull();
  });

  it('opens the calendar over https', () => {
    expect(calendarHrefOf('cal.example.com/grace')).toBe('https://cal.example.com/grace');
    expect(calendarHrefOf('  ')).toBeNull();
  });
});
