import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeNotification } from '../../../test/notifications-fixtures';
import { renderPage } from '../../../test/render';
import { buildSearchItems } from '../lib/search-items';
import { TopBarSearch } from './top-bar-search';

const CLIENT_ITEMS = buildSearchItems({
  role: 'client',
  clients: [],
  institutions: [],
  notifications: [makeNotification(1), makeNotification(2, { type: 'disconnect' })],
  sentence: (notification) => (notification.type === 'disconnect' ? 'Bo Diaz disconnected from you.' : 'Ann Lee accepted your connection request.'),
});

function setup(onSearchStart = vi.fn()) {
  const user = userEvent.setup();
  const view = renderPage(<TopBarSearch items={CLIENT_ITEMS} onSearchStart={onSearchStart} />, { url: '/home' });
  const input = screen.getByRole('combobox', { name: 'Search' });
  const group = (name: string) => screen.getByRole('group', { name });
  const optionNames = (name = 'Search Result') =>
    within(group(name))
      .queryAllByRole('option')
      .map((option) => option.getAttribute('aria-label'));
  return { ...view, user, input, group, optionNames, onSearchStart };
}

describe('top bar search', () => {
  it('offers every quick link on focus, before anything is typed', async () => {
    const { user, input, optionNames, onSearchStart } = setup();
    await user.click(input);
    const quickLinks = optionNames('Quick Links');
    expect(quickLinks).toHaveLength(14);
    expect(quickLinks.slice(0, 5)).toEqual(['Profile', 'Connected Accounts', 'Assets', 'Liabilities', 'Income']);
    expect(onSearchStart).not.toHaveBeenCalled();
  });

  it("lists up to 5 matches under 'Search Result', each a link to its page", async () => {
    const { user, input, group, optionNames, onSearchStart } = setup();
    await user.type(input, 'e');
    expect(optionNames()).toHaveLength(5);
    expect(onSearchStart).toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '  NET  ');
    expect(optionNames()).toEqual(['Net Worth']);
    expect(within(group('Search Result')).getByRole('option', { name: 'Net Worth' }).getAttribute('href')).toBe('/client/net-worth');
  });

  it('finds notifications by their text and links them', async () => {
    const { user, input, group, optionNames } = setup();
    await user.type(input, 'accepted connection');
    expect(optionNames()).toEqual(['Ann Lee accepted your connection request., Notification']);
    expect(within(group('Search Result')).getByRole('option').getAttribute('href')).toBe('/advisor/profile/person-1');
    await user.clear(input);
    await user.type(input, 'disconnected');
    expect(within(group('Search Result')).getByRole('option').getAttribute('href')).toBe('/notifications');
  });

  it("shows 'No Result' under 'Search Result' when nothing matches", async () => {
    const { user, input, group, optionNames } = setup();
    await user.type(input, 'estate planning');
    expect(optionNames()).toEqual([]);
    expect(within(group('Search Result')).getByText('No Result')).toBeTruthy();
  });

  it('moves with the arrow keys and opens the selected result with Enter', async () => {
    const { user, input, optionNames } = setup();
    await user.type(input, 'in');
    expect(optionNames()).toEqual(['Income', 'Insurance', 'Investment Report', 'Insurance Report', 'Print Reports']);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Insurance' }).hasAttribute('data-combobox-selected')).toBe(true);
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Insurance' }).id);

    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/client/user-insurance');
  });

  it('opens the first result with Enter when none is selected', async () => {
    const { user, input } = setup();
    await user.type(input, 'cash{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/client/cash-flow');
  });

  it('closes with Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'assets');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a result with a click', async () => {
    const { user, input } = setup();
    await user.type(input, 'scen');
    await user.click(screen.getByRole('option', { name: 'Scenarios' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/client/scenarios');
  });

  it('is focused by Ctrl+K', async () => {
    const { user, input } = setup();
    expect(document.activeElement).not.toBe(input);
    await user.keyboard('{Control>}k{/Control}');
    expect(document.activeElement).toBe(input);
  });

  it('collapses to a button opening it in a dialog on narrow screens', async () => {
    const wide = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...wide(query), matches: query.includes('width <') }));
    const user = userEvent.setup();
    renderPage(<TopBarSearch items={CLIENT_ITEMS} />, { url: '/home' });
    expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const input = within(dialog).getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.type(input, 'my plan{Enter}');
    expect((await screen.findByTestId('location')).textContent).toBe('/client/my-plan');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull());
  });
});
