/**
 * The people a new visitor can sign in as. The password is public (README, start-up log):
 * demo data is never created in production unless DEMO_DATA=true says so.
 */
export const DEMO_PASSWORD = 'FinboardDemo1!';

export const DEMO_ACCOUNTS = [
  { key: 'client', email: 'demo.client@finboard.dev', firstName: 'Dana', lastName: 'Rivera', role: 'client', plan: 'paid' },
  { key: 'advisor', email: 'demo.advisor@finboard.dev', firstName: 'Morgan', lastName: 'Patel', role: 'advisor', plan: 'paid' },
  { key: 'admin', email: 'demo.admin@finboard.dev', firstName: 'Alex', lastName: 'Admin', role: 'admin', plan: 'free' },
] as const;

export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];
