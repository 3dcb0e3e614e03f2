import { env } from '../../config/env';
import type { LegalDocumentContent } from './legal-document';

const product = env.productName;

/** Terms of Service, written from the facts the spec fixes (spec 01 §1). */
export const TERMS_CONTENT: LegalDocumentContent = {
  title: 'Terms of Service',
  updated: 'January 19, 2020',
  intro: `These terms govern your use of ${product}, a service for planning your personal finances and working with financial advisors. By creating an account or using ${product} you agree to them.`,
  sections: [
    {
      heading: 'Who may use the service',
      paragraphs: [
        `${product} is for people 18 years of age or older. A minor may use it only with the consent and supervision of a parent or legal guardian, who accepts these terms on the minor's behalf.`,
        'We do not knowingly collect information from children under 13. If we learn that we have, we delete it.',
      ],
    },
    {
      heading: 'Subscriptions and free trials',
      paragraphs: [
        'The service is offered in three tiers: Free, Paid Client and Paid Advisor. Features and prices for each tier are shown before you choose one.',
        'A free trial upgrades automatically to the paid tier when it ends unless you cancel before the end of the trial. A connection with an advisor is charged monthly for as long as your plan is shared with that advisor.',
      ],
    },
    {
      heading: 'Not professional advice',
      paragraphs: [
        `${product} provides tools and information, including retirement analysis through age 86 with Monte Carlo simulation. ${product} is not a professional financial, investment, tax or legal advisor, and nothing in the service is a recommendation to buy or sell any security. Advisors you connect with are independent of ${product} and responsible for their own advice.`,
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your credentials confidential and tell us promptly about any unauthorised use. You are responsible for activity under your account and for the accuracy of the information you enter or connect.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        `To the extent the law allows, the total liability of ${product} for any claim relating to the service is limited to the fees you paid to ${product} in the 3 months before the event giving rise to the claim.`,
      ],
    },
    {
      heading: 'Disputes',
      paragraphs: [
        'Before starting a formal proceeding, you agree to contact us and try to resolve the dispute informally for at least 30 days.',
        'A dispute that is not resolved informally is settled by binding arbitration. For claims of US $10,000 or less you may choose whether the arbitration is conducted on documents only, by telephone or in person. Any in-person hearing takes place within 100 miles of your residence, unless both parties agree otherwise.',
      ],
    },
    {
      heading: 'Records of communications',
      paragraphs: ['We keep records of communications sent through the service, including messages between clients and advisors, for 6 years.'],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. The date at the top shows when they last changed; continuing to use the service after a change means you accept the updated terms.',
      ],
    },
  ],
};
