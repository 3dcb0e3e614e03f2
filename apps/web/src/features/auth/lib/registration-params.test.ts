import { describe, expect, it } from 'vitest';
import { connectingAdvisorId, isRegistrationLinkExpired, todayUtc, readRegistrationParams, withPendingConnection } from './registration-params';

const read = (query: string, defaultRole: 'client' | 'advisor' = 'client') =>
  readRegistrationParams(new URLSearchParams(query), { defaultRole, productUserParam: 'finboardUser' });

describe('readRegistrationParams', () => {
  it('prefills names and email from the link', () => {
    expect(read('firstName=Ann&lastName=Lee&email=ann%40example.com').prefill).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
    });
    expect(read('firstName=').prefill).toEqual({});
  });

  it('takes the role from the link, else the page', () => {
    expect(read('', 'advisor').role).toBe('advisor');
    expect(read('role=client', 'advisor').role).toBe('client');
    expect(read('role=admin', 'client').role).toBe('client');
  });

  it('carries the link parameters into context, {product}User as productUser', () => {
    const { context } = read('advisor=adv1&source=email&advisorConnect=adv2&finboardUser=true&inviter=u9&inviteType=spouse&expiry=2030-05-01');
    expect(context).toEqual({
      advisor: 'adv1',
      source: 'email',
      advisorConnect: 'adv2',
      productUser: 'true',
      inviter: 'u9',
      inviteType: 'spouse',
      expiry: '2030-05-01',
    });
  });

  it('turns an MM-DD-YYYY expiry into YYYY-MM-DD and drops values the api would refuse', () => {
    expect(read('expiry=05-01-2030').context.expiry).toBe('2030-05-01');
    expect(read('expiry=soon&inviteType=cousin&finboardUser=maybe').context).toEqual({});
  });
});

describe('registration link helpers', () => {
  it('finds an expired link by its last valid day', () => {
    expect(isRegistrationLinkExpired({ expiry: '2030-05-01' }, '2030-05-01')).toBe(false);
    expect(isRegistrationLinkExpired({ expiry: '2030-05-01' }, '2030-05-02')).toBe(true);
    expect(isRegistrationLinkExpired({}, '2030-05-02')).toBe(false);
    expect(todayUtc(new Date('2030-01-09T23:30:00-05:00'))).toBe('2030-01-10');
  });

  it("names the advisor a client's account connects with, by id only", () => {
    expect(connectingAdvisorId(read('advisorConnect=adv2&advisor=adv1'))).toBe('adv2');
    expect(connectingAdvisorId(read('advisor=adv1'))).toBe('adv1');
    expect(connectingAdvisorId(read('advisor=grace%40example.com'))).toBeNull();
    expect(connectingAdvisorId(read('advisor=adv1', 'advisor'))).toBeNull();
    expect(connectingAdvisorId(read(''))).toBeNull();
  });

  it("adds the funnel's switches for the same advisor only", () => {
    const pending = { advisorId: 'adv2', source: 'Directory', share: { all: true, netWorth: true, cashFlow: false, retirementScore: true } };
    expect(withPendingConnection({ advisorConnect: 'adv2', productUser: 'false' }, pending)).toEqual({
      advisorConnect: 'adv2',
      productUser: 'false',
      source: 'Directory',
      share: pending.share,
    });
    expect(withPendingConnection({ advisorConnect: 'adv2', source: 'Facebook' }, pending).source).toBe('Facebook');
    expect(withPendingConnection({ advisorConnect: 'adv3' }, pending)).toEqual({ advisorConnect: 'adv3' });
    expect(withPendingConnection({ advisor: 'adv2' }, pending)).toEqual({ advisor: 'adv2' });
    expect(withPendingConnection({ advisorConnect: 'adv2' }, null)).toEqual({ advisorConnect: 'adv2' });
  });
});
