import type { TClientOnboarding } from '@finboard/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { ClientOnboardingView } from './client-onboarding-view';

const ONBOARDING: TClientOnboarding = {
  highestPriority: 'Retire early',
  birthDate: '1990-05-17',
  hasSpouse: false,
  spouseBirthDate: null,
  spouseFirstName: '',
  spouseLastName: '',
  retirementAge: 60,
  incomeCents: 12_500_000,
  retirementIncomeRate: 0.75,
  savingsRate: 0.12,
  totalSavingsCents: 4_000_050,
};

function renderView(onboarding: TClientOnboarding | null, routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/onboarding/client': { body: { onboarding } }, ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<ClientOnboardingView />, { url: '/client/onboarding', user: makeUser() });
  return stub;
}

const summary = () => within(screen.getByRole('region', { name: 'Onboarding Summary' }));
const summaryValue = (label: string) => summary().getByText(label).nextElementSibling?.textContent;

describe('onboarding summary', () => {
  it('shows a loader, then the answers in dollars and whole percents', async () => {
    renderView(ONBOARDING);
    expect(screen.getByRole('status', { name: 'Loading onboarding summary' })).toBeTruthy();
    await screen.findByText('Retire early');
    expect(summaryValue('Highest Priority')).toBe('Retire early');
    expect(summaryValue('My Birthday')).toBe('May 17, 1990');
    expect(summaryValue('Retired Age')).toBe('60');
    expect(summaryValue('Total Annual Income')).toBe('$125,000');
    expect(summaryValue('PERCENTAGE of current income')).toBe('75%');
    expect(summaryValue('Savings Rate')).toBe('12%');
    expect(summaryValue('Current Retirement Saving')).toBe('$40,000.50');
    expect(summary().queryByText('Spouse Birthday')).toBeNull();
  });

  it('shows the spouse only when there is one', async () => {
    renderView({ ...ONBOARDING, hasSpouse: true, spouseFirstName: 'Will', spouseLastName: 'King', spouseBirthDate: '1988-01-02' });
    await screen.findByText('Retire early');
    expect(summaryValue('Spouse Birthday')).toBe('January 2, 1988');
    expect(summaryValue('Spouse First Name')).toBe('Will');
    expect(summaryValue('Spouse Last Name')).toBe('King');
  });
});

describe('onboarding questionnaire', () => {
  it('starts at the defaults: retirement age 65, savings rate 10%', async () => {
    renderView(null);
    expect(await screen.findByText('No onboarding answers yet.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Retirement Age' })).toHaveProperty('value', '65');
    expect(screen.getByRole('combobox', { name: 'Savings Rate' })).toHaveProperty('value', '10%');
  });

  it('saves dollars as cents and percents as rates', async () => {
    const user = userEvent.setup();
    const saved = { ...ONBOARDING, highestPriority: 'Pay off the mortgage' };
    const { calls } = renderView(ONBOARDING, { 'PUT /api/onboarding/client': { body: { onboarding: saved } } });
    const priority = await screen.findByLabelText('Highest Priority');
    await user.clear(priority);
    await user.type(priority, 'Pay off the mortgage');
    await user.selectOptions(screen.getByLabelText('Spouse?'), 'Yes');
    await user.type(screen.getByLabelText('Spouse First Name'), 'Will');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...ONBOARDING,
      highestPriority: 'Pay off the mortgage',
      hasSpouse: true,
      spouseFirstName: 'Will',
    });
    expect(await screen.findByText('Pay off the mortgage', { selector: 'dd' })).toBeTruthy();
  });
});
