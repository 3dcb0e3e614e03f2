import { AUTH_MESSAGES, PASSWORD_REQUIREMENT_LABELS } from '@finboard/domain/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, stubFetch } from '../../../test/render';
import { SignUpFormView } from './sign-up-form';

const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

function renderForm(onRegistered = vi.fn()) {
  renderPage(<SignUpFormView role="client" prefill={{}} context={{ source: 'email' }} onRegistered={onRegistered} />, {
    url: '/register',
  });
  return onRegistered;
}

describe('SignUpFormView', () => {
  it("shows the spec's messages in the spec's order", async () => {
    const user = userEvent.setup();
    renderForm();
    const submit = () => user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await submit();
    expect(alertText()).toBe(AUTH_MESSAGES.signUpAllRequired);

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await submit();
    expect(alertText()).toBe(AUTH_MESSAGES.emailInvalid);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await submit();
    expect(alertText()).toBe(AUTH_MESSAGES.passwordMismatch);

    await user.type(screen.getByLabelText('Confirm Password'), 'weak');
    await submit();
    expect(alertText()).toBe(AUTH_MESSAGES.signUpPasswordWeak);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Strong123!');
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong123!');
    await submit();
    expect(alertText()).toBe(AUTH_MESSAGES.termsRequired);
  });

  it('clears the mismatch message as soon as an input changes', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Strong123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(alertText()).toBe(AUTH_MESSAGES.passwordMismatch);

    await user.type(screen.getByLabelText('Confirm Password'), '!');
    expect(alertText()).toBeNull();
  });

  it('ticks the requirement checklist as the password improves', async () => {
    const user = userEvent.setup();
    renderForm();
    const items = () => screen.getByRole('list', { name: 'Password requirements' }).querySelectorAll('[data-met="true"]');
    expect(items().length).toBe(0);
    await user.type(screen.getByLabelText('Password'), 'Strong1!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong1!');
    expect(items().length).toBe(6);
  });

  it('blocks a password the checklist does not tick, naming the missing special character', async () => {
    const user = userEvent.setup();
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchStub);
    renderForm();
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Abcdefg1');
    await user.type(screen.getByLabelText('Confirm Password'), 'Abcdefg1');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const special = within(checklist).getByText(PASSWORD_REQUIREMENT_LABELS.special).closest('[data-met]');
    expect(special?.getAttribute('data-met')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(alertText()).toBe(AUTH_MESSAGES.passwordSpecialMissing);
    expect(calls).toHaveLength(0);
  });

  it('registers with the role and link context, and hands on the answer (no session: the link in the mail signs in)', async () => {
    const user = userEvent.setup();
    const answer = { status: 'verification_sent', email: 'ada@example.com', linkNotice: null };
    const { fetchStub, calls } = stubFetch({ 'POST /api/auth/register': { status: 202, body: answer } });
    vi.stubGlobal('fetch', fetchStub);
    const onRegistered = renderForm();

    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Strong123!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Strong123!');
    await user.click(screen.getByRole('checkbox', { name: /I accept the/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith(answer));
    expect(calls[0]?.body).toEqual({
      role: 'client',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Strong123!',
      confirmPassword: 'Strong123!',
      acceptTerms: true,
      context: { source: 'email' },
    });
  });
});
