import { homePath, postLoginPath } from '@finboard/domain/validation';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths, withQuery } from './paths';

type Builder = ((...args: unknown[]) => string) & { pattern: string };

const SAMPLE_ARGS: Partial<Record<keyof typeof paths, unknown[]>> = {
  advisorList: ['10001'],
  advisorPublicProfile: ['adv-1'],
  pdf: ['net-worth'],
  clientAdvisorDirectoryCategory: ['CFP'],
  clientAdvisorCategory: ['10001'],
  clientAccountDetails: ['Chase Bank'],
  clientAccountCashFlow: ['acc-1'],
  clientInvestPortfolio: ['inv-1'],
  clientInvestSummary: ['sec-1'],
  clientMortgageScenario: ['sc-1'],
  clientLoanPayoffScenario: ['sc-2'],
  advisorProfile: ['uid-1'],
};

describe('path registry', () => {
  const entries = Object.entries(paths) as unknown as [keyof typeof paths, Builder][];

  it('builds a path that its own route pattern matches, for every page', () => {
    for (const [name, build] of entries) {
      const built = build(...(SAMPLE_ARGS[name] ?? []));
      const pathname = built.split('?')[0] ?? '';
      expect(matchPath(build.pattern, pathname), `${name}: ${built} vs ${build.pattern}`).not.toBeNull();
    }
  });

  it('gives every page its own pattern', () => {
    const patterns = entries.map(([, build]) => build.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('builds the spec paths', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.notFound()).toBe('/pages/not-found');
    expect(paths.financialFreedom()).toBe('/financialfreedom');
    expect(paths.adminBilling()).toBe('/admin/scenarios');
    expect(paths.adminCalendar()).toBe('/admin/one');
    expect(paths.clientQuickReport('u 1')).toBe('/client/quick-report?userId=u+1');
    expect(paths.clientQuickReport()).toBe('/client/quick-report');
    expect(paths.clientAccountDetails('Chase Bank', { userId: 'c1' })).toBe('/client/account-details/Chase%20Bank?userId=c1');
    expect(paths.register({ advisor: 'a1', role: 'client', source: 'email' })).toBe('/register?advisor=a1&role=client&source=email');
    expect(paths.resetPassword({ oobCode: 'abc' })).toBe('/reset-password?oobCode=abc');
    expect(paths.landing()).toBe('/welcome');
    expect(paths.advisorList('22201', { intent: 'plan', categories: 'CFP,AEP', radius: 50, view: 'list' })).toBe(
      '/advisor-list/22201?intent=plan&categories=CFP%2CAEP&radius=50&view=list',
    );
  });

  it('leaves empty query values out', () => {
    expect(withQuery('/x', { a: undefined, b: null, c: '', d: 0, e: false })).toBe('/x?d=0&e=false');
  });

  it('registers every destination the domain redirect rules can return', () => {
    const patterns = new Set(entries.map(([, build]) => build.pattern));
    const destinations = new Set<string>();
    for (const role of ['client', 'advisor', 'admin']) {
      destinations.add(homePath(role));
      for (const verified of [true, false]) {
        for (const completionDate of [null, '2024-01-01']) {
          const target = postLoginPath({ role, verified, completionDate });
          if (target) destinations.add(target);
        }
      }
    }
    for (const destination of destinations) expect(patterns.has(destination), destination).toBe(true);
  });
});
