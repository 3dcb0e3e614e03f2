import { describe, expect, it } from 'vitest';
import { findShareSumProblem, formatSharePercent, percentToBasisPoints } from './beneficiary-shares';
import { findEstateReviewsDue, type ReviewedDocument } from './estate-review';

const share = (accountId: string, kind: 'primary' | 'contingent', shareBasisPoints: number) => ({ accountId, kind, shareBasisPoints });

describe('beneficiary shares add up to 100% per account and per kind', () => {
  it('accepts each account’s primary and contingent groups at exactly 100%, and no beneficiaries at all', () => {
    expect(findShareSumProblem([])).toBeNull();
    expect(
      findShareSumProblem([
        share('a', 'primary', 3334),
        share('a', 'primary', 3333),
        share('a', 'primary', 3333),
        share('a', 'contingent', 10_000),
        share('b', 'primary', 10_000),
      ]),
    ).toBeNull();
  });

  it('names the first group that is short or over, with its total and first row', () => {
    expect(findShareSumProblem([share('a', 'primary', 10_000), share('b', 'primary', 5000), share('b', 'primary', 4000)])).toEqual({
      accountId: 'b',
      kind: 'primary',
      totalBasisPoints: 9000,
      firstIndex: 1,
    });
    expect(findShareSumProblem([share('a', 'contingent', 6000), share('a', 'primary', 10_000), share('a', 'contingent', 6000)])).toEqual({
      accountId: 'a',
      kind: 'contingent',
      totalBasisPoints: 12_000,
      firstIndex: 0,
    });
  });

  it('does not let one account’s surplus make up for another’s shortfall, nor primary for contingent', () => {
    expect(findShareSumProblem([share('a', 'primary', 15_000), share('b', 'primary', 5000)])?.accountId).toBe('a');
    expect(findShareSumProblem([share('a', 'primary', 5000), share('a', 'contingent', 5000)])?.kind).toBe('primary');
  });

  it('turns percents into basis points and back', () => {
    expect(percentToBasisPoints(33.33)).toBe(3333);
    expect(percentToBasisPoints(0.1 + 0.2)).toBe(30);
    expect(formatSharePercent(3333)).toBe('33.33');
    expect(formatSharePercent(10_000)).toBe('100');
  });
});

const document = (overrides: Partial<ReviewedDocument> = {}): ReviewedDocument => ({
  kind: 'will',
  exists: true,
  signedDate: null,
  lastReviewedDate: null,
  ...overrides,
});

describe('estate review reminders', () => {
  const today = '2026-11-29';

  it('a document last reviewed three years ago or more is due; one reviewed less than three years ago is not', () => {
    expect(findEstateReviewsDue([document({ signedDate: '2020-01-01', lastReviewedDate: '2023-11-29' })], [], today)).toEqual([
      { kind: 'will', reason: 'three-years', sinceDate: '2023-11-29' },
    ]);
    expect(findEstateReviewsDue([document({ signedDate: '2020-01-01', lastReviewedDate: '2023-11-30' })], [], today)).toEqual([]);
  });

  it('counts from the signing when the document was never reviewed since', () => {
    expect(findEstateReviewsDue([document({ signedDate: '2022-05-01' })], [], today)).toEqual([
      { kind: 'will', reason: 'three-years', sinceDate: '2022-05-01' },
    ]);
    expect(findEstateReviewsDue([document({ signedDate: '2024-05-01' })], [], today)).toEqual([]);
  });

  it('a life event after the last look makes it due, naming the latest such event; one before it does not', () => {
    const events = [
      { kind: 'marriage' as const, eventDate: '2025-06-01' },
      { kind: 'move' as const, eventDate: '2026-02-01' },
      { kind: 'child' as const, eventDate: '2024-01-01' },
    ];
    expect(findEstateReviewsDue([document({ kind: 'trust', lastReviewedDate: '2025-01-01' })], events, today)).toEqual([
      { kind: 'trust', reason: 'life-event', sinceDate: '2025-01-01', lifeEvent: { kind: 'move', eventDate: '2026-02-01' } },
    ]);
    expect(findEstateReviewsDue([document({ lastReviewedDate: '2026-03-01' })], events, today)).toEqual([]);
  });

  it('a life event still to come is not yet a reason', () => {
    expect(findEstateReviewsDue([document({ lastReviewedDate: '2026-03-01' })], [{ kind: 'child', eventDate: '2027-01-01' }], today)).toEqual([]);
  });

  it('reminds of documents the client has with no date at all, never of ones they do not have', () => {
    expect(findEstateReviewsDue([document({ kind: 'guardianship' }), document({ kind: 'trust', exists: false, signedDate: '2000-01-01' })], [], today)).toEqual(
      [{ kind: 'guardianship', reason: 'never-reviewed' }],
    );
  });

  it('a date at the calendar’s end is never due and never throws', () => {
    expect(findEstateReviewsDue([document({ lastReviewedDate: '9999-12-31' })], [], today)).toEqual([]);
  });
});
