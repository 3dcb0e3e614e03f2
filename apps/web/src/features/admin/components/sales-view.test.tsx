import type { TAdminSales } from '@finboard/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { SalesView } from './sales-view';

vi.mock('../../../components/charts/bar-chart', () => ({ BarChart: ({ label }: { label: string }) => <div>{label}</div> }));
afterEach(() => vi.unstubAllGlobals());

const SALES: TAdminSales = {
  range: { startDate: '2026-10-31', endDate: '2026-11-29' },
  days: [
    { date: '2026-11-28', signUps: 30, conversions: 2 },
    { date: '2026-11-29', signUps: 12, conversions: 1 },
  ],
  bySource: [
    { source: 'Direct', signUps: 30, clients: 20, advisors: 9, others: 1 },
    { source: 'Email', signUps: 12, clients: 12, advisors: 0, others: 0 },
  ],
  trials: { ended: 8, converted: 3, rate: 0.375 },
  newMrrCents: 62_383,
};

describe('admin Sales', () => {
  it("shows each source's clients, advisors and other, which add up to its sign-ups, and says so (issue 33)", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/admin/sales': { body: SALES } }).fetchStub);
    renderPage(<SalesView />, { url: '/admin/sales', pattern: '/admin/sales', user: makeUser({ role: 'admin' }) });
    const table = await screen.findByRole('table', { name: 'Sign-ups by source' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Source', 'Sign-ups', 'Clients', 'Advisors', 'Other']);
    const direct = within(table).getByRole('row', { name: /Direct/ });
    expect(
      within(direct)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Direct', '30', '20', '9', '1']);
    expect(screen.getByText(/Clients, advisors and other add up to the sign-ups/)).toBeTruthy();
    // The range and the rate as people read them.
    expect(screen.getByText('Oct 31, 2026 to Nov 29, 2026')).toBeTruthy();
    expect(screen.getByText('37.5%')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('$623.83')).toBeTruthy();
  });
});
