/**
 * The origins Stripe.js and its card Element need in the Content-Security-Policy, as Stripe's
 * integration security guide lists them (https://docs.stripe.com/security/guide#content-security-policy):
 * the script and its versioned hosts, the card frames and 3-D Secure's hooks frame, and the API the
 * frames talk to. Google Maps (only for the Address Element's autocomplete) is left out: we do not use it.
 */
export const STRIPE_JS_CSP = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

export interface ThirdPartyCsp {
  scriptSrc: readonly string[];
  frameSrc: readonly string[];
  connectSrc: readonly string[];
}

/** What the billing provider adds to the policy: Stripe.js's origins with Stripe, nothing with the sandbox (its card form is ours). */
export function billingCsp(provider: 'stripe' | 'sandbox'): ThirdPartyCsp {
  return provider === 'stripe' ? STRIPE_JS_CSP : { scriptSrc: [], frameSrc: [], connectSrc: [] };
}
