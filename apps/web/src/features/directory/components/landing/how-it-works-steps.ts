import { env } from '../../../../config/env';

/** The three steps the 'How it works' modal tells when no video is set. */
export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Search by ZIP code',
    text: 'Enter your ZIP code and choose whether you want help to invest, to plan, or both.',
  },
  {
    title: 'Compare advisors',
    text: 'See who practises near you: their categories, firm, distance, the clients they serve and how clients rate them.',
  },
  {
    title: 'Connect and plan together',
    text: `Send a request, choose what you share, and work on your plan with your advisor in ${env.productName}.`,
  },
] as const;
