import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { AdvisorOnboardingWizard } from './advisor-onboarding-wizard';

const button = (name: string) => screen.getByRole('button', { name });

function renderWizard(canFinish = true) {
  const onFinished = vi.fn();
  renderPage(<AdvisorOnboardingWizard canFinish={canFinish} onFinished={onFinished} />, {
    url: '/advisor/onboarding',
    user: makeUser({ role: 'advisor', completionDate: null }),
  });
  return onFinished;
}

describe('AdvisorOnboardingWizard', () => {
  it('walks the four steps: Back disabled on the first, Finish on the last', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(button('Back')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Description')).toBeTruthy();

    await user.click(button('Continue'));
    expect(screen.getByLabelText('SEC CRD')).toBeTruthy();
    expect(button('Back')).toHaveProperty('disabled', false);

    await user.click(button('Continue'));
    expect(screen.getByLabelText('Firm Name')).toBeTruthy();
    await user.click(button('Back'));
    expect(screen.getByLabelText('CFP ID')).toBeTruthy();
    await user.click(button('Continue'));
    await user.click(button('Continue'));
    expect(screen.getByLabelText('LinkedIn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(button('Finish')).toBeTruthy();
  });

  it('keeps the phone numeric and formatted, and stops on a bad number', async () => {
    const user = userEvent.setup();
    renderWizard();
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '(555) 123-45678');
    expect(phone).toHaveProperty('value', '555-123-45678');
    await user.clear(phone);
    await user.type(phone, '1234567890123456');
    await user.click(button('Continue'));
    expect(screen.getByText('Please enter a phone number using digits only.')).toBeTruthy();
    expect(screen.getByLabelText('Description')).toBeTruthy();
  });

  it('checks web addresses on the Links step before finishing', async () => {
    const user = userEvent.setup();
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchStub);
    renderWizard();
    for (let step = 0; step < 3; step += 1) await user.click(button('Continue'));
    await user.type(screen.getByLabelText('Twitter'), 'not a url');
    await user.click(button('Finish'));
    expect(screen.getByText('Please enter a valid web address.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('saves every step on Finish and hands back the user', async () => {
    const user = userEvent.setup();
    const saved = makeUser({ role: 'advisor', completionDate: '2024-05-01' });
    const { fetchStub, calls } = stubFetch({ 'POST /api/onboarding/advisor': { body: { user: saved } } });
    vi.stubGlobal('fetch', fetchStub);
    const onFinished = renderWizard();

    await user.type(screen.getByLabelText('Description'), 'Retirement plans');
    await user.type(screen.getByLabelText('Phone'), '5551234567');
    await user.click(button('Continue'));
    await user.type(screen.getByLabelText('SEC CRD'), '12345');
    await user.click(button('Continue'));
    await user.type(screen.getByLabelText('Firm Name'), 'Lovelace Wealth');
    await user.type(screen.getByLabelText('Office Number'), '5559876543');
    await user.click(screen.getByRole('checkbox', { name: 'Athletes' }));
    await user.click(button('Continue'));
    await user.type(screen.getByLabelText('Website'), 'lovelace.example.com');
    await user.click(button('Finish'));

    await vi.waitFor(() => expect(onFinished).toHaveBeenCalledWith(saved));
    const body = calls[0]?.body as Record<string, Record<string, unknown>>;
    expect(body).toMatchObject({ description: 'Retirement plans', phone: '555-123-4567' });
    expect(body.advisor).toMatchObject({
      secCrd: '12345',
      firmName: 'Lovelace Wealth',
      officeNumber: '555-987-6543',
      clientTypes: ['Athletes'],
      minimumClientRelationshipSize: 'Any',
    });
    expect(body.socialLinks).toMatchObject({ website: 'lovelace.example.com', twitter: '' });
  });

  it('takes the advisor categories on the Professional step and sends them as acronyms', async () => {
    const user = userEvent.setup();
    const saved = makeUser({ role: 'advisor', completionDate: '2024-05-01' });
    const { fetchStub, calls } = stubFetch({ 'POST /api/onboarding/advisor': { body: { user: saved } } });
    vi.stubGlobal('fetch', fetchStub);
    const onFinished = renderWizard();

    await user.click(button('Continue'));
    await user.click(screen.getByRole('combobox', { name: 'Advisor Categories' }));
    await user.click(await screen.findByRole('option', { name: 'Attorney (JD)' }));
    await user.click(screen.getByRole('option', { name: 'Financial Planner (CFP)' }));
    for (let step = 1; step < 3; step += 1) await user.click(button('Continue'));
    await user.click(button('Finish'));

    await vi.waitFor(() => expect(onFinished).toHaveBeenCalledWith(saved));
    expect((calls[0]?.body as { advisor: { categories: string[] } }).advisor.categories).toEqual(['CFP', 'JD']);
  });

  it('sends no categories when none were chosen', async () => {
    const user = userEvent.setup();
    const { fetchStub, calls } = stubFetch({ 'POST /api/onboarding/advisor': { body: { user: makeUser({ role: 'advisor' }) } } });
    vi.stubGlobal('fetch', fetchStub);
    renderWizard();
    for (let step = 0; step < 3; step += 1) await user.click(button('Continue'));
    await user.click(button('Finish'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]?.body as { advisor: { categories: string[] } }).advisor.categories).toEqual([]);
  });

  it('does nothing on Finish for a role other than advisor', async () => {
    const user = userEvent.setup();
    renderWizard(false);
    for (let step = 0; step < 3; step += 1) await user.click(button('Continue'));
    expect(button('Finish')).toHaveProperty('disabled', true);
  });

  it('opens the step of a field the server complains about', async () => {
    const user = userEvent.setup();
    const error = { error: { code: 'VALIDATION', message: 'Please choose an account minimum from the list.', field: 'advisor.minimumClientRelationshipSize' } };
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/onboarding/advisor': { status: 400, body: error } }).fetchStub);
    renderWizard();
    for (let step = 0; step < 3; step += 1) await user.click(button('Continue'));
    await user.click(button('Finish'));
    expect(await screen.findByText(error.error.message)).toBeTruthy();
    expect(screen.getByLabelText('Firm Name')).toBeTruthy();
  });
});
