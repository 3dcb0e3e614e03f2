import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { HelpWidget } from './help-widget';

afterEach(() => vi.unstubAllGlobals());

describe('the help chat', () => {
  it('mails the message with the contact details to support, then clears the box', async () => {
    const stub = stubFetch({ 'POST /api/support/messages': { body: { message: 'Thank you.' } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<HelpWidget opened onClose={() => undefined} />, { url: '/home', user: makeUser() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: "Sure, Let's talk!" }));
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Your Email'), { target: { value: 'ada@example.com' } });
    expect(send).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Your Phone'), { target: { value: '555 0100' } });
    await user.click(send);

    fireEvent.change(screen.getByLabelText('Your Message'), { target: { value: 'Can you call me?' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Sent to our support team. We will answer by email.');
    expect(stub.calls[0]?.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '555 0100',
      subject: "Help chat: Sure, Let's talk!",
      message: 'Can you call me?',
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Your Message').value).toBe(''));
    expect(screen.getByText('Can you call me?')).toBeTruthy();
  });

  it('keeps the text and says why when support cannot take it', async () => {
    const stub = stubFetch({
      'POST /api/support/messages': {
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute and try again.' } },
      },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<HelpWidget opened onClose={() => undefined} />, { url: '/home', user: makeUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'I need help with a technical issue' }));
    fireEvent.change(screen.getByLabelText('Your Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Your Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Your Phone'), { target: { value: '1' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    fireEvent.change(screen.getByLabelText('Your Message'), { target: { value: 'Broken' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Too many attempts. Please wait a minute and try again.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your Message').value).toBe('Broken');
  });
});
