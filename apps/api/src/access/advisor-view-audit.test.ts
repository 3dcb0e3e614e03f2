import type { Db } from '@finboard/db';
import { describe, expect, it } from 'vitest';
import { AdvisorViewAudit } from './advisor-view-audit';

interface WrittenRow {
  userId: string;
  advisorId: string;
  scope: string;
  viewedAt: Date;
}

/** A database that keeps the inserted rows, or refuses the next `failures` inserts. */
function fakeDb(failures = 0) {
  const written: WrittenRow[] = [];
  let refusals = failures;
  const db = {
    insert: () => ({
      values: async (rows: WrittenRow[]) => {
        if (refusals > 0) {
          refusals -= 1;
          throw new Error('database unavailable');
        }
        written.push(...rows);
      },
    }),
  } as unknown as Db;
  return { db, written };
}

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 12, 0, seconds));

describe('AdvisorViewAudit', () => {
  it('writes one row a minute per advisor, client and scope', async () => {
    const { db, written } = fakeDb();
    const audit = new AdvisorViewAudit(db, () => {});
    audit.recordMany('advisor', ['a', 'b'], 'netWorth', at(0));
    audit.recordMany('advisor', ['a', 'b', 'c'], 'netWorth', at(30));
    audit.record({ advisorId: 'advisor', clientId: 'a', scope: 'cashFlow', viewedAt: at(30) });
    audit.record({ advisorId: 'other', clientId: 'a', scope: 'netWorth', viewedAt: at(30) });
    await audit.flush();
    expect(written.map((row) => `${row.advisorId}/${row.userId}/${row.scope}`).sort()).toEqual([
      'advisor/a/cashFlow',
      'advisor/a/netWorth',
      'advisor/b/netWorth',
      'advisor/c/netWorth',
      'other/a/netWorth',
    ]);

    audit.recordMany('advisor', ['a', 'b'], 'netWorth', at(61));
    await audit.flush();
    expect(written.filter((row) => row.scope === 'netWorth' && row.advisorId === 'advisor').map((row) => row.userId)).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('tries a failed batch again on the next flush, and gives up on it after three failures', async () => {
    const retried = fakeDb(2);
    const audit = new AdvisorViewAudit(retried.db, () => {});
    audit.recordMany('advisor', ['a'], 'netWorth', at(0));
    await audit.flush();
    await audit.flush();
    await audit.flush();
    expect(retried.written.map((row) => row.userId)).toEqual(['a']);

    const refused = fakeDb(3);
    const errors: unknown[] = [];
    const givingUp = new AdvisorViewAudit(refused.db, (error) => errors.push(error));
    givingUp.recordMany('advisor', ['a'], 'netWorth', at(0));
    for (let n = 0; n < 4; n += 1) await givingUp.flush();
    expect(refused.written).toEqual([]);
    expect(errors).toHaveLength(3);
  });
});
