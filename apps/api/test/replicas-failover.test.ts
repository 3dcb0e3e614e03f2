import type { Db, ReadRouter } from '@finboard/db';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { signUp as SignUp, TestApp } from './test-app';

// Run by `npm run test:replicas` only (scripts/test-replicas.mjs), against a real primary, a
// streaming replica and PgBouncer in transaction mode: a client's writes are in their next reads at
// once, later reads are served by the replica, and when the replica stops in the middle reads fall
// back to the primary without an error while /readyz stays ready and reports it. Elsewhere it is
// skipped (and loads no server: the imports are dynamic).
const STOP_REPLICA = process.env.TEST_REPLICA_STOP_COMMAND;

const manualAsset = (name: string, amount: string) => ({
  institutionName: 'Kitchen Drawer Bank',
  name,
  balanceType: 'assets',
  accountType: 'depository',
  accountSubtype: 'savings',
  amount,
  date: '2024-03-01',
});

describe.skipIf(!STOP_REPLICA)('a streaming replica behind the lag rule, through PgBouncer', () => {
  let t: TestApp;
  let signUp: typeof SignUp;
  const served: ('primary' | 'replica')[] = [];
  let cookies: string[];

  beforeAll(async () => {
    const { createTestDatabase } = await import('@finboard/db/testing');
    const testApp = await import('./test-app');
    signUp = testApp.signUp;
    const database = await createTestDatabase();
    expect(database.reads.hasReplicas).toBe(true);
    // Which database the router handed each lag-tolerant read.
    const router: ReadRouter = database.reads;
    const reads: ReadRouter = {
      ...router,
      hasReplicas: router.hasReplicas,
      markLifetimeMs: router.markLifetimeMs,
      async readDb(mark) {
        const db: Db = await router.readDb(mark);
        served.push(db === database.db ? 'primary' : 'replica');
        return db;
      },
    };
    t = await testApp.createTestApp({}, { database: { ...database, reads } });
    cookies = (await signUp(t)).cookies;
  });
  afterAll(() => t.close());

  const netWorthAssets = async (sent: string[]) => {
    const response = await t.request({ method: 'GET', url: '/api/net-worth', cookies: sent });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ assets: { name: string }[] }>().assets.map((account) => account.name);
  };

  it("shows a client's write in their very next read (read-your-writes), every time", async () => {
    for (let round = 1; round <= 5; round += 1) {
      const added = await t.request({ method: 'POST', url: '/api/accounts/manual', payload: manualAsset(`Savings ${round}`, `${round}00.00`), cookies });
      expect(added.statusCode, added.body).toBe(201);
      expect(await netWorthAssets(cookies)).toContain(`Savings ${round}`);
    }
  });

  it('serves lag-tolerant reads from the replica once it has replayed the write', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    served.length = 0;
    for (let read = 0; read < 5; read += 1) expect(await netWorthAssets(cookies)).toContain('Savings 5');
    expect(served).toEqual(['replica', 'replica', 'replica', 'replica', 'replica']);
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', replicas: [expect.objectContaining({ state: 'up' })] });
  });

  it('falls back to the primary when the replica stops in the middle, with no failed read, and stays ready', async () => {
    const [command = '', ...args] = JSON.parse(STOP_REPLICA ?? '[]') as string[];
    // Reads run while the replica shuts down: each is answered, from the replica or (after its failure) the primary.
    const reading = (async () => {
      const answers: number[] = [];
      for (let read = 0; read < 20; read += 1) {
        const response = await t.request({ method: 'GET', url: '/api/net-worth', cookies });
        answers.push(response.statusCode);
      }
      return answers;
    })();
    const stopped = spawnSync(command, args, { encoding: 'utf8' });
    expect(stopped.status, stopped.stderr).toBe(0);
    expect((await reading).every((status) => status === 200)).toBe(true);
    served.length = 0;
    const added = await t.request({ method: 'POST', url: '/api/accounts/manual', payload: manualAsset('After the replica', '50.00'), cookies });
    expect(added.statusCode, added.body).toBe(201);
    expect(await netWorthAssets(cookies)).toContain('After the replica');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await netWorthAssets(cookies)).toContain('After the replica');
    expect(served.at(-1)).toBe('primary');
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', replicas: [expect.objectContaining({ state: 'down' })] });
  });
});
