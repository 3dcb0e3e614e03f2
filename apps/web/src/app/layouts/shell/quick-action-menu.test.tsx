import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../test/render';
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
});
