import { AUTH_MESSAGES, PASSWORD_REQUIREMENT_LABELS } from '@finboard/domain/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { SetPasswordForm } from './set-password-form';

// Reset, change and set share one rule with the checklist they show: a password the checklist does
// not fully tick never reaches the api.
const FORMS: { name: string; url: string; element: ReactElement; submit: string; fillCurrent?: boolean }[] = [
  { name: 'reset', url: '/api/auth/reset-password', element: <ResetPasswordForm oobCode="code" onDone={() => {}} />, submit: 'Reset Password' },
  { name: 'change', url: '/api/auth/change-password', element: <ChangePasswordForm />, submit: 'Change Password', fillCurrent: true },
  { name: 'set', url: '/api/auth/set-password', element: <SetPasswordForm />, submit: 'Save Password' },
];

async function fillAndSubmit(form: (typeof FORMS)[number], password: string) {
  const user = userEvent.setup();
  const { fetchStub, calls } = stubFetch({ [`POST ${form.url}`]: { body: { message: 'Done.' } } });
  vi.stubGlobal('fetch', fetchStub);
  renderPage(form.element, { url: '/password', user: makeUser() });
  if (form.fillCurrent) await user.type(screen.getByLabelText('Current Password'), 'Old-Password-1!');
  await user.type(screen.getByLabelText(/^(New )?Password$/), password);
  await user.type(screen.getByLabelText('Confirm Password'), password);
  await user.click(screen.getByRole('button', { name: form.submit }));
  return calls;
}

describe.each(FORMS)('the $name password form', (form) => {
  it('blocks a password missing only the special character, as its checklist shows', async () => {
    const calls = await fillAndSubmit(form, 'Abcdefg1');
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(within(checklist).getByText(PASSWORD_REQUIREMENT_LABELS.special).closest('[data-met]')?.getAttribute('data-met')).toBe('false');
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.passwordSpecialMissing);
    expect(calls).toHaveLength(0);
  });

  it("keeps the spec's message for the rules it names", async () => {
    await fillAndSubmit(form, 'abcdefg1!');
    expect(screen.getByRole('alert').textContent).toBe(AUTH_MESSAGES.resetPasswordWeak);
  });

  it('sends a password the whole checklist ticks', async () => {
    const calls = await fillAndSubmit(form, 'Abcdefg1!');
    await vi.waitFor(() => expect(calls).toEqual([expect.objectContaining({ url: form.url, body: expect.objectContaining({ password: 'Abcdefg1!' }) })]));
  });
});
