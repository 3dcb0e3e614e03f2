import type { TProfile } from '@finboard/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/profile-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { OwnProfileLoader } from './own-profile-loader';
import { ProfileTabs } from './profile-tabs';

function renderProfile(profile: TProfile, url = '/user-profile', routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/profile': { body: { profile } }, ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(<OwnProfileLoader>{(loaded) => <ProfileTabs profile={loaded} />}</OwnProfileLoader>, {
    url,
    user: makeUser({ role: profile.role }),
  });
  return { ...stub, ...view };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const saveButton = () => screen.queryByRole('button', { name: 'Save' });

describe('profile tabs', () => {
  it('shows the client tabs, each with Save', async () => {
    const user = userEvent.setup();
    renderProfile(makeProfile({ role: 'client' }));
    await screen.findByRole('tab', { name: 'Public Profile' });
    expect(tabNames()).toEqual(['Public Profile', 'Personal Info', 'Contact Details', 'Identity']);
    for (const name of tabNames()) {
      await user.click(screen.getByRole('tab', { name: name ?? '' }));
      expect(saveButton(), `${name} has Save`).not.toBeNull();
    }
  });

  it('shows the advisor tabs, Save on all but Public Profile', async () => {
    const user = userEvent.setup();
    renderProfile(makeProfile({ role: 'advisor' }));
    await screen.findByRole('tab', { name: 'Public Profile' });
    expect(tabNames()).toEqual(['Public Profile', 'Personal Info', 'Company Info', 'Contact Info']);
    expect(saveButton()).toBeNull();
    expect(screen.getByLabelText('Company Logo')).toBeTruthy();
    expect(screen.getByText('Lovelace Wealth')).toBeTruthy();
    for (const name of ['Personal Info', 'Company Info', 'Contact Info']) {
      await user.click(screen.getByRole('tab', { name }));
      expect(saveButton(), `${name} has Save`).not.toBeNull();
    }
  });

  it('opens the tab named by ?tab= and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile(makeProfile(), '/user-profile?tab=1');
    expect(await screen.findByLabelText('First Name')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Last Name')).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText('Email')).toHaveProperty('readOnly', true);
    await user.click(screen.getByRole('tab', { name: 'Identity' }));
    expect(router.state.location.search).toBe('?tab=3');
  });

  it('shows the spouse section to a client with a spouse, and hides it on No', async () => {
    const user = userEvent.setup();
    renderProfile(makeProfile({ personal: { ...makeProfile().personal, hasSpouse: true } }), '/user-profile?tab=1');
    expect(await screen.findByLabelText('Spouse First Name')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Spouse?'), 'No');
    expect(screen.queryByLabelText('Spouse First Name')).toBeNull();
  });

  it('never shows the spouse section to an advisor', async () => {
    const profile = makeProfile({ role: 'advisor', personal: { ...makeProfile().personal, hasSpouse: true } });
    renderProfile(profile, '/user-profile?tab=1');
    expect(await screen.findByLabelText('Spouse?')).toHaveProperty('value', 'Yes');
    expect(screen.queryByLabelText('Spouse First Name')).toBeNull();
  });

  it('lists dependents only while children are set, with add and remove', async () => {
    const user = userEvent.setup();
    const saved = makeProfile();
    const { calls } = renderProfile(makeProfile(), '/user-profile?tab=1', { 'PATCH /api/profile': { body: { profile: saved } } });
    const children = await screen.findByLabelText('Children');
    expect(screen.queryByRole('button', { name: 'Add Dependent' })).toBeNull();

    await user.clear(children);
    await user.type(children, '2');
    await user.click(screen.getByRole('button', { name: 'Add Dependent' }));
    await user.click(screen.getByRole('button', { name: 'Add Dependent' }));
    await user.type(screen.getByLabelText('Dependent 1 First Name'), 'Byron');
    await user.type(screen.getByLabelText('Dependent 2 First Name'), 'Anne');
    await user.click(screen.getByRole('button', { name: 'Remove dependent 1' }));
    expect(screen.getByLabelText('Dependent 1 First Name')).toHaveProperty('value', 'Anne');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const body = calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body.dependents).toEqual([{ firstName: 'Anne', dateOfBirth: null }]);
    expect(body.personal).toMatchObject({ children: 2, phone: '555-123-4567', description: 'Planning ahead' });
    expect(body.spouse).toBeNull();
  });

  it('asks for a dependent name before saving', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile(makeProfile({ personal: { ...makeProfile().personal, children: 1 } }), '/user-profile?tab=1');
    await user.click(await screen.findByRole('button', { name: 'Add Dependent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter the dependent’s first name.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });
});

describe('contact details tab', () => {
  it('formats the phone 3-3-rest as it is typed and saves it', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile(makeProfile(), '/user-profile?tab=2', {
      'PATCH /api/profile': { body: { profile: makeProfile() } },
    });
    const phone = await screen.findByLabelText('Phone');
    await user.clear(phone);
    await user.type(phone, '555');
    expect(phone).toHaveProperty('value', '555');
    await user.type(phone, '9');
    expect(phone).toHaveProperty('value', '555-9');
    await user.type(phone, '87x6543');
    expect(phone).toHaveProperty('value', '555-987-6543');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const body = calls.find((call) => call.method === 'PATCH')?.body as Record<string, Record<string, unknown>>;
    expect(body.personal).toMatchObject({ phone: '555-987-6543', dateOfBirth: '1990-05-17' });
    expect(body.contact).toMatchObject({ city: 'Springfield' });
    expect(body.socialLinks).toBeUndefined();
  });

  it('shows a server message at the field it names', async () => {
    const user = userEvent.setup();
    const error = { error: { code: 'VALIDATION', message: 'Please enter a phone number using digits only.', field: 'contact.city' } };
    renderProfile(makeProfile(), '/user-profile?tab=2', { 'PATCH /api/profile': { status: 400, body: error } });
    const city = await screen.findByLabelText('City');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(error.error.message)).toBeTruthy();
  });

  it('checks an advisor’s links before saving', async () => {
    const user = userEvent.setup();
    const { calls } = renderProfile(makeProfile({ role: 'advisor' }), '/user-profile?tab=3');
    await user.type(await screen.findByLabelText('LinkedIn'), 'not a link');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('form', { name: 'Contact Details' })).getByText('Please enter a valid web address.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });
});
