import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/profile-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { ClientLinkingView } from './client-linking-view';

// Links come signed from the server (only it holds the key): the page shows them as given.
const BUILT_IN = ['Email', 'Facebook', 'Twitter', 'Linkedin', 'Youtube', 'Instagram', 'Tiktok', 'Referral'].map((name) => ({
  id: null,
  name,
  isBuiltIn: true,
  expiryDate: null,
  isExpired: false,
  link: `https://app.test/register?advisor=adv1&role=client&source=${name.toLowerCase()}&sig=s-${name}`,
}));
const SEMINAR = {
  id: 's1',
  name: 'Spring Seminar',
  isBuiltIn: false,
  expiryDate: '2026-12-31',
  isExpired: false,
  link: 'https://app.test/register?advisor=adv1&role=client&source=Spring%20Seminar&expiry=2026-12-31&sig=s-seminar',
};

afterEach(() => vi.unstubAllGlobals());

function setup() {
  const profile = makeProfile();
  const stub = stubFetch({
    'GET /api/profile': { body: { profile } },
    'PATCH /api/profile': (call) => ({ body: { profile: { ...profile, contact: { ...profile.contact, ...(call.body as { contact: object }).contact } } } }),
    'GET /api/advisor/sources': { body: { sources: [...BUILT_IN, SEMINAR] } },
    'GET /api/invitations': { body: { invitations: [], total: 0, page: 1, pageSize: 10 } },
    'POST /api/advisor/sources': {
      status: 400,
      body: { error: { code: 'VALIDATION', message: 'source already exists, please try different', requestId: 'r1' } },
    },
    'POST /api/advisor/invites': (call) => ({ body: { sentTo: (call.body as { email: string }).email } }),
    'GET /api/advisor/phone-number': { body: { number: null } },
    'GET /api/advisor/phone-numbers/available': {
      body: {
        numbers: [
          { phoneNumber: '+12125550110', friendlyName: '(212) 555-0110' },
          { phoneNumber: '+12125550117', friendlyName: '(212) 555-0117' },
        ],
      },
    },
    'PUT /api/advisor/phone-number': (call) => ({
      body: { number: { phoneNumber: (call.body as { phoneNumber: string }).phoneNumber, friendlyName: '(212) 555-0117' } },
    }),
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<ClientLinkingView />, { url: '/advisor/client-linking', user: makeUser({ id: 'adv1', role: 'advisor' }) });
  return stub.calls;
}

async function toLinks() {
  fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
  return screen.findByRole('group', { name: 'Facebook link' });
}

describe('Client Linking', () => {
  it('saves the alert choices, then moves on to the registration links', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('switch', { name: 'SMS alerts' }));
    await toLinks();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect((patch?.body as { contact: { smsAlert: boolean } }).contact.smsAlert).toBe(true);
  });

  it('shows the signed link per built-in source and the custom one with its expiry, each with a QR code', async () => {
    setup();
    const facebook = await toLinks();
    expect(within(facebook).getByText('https://app.test/register?advisor=adv1&role=client&source=facebook&sig=s-Facebook')).toBeTruthy();
    const seminar = screen.getByRole('group', { name: 'Spring Seminar link' });
    expect(within(seminar).getByText(SEMINAR.link)).toBeTruthy();
    expect(await within(seminar).findByRole('img', { name: 'QR code of the Spring Seminar link' })).toBeTruthy();
    expect(within(seminar).getByRole('button', { name: 'Copy Link' })).toBeTruthy();
  });

  it("refuses an empty or taken source name with the spec's messages", async () => {
    setup();
    await toLinks();
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(await screen.findByText('missing data')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Source name'), { target: { value: 'spring seminar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    expect(await screen.findByText('source already exists, please try different')).toBeTruthy();
  });

  // Spec 01 §5: 'link expiry MM-DD-YYYY': the custom link's expiry is typed and shown that way, sent as YYYY-MM-DD.
  it('takes a custom link expiry typed MM-DD-YYYY and shows each expiry that way', async () => {
    const calls = setup();
    await toLinks();
    expect(within(screen.getByRole('group', { name: 'Spring Seminar link' })).getByText('Until 12-31-2026')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Source name'), { target: { value: 'Fall Fair' } });
    const expiry = screen.getByRole('textbox', { name: 'Expiry (optional)' });
    expect(expiry.getAttribute('placeholder')).toBe('mm-dd-yyyy');
    fireEvent.change(expiry, { target: { value: '12-31-2099' } });
    fireEvent.blur(expiry);
    fireEvent.click(screen.getByRole('button', { name: 'Add Source' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST' && call.url === '/api/advisor/sources')?.body).toEqual({
        name: 'Fall Fair',
        expiryDate: '2099-12-31',
      }),
    );
  });

  it('invites only as Client, checks the fields, and sends', async () => {
    const calls = setup();
    await toLinks();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('All fields are required! You should input all the fields!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Dora' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Diaz' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'dora' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Email is not valid! Please input valid email.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'dora@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Invitation sent. (dora@example.com)')).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/advisor/invites')?.body).toEqual({
      type: 'client',
      firstName: 'Dora',
      lastName: 'Diaz',
      email: 'dora@example.com',
    });
  });

  it("answers the SMS box with the spec's texts", async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: /Connect with SMS/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Invalid Phone Number!')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+1 555 0100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('feature will available soon')).toBeTruthy();
  });

  it('picks a local number: Find Numbers by area code, then Select Number', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: /Connect with SMS/ }));
    expect(await screen.findByText('You have no local number yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pick Number' }));
    fireEvent.change(screen.getByLabelText('Area code'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Numbers' }));
    expect(await screen.findByText('Please enter a 3-digit area code.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Area code'), { target: { value: '212' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find Numbers' }));
    fireEvent.click(await screen.findByRole('radio', { name: '(212) 555-0117' }));
    fireEvent.click(screen.getByRole('button', { name: 'Select Number' }));
    expect(await screen.findByText('Your number: (212) 555-0117')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ phoneNumber: '+12125550117' });
  });
});
