import { describe, expect, it } from 'vitest';
import { makeMyClient } from '../../../test/my-clients-fixtures';
import { nextNetWorthSort, sortClients, splitClients, type NetWorthSort } from './client-list';

const OLD = makeMyClient({ id: 'old', acceptedAt: '2023-01-01T00:00:00.000Z', netWorthCents: 500 });
const NEW = makeMyClient({ id: 'new', acceptedAt: '2024-06-01T00:00:00.000Z', netWorthCents: 100 });
const MIDDLE = makeMyClient({ id: 'middle', acceptedAt: '2023-09-01T00:00:00.000Z', netWorthCents: -2_000 });
const HIDDEN = makeMyClient({ id: 'hidden', acceptedAt: '2024-07-01T00:00:00.000Z', netWorthCents: null });
const ROWS = [OLD, HIDDEN, NEW, MIDDLE];
const ids = (sort: NetWorthSort) => sortClients(ROWS, sort).map((row) => row.client.id);

describe('the net worth sort', () => {
  it('cycles none, descending, ascending, none', () => {
    const seen: NetWorthSort[] = ['none'];
    for (let step = 0; step < 3; step += 1) seen.push(nextNetWorthSort(seen[seen.length - 1] ?? 'none'));
    expect(seen).toEqual(['none', 'desc', 'asc', 'none']);
  });

  it('lists newest first by default (accepted, else requested)', () => {
    expect(ids('none')).toEqual(['hidden', 'new', 'middle', 'old']);
    const asked = makeMyClient({ id: 'asked', status: 'pending', requestedAt: '2025-01-01T00:00:00.000Z' });
    expect(sortClients([OLD, asked], 'none').map((row) => row.client.id)).toEqual(['asked', 'old']);
  });

  it('orders by net worth either way, with unshared net worth last', () => {
    expect(ids('desc')).toEqual(['old', 'new', 'middle', 'hidden']);
    expect(ids('asc')).toEqual(['middle', 'new', 'old', 'hidden']);
  });

  it('keeps newest first between equal net worths and leaves its input alone', () => {
    const twin = makeMyClient({ id: 'twin', acceptedAt: '2025-01-01T00:00:00.000Z', netWorthCents: 500 });
    const input = [OLD, twin];
    expect(sortClients(input, 'desc').map((row) => row.client.id)).toEqual(['twin', 'old']);
    expect(input.map((row) => row.client.id)).toEqual(['old', 'twin']);
  });
});

describe('splitClients', () => {
  it('separates pending requests from connected clients', () => {
    const pending = makeMyClient({ id: 'p', status: 'pending' });
    const { requests, connected } = splitClients([pending, OLD]);
    expect(requests.map((row) => row.client.id)).toEqual(['p']);
    expect(connected.map((row) => row.client.id)).toEqual(['old']);
  });
});
