import type { Db } from '@finboard/db';
import type { FileStorage } from '../../providers/storage/file-storage';
import { buildDemoDirectory, demoId, type DemoAdvisor, type DemoDirectory } from './demo-advisors';
import {
  insertDemoAdvisorProfiles,
  insertDemoFiles,
  insertDemoLinks,
  insertDemoRatings,
  insertDemoUserProfiles,
  insertDemoUsers,
  placeAdvisorIfUnplaced,
  userWithEmailExists,
  type DemoUserRow,
} from './demo-advisors.repository';
import { DEMO_ADVISOR_ZIP } from './demo-advisors-zips';
import { avatar } from './demo-profiles';
import type { DemoSeeder } from './demo-seeders';

/** Pictures are drawn once per initials (their colour follows them): a few hundred for all the advisors. */
function drawPortraits(advisors: readonly DemoAdvisor[]) {
  const drawn = new Map<string, Promise<Buffer>>();
  return advisors.map((advisor) => {
    const key = `${advisor.photo.initials}|${advisor.photo.color}`;
    let picture = drawn.get(key);
    if (!picture) {
      picture = avatar(advisor.photo.initials, advisor.photo.color);
      drawn.set(key, picture);
    }
    return picture;
  });
}

/** Stores each picture under its owner, a few writes at a time (a local folder or S3). */
async function storePortraits(storage: FileStorage, advisors: readonly DemoAdvisor[], pictures: readonly Promise<Buffer>[]) {
  const sizes: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < advisors.length) {
      const index = next++;
      const advisor = advisors[index] as DemoAdvisor;
      const bytes = await (pictures[index] as Promise<Buffer>);
      await storage.put(portraitKey(advisor), bytes, 'image/jpeg');
      sizes[index] = bytes.length;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return sizes;
}

const portraitKey = (advisor: DemoAdvisor) => `${advisor.id}/${advisor.photo.fileId}.jpg`;
const startOf = (date: string) => new Date(`${date}T15:00:00Z`);

function userRow(person: { id: string; email: string; firstName: string; lastName: string; completionDate: string }, role: 'advisor' | 'client'): DemoUserRow {
  const at = startOf(person.completionDate);
  return {
    id: person.id,
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    emailVerified: true,
    firstName: person.firstName,
    lastName: person.lastName,
    role,
    completionDate: person.completionDate,
    plan: 'free',
    createdAt: at,
    updatedAt: at,
  };
}

async function insertDirectory(db: Db, storage: FileStorage, directory: DemoDirectory, productName: string) {
  const { advisors, clients, ratings } = directory;
  // The pictures are drawn and stored on libuv's threads while the database (PGlite runs on this
  // one) takes every row that does not need them; their file rows and the profiles pointing at them follow.
  const stored = storePortraits(storage, advisors, drawPortraits(advisors));
  stored.catch(() => undefined);
  await db.transaction(async (tx) => {
    await insertDemoUsers(tx, [...advisors.map((advisor) => userRow(advisor, 'advisor')), ...clients.map((client) => userRow(client, 'client'))]);
    await insertDemoAdvisorProfiles(
      tx,
      advisors.map((advisor) => ({ userId: advisor.id, ...advisor.advisor, updatedAt: startOf(advisor.completionDate) })),
    );
    // A client rates an advisor they are connected to.
    await insertDemoLinks(
      tx,
      ratings.map((rating, index) => ({
        id: demoId('link', index),
        userId: rating.clientId,
        advisorId: rating.advisorId,
        status: 'connected' as const,
        requestedBy: 'client' as const,
        source: 'Directory',
        requestedAt: startOf(rating.connectedDate),
        acceptedAt: startOf(rating.connectedDate),
        acceptedFrom: `${productName} Web`,
        updatedAt: startOf(rating.connectedDate),
      })),
    );
    await insertDemoRatings(
      tx,
      ratings.map((rating) => ({
        advisorId: rating.advisorId,
        userId: rating.clientId,
        halfStars: rating.halfStars,
        createdAt: startOf(rating.connectedDate),
        updatedAt: startOf(rating.connectedDate),
      })),
    );
    const sizes = await stored;
    await insertDemoFiles(
      tx,
      advisors.map((advisor, index) => ({
        id: advisor.photo.fileId,
        userId: advisor.id,
        purpose: 'photo',
        storageKey: portraitKey(advisor),
        contentType: 'image/jpeg',
        byteSize: sizes[index] as number,
        width: 256,
        height: 256,
        createdAt: startOf(advisor.completionDate),
      })),
    );
    await insertDemoUserProfiles(
      tx,
      advisors.map((advisor) => ({ userId: advisor.id, ...advisor.profile, photoFileId: advisor.photo.fileId, updatedAt: startOf(advisor.completionDate) })),
    );
  });
}

/**
 * The directory's demo advisors (demo-advisors.ts), written in a few batched statements: several
 * of every category within 25 miles of each large US city, with pictures, places and ratings. Run
 * again, it finds its first advisor and adds nothing. The demo advisor Morgan Patel is placed too
 * (Financial Planner and Consultant, in Lower Manhattan), rated by the two demo clients connected to them.
 */
export const seedDemoAdvisors: DemoSeeder = async (context) => {
  const directory = buildDemoDirectory(context.today);
  const first = directory.advisors[0];
  if (first && !(await userWithEmailExists(context.db, first.email))) {
    await insertDirectory(context.db, context.storage, directory, context.productName);
  }

  const morgan = context.userIds.advisor;
  if (!morgan) return;
  const [, , , latitude, longitude] = DEMO_ADVISOR_ZIP;
  await placeAdvisorIfUnplaced(context.db, morgan, { categories: ['CFP', 'CFC'], latitude, longitude });
  const rated = [
    { clientId: context.userIds.client, halfStars: 9 },
    { clientId: context.userIds.cashFlowClient, halfStars: 10 },
  ].flatMap(({ clientId, halfStars }) => (clientId ? [{ advisorId: morgan, userId: clientId, halfStars }] : []));
  await insertDemoRatings(context.db, rated);
};
