import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signUp, type TestApp } from './test-app';

export type Session = Awaited<ReturnType<typeof signUp>>;

/** The /client/onboarding answers a retirement plan is computed from. */
export const QUESTIONNAIRE = {
  highestPriority: 'Retire comfortably',
  birthDate: '1980-01-15',
  hasSpouse: false,
  spouseBirthDate: null as string | null,
  spouseFirstName: '',
  spouseLastName: '',
  retirementAge: 63,
  incomeCents: 12_000_000,
  retirementIncomeRate: 0.7,
  savingsRate: 0.15,
  totalSavingsCents: 45_000_000,
};

export const INCOME = {
  incomeInfos: [{ owner: 'self', employerName: 'Acme', annualSalaryCents: 12_000_000 }],
  owner: 'self',
  companyStock: '',
  effectiveTaxRate: 0.15,
  taxStatus: 'Single',
  socialSecurityPiaCents: 250_000,
  socialSecurityEarliestAge: 62,
  socialSecurityLatestAge: 70,
};

/** Requests of the scenarios api, as the web app sends them. */
export function scenarioApi(t: TestApp) {
  return {
    list: (cookies: string[] | undefined, query = '') => t.request({ method: 'GET', url: `/api/scenarios${query}`, cookies }),
    create: (cookies: string[] | undefined, payload: unknown) => t.request({ method: 'POST', url: '/api/scenarios', payload: payload as object, cookies }),
    get: (cookies: string[] | undefined, id: string) => t.request({ method: 'GET', url: `/api/scenarios/${id}`, cookies }),
    patch: (cookies: string[] | undefined, id: string, payload: unknown) =>
      t.request({ method: 'PATCH', url: `/api/scenarios/${id}`, payload: payload as object, cookies }),
    remove: (cookies: string[] | undefined, id: string) => t.request({ method: 'DELETE', url: `/api/scenarios/${id}`, cookies }),
    copy: (cookies: string[] | undefined, id: string) => t.request({ method: 'POST', url: `/api/scenarios/${id}/copy`, cookies }),
    share: (cookies: string[] | undefined, id: string, advisorId: string, method: 'POST' | 'DELETE' = 'POST') =>
      t.request({ method, url: `/api/scenarios/${id}/shares/${advisorId}`, cookies }),
    myPlan: (cookies: string[] | undefined, query = '') => t.request({ method: 'GET', url: `/api/my-plan${query}`, cookies }),
    setActive: (cookies: string[] | undefined, scenarioId: string | null) =>
      t.request({ method: 'PUT', url: '/api/my-plan/active', payload: { scenarioId }, cookies }),
  };
}

/** A parsed response body, as loosely typed as JSON.parse gives it: tests read whatever they assert on. */
export type Json = ReturnType<typeof JSON.parse>;

/** Asserts the status and returns the body. */
export async function ok<T = Json>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> {
  const settled = await response;
  expect(settled.statusCode, settled.body).toBe(status);
  return settled.json<T>();
}

/** A client who answered the planning questions and filled in the income page. */
export async function signUpPlanningClient(t: TestApp, questionnaire: Partial<typeof QUESTIONNAIRE> = {}, income: Partial<typeof INCOME> = {}) {
  const session = await signUp(t, { role: 'client' });
  await ok(t.request({ method: 'PUT', url: '/api/onboarding/client', payload: { ...QUESTIONNAIRE, ...questionnaire }, cookies: session.cookies }));
  await ok(t.request({ method: 'PUT', url: '/api/income', payload: { ...INCOME, ...income }, cookies: session.cookies }));
  return session;
}
