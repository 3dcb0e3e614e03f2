import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeProfile } from '../../../test/profile-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { ClientProfileViewer } from './client-profile-viewer';

// jsdom does not apply a disabled fieldset to what it holds (browsers do), so ask for the fieldset.
const isInDisabledFieldset = (element: HTMLElement) => element.closest('fieldset[disabled]') !== null;

const CLIENT = makeProfile({ userId: 'c-1', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', identity: null });

function setup(onFinish = vi.fn()) {
  const stub = stubFetch({ 'GET /api/clients/profile': { body: { profile: CLIENT } } });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<ClientProfileViewer userId="c-1" onFinish={onFinish} />, {
    url: '/client/profile?userId=c-1',
    pattern: '/client/profile',
    user: makeUser({ id: 'adv', role: 'advisor' }),
  });
  return { ...stub, onFinish };
}

const button = (name: string) => screen.getByRole('button', { name });
const step = (name: string) => screen.getByRole('region', { name });

describe("an advisor's profile viewer", () => {
  it("reads the viewed client's profile and walks Overview, Personal Info, Contact Details, Identity, all disabled", async () => {
    const user = userEvent.setup();
    const { calls, onFinish } = setup();
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeTruthy();
    expect(within(step('Overview')).getAllByText('grace@example.com').length).toBeGreaterThan(0);
    expect(calls.map((call) => call.url)).toEqual(['/api/clients/profile?userId=c-1']);
    expect(within(step('Overview')).getByText('Planning ahead')).toBeTruthy();
    expect(button('Previous').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();

    await user.click(button('Continue'));
    const employer = within(step('Personal Info')).getByLabelText('Employer');
    expect(employer).toHaveProperty('value', 'Analytical Engines');
    expect(isInDisabledFieldset(employer)).toBe(true);
    expect(isInDisabledFieldset(within(step('Personal Info')).getByRole('button', { name: 'Save' }))).toBe(true);

    await user.click(button('Continue'));
    const city = within(step('Contact Details')).getByLabelText('City');
    expect(city).toHaveProperty('value', 'Springfield');
    expect(isInDisabledFieldset(city)).toBe(true);

    await user.click(button('Continue'));
    expect(within(step('Identity')).getByText('Identity documents are visible only to the client.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /of ID/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(button('Finish'));
    expect(onFinish).toHaveBeenCalledOnce();

    await user.click(button('Previous'));
    expect(step('Contact Details')).toBeTruthy();
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
    // Four steps of real forms: generous for a loaded machine.
  }, 15_000);

  it("shows the api's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/clients/profile': { status: 403, body: { error: { code: 'FORBIDDEN', message: "you don't have access to this feature" } } } })
        .fetchStub,
    );
    renderPage(<ClientProfileViewer userId="c-1" onFinish={vi.fn()} />, {
      url: '/client/profile?userId=c-1',
      pattern: '/client/profile',
      user: makeUser({ role: 'advisor' }),
    });
    expect(await screen.findByText("you don't have access to this feature")).toBeTruthy();
  });
});
