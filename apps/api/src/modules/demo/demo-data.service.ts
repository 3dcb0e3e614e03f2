import { users } from '@finboard/db';
import { sql } from 'drizzle-orm';
import { DEMO_SEEDERS, type DemoContext } from './demo-seeders';
import { createSeededRandom } from './seeded-random';

const DEMO_SEED = 20_200_119;

/** Creates the demo data on first start, only when the database has no users at all. */
export async function seedDemoDataIfEmpty(
  services: Pick<DemoContext, 'db' | 'auth' | 'storage' | 'aggregation' | 'billing' | 'productName'>,
  today: string,
): Promise<boolean> {
  const { db } = services;
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (Number(row?.count ?? 0) > 0) return false;
  const context: DemoContext = { ...services, random: createSeededRandom(DEMO_SEED), today, userIds: {} };
  for (const seed of DEMO_SEEDERS) await seed(context);
  return true;
}
