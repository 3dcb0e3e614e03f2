import type { TReportDataResponse } from '@finboard/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { PrintableReport } from './printable-report';

const NET_WORTH_REPORT: TReportDataResponse = {
  title: 'Net Worth',
  clientName: 'Ada Lovelace',
  generatedDate: '2026-11-22',
  branding: { name: 'Morgan', lines: ['Patel Wealth Partners', 'Office 646-555-0100'], logoUrl: '/api/files/logo' },
  sections: [
    {
      kind: 'netWorth',
      netWorth: {
        startDate: '2026-10-22',
        endDate: '2026-11-22',
        points: [],
        assets: [makeAccount({ amountCents: 10_000_099 })],
        liabilities: [makeAccount({ id: 'l1', balanceType: 'liabilities', amountCents: 1_845_000 })],
      },
    },
    { kind: 'refused', of: 'cashFlow', message: "you don't have access to this feature" },
  ],
};

function setup(answer: { status?: number; body: unknown }, query = {}) {
  const stub = stubFetch({ 'GET /api/reports/net-worth/data': answer });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<PrintableReport kind="netWorth" query={query} />, { url: '/pdf/net-worth', user: makeUser() });
  return stub;
}

describe('a /pdf/* page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("prints the report's data as the PDF does: branding, client, figures to the cent, tables, a refusal in place", async () => {
    const stub = setup({ body: NET_WORTH_REPORT }, { userId: 'c-1', startDate: '2026-10-22' });
    expect(await screen.findByText('Prepared for Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Morgan logo' }).getAttribute('src')).toBe('/api/files/logo');
    expect(screen.getByText('11/22/2026 · Patel Wealth Partners · Office 646-555-0100')).toBeTruthy();
    expect(screen.getByLabelText('Total Assets: $100,000.99')).toBeTruthy();
    expect(screen.getByLabelText('Net Worth Today: $81,550.99')).toBeTruthy();
    expect(screen.getByText('No data for this period.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Liabilities' })).toBeTruthy();
    expect(screen.getByText("you don't have access to this feature")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(stub.calls.map((call) => call.url)).toEqual(['/api/reports/net-worth/data?userId=c-1&startDate=2026-10-22']);
  });

  it("shows the api's refusal", async () => {
    setup({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Please log in.' } } });
    expect(await screen.findByText('Please log in.')).toBeTruthy();
  });
});
