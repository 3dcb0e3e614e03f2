import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage } from '../../../test/render';
import { ManualAccountIntro } from './manual-account-intro';

describe('Track Your Accounts Manually', () => {
  it('creates an account by hand, or links one once the link tool is ready', async () => {
    const user = userEvent.setup();
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage(<ManualAccountIntro />, { url: '/manual-account', user: makeUser({ plan: 'paid' }) });
    expect(screen.getByRole('heading', { name: 'Track Your Accounts Manually' })).toBeTruthy();
    const live = screen.getByRole('button', { name: 'Link Account with live data' });
    expect(live).toHaveProperty('disabled', true);
    answer(new Response(JSON.stringify({ linkToken: 'link-1', expiration: '2999-01-01T00:00:00Z', provider: 'sandbox' }), { status: 200 }));
    await waitFor(() => expect(live).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('link', { name: 'Create Account' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/manual-account-input');
  });
});
