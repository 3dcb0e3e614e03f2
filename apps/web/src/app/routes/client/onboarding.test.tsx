import type { TClientOnboarding } from '@finboard/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ViewedClientNamesContext } from '../../../lib/client-view';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { Component as OnboardingPage } from './onboarding';

const ONBOARDING: TClientOnboarding = {
  highestPriority: 'Retire early',
  birthDate: '1990-05-17',
  hasSpouse: true,
  spouseBirthDate: '1988-01-02',
  spouseFirstName: 'Will',
  spouseLastName: 'King',
  retirementAge: 60,
  incomeCents: 12_500_000,
  retirementIncomeRate: 0.75,
  savingsRate: 0.12,
  totalSavingsCents: 4_000_050,
};
const ADVISOR = makeUser({ id: 'adv', role: 'advisor', firstName: 'Grace', lastName: 'Hopper' });
const NAMES = new Map([['c-1', { firstName: 'Ada', lastName: 'Lovelace' }]]);

function renderAs(url: string, user = ADVISOR, routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/clients/onboarding': { body: { onboarding: ONBOARDING } }, ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(
    <ViewedClientNamesContext.Provider value={NAMES}>
      <OnboardingPage />
    </ViewedClientNamesContext.Provider>,
    { url, pattern: '/client/onboarding', user },
  );
  return stub;
}

const summaryValue = (label: string) => within(screen.getByRole('region', { name: 'Onboarding Summary' })).getByText(label).nextElementSibling?.textContent;

describe("an advisor's onboarding summary of a client", () => {
  it("reads the viewed client's answers and shows them read-only under 'My Clients > {client} >'", async () => {
    const { calls } = renderAs('/client/onboarding?userId=c-1');
    expect(screen.getByRole('status', { name: 'Loading onboarding summary' })).toBeTruthy();
    await screen.findByText('Retire early');
    expect(calls.map((call) => call.url)).toEqual(['/api/clients/onboarding?userId=c-1']);
    expect(screen.getByRole('link', { name: 'My Clients' }).getAttribute('href')).toBe('/advisor/clients');
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(summaryValue('Total Annual Income')).toBe('$125,000');
    expect(summaryValue('PERCENTAGE of current income')).toBe('75%');
    expect(summaryValue('Spouse First Name')).toBe('Will');
    expect(screen.queryByRole('region', { name: 'Update your answers' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says when the client has not answered yet', async () => {
    renderAs('/client/onboarding?userId=c-1', ADVISOR, { 'GET /api/clients/onboarding': { body: { onboarding: null } } });
    expect(await screen.findByText('No onboarding answers yet.')).toBeTruthy();
  });

  it('refuses an advisor without a client, asking the api nothing', () => {
    const { calls } = renderAs('/client/onboarding?userId=adv');
    expect(screen.getByText("you don't have access to this feature")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("reads a client's own answers from their own endpoint", async () => {
    const { calls } = renderAs('/client/onboarding', makeUser(), { 'GET /api/onboarding/client': { body: { onboarding: ONBOARDING } } });
    await screen.findByText('Retire early', { selector: 'dd' });
    expect(calls.map((call) => call.url)).toEqual(['/api/onboarding/client']);
    expect(screen.getByRole('region', { name: 'Update your answers' })).toBeTruthy();
  });
});
