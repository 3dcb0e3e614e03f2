/** Answers to the questions people ask support most, shown on /pages/help. */
export const SUPPORT_FAQ: { question: string; answer: string }[] = [
  {
    question: 'How do I link my bank?',
    answer: 'Open Connected Accounts and choose Link Account. Bank linking needs the paid client plan or a connected advisor who sponsors you.',
  },
  {
    question: 'My bank says it needs me to log in again.',
    answer: 'Banks ask for this from time to time. Open Connected Accounts and choose Update Login on the institution marked as needing login.',
  },
  {
    question: 'How do I connect with an advisor?',
    answer:
      'Search the Advisor Directory, open an advisor and send a connection request; you choose what they may see and can change it at any time on Board of Advisors.',
  },
  {
    question: 'What can my advisor see?',
    answer:
      'Only what you share: Net Worth, Cash Flow and Retirement Score each have a switch. Advisors can read, never change, your data, and every read is listed for you.',
  },
  {
    question: 'I did not get my verification email.',
    answer: 'Check your spam folder, then use Resend on the verification page. The link works once and expires after three days.',
  },
  {
    question: 'How do I change or cancel my plan?',
    answer: 'Open Billing from the menu: it shows your plan, your card and your invoices, and lets you change the plan.',
  },
];
