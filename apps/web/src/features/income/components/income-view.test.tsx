import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeIncome, makePolicy } from '../../../test/accounts-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { IncomeView, InsuranceView } from './income-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const ADVISOR = makeUser({ id: 'adv', role: 'advisor' });
const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

describe('income page', () => {
  it("shows each person's employer and salary, the tax rate as a whole percent, and saves", async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /api/income': { body: { income: makeIncome() } },
      'PUT /api/income': (call) => ({ body: { income: call.body } }),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<IncomeView />, { url: '/client/user-income', user: makeUser() });

    await screen.findByRole('region', { name: 'Income Information' });
    expect(value('Employer Name')).toBe('Analytical Engines Ltd');
    expect(value('Annual Salary')).toBe('$120,000');
    expect(value('Effective Tax Rate')).toBe('22%');
    // Shown, not entered: read-only and drawn so (filled), for the client too.
    for (const label of ['Employer Name', 'Annual Salary', 'Effective Tax Rate', 'Earliest Age', 'Latest Age']) {
      expect(screen.getByLabelText(label)).toHaveProperty('readOnly', true);
      expect(screen.getByLabelText(label).getAttribute('data-variant')).toBe('filled');
    }
    await user.selectOptions(screen.getByLabelText('Husband/Wife'), 'Wife');
    expect(value('Employer Name')).toBe('Difference Works');
    expect([value('Earliest Age'), value('Latest Age')]).toEqual(['62', '70']);

    await user.selectOptions(screen.getByLabelText('Owner'), 'Joint');
    await user.type(screen.getByLabelText('Company Stock'), 'ACME');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(stub.calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...makeIncome(), owner: 'joint', companyStock: 'ACME' });
  });

  it('is read-only for an advisor: fields disabled, no Save Details', async () => {
    const stub = stubFetch({ 'GET /api/income': { body: { income: makeIncome() } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<IncomeView />, { url: '/client/user-income?userId=c-1', user: ADVISOR });
    expect(await screen.findByLabelText('Owner')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Primary Insurance Amount')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save Details' })).toBeNull();
    expect(stub.calls[0]?.url).toBe('/api/income?userId=c-1');
  });
});

describe('insurance page', () => {
  const insurance = { self: makePolicy({ homeowners: 'Acme Home', lifeDeathBenefitCents: 50_000_000 }), spouse: makePolicy({ homeowners: 'Spouse Home' }) };

  it('shows four sections, each with its own Husband/Wife selector, and saves both people', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /api/insurance': { body: { insurance } },
      'PUT /api/insurance': (call) => ({ body: { insurance: call.body } }),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<InsuranceView />, { url: '/client/user-insurance', user: makeUser() });

    const property = await screen.findByRole('region', { name: 'Property' });
    for (const name of ['Personal Health', 'Personal Life Insurance', 'Personal Long Term Care']) expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(['Homeowners', 'Auto', 'Liability'].map((label) => within(property).getByLabelText(label))).toHaveLength(3);
    expect(value('Homeowners')).toBe('Acme Home');
    expect(value('Life Death Benefit')).toBe('$500,000');

    await user.click(within(property).getByRole('radio', { name: 'Wife' }));
    expect(value('Homeowners')).toBe('Spouse Home');
    expect(value('Life Death Benefit')).toBe('$500,000');
    await user.type(screen.getByLabelText('Auto'), 'Zoom');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(stub.calls.find((call) => call.method === 'PUT')?.body).toEqual({ self: insurance.self, spouse: { ...insurance.spouse, auto: 'Zoom' } });
  });

  it('disables every field for an advisor', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/insurance': { body: { insurance } } }).fetchStub);
    renderPage(<InsuranceView />, { url: '/client/insurance?userId=c-1', user: ADVISOR });
    expect(await screen.findByLabelText('Homeowners')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Long Term Care Monthly Premium')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save Details' })).toBeNull();
  });
});
