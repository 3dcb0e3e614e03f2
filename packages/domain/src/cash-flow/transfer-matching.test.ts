import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { matchTransfers, pairedCategoryTypes, TRANSFER_MATCH_DAYS, type TransferCandidate } from './transfer-matching';

const tx = (id: string, accountId: string, date: string, amountCents: number): TransferCandidate => ({ id, accountId, date, amountCents });

describe('matchTransfers', () => {
  it('pairs money out of one account with the same amount into another within three days', () => {
    const pairs = matchTransfers([
      tx('out', 'checking', '2025-03-14', 50_000),
      tx('in', 'savings', '2025-03-17', -50_000),
      tx('other', 'savings', '2025-03-18', -50_000),
    ]);
    expect(pairs).toEqual([{ outId: 'out', inId: 'in' }]);
  });

  it('never pairs two sides on one account, sides further apart than the window, two outflows, or different amounts', () => {
    expect(matchTransfers([tx('a', 'checking', '2025-03-14', 50_000), tx('b', 'checking', '2025-03-14', -50_000)])).toEqual([]);
    expect(matchTransfers([tx('a', 'checking', '2025-03-14', 50_000), tx('b', 'savings', '2025-03-18', -50_000)])).toEqual([]);
    expect(matchTransfers([tx('a', 'checking', '2025-03-14', 50_000), tx('b', 'savings', '2025-03-14', -50_001)])).toEqual([]);
    expect(matchTransfers([tx('a', 'checking', '2025-03-14', 50_000), tx('b', 'savings', '2025-03-14', 50_000)])).toEqual([]);
    expect(matchTransfers([tx('a', 'checking', '2025-03-14', 0), tx('b', 'savings', '2025-03-14', 0)])).toEqual([]);
  });

  it('counts the window in calendar days across a month and a year end', () => {
    expect(matchTransfers([tx('a', 'checking', '2024-12-30', 1_000), tx('b', 'card', '2025-01-02', -1_000)])).toEqual([{ outId: 'a', inId: 'b' }]);
    expect(matchTransfers([tx('a', 'checking', '2024-02-28', 1_000), tx('b', 'card', '2024-03-02', -1_000)])).toEqual([{ outId: 'a', inId: 'b' }]);
    expect(matchTransfers([tx('a', 'checking', '2023-02-28', 1_000), tx('b', 'card', '2023-03-04', -1_000)])).toEqual([]);
  });

  it('takes the closest dates first, so two monthly transfers of one amount each find their own side', () => {
    const pairs = matchTransfers([
      tx('out-1', 'checking', '2025-03-16', 20_000),
      tx('out-2', 'checking', '2025-03-18', 20_000),
      tx('in-2', 'savings', '2025-03-18', -20_000),
      tx('in-1', 'savings', '2025-03-16', -20_000),
    ]);
    expect(pairs).toEqual([
      { outId: 'out-1', inId: 'in-1' },
      { outId: 'out-2', inId: 'in-2' },
    ]);
  });

  it('uses each transaction once: one payment and two equal deposits make one pair', () => {
    const pairs = matchTransfers([
      tx('pay', 'checking', '2025-03-22', 80_000),
      tx('card', 'card', '2025-03-22', -80_000),
      tx('loan', 'loan', '2025-03-22', -80_000),
    ]);
    expect(pairs).toEqual([{ outId: 'pay', inId: 'card' }]);
  });
});

// Small sets of accounts, days and amounts, so that many candidates could pair.
const candidateList = fc
  .array(
    fc.record({
      accountId: fc.constantFrom('checking', 'savings', 'card', 'loan'),
      day: fc.integer({ min: 0, max: 20 }),
      amountCents: fc.constantFrom(-5_000, -2_500, -100, 0, 100, 2_500, 5_000),
    }),
    { maxLength: 40 },
  )
  .map((rows) => rows.map((row, index) => tx(`t${String(index).padStart(2, '0')}`, row.accountId, addDays('2025-01-30', row.day), row.amountCents)));

const DAY_MS = 86_400_000;
const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;

describe('matchTransfers, for any transactions', () => {
  it('pairs an outflow with an equal inflow on another account within the window, each transaction at most once', () => {
    fc.assert(
      fc.property(candidateList, (candidates) => {
        const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
        const pairs = matchTransfers(candidates);
        const ids = pairs.flatMap((pair) => [pair.outId, pair.inId]);
        expect(new Set(ids).size).toBe(ids.length);
        for (const pair of pairs) {
          const [out, into] = [byId.get(pair.outId), byId.get(pair.inId)];
          if (!out || !into) throw new Error('a pair names a transaction that was not given');
          expect(out.amountCents).toBeGreaterThan(0);
          expect(into.amountCents).toBe(-out.amountCents);
          expect(into.accountId).not.toBe(out.accountId);
          expect(daysApart(out.date, into.date)).toBeLessThanOrEqual(TRANSFER_MATCH_DAYS);
        }
      }),
    );
  });

  it('leaves no two unpaired transactions that could still be paired', () => {
    fc.assert(
      fc.property(candidateList, (candidates) => {
        const used = new Set(matchTransfers(candidates).flatMap((pair) => [pair.outId, pair.inId]));
        const left = candidates.filter((candidate) => !used.has(candidate.id));
        for (const out of left.filter((candidate) => candidate.amountCents > 0)) {
          const partner = left.find(
            (into) => into.amountCents === -out.amountCents && into.accountId !== out.accountId && daysApart(out.date, into.date) <= TRANSFER_MATCH_DAYS,
          );
          expect(partner).toBeUndefined();
        }
      }),
    );
  });

  it('gives the same pairs whatever the order of the input', () => {
    fc.assert(
      fc.property(
        candidateList.chain((candidates) =>
          fc.tuple(fc.constant(candidates), fc.shuffledSubarray(candidates, { minLength: candidates.length, maxLength: candidates.length })),
        ),
        ([candidates, shuffled]) => {
          const sorted = (pairs: ReturnType<typeof matchTransfers>) => pairs.map((pair) => `${pair.outId}>${pair.inId}`).sort();
          expect(sorted(matchTransfers(shuffled))).toEqual(sorted(matchTransfers(candidates)));
        },
      ),
    );
  });
});

describe('pairedCategoryTypes', () => {
  it('makes both sides of a move between own accounts or a card payment transfers, and a payment into a loan essential on its paying side', () => {
    const pairs = [
      { outId: 'to-savings', inId: 'savings-in' },
      { outId: 'to-card', inId: 'card-in' },
      { outId: 'to-mortgage', inId: 'mortgage-in' },
    ];
    const types = pairedCategoryTypes(pairs, new Set(['mortgage-in']));
    expect(Object.fromEntries(types)).toEqual({
      'to-savings': 'transfer',
      'savings-in': 'transfer',
      'to-card': 'transfer',
      'card-in': 'transfer',
      'to-mortgage': 'essential',
      'mortgage-in': 'transfer',
    });
  });
});
