import type { TReportDataResponse } from '@finboard/contracts';
import { retirementTableRows } from '@finboard/domain/reports';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { makePlanScenario } from '../../../test/scenario-fixtures';
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

const INCOME_REPORT: TReportDataResponse = {
  title: 'Income',
  clientName: 'Ada Lovelace',
  generatedDate: '2026-11-22',
  branding: { name: 'Finboard', lines: [], logoUrl: null },
  sections: [
    {
      kind: 'income',
      income: {
        incomeInfos: [{ owner: 'self', employerName: 'Analytical Engines', annualSalaryCents: 12_345_678 }],
        owner: 'joint',
        companyStock: '',
        effectiveTaxRate: 0.22,
        taxStatus: 'Married filing jointly',
        socialSecurityPiaCents: 250_000,
        socialSecurityEarliestAge: 62,
        socialSecurityLatestAge: 70,
      },
    },
  ],
};

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

  it("user-income prints the income page's data from its own endpoint", async () => {
    const stub = stubFetch({ 'GET /api/reports/income/data': { body: INCOME_REPORT } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<PrintableReport kind="income" query={{}} />, { url: '/pdf/user-income', user: makeUser() });
    expect(await screen.findByRole('table', { name: 'Income Information' })).toBeTruthy();
    expect(screen.getByText('$123,456.78')).toBeTruthy();
    expect(screen.getByLabelText('Effective Tax Rate: 22%')).toBeTruthy();
    expect(screen.getByLabelText('Primary Insurance Amount: $2,500.00')).toBeTruthy();
    expect(stub.calls.map((call) => call.url)).toEqual(['/api/reports/income/data']);
  });

  it('my-plan prints the PDF\'s "By age" table, row for row', async () => {
    const scenario = makePlanScenario();
    const report: TReportDataResponse = {
      title: 'My Retirement Score',
      clientName: 'Ada Lovelace',
      generatedDate: '2026-11-22',
      branding: { name: 'Finboard', lines: [], logoUrl: null },
      sections: [{ kind: 'retirement', scenario }],
    };
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/reports/retirement/data': { body: report } }).fetchStub);
    renderPage(<PrintableReport kind="retirement" query={{}} />, { url: '/pdf/my-plan', user: makeUser() });
    const table = await screen.findByRole('table', { name: 'By age' });
    if (scenario.results?.calculator !== 'monteCarlo') throw new Error('a plan with results');
    const expected = retirementTableRows(scenario.results);
    expect(expected.length).toBeGreaterThan(2);
    const shown = [...table.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(shown).toEqual(expected);
  });

  it("shows the api's refusal", async () => {
    setup({ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Please log in.' } } });
    expect(await screen.findByText('Please log in.')).toBeTruthy();
  });
});
