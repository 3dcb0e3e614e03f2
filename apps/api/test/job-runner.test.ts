import { rowsOf } from '@finboard/db';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/job-queue';
import { type JobKind, JobRunner, PermanentJobError, queueJob } from '../src/jobs/job-runner';
import { expireRunningJobs, jobRows } from './support/job-rows';

/**
 * The background job queue (pg-boss, on PGlite or PostgreSQL): queued in a transaction (or not at
 * all), the same key once, retried after a failure until its attempts are spent, a permanent
 * failure at once, a cut-off run repeated or abandoned by its kind, instances starting together on a
 * new database, two runners on one database running each job once, and the old table's unfinished jobs moved in.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const errors: unknown[] = [];
const runners: JobRunner[] = [];
afterAll(() => Promise.all(runners.map((runner) => runner.stop())));
/** Retried at once (no backoff), so a drain sees every attempt. */
const runnerOn = (db: TestDatabase = database) => {
  const runner = new JobRunner(db, {
    pollMs: 60_000,
    leaseSeconds: 60,
    batch: 5,
    retryDelaySeconds: 0,
    exponentialBackoff: false,
    onError: (error) => errors.push(error),
  });
  runners.push(runner);
  return runner;
};

let counter = 0;
const key = (name: string) => `${name}:${(counter += 1)}`;

/** A kind whose runs are counted per payload key, failing as `behaviour` says on each attempt. */
function countingKind(kind: string, behaviour: (attempt: number) => 'ok' | 'fail' | 'refuse', { repeatable = false, coalesced = false } = {}) {
  const runs = new Map<string, number>();
  const definition: JobKind<{ key: string }> = {
    kind,
    repeatable,
    coalesced,
    parse: (payload) => payload as { key: string },
    async run({ key: id }) {
      const attempt = (runs.get(id) ?? 0) + 1;
      runs.set(id, attempt);
      const outcome = behaviour(attempt);
      if (outcome === 'fail') throw new Error(`attempt ${attempt} failed`);
      if (outcome === 'refuse') throw new PermanentJobError('refused for good');
    },
  };
  return { definition, runs };
}

const jobOf = async (kind: string, dedupeKey: string) => (await jobRows(database, { kind, dedupeKey }))[0];
const later = () => new Date(Date.now() + 3_600_000);

describe('the job queue', () => {
  it('runs a queued job once, and queues the same key only once', async () => {
    const { definition, runs } = countingKind('test.once', () => 'ok');
    const runner = runnerOn().register(definition);
    await runner.open();
    const dedupeKey = key('once');
    await database.db.transaction((tx) => queueJob(tx, { kind: 'test.once', payload: { key: dedupeKey }, dedupeKey, maxAttempts: 3 }));
    expect(await database.db.transaction((tx) => enqueueJob(tx, { kind: 'test.once', payload: { key: dedupeKey }, dedupeKey, maxAttempts: 3 }))).toBe(false);
    await runner.drain();
    await runner.drain();
    expect(runs.get(dedupeKey)).toBe(1);
    expect(await jobOf('test.once', dedupeKey)).toEqual(expect.objectContaining({ state: 'completed', retryCount: 0, output: null }));
  });

  it('coalesces: while a job of a coalesce key waits, asking again queues nothing; once it runs, the next one is queued', async () => {
    const { definition, runs } = countingKind('test.coalesced', () => 'ok', { repeatable: true, coalesced: true });
    const runner = runnerOn().register(definition);
    await runner.open();
    const coalesceKey = key('coalesced');
    const ask = () =>
      database.db.transaction((tx) =>
        enqueueJob(tx, { kind: 'test.coalesced', payload: { key: coalesceKey }, dedupeKey: key('ask'), coalesceKey, maxAttempts: 3 }),
      );
    expect([await ask(), await ask(), await ask()]).toEqual([true, false, false]);
    await runner.drain();
    expect(runs.get(coalesceKey)).toBe(1);
    expect(await ask()).toBe(true);
    await runner.drain();
    expect(runs.get(coalesceKey)).toBe(2);
  });

  it('a started runner queues scheduled work once per period, however many instances offer it', async () => {
    const { definition, runs } = countingKind('test.daily', () => 'ok', { repeatable: true });
    const period = key('day');
    const schedule = { due: () => ({ kind: 'test.daily', payload: { key: period }, dedupeKey: `test.daily:${period}`, maxAttempts: 3 }) };
    const second = await database.reopen();
    const both = [
      runnerOn().register(definition).schedule(schedule),
      runnerOn(second as TestDatabase)
        .register(definition)
        .schedule(schedule),
    ];
    try {
      await Promise.all(both.map((runner) => runner.start()));
      await Promise.all(both.map((runner) => runner.drain()));
      expect(runs.get(period)).toBe(1);
      expect(await jobOf('test.daily', `test.daily:${period}`)).toEqual(expect.objectContaining({ state: 'completed' }));
    } finally {
      await Promise.all(both.map((runner) => runner.stop()));
      await second.close();
    }
  });

  it('a runner drained by hand (tests, RUN_JOBS off) keeps no calendar', async () => {
    const { definition, runs } = countingKind('test.unscheduled', () => 'ok', { repeatable: true });
    const period = key('day');
    const runner = runnerOn()
      .register(definition)
      .schedule({ due: () => ({ kind: 'test.unscheduled', payload: { key: period }, dedupeKey: period, maxAttempts: 3 }) });
    await runner.drain();
    expect(runs.size).toBe(0);
    expect(await jobOf('test.unscheduled', period)).toBeUndefined();
  });

  it('a cut-off or failed run of a coalesced kind, while another of its key waits, is superseded by that one (never two waiting)', async () => {
    const { definition, runs } = countingKind('test.superseded', () => 'fail', { repeatable: true, coalesced: true });
    const runner = runnerOn().register(definition);
    await runner.open();
    const [cutKey, failKey] = [key('cut'), key('fail')];
    const queue = (coalesceKey: string, n: number, runAt?: Date) =>
      database.db.transaction((tx) =>
        queueJob(tx, { kind: 'test.superseded', payload: { key: coalesceKey }, dedupeKey: `${coalesceKey}:${n}`, coalesceKey, maxAttempts: 3, runAt }),
      );
    // One of cutKey was running on an instance that died; another of its key was asked for since.
    await queue(cutKey, 1);
    await database.querySql(`update pgboss.job set state = 'active', started_on = now() where name = 'test.superseded'`);
    await expireRunningJobs(database);
    await queue(cutKey, 2, later());
    await queue(failKey, 1);
    // While the failing one runs, a second of its key is asked for.
    const original = definition.run;
    definition.run = async (payload) => {
      await queue(failKey, 2, later());
      return original(payload);
    };
    await runner.drain();
    expect(runs.get(cutKey)).toBeUndefined();
    expect(runs.get(failKey)).toBe(1);
    expect((await jobOf('test.superseded', `${cutKey}:1`))?.state).toBe('cancelled');
    expect((await jobOf('test.superseded', `${cutKey}:2`))?.state).toBe('created');
    expect(await jobOf('test.superseded', `${failKey}:1`)).toEqual(
      expect.objectContaining({ state: 'cancelled', output: expect.objectContaining({ error: 'attempt 1 failed' }) }),
    );
    expect((await jobOf('test.superseded', `${failKey}:2`))?.state).toBe('created');
  });

  it('queues nothing when the transaction rolls back', async () => {
    const runner = runnerOn().register(countingKind('test.once', () => 'ok').definition);
    await runner.open();
    const dedupeKey = key('rolled-back');
    await database.db
      .transaction(async (tx) => {
        await queueJob(tx, { kind: 'test.once', payload: { key: dedupeKey }, dedupeKey, maxAttempts: 3 });
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    expect(await jobOf('test.once', dedupeKey)).toBeUndefined();
  });

  it('retries a failing job until it succeeds, within its attempts', async () => {
    const { definition, runs } = countingKind('test.flaky', (attempt) => (attempt < 3 ? 'fail' : 'ok'));
    const runner = runnerOn().register(definition);
    await runner.open();
    const dedupeKey = key('flaky');
    await database.db.transaction((tx) => queueJob(tx, { kind: 'test.flaky', payload: { key: dedupeKey }, dedupeKey, maxAttempts: 5 }));
    await runner.drain();
    expect(runs.get(dedupeKey)).toBe(3);
    expect(await jobOf('test.flaky', dedupeKey)).toEqual(expect.objectContaining({ state: 'completed', retryCount: 2 }));
  });

  it('fails a job for good when its attempts are spent, or at once when refused for good', async () => {
    const failing = countingKind('test.down', () => 'fail');
    const refusing = countingKind('test.refused', () => 'refuse');
    const runner = runnerOn().register(failing.definition).register(refusing.definition);
    await runner.open();
    const [down, refused] = [key('down'), key('refused')];
    await database.db.transaction(async (tx) => {
      await queueJob(tx, { kind: 'test.down', payload: { key: down }, dedupeKey: down, maxAttempts: 3 });
      await queueJob(tx, { kind: 'test.refused', payload: { key: refused }, dedupeKey: refused, maxAttempts: 3 });
    });
    await runner.drain();
    expect(failing.runs.get(down)).toBe(3);
    expect(await jobOf('test.down', down)).toEqual(
      expect.objectContaining({ state: 'failed', retryCount: 2, output: expect.objectContaining({ error: 'attempt 3 failed' }) }),
    );
    expect(refusing.runs.get(refused)).toBe(1);
    expect(await jobOf('test.refused', refused)).toEqual(
      expect.objectContaining({ state: 'cancelled', retryCount: 0, output: expect.objectContaining({ error: 'refused for good' }) }),
    );
  });

  it('repeats a cut-off run of a repeatable kind, and abandons one that must never run twice', async () => {
    const repeatable = countingKind('test.sync', () => 'ok', { repeatable: true });
    const sendOnce = countingKind('test.send', () => 'ok');
    const runner = runnerOn().register(repeatable.definition).register(sendOnce.definition);
    await runner.open();
    const [sync, send] = [key('sync'), key('send')];
    await database.db.transaction(async (tx) => {
      await queueJob(tx, { kind: 'test.sync', payload: { key: sync }, dedupeKey: sync, maxAttempts: 3 });
      await queueJob(tx, { kind: 'test.send', payload: { key: send }, dedupeKey: send, maxAttempts: 3 });
    });
    // Both were taken by an instance that died mid-run.
    await database.querySql(`update pgboss.job set state = 'active', started_on = now() where name in ('test.sync', 'test.send')`);
    await expireRunningJobs(database);
    await runner.drain();
    expect(repeatable.runs.get(sync)).toBe(1);
    expect(await jobOf('test.sync', sync)).toEqual(expect.objectContaining({ state: 'completed', retryCount: 1 }));
    expect(sendOnce.runs.get(send)).toBeUndefined();
    expect(await jobOf('test.send', send)).toEqual(expect.objectContaining({ state: 'cancelled', retryCount: 1 }));
  });

  it('leaves a job another instance is running alone', async () => {
    const { definition, runs } = countingKind('test.held', () => 'ok');
    const runner = runnerOn().register(definition);
    await runner.open();
    const held = key('held');
    await database.db.transaction((tx) => queueJob(tx, { kind: 'test.held', payload: { key: held }, dedupeKey: held, maxAttempts: 3 }));
    await database.querySql(`update pgboss.job set state = 'active', started_on = now() where name = 'test.held'`);
    await runner.drain();
    expect(runs.get(held)).toBeUndefined();
    expect((await jobOf('test.held', held))?.state).toBe('active');
  });

  it('instances starting together on a new database install pg-boss and make each queue once, without errors', async () => {
    errors.length = 0;
    const fresh = await createTestDatabase();
    const handles = [fresh, ...(await Promise.all([1, 2, 3].map(() => fresh.reopen())))];
    const kinds = ['test.start-a', 'test.start-b', 'test.start-c'];
    const starting = handles.map((handle) =>
      kinds.reduce((runner, kind) => runner.register(countingKind(kind, () => 'ok').definition), runnerOn(handle as TestDatabase)),
    );
    try {
      await Promise.all(starting.map((runner) => runner.open()));
      const { rows } = await fresh.querySql(`select name, policy, expire_seconds from pgboss.queue order by name`);
      expect(rows).toEqual(kinds.map((name) => ({ name, policy: 'standard', expire_seconds: 60 })));
    } finally {
      await Promise.all(starting.map((runner) => runner.stop()));
      for (const handle of handles.slice(1)) await handle.close();
      await fresh.close();
    }
    expect(errors).toEqual([]);
  });

  it('runs each job once when two runners on one database drain together, without errors', async () => {
    errors.length = 0;
    const second = await database.reopen();
    try {
      const { definition, runs } = countingKind('test.shared', () => 'ok');
      const first = runnerOn().register(definition);
      const other = runnerOn(second as TestDatabase).register(definition);
      await Promise.all([first.open(), other.open()]);
      const keys = Array.from({ length: 40 }, () => key('shared'));
      await database.db.transaction(async (tx) => {
        for (const dedupeKey of keys) await queueJob(tx, { kind: 'test.shared', payload: { key: dedupeKey }, dedupeKey, maxAttempts: 3 });
      });
      await Promise.all([first.drain(), other.drain()]);
      expect(keys.map((dedupeKey) => runs.get(dedupeKey))).toEqual(keys.map(() => 1));
      await other.stop();
    } finally {
      await second.close();
    }
    expect(errors).toEqual([]);
  });

  it('moves the old table’s unfinished jobs in once: waiting ones, and cut-off ones only of repeatable kinds', async () => {
    const repeatable = countingKind('test.moved-sync', () => 'ok', { repeatable: true });
    const sendOnce = countingKind('test.moved-send', () => 'ok');
    const [waiting, cutSync, cutSend] = [key('waiting'), key('cut-sync'), key('cut-send')];
    // As migration 0024 leaves it.
    await database.db.execute(
      sql`create table background_jobs_held (kind text, payload jsonb, dedupe_key text, coalesce_key text, status text, attempts_left int, run_at timestamptz)`,
    );
    await database.db.execute(sql`insert into background_jobs_held values
      ('test.moved-send', ${JSON.stringify({ key: waiting })}::jsonb, ${waiting}, null, 'queued', 3, now()),
      ('test.moved-sync', ${JSON.stringify({ key: cutSync })}::jsonb, ${cutSync}, null, 'running', 2, now()),
      ('test.moved-send', ${JSON.stringify({ key: cutSend })}::jsonb, ${cutSend}, null, 'running', 2, now())`);
    const runner = runnerOn().register(repeatable.definition).register(sendOnce.definition);
    await runner.drain();
    expect([sendOnce.runs.get(waiting), repeatable.runs.get(cutSync), sendOnce.runs.get(cutSend)]).toEqual([1, 1, undefined]);
    expect(await jobOf('test.moved-send', cutSend)).toBeUndefined();
    const [left] = rowsOf<{ gone: boolean }>(await database.db.execute(sql`select to_regclass('public.background_jobs_held') is null as gone`));
    expect(left?.gone).toBe(true);
  });
});
