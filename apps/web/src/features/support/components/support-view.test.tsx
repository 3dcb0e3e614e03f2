import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { SupportView } from './support-view';

afterEach(() => vi.unstubAllGlobals());

describe('the Support page', () => {
  it('answers common questions and sends the contact form', async () => {
    const stub = stubFetch({ 'POST /api/support/messages': { body: { message: 'Thank you. Your message has been sent.' } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<SupportView />, { url: '/pages/help', user: makeUser() });
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'How do I link my bank?' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Your email/).value).toBe('ada@example.com');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/Subject/), 'Bank link');
    await user.type(screen.getByLabelText(/Message/), 'It fails.');
    await user.click(send);
    await screen.findByText('Thank you. Your message has been sent.');
    await waitFor(() => expect(stub.calls[0]?.body).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Bank link', message: 'It fails.' }));
  });
});
