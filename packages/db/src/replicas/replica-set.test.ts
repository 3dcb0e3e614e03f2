import { describe, expect, it } from 'vitest';
import type { Db } from '../database';
import { formatLsn, parseLsn } from './lsn';
import type pg from 'pg';
import { isReplicaTrouble, ReplicaQueries } from './read-router';
import { type ReplicaEndpoint, ReplicaSet } from './replica-set';

// Fakes of the lag queries: the primary's WAL position and each replica's replay position are
// numbers the test moves; a replica that is "down" throws as a refused connection does.
const primaryDb = { name: 'primary' } as unknown as Db;

function fakeCluster(replicaNames: string[], rules: { maxLagMs?: number; probeEveryMs?: number } = {}) {
  let now = 1_000_000;
  let primaryPosition = 100n;
  const replayed = new Map(replicaNames.map((name) => [name, 100n]));
  const down = new Set<string>();
  let replayQueries = 0;
  const replicas: ReplicaEndpoint[] = replicaNames.map((name) => ({
    name,
    db: { name } as unknown as Db,
    replayPosition() {
      replayQueries += 1;
      if (down.has(name)) return Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
      return Promise.resolve(replayed.get(name) ?? 0n);
    },
  }));
  const set = new ReplicaSet({ db: primaryDb, walPosition: () => Promise.resolve(primaryPosition) }, replicas, {
    maxLagMs: rules.maxLagMs ?? 5_000,
    probeEveryMs: rules.probeEveryMs ?? 1_000,
    probeTimeoutMs: 1_000,
    now: () => now,
  });
  const chosen = async (mark: bigint | null) => ((await set.choose(mark)).db as unknown as { name: string }).name;
  return {
    set,
    chosen,
    /** The primary commits: its position moves on; replicas replay only when told. */
    write(bytes = 10n) {
      primaryPosition += bytes;
      return primaryPosition;
    },
    replay(name: string, position?: bigint) {
      replayed.set(name, position ?? primaryPosition);
    },
    tick(ms: number) {
      now += ms;
    },
    down,
    get replayQueries() {
      return replayQueries;
    },
  };
}

describe('the lag rule', () => {
  it('sends a lag-tolerant read without a recent write to a replica that has replayed the primary', async () => {
    const cluster = fakeCluster(['replica-a']);
    await cluster.set.refresh();
    expect(await cluster.chosen(null)).toBe('replica-a');
    expect(cluster.set.status()).toEqual([{ name: 'replica-a', state: 'up', lagMs: 0, replayLsn: '0/64' }]);
  });

  it('reads from the primary until the first probe has judged the replicas', async () => {
    const cluster = fakeCluster(['replica-a']);
    expect(await cluster.chosen(null)).toBe('primary');
    expect(cluster.set.status()[0]?.state).toBe('unknown');
  });

  it('read-your-writes: a reader whose write the replica has not replayed reads the primary, then the replica once it has', async () => {
    const cluster = fakeCluster(['replica-a']);
    await cluster.set.refresh();
    const mark = cluster.write();
    expect(await cluster.chosen(mark)).toBe('primary');
    // Another reader, with no recent write, may still read the replica (it is within the lag allowed).
    expect(await cluster.chosen(null)).toBe('replica-a');
    cluster.replay('replica-a');
    // No probe has run since: the known position is behind the mark, so the replica is asked again.
    const before = cluster.replayQueries;
    expect(await cluster.chosen(mark)).toBe('replica-a');
    expect(cluster.replayQueries).toBe(before + 1);
    // Now known to be past the mark: no further question.
    expect(await cluster.chosen(mark)).toBe('replica-a');
    expect(cluster.replayQueries).toBe(before + 1);
  });

  it('skips a replica further behind than the lag allowed, and takes it back once it catches up', async () => {
    const cluster = fakeCluster(['replica-a'], { maxLagMs: 5_000 });
    await cluster.set.refresh();
    // The primary moves on every second; the replica stays where it was.
    for (let second = 1; second <= 7; second += 1) {
      cluster.write();
      cluster.tick(1_000);
      await cluster.set.refresh();
    }
    expect(cluster.set.status()[0]).toMatchObject({ state: 'lagging', lagMs: 7_000 });
    expect(await cluster.chosen(null)).toBe('primary');
    cluster.replay('replica-a');
    cluster.tick(1_000);
    await cluster.set.refresh();
    expect(cluster.set.status()[0]).toMatchObject({ state: 'up', lagMs: 0 });
    expect(await cluster.chosen(null)).toBe('replica-a');
  });

  it('counts lag from the newest primary position the replica has replayed', async () => {
    const cluster = fakeCluster(['replica-a'], { maxLagMs: 5_000 });
    await cluster.set.refresh();
    cluster.write();
    cluster.tick(1_000);
    await cluster.set.refresh();
    const replayedHere = cluster.write();
    cluster.tick(1_000);
    await cluster.set.refresh();
    cluster.replay('replica-a', replayedHere);
    cluster.write();
    cluster.tick(2_000);
    await cluster.set.refresh();
    // It has replayed the sample taken 2 s ago, not the newest: 2 s behind, within the 5 allowed.
    expect(cluster.set.status()[0]).toMatchObject({ state: 'up', lagMs: 2_000 });
  });

  it('falls back to the primary when the replica is down, and returns to it when it answers again', async () => {
    const cluster = fakeCluster(['replica-a']);
    await cluster.set.refresh();
    cluster.down.add('replica-a');
    await cluster.set.refresh();
    expect(cluster.set.status()[0]).toMatchObject({ state: 'down', reason: 'connect ECONNREFUSED' });
    expect(await cluster.chosen(null)).toBe('primary');
    cluster.down.delete('replica-a');
    await cluster.set.refresh();
    expect(await cluster.chosen(null)).toBe('replica-a');
  });

  it('a replica that failed a read is skipped at once, before the next probe', async () => {
    const cluster = fakeCluster(['replica-a']);
    await cluster.set.refresh();
    cluster.set.markDown('replica-a', new Error('Connection terminated unexpectedly'));
    expect(await cluster.chosen(null)).toBe('primary');
  });

  it('trusts no judgement older than three probe periods (the prober stalled)', async () => {
    const cluster = fakeCluster(['replica-a'], { probeEveryMs: 1_000 });
    await cluster.set.refresh();
    cluster.tick(3_500);
    expect(await cluster.chosen(null)).toBe('primary');
    expect(cluster.set.status()[0]?.state).toBe('unknown');
  });

  it('a replica behind every sampled position counts as lagging (no sample to measure from)', async () => {
    const cluster = fakeCluster(['replica-a']);
    cluster.replay('replica-a', 50n);
    await cluster.set.refresh();
    expect(cluster.set.status()[0]).toMatchObject({ state: 'lagging', lagMs: null });
    expect(await cluster.chosen(null)).toBe('primary');
  });

  it("takes the replicas in turn, and only those that have replayed a reader's write", async () => {
    const cluster = fakeCluster(['replica-a', 'replica-b']);
    await cluster.set.refresh();
    expect([await cluster.chosen(null), await cluster.chosen(null), await cluster.chosen(null)].sort()).toEqual(['replica-a', 'replica-a', 'replica-b']);
    const mark = cluster.write();
    cluster.replay('replica-b');
    expect([await cluster.chosen(mark), await cluster.chosen(mark)]).toEqual(['replica-b', 'replica-b']);
  });

  it('keeps judging replicas against the last known primary position while the primary does not answer', async () => {
    let primaryUp = true;
    const replica: ReplicaEndpoint = { name: 'replica-a', db: { name: 'replica-a' } as unknown as Db, replayPosition: () => Promise.resolve(100n) };
    const set = new ReplicaSet({ db: primaryDb, walPosition: () => (primaryUp ? Promise.resolve(100n) : Promise.reject(new Error('down'))) }, [replica], {
      maxLagMs: 5_000,
      probeEveryMs: 1_000,
      probeTimeoutMs: 1_000,
    });
    await set.refresh();
    primaryUp = false;
    await set.refresh();
    expect(set.status()[0]?.state).toBe('up');
  });
});

describe('WAL positions and replica failures', () => {
  it('reads and writes PostgreSQL LSNs as 64-bit positions', () => {
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn(null)).toBeNull();
    expect(parseLsn('16-B3')).toBeNull();
    expect(formatLsn(parseLsn('16/B374D848') ?? 0n)).toBe('16/B374D848');
    expect((parseLsn('1/0') ?? 0n) > (parseLsn('0/FFFFFFFF') ?? 0n)).toBe(true);
  });

  it('runs a replica read again on the primary only when the replica is at fault', () => {
    expect(isReplicaTrouble(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isReplicaTrouble(Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' }))).toBe(true);
    expect(isReplicaTrouble(Object.assign(new Error('database "x" does not exist'), { code: '3D000' }))).toBe(true);
    expect(isReplicaTrouble(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isReplicaTrouble(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isReplicaTrouble(Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }))).toBe(false);
  });
});

describe('a replica read that fails', () => {
  const pool = (answer: () => Promise<unknown>, calls: string[], name: string) =>
    ({
      query: (text: string) => {
        calls.push(`${name}: ${text}`);
        return answer();
      },
    }) as unknown as pg.Pool;

  it('is run again on the primary when the replica is at fault, and the replica is reported', async () => {
    const calls: string[] = [];
    const troubles: unknown[] = [];
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const queries = new ReplicaQueries(
      pool(() => Promise.reject(refused), calls, 'replica'),
      pool(() => Promise.resolve({ rows: [{ one: 1 }] }), calls, 'primary'),
      (error) => troubles.push(error),
    );
    expect(await queries.query('select 1')).toEqual({ rows: [{ one: 1 }] });
    expect(calls).toEqual(['replica: select 1', 'primary: select 1']);
    expect(troubles).toEqual([refused]);
  });

  it("is the caller's error when the query itself is at fault (the primary would refuse it too)", async () => {
    const calls: string[] = [];
    const invalid = Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' });
    const queries = new ReplicaQueries(
      pool(() => Promise.reject(invalid), calls, 'replica'),
      pool(() => Promise.resolve({ rows: [] }), calls, 'primary'),
      () => undefined,
    );
    await expect(queries.query('select 1')).rejects.toBe(invalid);
    expect(calls).toEqual(['replica: select 1']);
  });
});
