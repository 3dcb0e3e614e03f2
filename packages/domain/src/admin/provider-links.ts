/** Where Stripe's dashboard shows an object; test-mode objects live under /test. */
export function stripeDashboardUrl(kind: 'invoices' | 'subscriptions' | 'customers', id: string, testMode: boolean): string {
  return `https://dashboard.stripe.com/${testMode ? 'test/' : ''}${kind}/${encodeURIComponent(id)}`;
}

/** A secret key names its mode (sk_test_…, rk_test_…). */
export const isStripeTestKey = (secretKey: string): boolean => /^(sk|rk)_test_/.test(secretKey);
