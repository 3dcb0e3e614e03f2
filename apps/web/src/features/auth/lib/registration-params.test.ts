import { describe, expect, it } from 'vitest';
import { readRegistrationParams } from './registration-params';

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
    const { context } = read(
      'advisor=adv1&source=email&advisorConnect=adv2&finboardUser=true&inviter=u9&inviteType=spouse&expiry=2030-05-01',
    );
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
