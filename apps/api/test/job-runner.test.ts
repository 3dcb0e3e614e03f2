import { backgroundJobs } from '@finboard/db';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobKind, JobRunner, PermanentJobError, queueJob } from '../src/jobs/job-runner';
import { enqueueJob } from '../src/jobs/job-queue.repository';

/**
 * The background job queue: queued in a transaction (or not at all), the same key once, retried
 * after a failure until its attempts are spent, a permanent failure at once, a cut-off run repeated
 * or abandoned by its kind, and two runners on one database running each job once.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

const errors: unknown[] = [];
const runnerOn = (db = database) => new JobRunner(db, { pollMs: 60_000, leaseMs: 60_000, batch: 5, backoffMs: () => 0, now: () => new Date(), onError: (error) => errors.push(error) });

let counter = 0;
const key = (name: string) => `${name}:${(counter += 1)}`;

/** A kind whose runs are counted per payload key, failing as `behaviour` says on each attempt. */
function countingKind(kind: string, behaviour: (attempt: number) => 'ok' | 'fail' | 'refuse', repeatable = false) {
  const runs = new Map<string, number>();
  const definition: JobKind<{ key: string }> = {
    kind,
    repeatable,
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

const jobOf = async (dedupeKey: string) => (await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, dedupeKey)))[0];

describe('the job queue', () => {
  it('runs a queued job once, and queues the same key only once', async () => {
    const { definition, runs } = countingKind('test.once', () => 'ok');
    const runner = runnerOn().register(definition);
    const dedupeKey = key('once');
    await database.db.transaction((tx) => queueJob(tx, { kind: 'test.once', payload: { key: dedupeKey }, dedupeKey, maxAttempts: 3 }));
    expect(await database.db.transaction((tx) => enqueueJob(tx, { kind: 'test.once', payload: { key: dedupeKey }, dedupeKey, maxAttempts: 3 }))).toBe(false);
    await runner.drain();
    await runner.drain();
    expect(runs.get(dedupeKey)).toBe(1);
    expect(await jobOf(dedupeKey)).toEqual(expect.objectContaining({ status: 'done', attempts: 1, lastError: null }));
  });

  it('coalesces: while a job of a coalesce key waits, asking again queues nothing; once it runs, the next one is queued', async () => {
    const { definition, runs } = countingKind('test.coalesced', () => 'ok', true);
    const runner = runnerOn().register(definition);
    const coalesceKey = key('coalesced');
    const ask = () => database.db.transaction((tx) => enqueueJob(tx, { kind: 'test.coalesced', payload: { key: coalesceKey }, dedupeKey: key('ask'), coalesceKey, maxAttempts: 3 }));
    expect([await ask(), await ask(), await ask()]).toEqual([true, false, false]);
    await runner.drain();
    expect(runs.get(coalesceKey)).toBe(1);
    expect(await ask()).toBe(true);
    await runner.drain();
    expect(runs.get(coalesceKey)).toBe(2);
  });

  it('a started runner queues scheduled work once per period, however many instances offer it', async () => {
    const { definition, runs } = countingKind('test.daily', () => 'ok', true);
    const period = key('day');
    const schedule = { due: () => ({ kind: 'test.daily', payload: { key: period }, dedupeKey: `test.daily:${period}`, maxAttempts: 3 }) };
    const second = await database.reopen();
    const runners = [runnerOn().register(definition).schedule(schedule), runnerOn(second as TestDatabase).register(definition).schedule(schedule)];
    try {
      await Promise.all(runners.map((runner) => runner.start()));
      await Promise.all(runners.map((runner) => runner.drain()));
      expect(runs.get(period)).toBe(1);
      expect(await jobOf(`test.daily:${period}`)).toEqual(expect.objectContaining({ status: 'done' }));
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await second.close();
    }
  });

  it('a runner drained by hand (tests, RUN_JOBS off) keeps no calendar', async () => {
    const { definition, runs } = countingKind('test.unscheduled', () => 'ok', true);
    const period = key('day');
    const runner = runnerOn().register(definition).schedule({ due: () => ({ kind: 'test.unscheduled', payload: { key: period }, dedupeKey: period, maxAttempts: 3 }) });
    await runner.drain();
    expect(runs.size).toBe(0);
    expect(await jobOf(period)).toBeUndefined();
  });

  it('a cut-off or failed run of a coalesced kind, while another of its key waits, is superseded by that one (never two waiting)', async () => {
    const { definition, runs } = countingKind('test.superseded', () => 'fail', true);
    const runner = runnerOn().register(definition);
    const [cutKey, failKey] = [key('cut'), key('fail')];
    const past = new Date(Date.now() - 1_000);
    const future = new Date(Date.now() + 3_600_000);
    await database.db.insert(backgroundJobs).values([
      { id: crypto.randomUUID(), kind: 'test.superseded', payload: { key: cutKey }, dedupeKey: `${cutKey}:1`, coalesceKey: cutKey, maxAttempts: 3, status: 'running', attempts: 1, lockedUntil: past },
      { id: crypto.randomUUID(), kind: 'test.superseded', payload: { key: cutKey }, dedupeKey: `${cutKey}:2`, coalesceKey: cutKey, maxAttempts: 3, runAt: future },
      { id: crypto.randomUUID(), kind: 'test.superseded', payload: { key: failKey }, dedupeKey: `${failKey}:1`, coalesceKey: failKey, maxAttempts: 3 },
    ]);
    // While the failing one runs, a second of its key is asked for.
    const original = definition.run;
    definition.run = async (payload) => {
      await database.db.transaction((tx) => enqueueJob(tx, { kind: 'test.superseded', payload, dedupeKey: `${failKey}:2`, coalesceKey: failKey, maxAttempts: 3, runAt: future }));
      return original(payload);
    };
    await runner.drain();
    expect(runs.get(failKey)).toBe(1);
    expect((await jobOf(`${cutKey}:1`))?.status).toBe('superseded');
    expect((await jobOf(`${cutKey}:2`))?.status).toBe('queued');
    expect((await jobOf(`${failKey}:1`))).toEqual(expect.objectContaining({ status: 'superseded', lastError: 'attempt 1 failed' }));
    expect((await jobOf(`${failKey}:2`))?.status).toBe('queued');
  });

  it('queues nothing when the transaction rolls back', async () => {
    const dedupeKey = key('rolled-back');
    await database.db
      .transaction(async (tx) => {
        await queueJob(tx, { kind: 'test.once', payload: { key: dedupeKey }, dedupeKey, maxAttempts: 3 });
        throw new Error('the event failed');
      })
      .catch(() => undefined);
    expect(await jobOf(dedupeKey)).toBeUndefined();
  });

  it('retries a failing job until it succeeds, within its attempts', async () => {
    const { definition, runs } = countingKind('test.flaky', (attempt) => (attempt < 3 ? 'fail' : 'ok'));
    const runner = runnerOn().register(definition);
    const dedupeKey = key('flaky');
    await database.db.transaction((tx) => queueJob(tx, { kind: 'test.flaky', payload: { key: dedupeKey }, dedupeKey, maxAttempts: 5 }));
    await runner.drain();
    expect(runs.get(dedupeKey)).toBe(3);
    expect(await jobOf(dedupeKey)).toEqual(expect.objectContaining({ status: 'done', attempts: 3 }));
  });

  it('fails a job for good when its attempts are spent, or at once when refused for good', async () => {
    const failing = countingKind('test.down', () => 'fail');
    const refusing = countingKind('test.refused', () => 'refuse');
    const runner = runnerOn().register(failing.definition).register(refusing.definition);
    const [down, refused] = [key('down'), key('refused')];
    await database.db.transaction(async (tx) => {
      await queueJob(tx, { kind: 'test.down', payload: { key: down }, dedupeKey: down, maxAttempts: 3 });
      await queueJob(tx, { kind: 'test.refused', payload: { key: refused }, dedupeKey: refused, maxAttempts: 3 });
    });
    await runner.drain();
    expect(failing.runs.get(down)).toBe(3);
    expect(await jobOf(down)).toEqual(expect.objectContaining({ status: 'failed', attempts: 3, lastError: 'attempt 3 failed' }));
    expect(refusing.runs.get(refused)).toBe(1);
    expect(await jobOf(refused)).toEqual(expect.objectContaining({ status: 'failed', attempts: 1, lastError: 'refused for good' }));
  });

  it('repeats a cut-off run of a repeatable kind, and abandons one that must never run twice', async () => {
    const repeatable = countingKind('test.sync', () => 'ok', true);
    const sendOnce = countingKind('test.send', () => 'ok', false);
    const runner = runnerOn().register(repeatable.definition).register(sendOnce.definition);
    const [sync, send] = [key('sync'), key('send')];
    const past = new Date(Date.now() - 1_000);
    await database.db.insert(backgroundJobs).values([
      { id: crypto.randomUUID(), kind: 'test.sync', payload: { key: sync }, dedupeKey: sync, maxAttempts: 3, status: 'running', attempts: 1, lockedUntil: past },
      { id: crypto.randomUUID(), kind: 'test.send', payload: { key: send }, dedupeKey: send, maxAttempts: 3, status: 'running', attempts: 1, lockedUntil: past },
    ]);
    await runner.drain();
    expect(repeatable.runs.get(sync)).toBe(1);
    expect(await jobOf(sync)).toEqual(expect.objectContaining({ status: 'done', attempts: 2 }));
    expect(sendOnce.runs.get(send)).toBeUndefined();
    expect(await jobOf(send)).toEqual(expect.objectContaining({ status: 'abandoned', lastError: 'The run was cut off before it finished.' }));
  });

  it('leaves a job its lease still holds alone (another instance is running it)', async () => {
    const { definition, runs } = countingKind('test.held', () => 'ok');
    const runner = runnerOn().register(definition);
    const held = key('held');
    await database.db.insert(backgroundJobs).values({ id: crypto.randomUUID(), kind: 'test.held', payload: { key: held }, dedupeKey: held, maxAttempts: 3, status: 'running', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) });
    await runner.drain();
    expect(runs.get(held)).toBeUndefined();
    expect((await jobOf(held))?.status).toBe('running');
  });

  it('runs each job once when two runners on one database drain together, without errors', async () => {
    errors.length = 0;
    const second = await database.reopen();
    try {
      const { definition, runs } = countingKind('test.shared', () => 'ok');
      const first = runnerOn().register(definition);
      const other = runnerOn(second as TestDatabase).register(definition);
      const keys = Array.from({ length: 40 }, () => key('shared'));
      await database.db.transaction(async (tx) => {
        for (const dedupeKey of keys) await queueJob(tx, { kind: 'test.shared', payload: { key: dedupeKey }, dedupeKey, maxAttempts: 3 });
      });
      await Promise.all([first.drain(), other.drain()]);
      expect(keys.map((dedupeKey) => runs.get(dedupeKey))).toEqual(keys.map(() => 1));
    } finally {
      await second.close();
    }
    expect(errors).toEqual([]);
  });
});
