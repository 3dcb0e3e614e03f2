import { describe, expect, it } from 'vitest';
import { CLEARED_SIGNUP_COOKIES, readSignupContext, readSignupRole, signupCookies } from './signup-cookies';

/** The browser sends back `name=value` pairs only. */
const cookieHeaderOf = (setCookies: string[]) => setCookies.map((cookie) => cookie.split(';')[0]).join('; ');

describe('sign-up cookies', () => {
  it('carry the role and a registration context to the provider callback', () => {
    const context = { advisorConnect: 'a1b2', source: 'Directory', share: { all: false, netWorth: true, cashFlow: false, retirementScore: true } };
    const cookies = signupCookies('client', context, true);
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Path=\/; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
    const header = `other=1; ${cookieHeaderOf(cookies)}; last=2`;
    expect(readSignupRole(header)).toBe('client');
    expect(readSignupContext(header)).toEqual(context);
  });

  it('send no context cookie for an empty or missing context, and no Secure on http', () => {
    expect(signupCookies('advisor', undefined, false)).toEqual(['finboard_signup_role=advisor; Path=/; Max-Age=600; HttpOnly; SameSite=Lax']);
    expect(signupCookies('client', {}, false)).toHaveLength(1);
    expect(readSignupRole(cookieHeaderOf(signupCookies('advisor', undefined, false)))).toBe('advisor');
  });

  it('ignore a context cookie that does not read as a registration context', () => {
    const encode = (value: string) => `finboard_signup_context=${Buffer.from(value).toString('base64url')}`;
    expect(readSignupContext(undefined)).toBeUndefined();
    expect(readSignupContext('finboard_signup_context=')).toBeUndefined();
    expect(readSignupContext('finboard_signup_context=%7B%7D')).toBeUndefined();
    expect(readSignupContext(encode('not json'))).toBeUndefined();
    expect(readSignupContext(encode('{"advisor":"x","role":"admin"}'))).toBeUndefined();
    expect(readSignupContext(encode('{"expiry":"2026-02-30"}'))).toBeUndefined();
    expect(readSignupContext(encode(JSON.stringify({ advisor: 'x'.repeat(201) })))).toBeUndefined();
    expect(readSignupContext(`finboard_signup_context=${'A'.repeat(5000)}`)).toBeUndefined();
  });

  it('an unknown role reads as client', () => {
    expect(readSignupRole('finboard_signup_role=admin')).toBe('client');
    expect(readSignupRole(null)).toBe('client');
  });

  it('are cleared together', () => {
    expect(CLEARED_SIGNUP_COOKIES.map((cookie) => cookie.split('=')[0])).toEqual(['finboard_signup_role', 'finboard_signup_context']);
  });
});
