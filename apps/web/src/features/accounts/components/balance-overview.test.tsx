import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSheet } from '../../../test/accounts-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { BalanceOverview } from './balance-overview';

const ASSETS = makeSheet({
  totalCents: 31_250_099,
  categories: { retirement: 5_000_099, depository: 250_000, primary_residence: 26_000_000 },
  institutions: [
    { id: 'i-1', name: 'Summit Savings Bank', logoUrl: null, totalCents: 5_250_099, categories: { retirement: 5_000_099, depository: 250_000 } },
    { id: 'i-2', name: 'Home', logoUrl: null, totalCents: 26_000_000, categories: { primary_residence: 26_000_000 } },
  ],
});
const LIABILITIES = makeSheet({
  totalCents: 20_050_000,
  categories: { mortgage: 20_000_000, credit: 50_000 },
  institutions: [
    { id: 'l-1', name: 'Big Mortgage Lender', logoUrl: null, totalCents: 20_000_000, categories: { mortgage: 20_000_000 } },
    { id: 'l-2', name: 'Card Co', logoUrl: null, totalCents: 50_000, categories: { credit: 50_000 } },
  ],
});

function setup(side: 'assets' | 'liabilities', url = `/client/user-${side}`, user = makeUser()) {
  const stub = stubFetch({ 'GET /api/assets': { body: ASSETS }, 'GET /api/liabilities': { body: LIABILITIES } });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderPage(<BalanceOverview side={side} />, { url, pattern: `/client/user-${side}`, user }) };
}

const categoryNames = () =>
  within(screen.getByRole('list', { name: 'Categories' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('assets and liabilities pages', () => {
  it('shows institution cards (names cut at 12, totals rounded to whole dollars, half away from zero: the one rule) that open the details', async () => {
    setup('assets');
    const card = await screen.findByRole('link', { description: 'Summit Savings Bank' });
    expect(within(card).getByText('Summit Savin...')).toBeTruthy();
    expect(within(card).getByText('$52,501')).toBeTruthy();
    expect(card.getAttribute('href')).toBe('/client/account-details/Summit%20Savings%20Bank?id=i-1');
    expect(categoryNames()).toEqual(['Investment', 'Retirement', 'Cash', 'Depository', 'Brokerage', 'Others', 'Primary Residence', 'Other Property']);
  });

  it('groups the asset tabs as the spec says', async () => {
    const user = userEvent.setup();
    setup('assets');
    await screen.findByRole('link', { description: 'Home' });
    await user.click(screen.getByRole('tab', { name: 'Retirement Assets' }));
    expect(categoryNames()).toEqual(['Investment', 'Retirement']);
    expect(screen.queryByRole('link', { description: 'Home' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Property Assets' }));
    expect(categoryNames()).toEqual(['Cash', 'Depository', 'Brokerage', 'Others', 'Primary Residence', 'Other Property']);
    expect(within(screen.getByRole('link', { description: 'Summit Savings Bank' })).getByText('$2,500')).toBeTruthy();
  });

  it('splits liabilities into Long Term and Short Term, opening the Liabilities tab of the details', async () => {
    const user = userEvent.setup();
    setup('liabilities');
    expect((await screen.findByRole('link', { description: 'Card Co' })).getAttribute('href')).toBe(
      '/client/account-details/Card%20Co?id=l-2&liabilities=true',
    );
    await user.click(screen.getByRole('tab', { name: 'Long Term' }));
    expect(categoryNames()).toEqual(['Auto Loan', 'Loan', 'Mortgage', 'Student Loan']);
    expect(screen.queryByRole('link', { description: 'Card Co' })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Short Term' }));
    expect(categoryNames()).toEqual(['Credit Card']);
    expect(screen.queryByRole('link', { description: 'Big Mortgage Lender' })).toBeNull();
  });

  it("shows the api's refusal to an advisor without access", async () => {
    const stub = stubFetch({ 'GET /api/assets': { status: 403, body: { error: { code: 'FORBIDDEN', message: "you don't have access to assets" } } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<BalanceOverview side="assets" />, {
      url: '/client/user-assets?userId=c-1',
      pattern: '/client/user-assets',
      user: makeUser({ id: 'adv', role: 'advisor' }),
    });
    expect(await screen.findByText("you don't have access to assets")).toBeTruthy();
    expect(stub.calls[0]?.url).toBe('/api/assets?userId=c-1');
  });
});
