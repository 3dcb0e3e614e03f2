import type { TAccount, TScenario } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { makeScenario } from '../../../test/scenario-fixtures';
import { ScenarioEditorModal } from './scenario-editor-modal';
import { cardScenario, mortgageScenario } from './scenario-test-data';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

function renderEditor(scenario: TScenario, extra: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ [`GET /api/scenarios/${scenario.id}`]: { body: { scenario } }, ...extra });
  vi.stubGlobal('fetch', stub.fetchStub);
  const onClose = vi.fn();
  renderPage(<ScenarioEditorModal scenarioId={scenario.id} onClose={onClose} />, { url: '/client/scenarios', user: makeUser() });
  return { stub, user: userEvent.setup(), onClose };
}

const selectedTab = async () => (await screen.findAllByRole('tab')).find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('scenario editor', () => {
  it('opens on Information, with the tabs of a debt scenario (no Eligibility)', async () => {
    renderEditor(cardScenario({ updateMode: 'information' }));
    expect(await selectedTab()).toBe('Information');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Information', 'Accounts', 'Calculations', 'Sharing', 'Results']);
  });

  it("opens on Results when it was last saved from its calculator, with the credit card's months and total interest", async () => {
    renderEditor(cardScenario({ updateMode: 'calculation' }));
    expect(await selectedTab()).toBe('Results');
    const results = screen.getByRole('list', { name: 'Credit card payoff' });
    expect(within(results).getByText('26 months (2 years 2 months)')).toBeTruthy();
    expect(within(results).getByText('Total Interest Paid')).toBeTruthy();
    expect(within(results).getByText('$1,234.56')).toBeTruthy();
  });

  it('says when the card payment never pays the balance off', async () => {
    const never = cardScenario({
      updateMode: 'calculation',
      results: { calculator: 'creditCardPayoff', monthsToPayoff: null, totalPrincipalPaidCents: 0, totalInterestPaidCents: 0, monthlyData: [] },
    });
    renderEditor(never);
    await screen.findByText('This payment never pays the balance off: it does not cover the monthly interest.');
  });

  it('adds Eligibility for a mortgage, and links to its page', async () => {
    const { user } = renderEditor(mortgageScenario({ updateMode: 'calculation' }));
    expect(await selectedTab()).toBe('Results');
    expect(screen.getByText('$2,275.45')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Mortgage Calculator' }).getAttribute('href')).toBe(
      '/client/scenario/mortgage/44444444-4444-4444-8444-444444444444',
    );
    await user.click(screen.getByRole('tab', { name: 'Eligibility' }));
    expect(await screen.findByText('64')).toBeTruthy();
    expect(screen.getByText(/fits the 28\/36 guideline/)).toBeTruthy();
  });

  it('shows a retirement score with a link to My Plan', async () => {
    const plan = makeScenario({ updateMode: 'calculation', retirementScore: 81 });
    renderEditor({
      ...plan,
      results: {
        calculator: 'monteCarlo',
        retirementScore: 81,
        failureNumber: 0,
        failuresByAge: [],
        currentAge: 40,
        retirementAge: 65,
        medianDepletionAge: null,
        spendingFundedRate: 1,
        rows: [],
        optimisticPercentileCents: [],
        medianPercentileCents: [],
        pessimisticPercentileCents: [],
      },
    });
    expect(await screen.findByText('81')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in My Plan' }).getAttribute('href')).toBe(`/client/my-plan?id=${plan.id}`);
  });

  it('closes at once with nothing changed, and asks before discarding edits (Close and Escape alike)', async () => {
    const { user, onClose } = renderEditor(cardScenario());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, ' (copy)');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toMatch(/\(copy\)$/);
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('locks the type until its edit icon is pressed, then saves the change', async () => {
    const card = cardScenario();
    const { stub, user } = renderEditor(card, {
      [`PATCH /api/scenarios/${card.id}`]: { body: { scenario: { ...card, type: 'retire', updateMode: 'calculation' } } },
    });
    const type = await screen.findByRole('combobox', { name: 'Type' });
    expect(type).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Edit type' }));
    expect(type).toHaveProperty('disabled', false);
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Retirement' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stub.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ type: 'retire', updateMode: 'calculation' }));
    expect(await selectedTab()).toBe('Results');
  });

  it("checks the calculator's inputs with the api's rules and messages, and saves them", async () => {
    const card = cardScenario();
    const { stub, user } = renderEditor(card, {
      [`PATCH /api/scenarios/${card.id}`]: (call) => ({ body: { scenario: { ...card, ...(call.body as object), updateMode: 'calculation' } } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Calculations' }));
    const balance = await screen.findByLabelText('Balance');
    const save = screen.getByRole('button', { name: 'Save' });

    await user.clear(balance);
    await user.type(balance, '0');
    expect(await screen.findByText('Balance must be greater than 0')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await user.clear(balance);
    await user.type(balance, '12000');
    expect(await screen.findByText('Balance must be at most $10,000')).toBeTruthy();
    await user.clear(balance);
    await user.type(balance, '4000');

    const payment = screen.getByLabelText('Payment per Month');
    await user.clear(payment);
    await user.type(payment, '0');
    expect(await screen.findByText('Payment per month must be greater than 0')).toBeTruthy();
    await user.clear(payment);
    await user.type(payment, '500');
    // The engine's preview while editing.
    expect(within(screen.getByLabelText('Payoff preview')).getByText('Months to Pay Off')).toBeTruthy();

    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    await waitFor(() =>
      expect(stub.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        inputs: { calculator: 'creditCardPayoff', balanceCents: 400_000, interestRate: 0.229, paymentPerMonthCents: 50_000 },
        updateMode: 'calculation',
      }),
    );
    expect(await selectedTab()).toBe('Results');
  });

  it("fills the calculator from one of the client's credit card accounts", async () => {
    const card = cardScenario();
    const account: TAccount = {
      id: 'acc1',
      institutionId: 'i1',
      institutionName: 'First Platypus Bank',
      name: 'Platinum Card',
      mask: '3333',
      accountType: 'credit',
      accountSubtype: 'credit card',
      balanceType: 'liabilities',
      amountCents: 410_000,
      date: '2025-01-01',
      isManualRecord: false,
      isRetirement: false,
      isCash: false,
      assetKey: null,
      liabilityKey: 'credit',
      hasHoldings: false,
      details: { aprs: [{ apr_type: 'purchase_apr', apr_percentage: 18.5 }], minimum_payment_amount_cents: 12_000 },
    };
    const mortgage = { ...account, id: 'acc2', name: 'Home loan', liabilityKey: 'mortgage' };
    const { user } = renderEditor(card, {
      'GET /api/liabilities': { body: { totalCents: 0, categories: {}, institutions: [], accounts: [account, mortgage] } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Accounts' }));
    const table = await screen.findByRole('table', { name: 'Your credit card accounts' });
    expect(within(table).queryByText('Home loan')).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Use Platinum Card' }));
    expect(await selectedTab()).toBe('Calculations');
    expect(screen.getByLabelText<HTMLInputElement>('Balance').value).toBe('$4,100');
    expect(screen.getByLabelText<HTMLInputElement>('Interest Rate').value).toBe('18.5%');
    expect(screen.getByLabelText<HTMLInputElement>('Payment per Month').value).toBe('$120');
  });
});
