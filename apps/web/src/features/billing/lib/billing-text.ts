/** What the billing screens say, in one place. */
export const BILLING_TEXT = {
  managedByPrimary: 'Billing is managed by your primary advisor.',
  managedBy: (name: string, email: string) => `${name} (${email}) manages the plan, the card and the invoices for your firm. Ask them for any change.`,
} as const;
