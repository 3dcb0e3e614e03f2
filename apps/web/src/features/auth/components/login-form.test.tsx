import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('asks for the email first, then the password', async () => {
    const user = userEvent.setup();
    renderPage(<LoginForm onSignedIn={vi.fn()} />, { url: '/login' });

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert').textContent).toBe('the email field cannot be empty.');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert').textContent).toBe('the password field cannot be empty.');
  });

  it('sends email, password and Remember Me (on by default), then reports the user', async () => {
    const user = userEvent.setup();
    const signedIn = makeUser();
    const { fetchStub, calls } = stubFetch({ 'POST /api/auth/login': { body: { user: signedIn } } });
    vi.stubGlobal('fetch', fetchStub);
    const onSignedIn = vi.fn();
    renderPage(<LoginForm onSignedIn={onSignedIn} />, { url: '/login' });

    expect(screen.getByLabelText<HTMLInputElement>('Remember Me').checked).toBe(true);
    await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'Secret123', rememberMe: true });
  });

  it("shows the server's message for wrong credentials", async () => {
    const user = userEvent.setup();
    const { fetchStub } = stubFetch({
      'POST /api/auth/login': {
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Invalid email or password.' } },
      },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage(<LoginForm onSignedIn={vi.fn()} />, { url: '/login' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
  });

  it('asks for the authenticator code when the account has one, and sends it to the code step', async () => {
    const user = userEvent.setup();
    const signedIn = makeUser();
    const { fetchStub, calls } = stubFetch({
      'POST /api/auth/login': { body: { twoFactorRequired: true } },
      'POST /api/auth/two-factor/verify': { body: { user: signedIn } },
    });
    vi.stubGlobal('fetch', fetchStub);
    const onSignedIn = vi.fn();
    renderPage(<LoginForm onSignedIn={onSignedIn} />, { url: '/login' });

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.type(await screen.findByLabelText('Enter the 6-digit code from your authenticator app'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(signedIn));
    expect(calls[1]?.body).toEqual({ code: '123456' });
  });
});
