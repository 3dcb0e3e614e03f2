import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productToday } from '../../../lib/product-today';
import { makeAccount, makeInstitution } from '../../../test/accounts-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { ManualAccountEditor } from './manual-account-editor';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const LINKED = makeInstitution({ id: 'linked', name: 'Summit Savings Bank' });
const MANUAL = makeInstitution({ id: 'm-1', name: 'Home Stuff', provider: 'manual', isManualRecord: true });
const CAR = makeAccount({
  id: 'a-1',
  institutionId: 'm-1',
  institutionName: 'Home Stuff',
  name: 'Car',
  accountType: 'property',
  accountSubtype: 'vehicle',
  amountCents: 1_500_000,
  isManualRecord: true,
});
const LOAN = makeAccount({
  id: 'a-2',
  institutionId: 'm-1',
  institutionName: 'Home Stuff',
  name: 'Student Loan',
  accountType: 'loan',
  accountSubtype: 'student',
  balanceType: 'liabilities',
  amountCents: 2_000_050,
  isManualRecord: true,
  details: { interest_rate_percentage: 4.5, disbursement_dates: ['2015-09-01'] },
});

function setup(url: string, accounts = [CAR, LOAN]) {
  let list = accounts;
  const stub = stubFetch({
    'GET /api/institutions': { body: { institutions: [LINKED, MANUAL] } },
    'GET /api/institutions/m-1/accounts': () => ({ body: { institution: MANUAL, accounts: list } }),
    'POST /api/accounts/manual': { status: 201, body: { account: CAR } },
    'PUT /api/accounts/a-2': { body: { account: LOAN } },
    'DELETE /api/accounts/a-1': () => {
      list = list.filter((account) => account.id !== 'a-1');
      return { body: { ok: true } };
    },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderPage(<ManualAccountEditor />, { url, pattern: '/manual-account-input', user: makeUser() }) };
}

const alertText = () => screen.getByRole('alert').textContent;
const done = () => screen.getByRole('button', { name: 'Done' });

// Whole-form typing is slow in happy-dom when the suite runs in parallel; the time limit is a guard, not a measure.
describe('manual account form', { timeout: 20_000 }, () => {
  it('gives one message at a time in the spec order', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/manual-account-input');
    expect(screen.getByLabelText<HTMLSelectElement>('Account Type').value).toBe('investment');
    expect(screen.getByRole('radio', { name: 'Asset' })).toHaveProperty('checked', true);

    await user.click(done());
    expect(alertText()).toBe('Institution name field is required');
    await user.type(screen.getByLabelText('Institution Name'), 'Fam');
    await user.click(done());
    expect(alertText()).toBe('Account name field is required');
    await user.type(screen.getByLabelText('Account Name'), 'Aunt');
    await user.click(done());
    expect(alertText()).toBe('Please enter account subtype');

    await user.click(screen.getByRole('radio', { name: 'Liability' }));
    await user.click(done());
    expect(alertText()).toBe('Please select account type');
    await user.selectOptions(screen.getByLabelText('Account Type'), 'Loan');
    await user.click(done());
    expect(alertText()).toBe('Please enter account subtype');
    await user.type(screen.getByLabelText('Account Subtype'), 'auto');
    await user.click(done());
    expect(alertText()).toBe('Amount must be non empty and should contain only numbers');
    await user.type(screen.getByLabelText('Amount'), '1,2');
    await user.click(done());
    expect(alertText()).toBe('Amount must be non empty and should contain only numbers');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('clamps percentages, adds and removes rows (not the first), then saves a liability', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/manual-account-input');
    await user.type(screen.getByLabelText('Institution Name'), 'Fam');
    await user.type(screen.getByLabelText('Account Name'), 'Aunt');
    await user.click(screen.getByRole('radio', { name: 'Liability' }));
    await user.selectOptions(screen.getByLabelText('Account Type'), 'Loan');
    await user.type(screen.getByLabelText('Account Subtype'), 'auto');
    await user.type(screen.getByLabelText('Amount'), '120.5');

    await user.type(screen.getByLabelText('Interest Rate (%)'), '150');
    expect(screen.getByLabelText<HTMLInputElement>('Interest Rate (%)').value).toBe('100%');
    await user.type(screen.getByLabelText('APR Percentage'), '24');
    expect(screen.queryByRole('button', { name: 'Remove APR 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add APR' }));
    expect(screen.getAllByLabelText('APR Percentage')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove APR 2' }));
    expect(screen.getAllByLabelText('APR Percentage')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove Disbursement Date 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Disbursement Date' }));
    expect(screen.getByRole('button', { name: 'Remove Disbursement Date 2' })).toBeTruthy();

    await user.click(done());
    expect((await screen.findByTestId('location')).textContent).toBe('/client/accounts');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      institutionName: 'Fam',
      name: 'Aunt',
      balanceType: 'liabilities',
      accountType: 'loan',
      accountSubtype: 'auto',
      amount: '120.5',
      date: productToday(),
      details: {
        interestRatePercentage: 100,
        aprs: [{ aprType: 'purchase_apr', aprPercentage: 24, balanceSubjectToAprCents: null, interestChargeAmountCents: null }],
      },
    });
  });

  it('opens an account for update from the query, with the update message', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/manual-account-input?edit=true&institutionId=m-1&accountId=a-2');
    const name = await screen.findByLabelText('Account Name');
    expect(screen.getByRole('radio', { name: 'Update' })).toHaveProperty('checked', true);
    expect((name as HTMLInputElement).value).toBe('Student Loan');
    expect(screen.getByLabelText<HTMLSelectElement>('Account').value).toBe('a-2');
    expect(screen.getByRole('radio', { name: 'Liability' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText<HTMLInputElement>('Amount').value).toBe('20000.50');
    expect(screen.getByLabelText<HTMLInputElement>('Interest Rate (%)').value).toBe('4.5%');

    await user.clear(name);
    await user.click(done());
    expect(alertText()).toBe('Acount Name field is required');
    await user.type(name, 'Grad School Loan');
    await user.click(done());
    expect((await screen.findByTestId('location')).textContent).toBe('/client/accounts');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/accounts/a-2');
    expect(put?.body).toMatchObject({
      institutionId: 'm-1',
      institutionName: 'Home Stuff',
      name: 'Grad School Loan',
      amount: '20000.50',
      details: { interestRatePercentage: 4.5, disbursementDates: ['2015-09-01'] },
    });
  });

  it('picks the first manual account on Update and clears the form on Add New', async () => {
    const user = userEvent.setup();
    setup('/manual-account-input');
    await user.click(screen.getByRole('radio', { name: 'Update' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Account Name').value).toBe('Car'));
    expect(screen.getByLabelText<HTMLSelectElement>('Institution Name').value).toBe('m-1');
    expect(screen.getByRole('radio', { name: 'Asset' })).toHaveProperty('checked', true);
    await user.selectOptions(screen.getByLabelText('Account'), 'a-2');
    expect(screen.getByRole('radio', { name: 'Liability' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('radio', { name: 'Add New' }));
    expect(screen.getByLabelText<HTMLInputElement>('Account Name').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Institution Name').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).not.toBe('');
    expect(screen.queryByRole('button', { name: 'DELETE ACCOUNT' })).toBeNull();
  });

  it('deletes the account after the confirm and moves on to the next', async () => {
    const user = userEvent.setup();
    const { calls } = setup('/manual-account-input?edit=true&institutionId=m-1&accountId=a-1');
    await user.click(await screen.findByRole('button', { name: 'DELETE ACCOUNT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
    expect(within(dialog).getByText('Are you sure you want to delete this account?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Account Name').value).toBe('Student Loan'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/accounts/a-1')).toBe(true);
  });
});
