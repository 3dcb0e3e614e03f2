import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as AdvisorOnboardingPage } from './onboarding';

const button = (name: string) => screen.getByRole('button', { name });

describe('advisor onboarding page', () => {
  it.each([
    [true, '/registration-complete'],
    [false, '/verify-email'],
  ])('after Finish, verified=%s goes to %s', async (verified, target) => {
    const user = userEvent.setup();
    const saved = makeUser({ role: 'advisor', verified, completionDate: '2024-05-01' });
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/onboarding/advisor': { body: { user: saved } } }).fetchStub);
    renderPage(<AdvisorOnboardingPage />, { url: '/advisor/onboarding', user: makeUser({ role: 'advisor', verified, completionDate: null }) });
    expect(screen.getByRole('heading', { name: 'New Account Registration' })).toBeTruthy();
    for (let step = 0; step < 3; step += 1) await user.click(button('Continue'));
    await user.click(button('Finish'));
    expect((await screen.findByTestId('location')).textContent).toBe(target);
  });
});
