import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as FinancialFreedomPage } from './financial-freedom';

describe('financial freedom page', () => {
  it.each([
    [true, '/registration-complete'],
    [false, '/verify-email'],
  ])('after Done, verified=%s goes to %s with the completed session', async (verified, target) => {
    const user = userEvent.setup();
    const saved = makeUser({ verified, completionDate: '2024-05-01' });
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/onboarding/financial-freedom': { body: { user: saved } },
        'GET /api/session': { body: { user: saved } },
      }).fetchStub,
    );
    const { queryClient } = renderPage(<FinancialFreedomPage />, {
      url: '/financialfreedom',
      user: makeUser({ verified, completionDate: null }),
    });
    expect(screen.getByRole('heading', { name: "Let's get started, Ada" })).toBeTruthy();
    await user.type(screen.getByLabelText('Birth Date'), '05-17-1990');
    await user.type(screen.getByLabelText('Current Savings'), '1000');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect((await screen.findByTestId('location')).textContent).toBe(target);
    expect(queryClient.getQueryData<{ user: { completionDate: string } }>(['session'])?.user.completionDate).toBe(
      '2024-05-01',
    );
  });
});
