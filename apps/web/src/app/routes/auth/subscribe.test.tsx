import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderPage } from '../../../test/render';
import { Component as SubscribePage } from './subscribe';

describe('/subscribe until billing launches', () => {
  it('lets a new client go on with Free, and says paid plans are not open yet', async () => {
    const view = renderPage(<SubscribePage />, { url: '/subscribe', user: makeUser({ role: 'client' }) });
    expect(screen.getByText('Coming soon')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Free' }));
    await expect.poll(() => view.router.state.location.pathname).toBe('/registration-complete');
  });
});
