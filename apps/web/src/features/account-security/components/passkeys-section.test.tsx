import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { PasskeysSection } from './passkeys-section';
import { TwoFactorPrompt } from './two-factor-prompt';

const startRegistration = vi.fn();
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: (...args: unknown[]) => startRegistration(...args) }));

afterEach(() => startRegistration.mockReset());

const laptop = { id: 'pk1', name: 'Work laptop', synced: true, createdAt: '2026-11-01T10:00:00.000Z', lastUsedAt: null };
const options = {
  challenge: 'abc',
  rp: { name: 'Finboard', id: 'localhost' },
  user: { id: 'dTE', name: 'ada@example.com', displayName: 'Ada' },
  pubKeyCredParams: [],
};

describe('PasskeysSection', () => {
  it("adds a named passkey: the server's options go to the browser, its answer back with the name", async () => {
    const user = userEvent.setup();
    let list = [] as (typeof laptop)[];
    const credential = {
      id: 'cred',
      rawId: 'cred',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', attestationObject: 'oA' },
    };
    startRegistration.mockResolvedValue(credential);
    const { fetchStub, calls } = stubFetch({
      'GET /api/auth/passkeys': () => ({ body: { passkeys: list } }),
      'POST /api/auth/passkeys/registration-options': { body: { challengeId: 'ch1', options } },
      'POST /api/auth/passkeys': () => {
        list = [laptop];
        return { body: laptop };
      },
      'GET /api/session': { body: { user: makeUser() } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage(<PasskeysSection user={makeUser()} />, { url: '/account-security' });

    await screen.findByText('No passkeys yet.');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(screen.getByRole('alert').textContent).toBe('Name your passkey.');
    await user.type(screen.getByLabelText(/Passkey name/), 'Work laptop');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    await screen.findByRole('cell', { name: /^Work laptop/ });
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: options });
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/auth/passkeys')?.body).toEqual({
      challengeId: 'ch1',
      name: 'Work laptop',
      credential,
    });
  });

  it('says so when the browser prompt is closed, and adds nothing', async () => {
    const user = userEvent.setup();
    startRegistration.mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    const { fetchStub, calls } = stubFetch({
      'GET /api/auth/passkeys': { body: { passkeys: [] } },
      'POST /api/auth/passkeys/registration-options': { body: { challengeId: 'ch1', options } },
    });
    vi.stubGlobal('fetch', fetchStub);
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    renderPage(<PasskeysSection user={makeUser()} />, { url: '/account-security' });
    await screen.findByText('No passkeys yet.');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await user.type(screen.getByLabelText(/Passkey name/), 'Phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The passkey request was cancelled or timed out. Please try again.');
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/auth/passkeys')).toBe(false);
  });

  it('removes one with the password', async () => {
    const user = userEvent.setup();
    const { fetchStub, calls } = stubFetch({
      'GET /api/auth/passkeys': { body: { passkeys: [laptop] } },
      'POST /api/auth/passkeys/pk1/remove': { body: { ok: true } },
      'GET /api/session': { body: { user: makeUser() } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage(<PasskeysSection user={makeUser({ hasPassword: true })} />, { url: '/account-security' });
    await user.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    const form = screen.getByRole('form', { name: 'Remove the passkey Work laptop' });
    await user.type(within(form).getByLabelText(/^Password/), 'Secret123!');
    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(calls.find((call) => call.url === '/api/auth/passkeys/pk1/remove')?.body).toEqual({ password: 'Secret123!' }));
  });
});

describe('TwoFactorPrompt', () => {
  it("asks while due, and 'Later' tells the server", async () => {
    const user = userEvent.setup();
    let due = true;
    const { fetchStub, calls } = stubFetch({
      'GET /api/auth/two-factor/prompt': () => ({ body: { due } }),
      'POST /api/auth/two-factor/prompt/postpone': () => {
        due = false;
        return { body: { ok: true } };
      },
      'GET /api/session': { body: { user: makeUser() } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage(<TwoFactorPrompt />, { url: '/advisor/dashboard' });
    const region = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(within(region).getByRole('link', { name: 'Set up now' }).getAttribute('href')).toBe('/account-security');
    await user.click(within(region).getByRole('button', { name: 'Later' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Two-factor sign-in' })).toBeNull());
    expect(calls.some((call) => call.url === '/api/auth/two-factor/prompt/postpone')).toBe(true);
  });
});
