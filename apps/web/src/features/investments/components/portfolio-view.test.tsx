import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { AAPL_ID, BROKERAGE_ID, IRA_ID, makeCandles, makeHolding, makeInvestmentAccount, makePortfolio } from '../testing/fixtures';
import { PortfolioView } from './portfolio-view';

vi.mock('../../../components/charts/donut-chart', () => ({
  DonutChart: ({ data, label }: { data: { name: string; value: number }[]; label: string }) => (
    <div aria-label={label}>{data.map((slice) => `${slice.name} ${slice.value}`).join(', ')}</div>
  ),
}));
vi.mock('./candlestick-chart', () => ({ CandlestickChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const PATTERN = '/client/invest-portfolio/:id';
const ira = makeInvestmentAccount({ id: IRA_ID, institutionName: 'Atlas Wealth Partners', accountSubtype: 'ira', isRetirement: true });
const list = { totalCents: 0, accounts: [makeInvestmentAccount(), ira], allocation: [] };
const rangeOf = (call: StubCall) => new URL(call.url, 'http://x').searchParams.get('range');

function stubPortfolio(answer: (call: StubCall) => ReturnType<typeof makePortfolio>) {
  const stub = stubFetch({
    'GET /api/investments': { body: list },
    [`GET /api/investments/${BROKERAGE_ID}`]: (call) => ({ body: answer(call) }),
    [`GET /api/investments/${IRA_ID}`]: (call) => ({ body: makePortfolio({ ...answer(call), account: ira }) }),
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return stub;
}

describe('/client/invest-portfolio/{id}', () => {
  it('shows the subtype and rounded total, the candlestick chart, the allocation and the holdings; a range button refetches', async () => {
    const user = userEvent.setup();
    const stub = stubPortfolio((call) =>
      makePortfolio({ candles: makeCandles(rangeOf(call) === '1y' ? 52 : 22), range: rangeOf(call) === '1y' ? '1y' : '1mo' }),
    );
    renderPage(<PortfolioView />, { url: `/client/invest-portfolio/${BROKERAGE_ID}`, pattern: PATTERN, user: makeUser() });

    expect(await screen.findByRole('img', { name: /^BROKERAGE, 1M: 22 bars/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ada Lovelace > Financial Reports > Investments > BROKERAGE');
    const header = screen.getByRole('heading', { level: 2, name: 'BROKERAGE' }).parentElement as HTMLElement;
    expect(header.textContent).toBe('Evergreen National BankBROKERAGE$12,346');
    expect(screen.getByText('Simulated quotes')).toBeTruthy();
    expect(screen.getByLabelText('Allocation by security type').textContent).toBe('Equity 2125, ETF 1181, Cash 500');
    expect(
      within(screen.getByRole('group', { name: 'Chart range' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1D', '1W', '1M', '3M', 'YTD', '1Y', '5Y']);
    expect(stub.calls.map((call) => call.url)).toContain(`/api/investments/${BROKERAGE_ID}?range=1mo`);

    await user.click(screen.getByRole('button', { name: '1Y' }));
    expect(await screen.findByRole('img', { name: /^BROKERAGE, 1Y: 52 bars/ })).toBeTruthy();
    expect(stub.calls.map((call) => call.url)).toContain(`/api/investments/${BROKERAGE_ID}?range=1y`);
    expect(screen.getByRole('button', { name: '1Y' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("holdings: Value, Qty, Market Value at the quote or 'Data not available'; filter, search, and rows open the summary", async () => {
    const user = userEvent.setup();
    stubPortfolio(() => makePortfolio());
    renderPage(<PortfolioView />, { url: `/client/invest-portfolio/${BROKERAGE_ID}`, pattern: PATTERN, user: makeUser() });
    const table = await screen.findByRole('table', { name: 'Holdings' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ['Asset Type', 'Ticker', 'Name', 'Value', 'Qty', 'Market Value'],
      ['Equity', 'AAPL', 'Apple Inc.', '$2,124.90', '10', '$2,130'],
      ['ETF', 'VTI', 'Vanguard Total Stock Market ETF', '$1,180.80', '4.5', 'Data not available'],
      ['Cash', 'CUR:USD', 'U S Dollar', '$500', '500', '$500'],
    ]);
    expect(within(table).getByRole('link', { name: 'AAPL' }).getAttribute('href')).toBe(`/client/invest-summary/${AAPL_ID}`);

    expect(
      screen
        .getAllByRole('radio')
        .filter((radio) => radio.closest('[aria-label="Filter by asset type"]'))
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['all', 'cash', 'equity', 'mutual fund', 'etf', 'derivative']);
    await user.click(screen.getByRole('radio', { name: 'ETF' }));
    expect(
      rows()
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['VTI']);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.type(screen.getByLabelText('Search holdings'), 'cash');
    expect(
      rows()
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['CUR:USD']);

    await user.clear(screen.getByLabelText('Search holdings'));
    await user.click(within(table).getByText('Apple Inc.'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/client/invest-summary/${AAPL_ID}`));
  });

  it('without price data: no chart and no range buttons; the account list opens on its tab', async () => {
    stubPortfolio(() => makePortfolio({ candles: [], holdings: [makeHolding({ marketPrice: null })], simulated: false }));
    renderPage(<PortfolioView />, { url: `/client/invest-portfolio/${IRA_ID}`, pattern: PATTERN, user: makeUser() });
    expect(await screen.findByRole('table', { name: 'Holdings' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Chart range' })).toBeNull();
    expect(screen.queryByText('Simulated quotes')).toBeNull();
    expect(screen.getByText('Data not available')).toBeTruthy();
    expect(await screen.findByRole('radio', { name: 'Retirement' })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: /Atlas Wealth Partners/ }).getAttribute('aria-current')).toBe('page');
  });

  it('a range without bars keeps its buttons and reads Data not available', async () => {
    stubPortfolio(() => makePortfolio({ candles: [] }));
    renderPage(<PortfolioView />, {
      url: `/client/invest-portfolio/${BROKERAGE_ID}?userId=c-1`,
      pattern: PATTERN,
      user: makeUser({ id: 'adv', role: 'advisor' }),
    });
    const panel = await screen.findByRole('region', { name: 'Price chart' });
    expect(within(panel).getByText('Data not available')).toBeTruthy();
    expect(within(panel).getAllByRole('button')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Investments' }).getAttribute('href')).toBe('/client/invest?userId=c-1');
  });
});
