import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { OUTSIDE_CLICK_CLOSE_MS, QuickActionMenu } from './quick-action-menu';

afterEach(() => vi.useRealTimers());

const ACTIONS = [
  { key: 'scenario', label: 'Scenario', href: '/client/scenarios' },
  { key: 'support', label: 'Support', help: true as const },
];

describe('the quick-action floating menu', () => {
  it('closes 500 ms after a click outside it, not before', () => {
    vi.useFakeTimers();
    renderPage(
      <div>
        <p>Outside</p>
        <QuickActionMenu actions={ACTIONS} onHelp={() => undefined} />
      </div>,
      { url: '/home' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Quick actions' }));
    expect(screen.getByRole('menuitem', { name: 'Scenario' })).toBeTruthy();

    fireEvent.pointerDown(screen.getByText('Outside'));
    act(() => {
      vi.advanceTimersByTime(OUTSIDE_CLICK_CLOSE_MS - 1);
    });
    expect(screen.queryByRole('menuitem', { name: 'Scenario' })).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('menuitem', { name: 'Scenario' })).toBeNull();
  });

  it('stays open for a click inside it, and Support toggles the help widget', () => {
    const onHelp = vi.fn();
    renderPage(<QuickActionMenu actions={ACTIONS} onHelp={onHelp} />, { url: '/home' });
    fireEvent.click(screen.getByRole('button', { name: 'Quick actions' }));
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Support' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Support' }));
    expect(onHelp).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  // Spec 01 §2: 'Quick-action floating menu: Account (bank link, clients)': the same flow as the Link Account button.
  it("starts the bank link from 'Account', asking for a link token only once chosen", async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'POST /api/institutions/link-token': { body: { linkToken: 'link-new', expiration: '2999-01-01T00:00:00.000Z', provider: 'sandbox' } },
      'GET /api/sandbox/institutions': {
        body: { institutions: [{ institutionId: 'ins_sbx_redwood', name: 'Redwood Bank', logoUrl: null, primaryColor: '#8b0000' }] },
      },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    const view = renderPage(<QuickActionMenu actions={[{ key: 'account', label: 'Account', bankLink: true }]} onHelp={() => undefined} />, {
      url: '/home',
      user: makeUser({ plan: 'paid' }),
    });
    await user.click(screen.getByRole('button', { name: 'Quick actions' }));
    expect(stub.calls.some((call) => call.url === '/api/institutions/link-token')).toBe(false);
    await user.click(screen.getByRole('menuitem', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Redwood Bank' })).toBeTruthy();
    expect(stub.calls.filter((call) => call.url === '/api/institutions/link-token')).toHaveLength(1);
    expect(view.router.state.location.pathname).toBe('/home');
  });
});
