import type { TProfile } from '@finboard/contracts';
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/profile-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { IdentityForm } from './identity-form';
import { PublicProfileTab } from './public-profile-tab';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

function render(element: ReactElement, routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({ 'GET /api/session': { body: { user: makeUser() } }, ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(element, { url: '/user-profile', user: makeUser() });
  return stub;
}

describe('profile images', () => {
  it('uploads a photo as multipart form data', async () => {
    const user = userEvent.setup();
    const saved: TProfile = makeProfile({ photoUrl: '/api/files/p1' });
    const { calls } = render(<PublicProfileTab profile={makeProfile()} hasSave />, {
      'POST /api/profile/images/photo': { body: { profile: saved } },
    });
    await user.upload(screen.getByLabelText('Profile Photo'), png());
    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/profile/images/photo')).toBe(true));
    const form = calls.find((call) => call.url === '/api/profile/images/photo')?.form;
    expect(form?.get('file')).toBeInstanceOf(File);
    expect(form?.has('expiryDate')).toBe(false);
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = render(<PublicProfileTab profile={makeProfile()} hasSave />, {});
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(screen.getByLabelText('Profile Photo'), text);
    expect(screen.getByRole('alert').textContent).toBe('Please choose an image file.');
    expect(calls).toHaveLength(0);
  });

  it('removes a photo with DELETE', async () => {
    const user = userEvent.setup();
    const { calls } = render(<PublicProfileTab profile={makeProfile({ photoUrl: '/api/files/p1' })} hasSave />, {
      'DELETE /api/profile/images/photo': { body: { profile: makeProfile() } },
    });
    await user.click(screen.getByRole('button', { name: 'Remove Profile Photo' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('sends an identity side with its expiry date, and removes a side by saving it as null', async () => {
    const user = userEvent.setup();
    const profile = makeProfile({
      identity: { front: { imageUrl: null, expiryDate: null }, back: { imageUrl: '/api/files/b1', expiryDate: '2030-01-31' } },
    });
    const { calls } = render(<IdentityForm profile={profile} />, {
      'POST /api/profile/images/identity-front': { body: { profile } },
      'PATCH /api/profile': { body: { profile } },
    });
    expect(screen.getByRole('img', { name: 'Back of ID' }).getAttribute('src')).toBe('/api/files/b1');
    expect(screen.getByText('No image on file')).toBeTruthy();

    await user.type(screen.getByLabelText('Front Expiry Date'), '06-30-2031');
    await user.upload(screen.getByLabelText('Front of ID'), png());
    await vi.waitFor(() => expect(calls.some((call) => call.url.endsWith('identity-front'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('identity-front'))?.form?.get('expiryDate')).toBe('2031-06-30');

    await user.click(screen.getByRole('button', { name: 'Remove Back of ID' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ identity: { back: null } });
  });

  it('saves the expiry dates of the sides on file', async () => {
    const user = userEvent.setup();
    const profile = makeProfile({
      identity: { front: { imageUrl: '/api/files/f1', expiryDate: null }, back: { imageUrl: null, expiryDate: null } },
    });
    const { calls } = render(<IdentityForm profile={profile} />, { 'PATCH /api/profile': { body: { profile } } });
    await user.type(screen.getByLabelText('Front Expiry Date'), '2032-02-29');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ identity: { front: { expiryDate: '2032-02-29' } } });
  });
});
