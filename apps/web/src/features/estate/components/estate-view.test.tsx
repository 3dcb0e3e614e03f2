import type { TEstateResponse } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { EstateView } from './estate-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const ADVISOR = makeUser({ id: 'adv', role: 'advisor' });
const ABSENT = { exists: false, signedDate: null, lastReviewedDate: null, originalLocation: '', attorneyContact: '' };

function makeEstate(): TEstateResponse {
  return {
    estate: {
      documents: {
        will: {
          exists: true,
          signedDate: '2019-04-02',
          lastReviewedDate: '2020-05-01',
          originalLocation: 'Safe deposit box',
          attorneyContact: 'Jane Doe, (555) 010-0101',
        },
        trust: ABSENT,
        financialPowerOfAttorney: ABSENT,
        healthcarePowerOfAttorney: ABSENT,
        healthcareDirective: ABSENT,
        guardianship: ABSENT,
      },
      executorName: 'Charles Babbage',
      trusteeName: '',
      lifeEvents: [{ kind: 'move', eventDate: '2026-02-01' }],
      beneficiaries: [
        { accountId: 'ira', kind: 'primary', name: 'Byron King', shareBasisPoints: 6000 },
        { accountId: 'ira', kind: 'primary', name: 'Annabella King', shareBasisPoints: 4000 },
      ],
    },
    accounts: [
      { id: 'ira', name: 'Rollover IRA', institutionName: 'Summit Bank' },
      { id: '401k', name: '401(k)', institutionName: 'Acme Payroll' },
    ],
    reviewsDue: [{ kind: 'will', reason: 'life-event', sinceDate: '2020-05-01', lifeEvent: { kind: 'move', eventDate: '2026-02-01' } }],
  };
}

describe('estate page', () => {
  it('shows the review reminder, the documents, the executor and each account’s beneficiaries, and saves the page', async () => {
    const user = userEvent.setup();
    const data = makeEstate();
    const stub = stubFetch({
      'GET /api/estate': { body: data },
      'PUT /api/estate': (call) => ({ body: { ...data, estate: call.body } }),
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<EstateView />, { url: '/client/user-estate', user: makeUser() });

    const reminders = await screen.findByRole('region', { name: 'Review reminders' });
    expect(reminders.textContent).toContain('Will: move on February 1, 2026, after its last review on May 1, 2020. Time to review it.');
    const will = screen.getByRole('region', { name: 'Will' });
    expect(within(will).getByLabelText<HTMLSelectElement>('Exists').value).toBe('Yes');
    expect(within(will).getByLabelText<HTMLInputElement>('Where the Original Is Kept').value).toBe('Safe deposit box');
    for (const name of ['Trust', 'Financial Power of Attorney', 'Healthcare Power of Attorney', 'Healthcare Directive', 'Guardianship for Children']) {
      expect(within(screen.getByRole('region', { name })).getByLabelText<HTMLSelectElement>('Exists').value).toBe('No');
    }
    expect(screen.getByLabelText<HTMLInputElement>('Executor').value).toBe('Charles Babbage');
    const ira = screen.getByRole('region', { name: 'Rollover IRA (Summit Bank)' });
    expect(
      within(ira)
        .getAllByLabelText<HTMLInputElement>('Percentage')
        .map((input) => input.value),
    ).toEqual(['60%', '40%']);

    await user.selectOptions(within(screen.getByRole('region', { name: 'Trust' })).getByLabelText('Exists'), 'Yes');
    await user.type(screen.getByLabelText('Trustee'), 'Mary');
    await user.click(screen.getByRole('button', { name: 'Add Beneficiary to 401(k) (Acme Payroll)' }));
    await user.type(within(screen.getByRole('region', { name: '401(k) (Acme Payroll)' })).getByLabelText('Beneficiary Name'), 'Ralph');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));

    await waitFor(() => expect(stub.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(stub.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...data.estate,
      documents: { ...data.estate.documents, trust: { ...ABSENT, exists: true } },
      trusteeName: 'Mary',
      beneficiaries: [...data.estate.beneficiaries, { accountId: '401k', kind: 'primary', name: 'Ralph', shareBasisPoints: 10_000 }],
    });
  }, 60_000);

  it('refuses to save percentages that do not add up to 100, naming the account, and sends nothing', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({ 'GET /api/estate': { body: makeEstate() } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<EstateView />, { url: '/client/user-estate', user: makeUser() });

    const ira = await screen.findByRole('region', { name: 'Rollover IRA (Summit Bank)' });
    const [first] = within(ira).getAllByLabelText('Percentage');
    await user.clear(first as HTMLElement);
    await user.type(first as HTMLElement, '50');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The primary beneficiaries of Rollover IRA (Summit Bank) must add up to 100% (they add up to 90%).',
    );
    expect(stub.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  }, 60_000);

  it('is read-only for an advisor: every field disabled, no add, remove or Save Details', async () => {
    const stub = stubFetch({ 'GET /api/estate': { body: makeEstate() } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<EstateView />, { url: '/client/user-estate?userId=c-1', user: ADVISOR });

    expect(await screen.findByLabelText('Executor')).toHaveProperty('disabled', true);
    expect(within(screen.getByRole('region', { name: 'Will' })).getByLabelText('Exists')).toHaveProperty('disabled', true);
    for (const input of screen.getAllByLabelText('Percentage')) expect(input).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /Save Details|Add Beneficiary|Add Life Event|Remove/ })).toBeNull();
    expect(stub.calls[0]?.url).toBe('/api/estate?userId=c-1');
  });
});
