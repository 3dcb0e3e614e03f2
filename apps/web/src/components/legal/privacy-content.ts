import { env } from '../../config/env';
import type { LegalDocumentContent } from './legal-document';

const product = env.productName;

/** Privacy Policy, written from the facts the spec fixes (spec 01 §1, §2, §6). */
export const PRIVACY_CONTENT: LegalDocumentContent = {
  title: 'Privacy Policy',
  intro: `This policy explains what ${product} collects, why, and the choices you have. It applies to the web application and everything you connect to it.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect the information you give us and the information you ask us to connect:'],
      bullets: [
        'Account details: name, email address, role and, if you choose, photo, phone number and address.',
        'Financial data from institutions you link through our aggregation provider, or that you enter manually: accounts, balances, transactions, holdings and liabilities.',
        'Planning information such as income, savings, retirement age and the scenarios you build.',
        'Technical information needed to keep your session secure, such as your IP address at sign-in.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your information to provide the service: to show your net worth, cash flow and investments, run your retirement analysis, generate the reports you request, bill your subscription and keep your account secure. We do not sell your personal information.',
      ],
    },
    {
      heading: 'Sharing with advisors',
      paragraphs: [
        'An advisor sees your data only while you are connected and only the parts you choose to share: All, Net Worth, Cash Flow or Retirement Score. Advisors can view shared data but cannot change it. You can disconnect an advisor at any time, and every advisor view of your data is recorded where you can see it.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        `${product} is for people 18 or older; minors may use it only with a parent's or guardian's consent. We do not knowingly collect information from children under 13.`,
      ],
    },
    {
      heading: 'Retention',
      paragraphs: ['We keep your data while your account is open. Records of communications sent through the service are kept for 6 years.'],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can update your profile, disconnect institutions and advisors, and change what you share at any time. To ask for a copy of your data or to close your account, contact Customer Support.',
      ],
    },
  ],
};
