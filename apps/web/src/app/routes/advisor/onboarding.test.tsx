import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as AdvisorOnboardingPage } from './onboarding';

const button = (name: string) => screen.getByRole('button', { name });

describe('advisor onboarding page', () => {
  it.each([
    [{ verified: true, plan: 'paid' as const }, '/registration-complete'],
    [{ verified: true, parentId: 'adv-0' }, '/registration-complete'],
    [{ verified: true }, '/subscribe'],
    [{ verified: false, plan: 'paid' as const }, '/verify-email'],
  ])('after Finish, %o goes to %s', async (facts, target) => {
    const user = userEvent.setup();
    const saved = makeUser({ role: 'advisor', ...facts, completionDate: '2024-05-01' });
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/onboarding/advisor': { body: { user: saved } } }).fetchStub);
    renderPage(<AdvisorOnboardingPage />, { url: '/advisor/onboarding', user: makeUser({ role: 'advisor', verified: facts.verified, completionDate: null }) });
    expect(screen.getByRole('heading', { name: 'New Account Registration' })).toBeTruthy();
    for (let step = 0; step < 3; step += 1) await user.click(button('Continue'));
    await user.click(button('Finish'));
    expect((await screen.findByTestId('location')).textContent).toBe(target);
  });
});
