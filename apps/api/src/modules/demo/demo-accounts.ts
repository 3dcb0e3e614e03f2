/**
 * The people a new visitor can sign in as. The password is public (README, start-up log):
 * demo data is never created in production unless DEMO_DATA=true says so.
 */
export const DEMO_PASSWORD = 'FinboardDemo1!';

/** The demo admin's authenticator key (its bytes as text, as better-auth keeps a key it made): public like the password. */
export const DEMO_ADMIN_AUTHENTICATOR_KEY = 'FinboardDemoAdminAuthenticator01';

// Everyone starts on the free plan; demo-billing.ts subscribes the demo client and advisor as people do.
export const DEMO_ACCOUNTS = [
  { key: 'client', email: 'demo.client@finboard.dev', firstName: 'Dana', lastName: 'Rivera', role: 'client', plan: 'free' },
  { key: 'advisor', email: 'demo.advisor@finboard.dev', firstName: 'Morgan', lastName: 'Patel', role: 'advisor', plan: 'free' },
  { key: 'admin', email: 'demo.admin@finboard.dev', firstName: 'Alex', lastName: 'Admin', role: 'admin', plan: 'free' },
  // The advisor's other clients: one waiting for an answer, one sharing only Cash Flow (demo-connections.ts).
  { key: 'pendingClient', email: 'demo.client2@finboard.dev', firstName: 'Jamie', lastName: 'Chen', role: 'client', plan: 'free' },
  { key: 'cashFlowClient', email: 'demo.client3@finboard.dev', firstName: 'Sam', lastName: 'Okafor', role: 'client', plan: 'free' },
  // The demo advisor's sub-advisor (demo-sub-advisor.ts): reads the primary's clients under 'Primary Advisor Clients'.
  { key: 'subAdvisor', email: 'demo.subadvisor@finboard.dev', firstName: 'Riley', lastName: 'Nguyen', role: 'advisor', plan: 'free' },
] as const;

export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];
