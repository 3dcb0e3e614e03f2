import type { Actor } from '../../access/actor';
import { uploadProfileImage } from '../profile/profile-images.service';
import { upsertAdvisorProfile, upsertClientOnboarding, upsertUserProfile, replaceSpouse } from '../profile/profile.repository';
import { DEMO_CLIENT_SAVINGS_RATE, demoClientEmployment } from './demo-client-person';
import type { DemoContext, DemoSeeder } from './demo-seeders';

/** A portrait stand-in: initials on a coloured disc, drawn here so the demo needs no image files. */
export async function avatar(initials: string, color: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#f1f5f9"/>
    <circle cx="128" cy="128" r="120" fill="${color}"/>
    <text x="128" y="150" font-family="DejaVu Sans, Arial, sans-serif" font-size="88" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text>
  </svg>`;
  // sharp loads on first use (the demo seeding), not with the server.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function logo(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96">
    <rect x="4" y="4" width="88" height="88" rx="20" fill="#0f766e"/>
    <path d="M24 68 L44 44 L58 56 L76 30" stroke="#ffffff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="108" y="62" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="#0f172a">${text}</text>
  </svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const actorOf = (context: DemoContext, key: 'client' | 'advisor', email: string): Actor => ({
  userId: context.userIds[key] as string,
  role: key,
  email,
  emailVerified: true,
});

async function seedClient(context: DemoContext) {
  const userId = context.userIds.client;
  if (!userId) return;
  const job = demoClientEmployment(context);
  await upsertUserProfile(context.db, userId, {
    dateOfBirth: '1984-06-12',
    phone: '212-555-0148',
    description: 'Saving for an early retirement and a house by the lake.',
    employer: job.employer,
    hasSpouse: true,
    children: 0,
    addressLine1: '350 Riverside Drive',
    city: 'New York',
    state: 'NY',
    zipCode: '10025',
  });
  await replaceSpouse(context.db, userId, {
    firstName: 'Sam',
    lastName: 'Rivera',
    dateOfBirth: '1985-02-03',
    incomeCents: job.spouse?.annualSalaryCents ?? 0,
    retirementAge: 65,
    usCitizen: true,
  });
  await upsertClientOnboarding(context.db, userId, {
    highestPriority: 'Retire comfortably',
    birthDate: '1984-06-12',
    hasSpouse: true,
    spouseBirthDate: '1985-02-03',
    spouseFirstName: 'Sam',
    spouseLastName: 'Rivera',
    retirementAge: 62,
    incomeCents: job.annualSalaryCents,
    retirementIncomeRate: 0.8,
    savingsRate: DEMO_CLIENT_SAVINGS_RATE,
    totalSavingsCents: 24_000_000,
  });
  const actor = actorOf(context, 'client', 'demo.client@finboard.dev');
  await uploadProfileImage({ db: context.db, storage: context.storage }, actor, 'photo', { bytes: await avatar('DR', '#2563eb') });
}

async function seedAdvisor(context: DemoContext) {
  const userId = context.userIds.advisor;
  if (!userId) return;
  await upsertUserProfile(context.db, userId, {
    phone: '646-555-0192',
    description: 'Fee-only planner helping families and small-business owners retire on their terms.',
    employer: 'Patel Wealth Partners',
    addressLine1: '1 Liberty Plaza, Suite 2100',
    city: 'New York',
    state: 'NY',
    zipCode: '10006',
    socialLinks: { website: 'https://patelwealth.example.com', linkedin: 'https://www.linkedin.com/in/morgan-patel-demo' },
  });
  await upsertAdvisorProfile(context.db, userId, {
    profession: 'Financial Planner',
    minimumClientRelationshipSize: '> $250k',
    clientTypes: ['Retirement', 'Business', 'High Net Worth'],
    professionalLicenses: ['S65', 'S66'],
    examDate: '2012-09-14',
    professionalDesignation: 'CFP®',
    firmName: 'Patel Wealth Partners',
    officeNumber: '646-555-0100',
    calendarLink: 'https://calendar.example.com/morgan-patel',
    firmWebsite: 'https://patelwealth.example.com',
    secCrd: '7654321',
    cfpId: 'CFP-204518',
    manageFunds: true,
  });
  const actor = actorOf(context, 'advisor', 'demo.advisor@finboard.dev');
  const deps = { db: context.db, storage: context.storage };
  await uploadProfileImage(deps, actor, 'photo', { bytes: await avatar('MP', '#0f766e') });
  await uploadProfileImage(deps, actor, 'company-logo', { bytes: await logo('Patel Wealth') });
}

/** The demo client and advisor with complete profiles and pictures. */
export const seedDemoProfiles: DemoSeeder = async (context) => {
  await seedClient(context);
  await seedAdvisor(context);
};
