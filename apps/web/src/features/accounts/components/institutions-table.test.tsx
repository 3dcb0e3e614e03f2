import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeInstitution } from '../../../test/accounts-fixtures';
import { renderPage } from '../../../test/render';
import { InstitutionsTable } from './institutions-table';

const handlers = { onDelete: vi.fn(), onDisconnect: vi.fn(), onRefreshLogin: vi.fn(), onSync: vi.fn() };

describe('a bank whose last sync was not complete', () => {
  it('says "Not fully updated", and which parts are behind since when; a complete one and one needing login do not', async () => {
    const behind = makeInstitution({
      id: 'i-1',
      name: 'Summit Savings Bank',
      incompleteParts: ['liabilities', 'investments'],
      lastSyncedAt: '2024-03-05T14:07:00.000Z',
    });
    const current = makeInstitution({ id: 'i-2', name: 'Redwood Bank' });
    const broken = makeInstitution({ id: 'i-3', name: 'Evergreen Bank', needsLogin: true, errorCode: 'ITEM_LOGIN_REQUIRED', incompleteParts: ['balances'] });
    renderPage(<InstitutionsTable institutions={[behind, current, broken]} isReadOnly={false} {...handlers} />, {
      url: '/client/accounts',
      pattern: '/client/accounts',
    });

    const row = (await screen.findByText('Summit Savings Bank')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Not fully updated').getAttribute('title')).toBe(
      'The bank did not send liabilities and investments at the last update. What was saved before is shown since 05 Mar, 2024 09:07 AM; we will try again.',
    );
    expect(within(screen.getByText('Redwood Bank').closest('tr') as HTMLElement).queryByText('Not fully updated')).toBeNull();
    const brokenRow = screen.getByText('Evergreen Bank').closest('tr') as HTMLElement;
    expect(within(brokenRow).getByText('Login required')).toBeTruthy();
    expect(within(brokenRow).queryByText('Not fully updated')).toBeNull();
  });
});
