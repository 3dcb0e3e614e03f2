import type { TRegistrationSource } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { SourceLinkRow } from './source-link-row';

const LIVE: TRegistrationSource = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Spring Seminar',
  isBuiltIn: false,
  expiryDate: '2026-12-31',
  isExpired: false,
  link: 'https://app.test/register?advisor=adv1&role=client&source=Spring%20Seminar&expiry=2026-12-31&sig=s1',
};
const EXPIRED: TRegistrationSource = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Old Fair',
  isBuiltIn: false,
  expiryDate: '2025-01-31',
  isExpired: true,
  link: null,
};

afterEach(() => vi.unstubAllGlobals());

function setup(source: TRegistrationSource) {
  const stub = stubFetch({
    [`PATCH /api/advisor/sources/${EXPIRED.id}`]: (call) => ({
      body: {
        source: {
          ...EXPIRED,
          isExpired: false,
          expiryDate: (call.body as { expiryDate: string | null }).expiryDate,
          link: 'https://app.test/register?renewed',
        },
      },
    }),
    [`DELETE /api/advisor/sources/${EXPIRED.id}`]: { status: 204, body: undefined },
    'GET /api/advisor/sources': { body: { sources: [] } },
    'GET /api/advisor/dashboard': { body: {} },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<SourceLinkRow source={source} />, { url: '/advisor/client-linking', user: makeUser({ role: 'advisor' }) });
  const writes = () => stub.calls.filter((call) => call.method !== 'GET').map((call) => ({ call: `${call.method} ${call.url}`, body: call.body }));
  return { writes };
}

describe('a registration link', () => {
  it('while live shows the link, Copy Link and its QR code', async () => {
    setup(LIVE);
    const row = screen.getByRole('group', { name: 'Spring Seminar link' });
    expect(within(row).getByText(LIVE.link ?? '')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Copy Link' })).toBeTruthy();
    expect(await within(row).findByRole('img', { name: 'QR code of the Spring Seminar link' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Renew' })).toBeNull();
  });

  it('once expired says so, with no Copy Link or QR code, and renews with a new last day', async () => {
    const user = userEvent.setup();
    const { writes } = setup(EXPIRED);
    const row = screen.getByRole('group', { name: 'Old Fair link' });
    // Spec 01 §5: 'link expiry MM-DD-YYYY', shown and typed.
    expect(within(row).getByText('Expired 01-31-2025')).toBeTruthy();
    expect(within(row).getByText(/This link has expired/)).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Copy Link' })).toBeNull();
    expect(within(row).queryByRole('img')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Renew' }));
    const form = within(row).getByRole('form', { name: 'Renew the Old Fair link' });
    await user.type(within(form).getByRole('textbox', { name: 'New expiry (optional)' }), '06-30-2027');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toEqual([{ call: `PATCH /api/advisor/sources/${EXPIRED.id}`, body: { expiryDate: '2027-06-30' } }]));
  });

  it('is deleted after a confirmation saying its clients stay, and Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    const { writes } = setup(EXPIRED);
    await user.click(screen.getByRole('button', { name: 'Delete the Old Fair link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the Old Fair link?' });
    expect(within(dialog).getByText(/Clients who registered through it stay connected and keep it as their source/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete the Old Fair link' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the Old Fair link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes().map((write) => write.call)).toEqual([`DELETE /api/advisor/sources/${EXPIRED.id}`]));
  });
});
