/**
 * The plan catalogue (spec 01 §1 tiers, §9 plans and allowances). Money is integer cents.
 * Advisor plans carry a monthly fee, a number of connected clients included, and a charge for each
 * connected client beyond it; the client's paid plan is a flat monthly fee. A client on the free plan
 * with a connected advisor is sponsored by that advisor (Advisor Sponsorship): they pay nothing and
 * the advisor's plan counts the connection.
 */
export type AdvisorPlanKey = 'basic' | 'advanced' | 'firm';
export type PaidPlanKey = AdvisorPlanKey | 'client';
export type PlanRole = 'advisor' | 'client';

export interface PlanAllowances {
  /** Public advisor profiles. */
  advisorProfiles: number;
  /** Sub-advisor accounts under the firm's primary advisor. */
  subAccounts: number;
  localPhoneNumbers: number;
  calendarLinks: number;
}

export interface BillingPlan {
  key: PaidPlanKey;
  role: PlanRole;
  /** The name shown on /subscribe and /billing. */
  name: string;
  /** The spec's configuration name (basic, advanced, firm for advisors; advanced for the paid client). */
  configurationName: 'basic' | 'advanced' | 'firm';
  monthlyCents: number;
  /** Connected clients the monthly fee covers (advisor plans). */
  includedClients: number;
  /** Monthly charge for each connected client beyond the included ones (advisor plans). */
  extraClientCents: number;
  mostPopular: boolean;
  /** Advisor plans start with a trial; the client's paid plan does not. */
  hasTrial: boolean;
  allowances: PlanAllowances;
}

const NO_ADVISOR_ALLOWANCES: PlanAllowances = { advisorProfiles: 0, subAccounts: 0, localPhoneNumbers: 0, calendarLinks: 0 };

export const BILLING_PLANS: Readonly<Record<PaidPlanKey, BillingPlan>> = {
  basic: {
    key: 'basic',
    role: 'advisor',
    name: 'Advisor',
    configurationName: 'basic',
    monthlyCents: 100,
    includedClients: 1,
    extraClientCents: 1597,
    mostPopular: true,
    hasTrial: true,
    allowances: { advisorProfiles: 1, subAccounts: 0, localPhoneNumbers: 1, calendarLinks: 1 },
  },
  advanced: {
    key: 'advanced',
    role: 'advisor',
    name: 'Event',
    configurationName: 'advanced',
    monthlyCents: 5900,
    includedClients: 10,
    extraClientCents: 1297,
    mostPopular: false,
    hasTrial: true,
    allowances: { advisorProfiles: 1, subAccounts: 0, localPhoneNumbers: 1, calendarLinks: 1 },
  },
  firm: {
    key: 'firm',
    role: 'advisor',
    name: 'Firm',
    configurationName: 'firm',
    monthlyCents: 59700,
    includedClients: 100,
    extraClientCents: 997,
    mostPopular: false,
    hasTrial: true,
    allowances: { advisorProfiles: 4, subAccounts: 4, localPhoneNumbers: 4, calendarLinks: 4 },
  },
  client: {
    key: 'client',
    role: 'client',
    name: 'Paid Client',
    configurationName: 'advanced',
    monthlyCents: 17900,
    includedClients: 0,
    extraClientCents: 0,
    mostPopular: false,
    hasTrial: false,
    allowances: NO_ADVISOR_ALLOWANCES,
  },
};

/** The advisor plans in the order /subscribe shows them. */
export const ADVISOR_PLAN_KEYS = ['basic', 'advanced', 'firm'] as const satisfies readonly AdvisorPlanKey[];
export const PAID_PLAN_KEYS = ['basic', 'advanced', 'firm', 'client'] as const satisfies readonly PaidPlanKey[];

/** What a role may subscribe to. */
export function plansForRole(role: PlanRole): BillingPlan[] {
  return PAID_PLAN_KEYS.map((key) => BILLING_PLANS[key]).filter((plan) => plan.role === role);
}

export function isPlanForRole(key: PaidPlanKey, role: string | null): boolean {
  return BILLING_PLANS[key].role === role;
}

/** The free client plan's card on /subscribe (a client on it pays nothing). */
export const CLIENT_FREE_PLAN = { name: 'Free', monthlyCents: 0 } as const;

/** Length of an advisor plan's trial when the setting does not say otherwise. */
export const DEFAULT_TRIAL_DAYS = 14;
