import type { TLoanPayoffResults } from '@finboard/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { makeDebtScenario } from '../../../test/scenario-fixtures';
import { DebtScenarioView } from './debt-scenario-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
vi.mock('./balance-chart', () => ({ BalanceChart: () => <div>balance chart</div> }));
vi.mock('../../../components/charts/donut-chart', () => ({ DonutChart: () => <div>breakdown chart</div> }));

const results: TLoanPayoffResults = {
  calculator: 'loanPayoff',
  loanAmountCents: 2_000_000,
  monthlyPaymentCents: 39_602,
  principalPaidCents: 2_000_000,
  interestPaidCents: 376_120,
  monthsToPayoff: 60,
  monthlyData: [],
  yearlyData: [{ year: 2025, date: '2025-12-01', paymentCents: 475_224, principalCents: 400_000, interestCents: 75_224, remainingLoanCents: 1_600_000 }],
};
const loan = makeDebtScenario({ calculator: 'loanPayoff', loanAmountCents: 2_000_000, interestRate: 0.07, loanTerm: 5 }, results);

describe('debt scenario screens', () => {
  it('shows the inputs, the summary, the tabs and the yearly table', async () => {
    vi.stubGlobal('fetch', stubFetch({ [`GET /api/scenarios/${loan.id}`]: { body: { scenario: loan } } }).fetchStub);
    renderPage(<DebtScenarioView screen="loan-payoff" id={loan.id} />, { url: `/client/scenario/loan-payoff/${loan.id}`, user: makeUser() });
    await screen.findByText('Summary');
    expect(screen.getByText('$396.02')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'BREAKDOWN' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'SCHEDULE' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Yearly schedule' });
    expect(within(table).getByText('$16,000.00')).toBeTruthy();
    expect(screen.getByText('Loan Amount')).toBeTruthy();
  });

  it("shows 'Invalid Scenario' for another calculator", async () => {
    vi.stubGlobal('fetch', stubFetch({ [`GET /api/scenarios/${loan.id}`]: { body: { scenario: loan } } }).fetchStub);
    renderPage(<DebtScenarioView screen="mortgage" id={loan.id} />, { url: `/client/scenario/mortgage/${loan.id}`, user: makeUser() });
    await screen.findByText('Invalid Scenario');
    expect(screen.queryByText('Summary')).toBeNull();
  });
});
