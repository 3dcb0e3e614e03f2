import { describe, expect, it } from 'vitest';
import { StoredDataError } from '../../errors/stored-json';
import { storedIncomeInfos } from '../income/stored-income';
import { storedAdvisorList, storedSocialLinks } from './stored-profile';

describe('the profile and income jsonb columns', () => {
  it('read social links as saved so far, and the advisor lists', () => {
    expect(storedSocialLinks({ userId: 'u1', socialLinks: {} })).toEqual({});
    expect(storedSocialLinks({ userId: 'u1', socialLinks: { website: 'https://example.com' } })).toEqual({ website: 'https://example.com' });
    expect(storedAdvisorList('u1', 'categories', ['CFP', 'CPA'])).toEqual(['CFP', 'CPA']);
  });

  it('refuse a link the profile does not have, and a list of something else', () => {
    expect(() => storedSocialLinks({ userId: 'u1', socialLinks: { myspace: 'x' } })).toThrow('user_profiles.social_links of row u1');
    expect(() => storedAdvisorList('u1', 'clientTypes', 'All')).toThrow('advisor_profiles.client_types of row u1');
    expect(() => storedAdvisorList('u1', 'professionalLicenses', [7])).toThrow(StoredDataError);
  });

  it('read the income page as updateIncome saved it, and refuse an owner it never writes', () => {
    const infos = [{ owner: 'self', employerName: 'Acme', annualSalaryCents: 12_000_000 }];
    expect(storedIncomeInfos({ userId: 'u1', incomeInfos: infos })).toEqual(infos);
    expect(() => storedIncomeInfos({ userId: 'u1', incomeInfos: [{ ...infos[0], owner: 'partner' }] })).toThrow('income_records.income_infos of row u1');
  });
});
