import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { makeDebtScenario } from '../../../test/scenario-fixtures';
import { ScenariosView } from './scenarios-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const loan = makeDebtScenario({ calculator: 'loanPayoff', loanAmountCents: 2_000_000, interestRate: 0.07, loanTerm: 5 }, null);

describe('scenarios page', () => {
  it('lists scenarios linking to their screens, and creates a debt scenario by default', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /api/scenarios': { body: { scenarios: [loan] } },
      'POST /api/scenarios': { status: 201, body: { scenario: loan } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    const { router } = renderPage(<ScenariosView />, { url: '/client/scenarios', user: makeUser() });
    const link = await screen.findByRole('link', { name: 'My loan' });
    expect(link.getAttribute('href')).toBe(`/client/scenario/loan-payoff/${loan.id}`);

    await user.click(screen.getByRole('button', { name: 'Add Scenario' }));
    const create = await screen.findByRole('button', { name: 'Create' });
    expect(create).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Name'), 'Pay the car');
    await user.click(create);
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'debt', name: 'Pay the car' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/client/scenario/loan-payoff/${loan.id}`));
  });
});
