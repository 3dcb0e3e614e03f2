import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { ImportView } from './import-view';

const PREVIEW = {
  kind: 'csv',
  csv: {
    headers: ['Date', 'Payee', 'Amount'],
    sampleRows: [['05.01.2024', 'Shop', '-12,50']],
    mapping: { hasHeader: true, date: 0, description: 1, amount: 2, debit: null, credit: null, category: null, amountSign: 'in-positive' },
    mappingSaved: false,
  },
  dateFormat: { used: 'DD/MM/YYYY', detected: true, fits: ['DD/MM/YYYY'] },
  needs: null,
  counts: { new: 1, alreadyHere: 2, nearDuplicates: 1, errors: 1 },
  summary: '1 new, 2 already here, 1 with errors',
  errors: [{ row: 'Row 7', message: 'Row 7: the amount "12,5O" is not a number' }],
  nearDuplicates: [
    {
      index: 3,
      row: 'Row 5',
      date: '2024-01-08',
      description: 'Gym',
      amountCents: 4000,
      categoryType: 'non-essential',
      existing: { date: '2024-01-06', name: 'GYM', amountCents: 4000 },
    },
  ],
  sample: [{ index: 0, row: 'Row 2', date: '2024-01-05', description: 'Shop', amountCents: 1250, categoryType: 'non-essential' }],
  ledgerBalance: null,
};

describe('ImportView', () => {
  it('walks file → columns → review → import, sending the options before the file and the near-duplicates ticked', async () => {
    const stub = stubFetch({
      'GET /api/imports/accounts': {
        body: { accounts: [{ id: '6f1c8f8e-3b0a-4b8e-9d61-0e8a1f9c2b11', name: 'Checking', institutionName: 'Credit Union', balanceType: 'assets' }] },
      },
      'POST /api/imports/preview': { body: PREVIEW },
      'POST /api/imports/confirm': { body: { accountId: 'x', added: 2, skipped: 3, balanceUpdated: false } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<ImportView />, { url: '/client/import', pattern: '/client/import', user: makeUser() });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a file to import (OFX, QFX, QIF or CSV).');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['Date;Payee;Amount\n05.01.2024;Shop;-12,50\n'], 'bank.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('radio', { name: 'A new account' }));
    await user.click(screen.getByRole('radio', { name: 'An account I track manually' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    await screen.findByText('Detected: DD/MM/YYYY');
    expect(screen.getByRole('table', { name: 'The first rows of the file' }).textContent).toContain('-12,50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByText('1 new, 2 already here, 1 with errors');
    screen.getByText('Row 7: the amount "12,5O" is not a number');
    await user.click(screen.getByRole('checkbox', { name: /Row 5: 2024-01-08 Gym/ }));
    await user.click(screen.getByRole('button', { name: 'Import 2 transactions' }));
    await screen.findByText('2 transactions imported, 3 left out.');

    const confirm = stub.calls.find((call) => call.url === '/api/imports/confirm');
    expect([...(confirm?.form?.keys() ?? [])]).toEqual(['options', 'file']);
    expect(JSON.parse(String(confirm?.form?.get('options')))).toMatchObject({ accountId: '6f1c8f8e-3b0a-4b8e-9d61-0e8a1f9c2b11', includeNearDuplicates: [3] });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Connected Accounts' }).getAttribute('href')).toBe('/client/accounts'));
  });
});
