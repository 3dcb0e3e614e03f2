import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { findQueryError, makeUser, renderPage, stubFetch } from '../../../test/render';
import { AAPL_ID, BROKERAGE_ID, makeCandles, makeSecuritySummary } from '../testing/fixtures';
import { SecuritySummaryView } from './security-summary-view';

vi.mock('./candlestick-chart', () => ({ CandlestickChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const PATTERN = '/client/invest-summary/:id';
const figure = (name: string) => screen.getByRole('group', { name }).textContent;

describe('/client/invest-summary/{id}', () => {
  it('shows the market price, chart, percent change, Net Balance Account, Net Invested, Profit/Loss and the holding', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      [`GET /api/investments/securities/${AAPL_ID}`]: (call) =>
        call.url.includes('range=all')
          ? { body: makeSecuritySummary({ candles: makeCandles(300), range: 'all', interval: '5d', percentChange: -3.2 }) }
          : { body: makeSecuritySummary() },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<SecuritySummaryView />, { url: `/client/invest-summary/${AAPL_ID}`, pattern: PATTERN, user: makeUser() });

    expect(await screen.findByRole('img', { name: /^AAPL, 1M: 22 bars/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ada Lovelace > Financial Reports > Investments > BROKERAGE > AAPL');
    expect(screen.getByRole('link', { name: 'BROKERAGE' }).getAttribute('href')).toBe(`/client/invest-portfolio/${BROKERAGE_ID}`);
    expect(screen.getByLabelText('Market Price').textContent).toBe('$213');
    expect(screen.getByLabelText('Percent change').textContent).toBe('+10.50%');
    expect([figure('Net Balance Account'), figure('Net Invested'), figure('Profit/Loss')]).toEqual([
      'Net Balance Account$2,124.90',
      'Net Invested$1,500',
      'Profit/Loss$624.90',
    ]);
    expect(screen.getByText('Simulated quotes')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Chart range' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1D', '1W', '1M', '3M', 'YTD', '1Y', '5Y', 'Today', 'All Time']);
    const table = screen.getByRole('table', { name: 'Holdings' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByRole('link')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'All Time' }));
    expect(await screen.findByRole('img', { name: /^AAPL, All Time: 300 bars/ })).toBeTruthy();
    expect(screen.getByLabelText('Percent change').textContent).toBe('-3.20%');
    expect(stub.calls.map((call) => call.url)).toEqual([
      `/api/investments/securities/${AAPL_ID}?range=1mo`,
      `/api/investments/securities/${AAPL_ID}?range=all`,
    ]);
  });

  it("a failing provider: 'Data not available' for the price and the chart, the rest still shown", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        [`GET /api/investments/securities/${AAPL_ID}`]: {
          body: makeSecuritySummary({ marketPrice: null, candles: [], percentChange: 0, netInvestedCents: null, profitLossCents: null, simulated: false }),
        },
      }).fetchStub,
    );
    renderPage(<SecuritySummaryView />, {
      url: `/client/invest-summary/${AAPL_ID}?userId=c-1`,
      pattern: PATTERN,
      user: makeUser({ id: 'adv', role: 'advisor' }),
    });
    expect((await screen.findByLabelText('Market Price')).textContent).toBe('Data not available');
    expect(within(screen.getByRole('region', { name: 'Price chart' })).getByText('Data not available')).toBeTruthy();
    expect(screen.getByLabelText('Percent change').textContent).toBe('0.00%');
    expect(figure('Net Balance Account')).toBe('Net Balance Account$2,124.90');
    expect(figure('Net Invested')).toBe('Net InvestedData not available');
    expect(screen.queryByText('Simulated quotes')).toBeNull();
    expect(screen.getByRole('link', { name: 'BROKERAGE' }).getAttribute('href')).toBe(`/client/invest-portfolio/${BROKERAGE_ID}?userId=c-1`);
  });

  it('an unknown security shows the api message', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        [`GET /api/investments/securities/${AAPL_ID}`]: {
          status: 404,
          body: { error: { code: 'NOT_FOUND', message: 'Security does not exist!', requestId: 'r' } },
        },
      }).fetchStub,
    );
    renderPage(<SecuritySummaryView />, { url: `/client/invest-summary/${AAPL_ID}`, pattern: PATTERN, user: makeUser() });
    await findQueryError('Security does not exist!');
  });
});
