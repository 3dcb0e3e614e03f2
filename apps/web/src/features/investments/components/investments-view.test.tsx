import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findQueryError, makeUser, renderPage, stubFetch } from '../../../test/render';
import { BROKERAGE_ID, IRA_ID, makeInvestmentAccount } from '../testing/fixtures';
import { InvestmentsView } from './investments-view';

vi.mock('../../../components/charts/donut-chart', () => ({
  DonutChart: ({ data, label }: { data: { name: string; value: number }[]; label: string }) => (
    <div aria-label={label}>{data.map((slice) => `${slice.name} ${slice.value}`).join(', ')}</div>
  ),
}));

const accounts = [
  makeInvestmentAccount({ valueCents: 1_234_567 }),
  makeInvestmentAccount({
    id: 'dddddddd-0000-4000-8000-000000000009',
    institutionName: 'Northstar Investments',
    accountSubtype: 'cash management',
    accountType: 'other',
    valueCents: 200_000,
  }),
  makeInvestmentAccount({ id: IRA_ID, institutionName: 'Atlas Wealth Partners', accountSubtype: 'sep ira', valueCents: 5_000_049, isRetirement: true }),
];
const body = {
  totalCents: 6_434_616,
  accounts,
  allocation: [
    { securityType: 'equity', valueCents: 4_000_000 },
    { securityType: 'mutual fund', valueCents: 2_434_616 },
  ],
};
const rowNames = () =>
  within(screen.getByRole('list', { name: 'Investment accounts' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/client/invest', () => {
  it('shows the total, the asset type chart and the Non-Retirement accounts; toggles, sorts and searches', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/investments': { body } }).fetchStub);
    renderPage(<InvestmentsView />, { url: '/client/invest', user: makeUser() });

    expect(await screen.findByText('$64,346')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ada Lovelace > Financial Reports > Investments');
    expect(screen.getByText(/^\d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy();
    expect(screen.getByLabelText('Investments by asset type').textContent).toBe('Equity 40000, Mutual Fund 24346');
    expect(rowNames()).toEqual(['ENEvergreen National BankBROKERAGE$12,346', 'NINorthstar InvestmentsCASH MANAGEMENT$2,000']);

    await user.selectOptions(screen.getByLabelText('Sort by value'), 'asc');
    expect(rowNames()[0]).toContain('Northstar Investments');
    await user.type(screen.getByPlaceholderText('Search Now'), 'BROKER');
    expect(rowNames()).toHaveLength(1);
    await user.clear(screen.getByPlaceholderText('Search Now'));

    expect(screen.getByRole('radio', { name: 'Non-Retirement' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('radio', { name: 'Retirement' }));
    expect(rowNames()).toEqual(['AWAtlas Wealth PartnersSEP IRA$50,000']);
    expect(
      within(screen.getByRole('list', { name: 'Investment accounts' }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/client/invest-portfolio/${IRA_ID}`);
  });

  it("an advisor's view asks for the client and links keep the client", async () => {
    const stub = stubFetch({ 'GET /api/investments': { body } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<InvestmentsView />, { url: '/client/invest?userId=c-1', user: makeUser({ id: 'adv', role: 'advisor' }) });
    const first = await screen.findByRole('link', { name: /Evergreen National Bank/ });
    expect(stub.calls[0]?.url).toBe('/api/investments?userId=c-1');
    expect(first.getAttribute('href')).toBe(`/client/invest-portfolio/${BROKERAGE_ID}?userId=c-1`);
  });

  it('says so when there are no accounts, and shows an error from the api', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/investments': { body: { totalCents: 0, accounts: [], allocation: [] } } }).fetchStub);
    const view = renderPage(<InvestmentsView />, { url: '/client/invest', user: makeUser() });
    expect(await screen.findByText('No Accounts')).toBeTruthy();
    expect(screen.getByText('No holdings')).toBeTruthy();
    view.unmount();

    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/investments': { status: 403, body: { error: { code: 'FORBIDDEN', message: "you don't have access to this feature", requestId: 'r' } } },
      }).fetchStub,
    );
    renderPage(<InvestmentsView />, { url: '/client/invest?userId=c-2', user: makeUser({ id: 'adv', role: 'advisor' }) });
    await findQueryError("you don't have access to this feature");
  });
});
